/**
 * What the request thread and the xlsx worker (xlsx-worker.ts) say to each other. An export describes its one
 * sheet (title, columns, frozen panes), then sends its rows in batches; the worker writes them with exceljs's
 * streaming writer and sends the file's bytes back as they are zipped. Everything here crosses a thread by
 * structured cloning: plain values, Dates and exceljs's plain style objects only.
 */
import type ExcelJS from 'exceljs';

export type XlsxCell = string | number | boolean | Date | null;

export interface XlsxStyle {
  font?: Partial<ExcelJS.Font>;
  fill?: ExcelJS.Fill;
  alignment?: Partial<ExcelJS.Alignment>;
  border?: Partial<ExcelJS.Borders>;
}

/** A row with looks: its own style (every cell), single cells' styles, a merge of some of its columns. */
export interface XlsxStyledRow extends XlsxStyle {
  cells: XlsxCell[];
  /** By column number, from 1. */
  cellStyles?: Record<number, XlsxStyle>;
  /** The columns `[first, last]` (from 1) merged into one cell. */
  merge?: [number, number];
}

/** A plain row is its cells, in column order (most rows of most exports). */
export type XlsxRow = XlsxCell[] | XlsxStyledRow;

export interface XlsxColumn {
  /** The heading in the first row; when no column has one, the sheet has no heading row. */
  header?: string;
  /** In characters, as Excel counts them. */
  width?: number;
  /** A number format for every cell of the column, e.g. `yyyy-mm-dd hh:mm:ss` for a datetime. */
  numFmt?: string;
}

export interface XlsxSheet {
  /** The sheet's tab (Excel allows 31 characters; longer is cut). */
  name: string;
  columns: XlsxColumn[];
  /** Rows at the top and columns at the left that stay in view while scrolling. */
  frozen?: { rows: number; columns: number };
}

export type ToWorker =
  | { job: number; type: 'start'; sheet: XlsxSheet }
  | { job: number; type: 'rows'; rows: XlsxRow[] }
  | { job: number; type: 'end' }
  | { job: number; type: 'abort' };

export type FromWorker =
  /** A piece of the file, in order. */
  | { job: number; type: 'bytes'; bytes: Uint8Array }
  /** One `rows` message has been written (the request thread sends the next batch after this). */
  | { job: number; type: 'written' }
  /** The file is complete: every byte was sent before this. */
  | { job: number; type: 'done' }
  | { job: number; type: 'failed'; message: string };
