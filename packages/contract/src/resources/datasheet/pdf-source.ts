/**
 * A cached sheet read from a maker's PDF keeps the pages its rows came from (the text with its places, not the
 * file) and, per raw row, where its value was printed and whether the reader was unsure of it. The review
 * screen draws the page from this beside the raw rows, each value boxed, so a reviewer checks a value against
 * the paper at a glance.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

/** A piece of text on a page: its text, the left of its baseline from the page's top-left corner, width, size. */
export const pdfTextItemSchema = z.object({
  s: z.string(),
  x: z.number(),
  /** The baseline, from the top of the page. */
  y: z.number(),
  w: z.number(),
  /** The font size (about the height of a capital and its descender). */
  h: z.number(),
});
export type PdfTextItem = z.infer<typeof pdfTextItemSchema>;

export const pdfPageTextSchema = z.object({
  /** 1-based. */
  page: z.number().int(),
  width: z.number(),
  height: z.number(),
  items: z.array(pdfTextItemSchema),
});
export type PdfPageText = z.infer<typeof pdfPageTextSchema>;

/** A rectangle on a page, from its top-left corner: x, y, width, height. */
export const pdfBoxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]).readonly();
export type PdfBox = z.infer<typeof pdfBoxSchema>;

/** Where one raw row of a cached sheet was read from. */
export const pdfRowMarkSchema = z.object({
  /** The raw row's `line`. */
  line: z.number().int(),
  page: z.number().int(),
  /** The value's box first, then the property's. */
  boxes: z.array(pdfBoxSchema),
  /** Why the reader is unsure of the row (a value it could not read as a number, a headline figure…); null: sure. */
  unsure: z.object({ zh: z.string(), en: z.string() }).nullable(),
});
export type PdfRowMark = z.infer<typeof pdfRowMarkSchema>;

/** How the rows were read: by the table rules, or by the assistant for a sheet the rules could not read. */
export const pdfExtractors = ['rules', 'assistant'] as const;
export type PdfExtractor = (typeof pdfExtractors)[number];

export const cacheSourceSchema = z.object({
  file: z.string(),
  extractor: z.enum(pdfExtractors),
  pages: z.array(pdfPageTextSchema),
  marks: z.array(pdfRowMarkSchema),
});
export type CacheSource = z.infer<typeof cacheSourceSchema>;

/** `GET ?id=` a cached sheet: the pages and marks it was read from, or null when it was not read from a PDF. */
export const cacheSourceEndpoint = endpoint({
  method: 'GET',
  path: '/ds/cache/source',
  name: { zh: '待审核数据来源页', en: 'Where a pending sheet was read from' },
  input: z.strictObject({ id: z.coerce.number().int().positive() }),
  output: cacheSourceSchema.nullable(),
});
export const cacheSourcePath = cacheSourceEndpoint.path;
