/**
 * What the request thread and the PDF worker (worker.ts) say to each other: the worker is told where the
 * spooled file is and its limits, and answers with the text of every page, each piece with its place, or with
 * the reason it refused the file. Nothing else crosses: the worker never sees the database.
 */
import type { PdfPageText } from '@console/contract';

export interface PdfWorkerLimits {
  /** Most pages a PDF may have (IMPORT_MAX_PDF_PAGES). */
  pages: number;
  /** Most indirect objects it may declare: a real datasheet has a few hundred. */
  objects: number;
  /** Most pieces of text on one page, and on all pages together. */
  itemsPerPage: number;
  items: number;
}

export interface ToPdfWorker {
  path: string;
  limits: PdfWorkerLimits;
}

/** Why the worker refused a file; the request thread words the message (extract.ts). */
export type PdfRefusal =
  | { reason: 'not_pdf' }
  | { reason: 'corrupt'; detail: string }
  | { reason: 'encrypted' }
  | { reason: 'javascript'; where: string }
  | { reason: 'pages'; pages: number }
  | { reason: 'objects'; objects: number }
  | { reason: 'items'; page: number };

export type FromPdfWorker = { ok: true; pages: PdfPageText[] } | ({ ok: false } & PdfRefusal);
