/**
 * The source of a cached sheet read from a PDF (db/schema/datasheet-cache-source.ts): written with the staged
 * sheet, in the import's transaction, and read by `GET /ds/cache/source?id=` for the review screen. A sheet
 * written in several batches adds its rows' marks to the ones already kept.
 */
import type { CacheSource, PdfPageText, PdfRowMark } from '@console/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../../db/index.ts';
import type { Tx } from '../../../../engine/index.ts';
import type { PdfSheetSource } from './index.ts';

export interface SheetSourceDraft extends PdfSheetSource {
  file: string;
  marks: PdfRowMark[];
}

export async function writeSource(tx: Tx, cacheId: number, source: SheetSourceDraft): Promise<void> {
  // raw write: part of the import's staging (stage.ts), which audits the sheet it belongs to
  await tx.execute(sql`
    insert into datasheet_cache_source (cache_id, file, extractor, pages, marks)
    values (${cacheId}, ${source.file.slice(0, 255)}, ${source.extractor},
            ${JSON.stringify(source.pages)}::jsonb, ${JSON.stringify(source.marks)}::jsonb)
    on conflict (cache_id) do update set marks = datasheet_cache_source.marks || excluded.marks`);
}

/** Sources whose cached sheet is gone (deleted, or staged by a failed import): no key ties them to it. */
export async function sweepSources(tx: Tx): Promise<void> {
  // raw write: housekeeping of rows no family owns
  await tx.execute(sql`
    delete from datasheet_cache_source s
    where not exists (select 1 from datasheet_cache c where c.id = s.cache_id)`);
}

export async function readSource(db: Db, cacheId: number): Promise<CacheSource | null> {
  const [row] = await queryRows<{ file: string; extractor: string; pages: unknown; marks: unknown }>(
    db,
    sql`select file, extractor, pages, marks from datasheet_cache_source where cache_id = ${cacheId}`,
  );
  if (!row) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    file: row.file,
    extractor: row.extractor === 'assistant' ? 'assistant' : 'rules',
    pages: json<PdfPageText[]>(row.pages),
    marks: json<PdfRowMark[]>(row.marks),
  };
}
