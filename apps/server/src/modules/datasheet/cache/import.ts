/**
 * An import of an xlsx or CSV file into the cache, once it has left the queue. The dry run and the real run
 * are one code path: each row is resolved through the libraries and reported (create, unmapped, error); the
 * real run also stages the sheets, a transaction per batch, and shows them all in one last transaction
 * (stage.ts), so a file is imported whole or not at all. Rows of one sheet (same grade and maker) need not be
 * adjacent: a later row joins the sheet the import already started. A batch ends only between two sheets.
 * Every run is in the import history (runs.ts); one that fails removes what it staged.
 *
 * What the report echoes is bounded: every text of a row is cut to its column's length (what the cache keeps),
 * at most MAX_REPORT_LINES lines and changes, and as many spellings of each kind.
 */
import {
  type CachedRow,
  datasheetCacheResource,
  IMPORT_PROGRESS_ROWS,
  type ImportLine,
  type ImportRecord,
  type ImportReport,
  type LocalName,
  MAX_REPORT_LINES,
  type PdfRowMark,
  type ResourceField,
} from '@console/contract';
import type { Actor } from '../../../core/actor.ts';
import type { Db } from '../../../db/index.ts';
import type { WriteDeps } from '../../../engine/index.ts';
import { type CacheLibraries, loadCacheLibraries, type ResolvedKind } from './libraries.ts';
import type { ImportLimits } from './limits.ts';
import { type PdfAssistant, type PdfSheetSource, pdfRecords } from './pdf-import/index.ts';
import { MergePreview } from './preview.ts';
import { type FileRecord, type ImportFileKind, readImportFile } from './read-file.ts';
import { closeRun, failRun, startRun } from './runs.ts';
import { type SheetRows, Stager } from './stage.ts';

/** Rows written per transaction, at least: a batch is written at the first sheet boundary past it. */
const BATCH_ROWS = 500;
/** One sheet of more rows than this is written in several batches all the same (it is staged: nobody sees). */
const MAX_BATCH_ROWS = 10 * BATCH_ROWS;

const states: Record<string, 'dry' | 'conditioned'> = {
  dry: 'dry',
  干态: 'dry',
  conditioned: 'conditioned',
  cond: 'conditioned',
  湿态: 'conditioned',
  调湿态: 'conditioned',
};

/** The longest text a field of the cache keeps (its declared `max`). */
function maxOf(fields: readonly ResourceField[], name: string): number {
  const field = fields.find((f) => f.name === name);
  return field && 'max' in field && typeof field.max === 'number' ? field.max : 200;
}
const rowFields = datasheetCacheResource.fields.find((f) => f.name === 'rows');
const childFields = rowFields?.kind === 'children' ? rowFields.fields : [];
/** Each column of the import layout cut to what the cache keeps of it. */
const columnMax: Record<keyof ImportRecord, number> = {
  grade: maxOf(datasheetCacheResource.fields, 'grade'),
  company: maxOf(datasheetCacheResource.fields, 'company_raw'),
  category: maxOf(datasheetCacheResource.fields, 'category_raw'),
  header: maxOf(childFields, 'header_raw'),
  standard: maxOf(childFields, 'standard_raw'),
  condition: maxOf(childFields, 'condition_raw'),
  state: 32,
  value: maxOf(childFields, 'value_raw'),
  unit: maxOf(childFields, 'unit_raw'),
};

function clipped(record: ImportRecord): ImportRecord {
  const out = { ...record };
  for (const column of Object.keys(columnMax) as (keyof ImportRecord)[]) {
    out[column] = out[column].slice(0, columnMax[column]).trim();
  }
  return out;
}

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
  /** The uploaded file, spooled to disk. */
  path: string;
  kind: ImportFileKind;
  file: string;
  dryRun: boolean;
  /** Who imports: the admin who sent the file, or the seed (its demo file). */
  actor: Actor;
  limits: ImportLimits;
  /** Told the rows read so far: once as the import starts, then every IMPORT_PROGRESS_ROWS rows. */
  onProgress?: (rows: number) => Promise<void>;
  /** Reads a PDF whose tables the rules could not (configured AI provider); null: none. */
  assistant?: PdfAssistant | null;
}

type ReadRecord = FileRecord & { pdf?: { mark: Omit<PdfRowMark, 'line'>; source: PdfSheetSource } };

/** The file's records: an xlsx or CSV by read-file.ts, a PDF by pdf-import/ (with where each row was read). */
async function* recordsOf(db: Db, input: ImportInput): AsyncGenerator<ReadRecord> {
  if (input.kind !== 'pdf') {
    yield* readImportFile(input.path, input.kind, input.limits);
    return;
  }
  for await (const read of pdfRecords(db, input.path, input.file, input.limits, input.assistant ?? null)) {
    yield { line: read.line, record: read.record, pdf: { mark: read.mark, source: read.source } };
  }
}

/** Resolves one record (already cut to its columns); what the report says of it, and its sheet row. */
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
      if (counts[raw] !== undefined) counts[raw] += 1;
      else if (Object.keys(counts).length < MAX_REPORT_LINES) counts[raw] = 1;
      else report.truncated = true;
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

/** Runs one import that has left the queue, recorded in the history from start to end. */
export async function runImport(deps: WriteDeps, input: ImportInput): Promise<ImportReport> {
  const { db } = deps;
  const report = emptyReport(input.file, input.dryRun);
  const run = await startRun(deps, input.actor, input.file, input.dryRun);
  try {
    await input.onProgress?.(0);
    const libraries = await loadCacheLibraries(db);
    const stager = input.dryRun ? null : new Stager(deps, run.id, input.file, libraries);
    await readAll(db, input, report, libraries, stager);
    report.created = report.sheets;
    const counts = { rows: report.rows, sheets: report.sheets };
    const message: LocalName = input.dryRun
      ? {
          zh: `试运行：${report.rows} 行，${report.sheets} 份物性表，${report.error_rows} 行有错`,
          en: `Dry run: ${report.rows} rows, ${report.sheets} sheets, ${report.error_rows} rows with errors`,
        }
      : {
          zh: `已导入 ${report.rows} 行，${report.sheets} 份物性表待审核`,
          en: `Imported ${report.rows} rows, ${report.sheets} sheets waiting for review`,
        };
    if (stager) report.cache_ids = await stager.publish(input.actor, counts, message);
    else await closeRun(deps, input.actor, run.id, counts, message);
    return report;
  } catch (error) {
    await failRun(deps, run.id, input.actor, error);
    throw error;
  } finally {
    await run.release();
  }
}

async function readAll(
  db: Db,
  input: ImportInput,
  report: ImportReport,
  libraries: CacheLibraries,
  stager: Stager | null,
): Promise<void> {
  const sheetKeys = new Set<string>();
  let batch: SheetRows[] = [];
  let batchRows = 0;
  const preview = new MergePreview(db, libraries, report);
  const flush = async () => {
    await preview.add(batch);
    await stager?.write(batch, { rows: report.rows, sheets: report.sheets });
    batch = [];
    batchRows = 0;
  };

  for await (const { line, worksheet, record: read, pdf } of recordsOf(db, input)) {
    const record = clipped(read);
    report.rows += 1;
    if (report.rows % IMPORT_PROGRESS_ROWS === 0) await input.onProgress?.(report.rows);
    const resolved = resolveRecord(record, libraries, report);
    if (resolved.outcome === 'error') report.error_rows += 1;
    if (resolved.outcome === 'unmapped') report.unmapped_rows += 1;
    if (report.lines.length < MAX_REPORT_LINES) {
      report.lines.push({
        line,
        worksheet: worksheet?.slice(0, columnMax.grade),
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
      // Between two sheets: the place a batch may end, so a sheet's rows are written together.
      if (batchRows >= BATCH_ROWS) await flush();
      sheet = {
        key,
        grade: record.grade,
        company_raw: record.company,
        company_id: resolved.company_id,
        category_raw: record.category,
        category_id: resolved.category_id,
        rows: [],
      };
      if (pdf) sheet.source = { ...pdf.source, file: input.file, marks: [] };
      batch.push(sheet);
    }
    sheet.rows.push({ ...resolved.row, line });
    if (pdf) sheet.source?.marks.push({ line, ...pdf.mark });
    batchRows += 1;
    if (batchRows >= MAX_BATCH_ROWS) await flush();
  }
  await flush();
}
