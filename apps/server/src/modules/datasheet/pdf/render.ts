/**
 * A datasheet as an A4 PDF (the `/ds/pdf` download): title block, general fields, then the property table,
 * with a running header on continued pages and a footer (DSNO, generation time, page x of y) on every page.
 */
import { FONT_BOLD, FONT_REGULAR, loadDatasheetPdfFonts } from './font.ts';
import { type SheetLabels, sheetLabels } from './labels.ts';
import { drawPropertyTable } from './property-table.ts';
import {
  type Cell,
  colours,
  contentWidth,
  type Doc,
  drawRow,
  drawText,
  formatStamp,
  page,
  rowHeight,
  type TextStyle,
  textHeight,
} from './sheet.ts';
import type { DatasheetPdfOptions, DatasheetPdfView } from './view.ts';

const EMPTY = '—';
const LABEL_WIDTH = 74;
/** Where content starts on pages after the first, under the running header. */
const CONTINUATION_TOP = page.top + 24;

const labelStyle: TextStyle = { size: 9, color: colours.muted };
const fieldStyle: TextStyle = { size: 9, color: colours.ink };

function orEmpty(text: string | null | undefined): string {
  return text?.trim() ? text : EMPTY;
}

function listed(items: string[]): string {
  return orEmpty(items.filter((item) => item.trim()).join('、'));
}

function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** The general fields, in reading order (left to right, then down). */
function fieldsOf(view: DatasheetPdfView, labels: SheetLabels): [string, string][] {
  const fillers = view.fillers.map((f) =>
    f.percent === null ? f.name : `${f.name} ${percentText(f.percent)}`,
  );
  return [
    [labels.fillers, listed(fillers)],
    [labels.form, orEmpty(view.form)],
    [labels.features, listed(view.features)],
    [labels.colour, orEmpty(view.colour)],
    [labels.appliances, listed(view.appliances)],
    [labels.region, orEmpty(view.region)],
    [labels.processingModes, listed(view.processingModes)],
    [labels.status, orEmpty(view.statusLabel)],
    [labels.updatedAt, formatStamp(view.updatedAt)],
  ];
}

/** Title block of the first page; returns the y under it. */
function drawTitle(doc: Doc, view: DatasheetPdfView, labels: SheetLabels): number {
  const x = page.marginX;
  let y = page.top;
  const kind: TextStyle = { bold: true, size: 9.5, color: colours.accent };
  drawText(doc, labels.documentKind, x, y, contentWidth / 2, 14, kind);
  drawText(doc, `${labels.dsno} ${view.dsno}`, x + contentWidth / 2, y, contentWidth / 2, 14, {
    ...kind,
    align: 'right',
  });
  y += 16;
  doc
    .moveTo(x, y)
    .lineTo(x + contentWidth, y)
    .lineWidth(1.5)
    .strokeColor(colours.accent)
    .stroke();
  y += 10;

  // Text, style, space after, and the most lines shown: a runaway name ends in an ellipsis, not off the page.
  const lines: [string, TextStyle, number, number][] = [
    [view.grade, { bold: true, size: 22, color: colours.ink }, 2, 3],
    [
      [view.company, view.trademark].filter((part) => part?.trim()).join('·'),
      { size: 12, color: colours.ink },
      4,
      2,
    ],
    [view.categoryPath.join(' › '), { size: 9.5, color: colours.muted }, 0, 2],
  ];
  for (const [text, style, gap, maxLines] of lines) {
    if (!text.trim()) continue;
    const lineHeight = textHeight(doc, 'X', contentWidth, style);
    const height = Math.min(textHeight(doc, text, contentWidth, style), maxLines * lineHeight);
    drawText(doc, text, x, y, contentWidth, height, style);
    y += height + gap;
  }
  return y + 12;
}

/** A section heading with a hairline under it; returns the y under it. */
function drawSectionTitle(doc: Doc, text: string, y: number): number {
  const style: TextStyle = { bold: true, size: 10.5, color: colours.accent };
  const height = textHeight(doc, text, contentWidth, style);
  drawText(doc, text, page.marginX, y, contentWidth, height, style);
  y += height + 2;
  doc
    .moveTo(page.marginX, y)
    .lineTo(page.marginX + contentWidth, y)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke();
  return y + 6;
}

function fieldCells(pairs: [string, string][]): Cell[] {
  const valueWidth = (contentWidth - pairs.length * LABEL_WIDTH) / pairs.length;
  return pairs.flatMap(([label, value]) => [
    { text: label, width: LABEL_WIDTH, style: labelStyle, fill: colours.labelFill },
    { text: value, width: valueWidth, style: fieldStyle },
  ]);
}

/** The general fields, two label–value pairs a row, remarks across the width; returns the y under them. */
function drawFields(
  doc: Doc,
  view: DatasheetPdfView,
  labels: SheetLabels,
  y: number,
  nextPage: () => number,
) {
  const fields = fieldsOf(view, labels);
  const rows: Cell[][] = [];
  for (let i = 0; i < fields.length; i += 2) rows.push(fieldCells(fields.slice(i, i + 2)));
  if (view.remarks?.trim()) rows.push(fieldCells([[labels.remarks, view.remarks]]));
  const cap = page.contentBottom - CONTINUATION_TOP;
  for (const cells of rows) {
    const height = rowHeight(doc, cells, cap);
    if (y + height > page.contentBottom) y = nextPage();
    drawRow(doc, cells, page.marginX, y, height);
    y += height;
  }
  return y;
}

/** Grade, company and DSNO in small type atop every page after the first. */
function drawRunningHeader(doc: Doc, view: DatasheetPdfView, labels: SheetLabels): number {
  const x = page.marginX;
  const y = page.top;
  const half = contentWidth / 2;
  const style: TextStyle = { size: 8.5, color: colours.muted };
  drawText(doc, `${view.grade}·${view.company}`, x, y, half + 60, 11, { ...style, bold: true });
  drawText(doc, `${labels.dsno} ${view.dsno}`, x + half + 60, y, half - 60, 11, { ...style, align: 'right' });
  doc
    .moveTo(x, y + 15)
    .lineTo(x + contentWidth, y + 15)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke();
  return CONTINUATION_TOP;
}

function drawFooters(doc: Doc, view: DatasheetPdfView, labels: SheetLabels, generatedAt: Date): void {
  const { start, count } = doc.bufferedPageRange();
  const x = page.marginX;
  const style: TextStyle = { size: 8, color: colours.muted };
  const left = `${labels.dsno} ${view.dsno}·${labels.generated(formatStamp(generatedAt))}`;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = page.footerY;
    doc
      .moveTo(x, y - 5)
      .lineTo(x + contentWidth, y - 5)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    drawText(doc, left, x, y, contentWidth * 0.7, 10, style);
    drawText(doc, labels.page(i - start + 1, count), x + contentWidth * 0.7, y, contentWidth * 0.3, 10, {
      ...style,
      align: 'right',
    });
  }
}

/** Renders the sheet as a PDF. The font is read and parsed on the first call and reused after. */
export async function renderDatasheetPdf(
  view: DatasheetPdfView,
  options: DatasheetPdfOptions,
): Promise<Buffer> {
  // pdfkit is loaded with the first PDF, not when the server starts (restarts stay fast).
  const [fonts, { default: PDFDocument }] = await Promise.all([loadDatasheetPdfFonts(), import('pdfkit')]);
  const labels = sheetLabels[options.locale];
  const generatedAt = options.generatedAt ?? new Date();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    // Every piece of text is placed explicitly and given a height, so pdfkit's own flow never breaks a page;
    // the small bottom margin only keeps the footer inside pdfkit's idea of the page.
    margins: { top: page.top, bottom: 20, left: page.marginX, right: page.marginX },
    bufferPages: true,
    lang: options.locale === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: view.grade,
      Author: view.company,
      Subject: `${labels.documentKind} ${labels.dsno} ${view.dsno}`,
      Keywords: view.categoryPath.join(', '),
      CreationDate: generatedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit 0.20 takes a parsed fontkit font (it checks for `layout`); @types/pdfkit 0.17 predates that.
  doc.registerFont(FONT_REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);

  const nextPage = () => {
    doc.addPage();
    return drawRunningHeader(doc, view, labels);
  };
  let y = drawTitle(doc, view, labels);
  y = drawSectionTitle(doc, labels.sectionGeneral, y);
  y = drawFields(doc, view, labels, y, nextPage);
  y += 16;
  if (y + 60 > page.contentBottom) y = nextPage();
  y = drawSectionTitle(doc, labels.sectionProperties, y);
  drawPropertyTable(doc, view.propertyGroups, labels, {
    startY: y,
    nextPage,
    continuationTop: CONTINUATION_TOP,
  });
  drawFooters(doc, view, labels, generatedAt);
  doc.end();
  return done;
}
