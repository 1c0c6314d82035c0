/**
 * `POST /ds/cache/import?dry_run=1|0`: an xlsx or CSV file, read as a stream, into the cache. The dry run and
 * the real run are one code path: each row is resolved through the libraries and reported (create, unmapped,
 * error); the real run also writes the sheets, a transaction per batch, and records each raw spelling no
 * library knows in its origin library (so it can be mapped once, for every later import). Rows of one sheet
 * (same grade and maker) need not be adjacent: a later row joins the sheet the import already started.
 * A real run that fails after writing batches (a file cut at the size limit, a CSV broken half-way) deletes
 * the sheets it wrote, through the engine (audited), so a refused file leaves nothing behind.
 */
import type { Readable } from 'node:stream';
import {
  type CachedRow,
  type CacheMapKind,
  CacheStatus,
  datasheetCacheResource,
  IMPORT_PROGRESS_ROWS,
  type ImportLine,
  type ImportRecord,
  type ImportReport,
  type LocalName,
  MAX_REPORT_LINES,
  OriginStatus,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.ts';
import { recordAudit } from '../../../engine/audit.ts';
import type { Tx } from '../../../engine/hooks.ts';
import { childTableOf, tableOf } from '../../../engine/tables.ts';
import { deleteRows, type WriteDeps } from '../../../engine/write.ts';
import type { SessionAdmin } from '../../../http/auth.ts';
import { refreshChecks } from './checks.ts';
import { type CacheLibraries, loadCacheLibraries, originTableOf, type ResolvedKind } from './libraries.ts';
import { MergePreview } from './preview.ts';
import { type ImportFileKind, readImportFile } from './read-file.ts';

/** Raw rows written per transaction. */
const BATCH_ROWS = 500;

const rowsField = datasheetCacheResource.fields.find((field) => field.name === 'rows');
if (rowsField?.kind !== 'children') throw new Error('datasheet_cache declares its rows as children');

interface SheetRows {
  key: string;
  grade: string;
  company_raw: string;
  company_id: number | null;
  category_raw: string;
  category_id: number | null;
  rows: (CachedRow & { line: number })[];
}

const states: Record<string, 'dry' | 'conditioned'> = {
  dry: 'dry',
  干态: 'dry',
  conditioned: 'conditioned',
  cond: 'conditioned',
  湿态: 'conditioned',
  调湿态: 'conditioned',
};

const unmappedNote = (zh: string, en: string, raw: string): LocalName => ({
  zh: `${zh}「${raw}」未映射`,
  en: `${en} "${raw}" is not mapped`,
});

function emptyReport(file: string, dryRun: boolean): ImportReport {
  return {
    dry_run: dryRun,
    file,
    rows: 0,
    sheets: 0,
    created: 0,
    unmapped_rows: 0,
    error_rows: 0,
    unmapped: { header: {}, standard: {}, company: {}, category: {}, condition: {}, unit: {} },
    lines: [],
    truncated: false,
    cache_ids: [],
    merging: 0,
    changes: [],
    changed_values: 0,
    added_values: 0,
  };
}

export interface ImportInput {
  stream: Readable;
  kind: ImportFileKind;
  file: string;
  dryRun: boolean;
  admin: SessionAdmin;
  /** Told the rows read so far, every IMPORT_PROGRESS_ROWS rows. */
  onProgress?: (rows: number) => Promise<void>;
  /** Asked once the file is read: why it must be refused after all (it was cut at the size limit), or null. */
  refusal?: () => Error | null;
}

/** Resolves one record; what the report says of it, and its sheet row when it can be kept. */
function resolveRecord(record: ImportRecord, libraries: CacheLibraries, report: ImportReport) {
  const notes: LocalName[] = [];
  let error = false;
  const wrong = (zh: string, en: string) => {
    notes.push({ zh, en });
    error = true;
  };
  if (record.grade === '') wrong('缺少牌号', 'no grade');
  if (record.header === '') wrong('缺少表头', 'no header');
  const state = record.state === '' ? null : (states[record.state.toLowerCase()] ?? undefined);
  if (state === undefined)
    wrong(`干/湿态「${record.state}」无效`, `state "${record.state}" is not dry or conditioned`);

  const look = (kind: ResolvedKind, raw: string, zh: string, en: string): number | null => {
    if (raw === '') return null;
    const id = libraries.resolve(kind, raw);
    if (id === null) {
      notes.push(unmappedNote(zh, en, raw));
      const counts = report.unmapped[kind];
      counts[raw] = (counts[raw] ?? 0) + 1;
    }
    return id;
  };
  const company_id = look('company', record.company, '生产商', 'maker');
  const category_id = look('category', record.category, '分类', 'category');
  const row: CachedRow = {
    header_raw: record.header,
    header_id: look('header', record.header, '表头', 'header'),
    standard_raw: record.standard,
    standard_id: look('standard', record.standard, '标准', 'standard'),
    condition_raw: record.condition,
    condition_id: look('condition', record.condition, '条件', 'condition'),
    state: state ?? null,
    value_raw: record.value,
    unit_raw: record.unit,
    metric_id: look('unit', record.unit, '单位', 'unit'),
  };
  const outcome: ImportLine['outcome'] = error ? 'error' : notes.length > 0 ? 'unmapped' : 'create';
  return { notes, outcome, row, company_id, category_id };
}

/** Records raw spellings no origin row holds yet, counting how often this batch met each. */
async function rememberSpellings(tx: Tx, sheets: readonly SheetRows[], file: string) {
  const seen: Record<CacheMapKind, Map<string, number>> = {
    header: new Map(),
    standard: new Map(),
    company: new Map(),
  };
  const count = (kind: CacheMapKind, raw: string | null, id: number | null) => {
    if (raw && id === null) seen[kind].set(raw, (seen[kind].get(raw) ?? 0) + 1);
  };
  for (const sheet of sheets) {
    count('company', sheet.company_raw || null, sheet.company_id);
    for (const row of sheet.rows) {
      count('header', row.header_raw, row.header_id);
      count('standard', row.standard_raw, row.standard_id);
    }
  }
  for (const kind of Object.keys(seen) as CacheMapKind[]) {
    const table = sql.identifier(originTableOf(kind));
    for (const [raw, times] of seen[kind]) {
      await tx.execute(sql`
        insert into ${table} (raw, status, seen_count, source)
        values (${raw.slice(0, 200)}, ${OriginStatus.unmapped}, ${times}, ${file.slice(0, 200)})
        on conflict (raw) do update set seen_count = ${table}.seen_count + excluded.seen_count`);
    }
  }
}

/** Writes a batch of sheets (new ones, or rows joining a sheet this import started) in one transaction. */
async function writeBatch(
  db: Db,
  batch: readonly SheetRows[],
  input: ImportInput,
  written: Map<string, { id: number; rows: number }>,
  libraries: CacheLibraries,
): Promise<number[]> {
  const sheetTable = tableOf(datasheetCacheResource.key);
  const child = childTableOf(datasheetCacheResource, rowsField as never);
  return db.transaction(async (tx) => {
    const created: { id: number; changes: Record<string, [unknown, unknown]> }[] = [];
    const touched = new Set<number>();
    for (const sheet of batch) {
      let target = written.get(sheet.key);
      if (!target) {
        const values = {
          grade: sheet.grade.slice(0, 100),
          company_raw: sheet.company_raw.slice(0, 200),
          company_id: sheet.company_id,
          category_raw: sheet.category_raw.slice(0, 200),
          category_id: sheet.category_id,
          status: CacheStatus.pending,
          source: input.file.slice(0, 255),
        };
        const [inserted] = await tx.insert(sheetTable).values(values).returning();
        target = { id: Number((inserted as { id: number }).id), rows: 0 };
        written.set(sheet.key, target);
        created.push({
          id: target.id,
          changes: {
            grade: [null, values.grade],
            company_raw: [null, values.company_raw],
            source: [null, values.source],
          },
        });
      }
      const start = target.rows;
      await tx.insert(child.table).values(
        sheet.rows.map((row, index) => ({
          ...row,
          header_raw: row.header_raw.slice(0, 200),
          standard_raw: (row.standard_raw ?? '').slice(0, 200),
          condition_raw: (row.condition_raw ?? '').slice(0, 200),
          value_raw: (row.value_raw ?? '').slice(0, 100),
          unit_raw: (row.unit_raw ?? '').slice(0, 64),
          parent_id: target.id,
          position: start + index,
        })),
      );
      target.rows += sheet.rows.length;
      touched.add(target.id);
    }
    await rememberSpellings(tx, batch, input.file);
    await refreshChecks(tx, [...touched], libraries);
    await recordAudit(tx, input.admin, datasheetCacheResource, 'add', created);
    return created.map((row) => row.id);
  });
}

export async function runImport(engine: WriteDeps, input: ImportInput): Promise<ImportReport> {
  const report = emptyReport(input.file, input.dryRun);
  try {
    return await readAndWrite(engine.db, input, report);
  } catch (error) {
    if (report.cache_ids.length > 0)
      await deleteRows(engine, datasheetCacheResource, input.admin, report.cache_ids);
    throw error;
  }
}

async function readAndWrite(db: Db, input: ImportInput, report: ImportReport): Promise<ImportReport> {
  const libraries = await loadCacheLibraries(db);
  const sheetKeys = new Set<string>();
  const written = new Map<string, { id: number; rows: number }>();
  let batch: SheetRows[] = [];
  let batchRows = 0;
  const preview = new MergePreview(db, libraries, report);
  const flush = async () => {
    await preview.add(batch);
    if (!input.dryRun && batch.length > 0) {
      report.cache_ids.push(...(await writeBatch(db, batch, input, written, libraries)));
    }
    batch = [];
    batchRows = 0;
  };

  for await (const { line, worksheet, record } of readImportFile(input.stream, input.kind)) {
    report.rows += 1;
    if (report.rows % IMPORT_PROGRESS_ROWS === 0) await input.onProgress?.(report.rows);
    const resolved = resolveRecord(record, libraries, report);
    if (resolved.outcome === 'error') report.error_rows += 1;
    if (resolved.outcome === 'unmapped') report.unmapped_rows += 1;
    if (report.lines.length < MAX_REPORT_LINES) {
      report.lines.push({
        line,
        worksheet,
        grade: record.grade,
        header: record.header,
        outcome: resolved.outcome,
        notes: resolved.notes,
      });
    } else {
      report.truncated = true;
    }
    if (resolved.outcome === 'error') continue;

    const key = `${record.grade.toLowerCase()}\u0000${record.company.toLowerCase()}`;
    if (!sheetKeys.has(key)) {
      sheetKeys.add(key);
      report.sheets += 1;
    }
    let sheet = batch.at(-1);
    if (sheet?.key !== key) {
      sheet = {
        key,
        grade: record.grade,
        company_raw: record.company,
        company_id: resolved.company_id,
        category_raw: record.category,
        category_id: resolved.category_id,
        rows: [],
      };
      batch.push(sheet);
    }
    sheet.rows.push({ ...resolved.row, line });
    batchRows += 1;
    if (batchRows >= BATCH_ROWS) await flush();
  }
  await flush();
  const refused = input.refusal?.();
  if (refused) throw refused;
  report.created = input.dryRun ? report.sheets : report.cache_ids.length;
  return report;
}
