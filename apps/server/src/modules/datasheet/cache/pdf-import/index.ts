/**
 * A PDF datasheet as import records, the way read-file.ts gives an xlsx's: the worker reads the pages
 * (extract.ts), the splitter turns them into rows of the import layout (sheet.ts), and each record carries
 * where it was read (page, boxes, unsure) and the pages themselves, which the import keeps beside the cached
 * sheet for the review screen (source.ts). A sheet whose tables the rules cannot read goes to the assistant
 * when one is configured (assistant.ts, AI_*); otherwise the import is refused saying the sheet needs hand entry.
 */
import { type ImportRecord, type PdfPageText, type PdfRowMark, ResultCode } from '@console/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../../core/errors.ts';
import { type Db, queryRows } from '../../../../db/index.ts';
import type { ImportLimits } from '../limits.ts';
import { pdfAssistant } from './assistant.ts';
import { extractPdfText } from './extract.ts';
import { type SplitSheet, splitSheet } from './sheet.ts';

/** What the import keeps of the PDF a cached sheet came from. */
export interface PdfSheetSource {
  extractor: 'rules' | 'assistant';
  pages: PdfPageText[];
}

export interface PdfFileRecord {
  line: number;
  record: ImportRecord;
  mark: Omit<PdfRowMark, 'line'>;
  source: PdfSheetSource;
}

/** Reads a sheet the rules could not; null when no assistant is configured. */
export type PdfAssistant = (
  sheet: SplitSheet,
  file: string,
  pages: readonly PdfPageText[],
) => Promise<SplitSheet | null>;

/** Every spelling of a company the libraries know, to find the maker printed on a sheet. */
async function makerSpellings(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string | null }>(
    db,
    sql`select name_en as name from company union select name_zh from company
        union select short_name from company union select raw from company_origin where company_id is not null`,
  );
  return rows.map((row) => row.name ?? '').filter((name) => name.trim() !== '');
}

const handEntry = (file: string) =>
  new AppError(ResultCode.invalid, {
    zh: `「${file}」中未找到可读取的物性表格：请手工录入该物性表（或配置 AI_BASE_URL、AI_API_KEY、AI_MODEL 以启用助手读取）`,
    en: `No property table could be read in "${file}": enter this sheet by hand (or configure AI_BASE_URL, AI_API_KEY and AI_MODEL to let the assistant read it)`,
  });

/** The rows of a PDF datasheet, in the order they were printed. */
export async function* pdfRecords(
  db: Db,
  path: string,
  file: string,
  limits: ImportLimits,
  assistant: PdfAssistant | null,
): AsyncGenerator<PdfFileRecord> {
  const pages = await extractPdfText(path, limits);
  let sheet = splitSheet(pages, { makers: await makerSpellings(db) });
  let extractor: PdfSheetSource['extractor'] = 'rules';
  if (sheet.records.length === 0) {
    const reader = assistant ?? pdfAssistant(limits.assistant);
    const read = reader ? await reader(sheet, file, pages) : null;
    if (!read || read.records.length === 0) throw handEntry(file);
    sheet = read;
    extractor = 'assistant';
  } else if (sheet.unplaced.length > 0 && new Set(sheet.records.map((r) => r.record.grade)).size === 1) {
    // Rows the rules found, and lines of values they could place in none: the assistant reads the sheet
    // again, told both; without one, or when it fails, the rules' rows go to the review as they are. (It
    // answers one grade: a sheet of several is left to the rules.)
    const reader = assistant ?? pdfAssistant(limits.assistant);
    const read = reader ? await reader(sheet, file, pages).catch(() => null) : null;
    if (read && read.records.length > 0) {
      sheet = read;
      extractor = 'assistant';
    }
  }
  if (sheet.records.length > limits.rows) {
    throw new AppError(ResultCode.invalid, {
      zh: `PDF 超过 ${limits.rows} 行（IMPORT_MAX_ROWS），未导入`,
      en: `The PDF holds more than ${limits.rows} rows (IMPORT_MAX_ROWS); nothing was imported`,
    });
  }
  // Only the pages a row was read on are kept for the review.
  const used = new Set(sheet.records.map((r) => r.page));
  const source: PdfSheetSource = { extractor, pages: pages.filter((page) => used.has(page.page)) };
  // One sheet per grade: a sheet's rows together (a multi-grade table prints them interleaved).
  const grades = [...new Set(sheet.records.map((r) => r.record.grade))];
  const ordered = grades.flatMap((grade) => sheet.records.filter((r) => r.record.grade === grade));
  let line = 0;
  for (const read of ordered) {
    line += 1;
    yield {
      line,
      record: read.record,
      mark: { page: read.page, boxes: read.boxes, unsure: read.unsure },
      source,
    };
  }
}
