/**
 * The pieces the maker-like PDFs of maker-pdfs.ts are laid out with: a printed piece of text, a sheet with its
 * truth, a table of heads and rows, the maker's logo and address line, a row of the truth.
 */
import type { TruthRow } from './pdf-truth.ts';

/** A piece of text as printed: its left edge, the top of its line, its size; bold for titles and heads. */
export interface Printed {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** The page it is printed on, from 1 (a table running over a page break). */
  page?: number;
  /** Turned this many degrees anticlockwise about its start (a group label printed up the margin). */
  rotate?: number;
  /** Slanted, as an italic face draws it. */
  italic?: boolean;
}

export interface MakerPdf {
  /** The layout class, and the file name (`<name>.pdf`). */
  name: string;
  /** The class in a few words. */
  layout: string;
  texts: Printed[];
  truth: TruthRow[];
  /** The polymer family the title names (ISO 1043 code of the contract's table), when it names one. */
  family?: string;
}

/** A table: heads at `y`, then one line per row `step` below, each cell at its column's x. */
export function table(
  columns: readonly number[],
  y: number,
  head: readonly string[],
  rows: readonly (readonly string[])[],
  step = 15,
) {
  const texts: Printed[] = head.map((text, i) => ({ x: columns[i] ?? 0, y, text, bold: true }));
  rows.forEach((row, r) => {
    row.forEach((text, i) => {
      if (text !== '') texts.push({ x: columns[i] ?? 0, y: y + (r + 1) * step, text });
    });
  });
  return texts;
}

/** The maker's name as its logo prints it, top right. */
export const logo: Printed = { x: 430, y: 48, text: 'NORTHWIND', size: 18, bold: true };

export const address = (y = 790): Printed => ({
  x: 60,
  y,
  text: 'NORTHWIND Building, 8 Harbour Road, Ningbo, China    Tel +86 574 0000 0000',
  size: 7,
});

export const row = (
  grade: string,
  header: string,
  standard: string,
  condition: string,
  value: string,
  unit: string,
) => ({
  grade,
  header,
  standard,
  condition,
  value,
  unit,
});
