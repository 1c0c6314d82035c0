/**
 * Pages of PDF text for the PDF row splitter's tests, typed in as pdf.js hands them over (a piece of text, its
 * place and size; glyphs split where the PDF splits them), and the splitter's rows in brief.
 */
import type { ImportRecord, PdfPageText, PdfTextItem } from '@console/contract';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';

/** A typed line: pieces at x (width from the text, 5.5 a character at size 11), all on baseline y. */
type Piece =
  | readonly [x: number, text: string]
  | readonly [x: number, text: string, size: number, rise: number];

export function page(lines: readonly (readonly [y: number, pieces: readonly Piece[]])[]): PdfPageText {
  const items: PdfTextItem[] = [];
  for (const [y, pieces] of lines) {
    for (const piece of pieces) {
      const [x, s, size = 11, rise = 0] = piece;
      items.push({ s, x, y: y - rise, w: s.length * size * 0.5, h: size });
    }
  }
  return { page: 1, width: 612, height: 792, items };
}

/** The rows a sheet of these pages splits into, the maker names the libraries know given. */
export const rows = (pages: PdfPageText[], makers: string[] = []) =>
  splitSheet(pages, { makers }).records.map((r) => r.record);

/** A row as the assertions compare it: property, method, condition, value and unit. */
export const brief = (r: ImportRecord) => [r.header, r.standard, r.condition, r.value, r.unit];
