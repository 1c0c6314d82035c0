/**
 * The page geometry, colours and the one cell primitive every table of the sheet is made of: text measured
 * and drawn in a box, so a row's height is known before it is drawn and rows can move to the next page whole.
 */
import { FONT_BOLD, FONT_REGULAR } from './font.ts';

export type Doc = PDFKit.PDFDocument;

/** A4 in points, and the frame the content stays inside (the footer lives below `contentBottom`). */
export const page = {
  width: 595.28,
  height: 841.89,
  marginX: 40,
  top: 40,
  contentBottom: 841.89 - 54,
  footerY: 841.89 - 40,
} as const;

export const contentWidth = page.width - 2 * page.marginX;

export const colours = {
  ink: '#1d2733',
  muted: '#5b6778',
  accent: '#1f4e79',
  rule: '#c5cfdb',
  headText: '#ffffff',
  groupFill: '#e3ebf4',
  labelFill: '#f1f4f8',
  zebra: '#f8fafc',
} as const;

export interface TextStyle {
  bold?: boolean;
  size: number;
  color: string;
  align?: 'left' | 'right' | 'center';
  /**
   * Proportional punctuation (`palt`): the CJK font sets ·, 、 and full-width brackets an em wide, which in
   * dense table cells reads as gaps ("Ω · m"); running text keeps the normal Chinese spacing.
   */
  proportional?: boolean;
}

const LINE_GAP = 1;

/** Characters the CJK font sets an em wide and `palt` narrows: middle dot, 、 and full-width punctuation. */
const WIDE_PUNCTUATION = /[·、，。：；！？（）【】《》〈〉「」『』]/u;

/**
 * OpenType features for `text` in `style`; measuring and drawing must agree or wrapped heights drift. Only
 * text that has wide punctuation gets `palt`, because pdfkit caches the shaping of a word only when no
 * features are asked for, and shaping is most of a render's time.
 */
function featuresOf(text: string, style: TextStyle): PDFKit.Mixins.OpenTypeFeatures[] | undefined {
  return style.proportional && WIDE_PUNCTUATION.test(text) ? ['palt'] : undefined;
}
/** Inner space of a table cell. */
export const pad = { x: 4, y: 3 } as const;

function apply(doc: Doc, style: TextStyle): Doc {
  return doc
    .font(style.bold ? FONT_BOLD : FONT_REGULAR)
    .fontSize(style.size)
    .fillColor(style.color);
}

/** Height of `text` wrapped to `width` (long words are split, CJK breaks between characters). */
export function textHeight(doc: Doc, text: string, width: number, style: TextStyle): number {
  apply(doc, style);
  return doc.heightOfString(text || ' ', { width, lineGap: LINE_GAP, features: featuresOf(text, style) });
}

/**
 * Draws `text` wrapped to `width` from (x, y). Giving pdfkit a height keeps it from ever adding a page on
 * its own; text past that height ends in an ellipsis instead of running off the page.
 */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  maxHeight: number,
  style: TextStyle,
): void {
  apply(doc, style).text(text, x, y, {
    width,
    // The measured height plus a hair, so float rounding never drops the last line.
    height: maxHeight + 1,
    ellipsis: true,
    lineGap: LINE_GAP,
    features: featuresOf(text, style),
    align: style.align ?? 'left',
  });
}

/** One cell of a row: its text, width and look. */
export interface Cell {
  text: string;
  width: number;
  style: TextStyle;
  fill?: string;
}

/** Height of a row of cells: the tallest wrapped text plus padding, at most `cap`. */
export function rowHeight(doc: Doc, cells: Cell[], cap: number): number {
  const tallest = Math.max(
    ...cells.map((cell) => textHeight(doc, cell.text, cell.width - 2 * pad.x, cell.style)),
  );
  return Math.min(tallest + 2 * pad.y, cap);
}

/** Draws a row of bordered cells from (x, y), each `height` tall. */
export function drawRow(doc: Doc, cells: Cell[], x: number, y: number, height: number): void {
  let left = x;
  for (const cell of cells) {
    if (cell.fill) doc.rect(left, y, cell.width, height).fill(cell.fill);
    drawText(doc, cell.text, left + pad.x, y + pad.y, cell.width - 2 * pad.x, height - 2 * pad.y, cell.style);
    doc.rect(left, y, cell.width, height).lineWidth(0.5).strokeColor(colours.rule).stroke();
    left += cell.width;
  }
}

/** `2026-11-23 14:05` in the server's local time; an unreadable date is printed as given. */
export function formatStamp(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad2 = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
