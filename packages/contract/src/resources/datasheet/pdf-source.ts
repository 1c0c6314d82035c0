/**
 * A cached sheet read from a maker's PDF keeps the pages its rows came from (the text with its places, not the
 * file) and, per raw row, where its value was printed and whether the reader was unsure of it. The review
 * screen draws the page from this beside the raw rows, each value boxed, so a reviewer checks a value against
 * the paper at a glance.
 */
import type { LocalName } from '../../routes.ts';

/** A piece of text on a page: its text, the left of its baseline from the page's top-left corner, width, size. */
export interface PdfTextItem {
  s: string;
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  w: number;
  /** The font size (about the height of a capital and its descender). */
  h: number;
}

export interface PdfPageText {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  items: PdfTextItem[];
}

/** A rectangle on a page, from its top-left corner: x, y, width, height. */
export type PdfBox = readonly [number, number, number, number];

/** Where one raw row of a cached sheet was read from. */
export interface PdfRowMark {
  /** The raw row's `line`. */
  line: number;
  page: number;
  /** The value's box first, then the property's. */
  boxes: PdfBox[];
  /** Why the reader is unsure of the row (a value it could not read as a number, a headline figure…); null: sure. */
  unsure: LocalName | null;
}

/** How the rows were read: by the table rules, or by the assistant for a sheet the rules could not read. */
export type PdfExtractor = 'rules' | 'assistant';

/** `GET /ds/cache/source?id=`: the source of a cached sheet read from a PDF; null for other sheets. */
export interface CacheSource {
  file: string;
  extractor: PdfExtractor;
  pages: PdfPageText[];
  marks: PdfRowMark[];
}

/** `GET ?id=` a cached sheet: its CacheSource, or null when it was not read from a PDF. */
export const cacheSourcePath = '/ds/cache/source';
