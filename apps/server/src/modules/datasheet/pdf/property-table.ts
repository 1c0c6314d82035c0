/**
 * The property table: one band per root header, then its rows. A row never splits across pages; every page
 * the table reaches starts with the column heads, and a group carried over repeats its band marked continued.
 */
import type { SheetLabels } from './labels.ts';
import {
  type Cell,
  colours,
  contentWidth,
  type Doc,
  drawRow,
  page,
  rowHeight,
  type TextStyle,
} from './sheet.ts';
import type { DatasheetPdfPropertyGroup, DatasheetPdfPropertyRow } from './view.ts';

/** Column shares of the content width: property, standard, condition, state, value, unit. */
const shares = [0.27, 0.16, 0.22, 0.1, 0.14, 0.11] as const;
const widths = shares.map((share) => share * contentWidth);

const headStyle: TextStyle = { bold: true, size: 8.5, color: colours.headText, proportional: true };
const groupStyle: TextStyle = { bold: true, size: 9, color: colours.accent, proportional: true };
const bodyStyle: TextStyle = { size: 8.5, color: colours.ink, proportional: true };
const valueStyle: TextStyle = { ...bodyStyle, bold: true };

const EMPTY = '—';

function headCells(labels: SheetLabels): Cell[] {
  const { columns } = labels;
  return [
    columns.header,
    columns.standard,
    columns.condition,
    columns.state,
    columns.value,
    columns.unit,
  ].map((text, i) => ({ text, width: widths[i] ?? 0, style: headStyle, fill: colours.accent }));
}

function bodyCells(row: DatasheetPdfPropertyRow, zebra: boolean): Cell[] {
  const texts = [row.header, row.standard, row.condition, row.state, row.value, row.unit];
  return texts.map((text, i) => ({
    text: text?.trim() ? text : EMPTY,
    width: widths[i] ?? 0,
    style: i === 4 ? valueStyle : bodyStyle,
    fill: zebra ? colours.zebra : undefined,
  }));
}

function bandCells(text: string): Cell[] {
  return [{ text, width: contentWidth, style: groupStyle, fill: colours.groupFill }];
}

export interface PropertyTablePlacement {
  /** Where the table starts on the current page. */
  startY: number;
  /** Adds a page (with its running header) and returns where content starts on it. */
  nextPage: () => number;
  /** Where content starts on every page after the first (what `nextPage` returns). */
  continuationTop: number;
}

export function drawPropertyTable(
  doc: Doc,
  groups: DatasheetPdfPropertyGroup[],
  labels: SheetLabels,
  placement: PropertyTablePlacement,
): void {
  const x = page.marginX;
  const bottom = page.contentBottom;
  const head = headCells(labels);
  const headHeight = rowHeight(doc, head, Number.POSITIVE_INFINITY);
  let y = placement.startY;
  let headDrawn = false;

  /** Column heads once per page, before the first band or row the page gets. */
  const ensureHead = () => {
    if (headDrawn) return;
    drawRow(doc, head, x, y, headHeight);
    y += headHeight;
    headDrawn = true;
  };
  const breakPage = () => {
    y = placement.nextPage();
    headDrawn = false;
    ensureHead();
  };

  const filled = groups.filter((group) => group.rows.length > 0);
  if (filled.length === 0) {
    const none = bandCells(labels.noProperties).map((cell) => ({
      ...cell,
      style: bodyStyle,
      fill: undefined,
    }));
    const height = rowHeight(doc, none, Number.POSITIVE_INFINITY);
    if (y + headHeight + height > bottom) breakPage();
    ensureHead();
    drawRow(doc, none, x, y, height);
    return;
  }

  for (const group of filled) {
    const band = bandCells(group.root);
    const continued = bandCells(`${group.root}${labels.continued}`);
    const bandHeight = rowHeight(doc, band, Number.POSITIVE_INFINITY);
    const continuedHeight = rowHeight(doc, continued, Number.POSITIVE_INFINITY);
    // The tallest row a fresh page can hold under its heads and the continued band; a taller one is cut.
    const cap = bottom - placement.continuationTop - headHeight - continuedHeight;
    const rows = group.rows.map((row, i) => {
      const cells = bodyCells(row, i % 2 === 1);
      return { cells, height: rowHeight(doc, cells, cap) };
    });

    // A band is never left alone at the foot of a page: it moves down with its first row.
    const firstHeight = rows[0]?.height ?? 0;
    if (y + (headDrawn ? 0 : headHeight) + bandHeight + firstHeight > bottom) breakPage();
    ensureHead();
    drawRow(doc, band, x, y, bandHeight);
    y += bandHeight;

    for (const row of rows) {
      if (y + row.height > bottom) {
        breakPage();
        drawRow(doc, continued, x, y, continuedHeight);
        y += continuedHeight;
      }
      drawRow(doc, row.cells, x, y, row.height);
      y += row.height;
    }
  }
}
