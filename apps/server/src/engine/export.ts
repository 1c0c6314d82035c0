/**
 * `GET {base}/export`: the rows of the list's filters and sort as an xlsx, streamed as it is written, a batch
 * of rows at a time, so a large family never sits whole in memory; the xlsx itself is written off the request
 * thread (xlsx.ts).
 */
import type { Locale, ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import { count } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { listIdBatches, type MarkedSort } from './page-marks.ts';
import type { ListQuery } from './query.ts';
import { orderOf, type Reader, whereOf } from './read.ts';
import { rowsById } from './rows.ts';
import { requireColumn, tableOf } from './tables.ts';
import { sendXlsx, type WriteRows, type XlsxFile, type XlsxSheet } from './xlsx.ts';

/**
 * Rows read per query while exporting. Small enough that a batch read by PGlite, which runs on the request
 * thread, holds other requests up for tens of milliseconds only; PostgreSQL hardly notices the round trips.
 */
const BATCH = 250;
/**
 * Most rows one export writes; the list's filters narrow anything larger. A larger result is cut, and says so:
 * in response headers (before the first byte) and in a note after the last row.
 */
export const MAX_EXPORT_ROWS = 100_000;

/** How many rows match the export's filters. */
export async function countExportRows(db: Reader, def: ResourceDef, query: ListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tableOf(def.key)).where(whereOf(def, query.filters));
  return Number(row?.n ?? 0);
}

/** The note written under the rows of a cut export. */
export function truncationNote(locale: Locale, limit: number, total: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return locale === 'zh'
    ? `注意：共有 ${n(total)} 行符合筛选条件，本文件只包含前 ${n(limit)} 行。请缩小筛选范围后分批导出。`
    : `Note: ${n(total)} rows match the filters; this file holds only the first ${n(limit)}. Narrow the filters and export in parts.`;
}

function cellOf(
  field: ResourceField,
  row: ResourceRow,
  locale: Locale,
): string | number | boolean | Date | null {
  const value = row[field.name];
  const labels = row.$labels?.[field.name];
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'enum':
      return field.options.find((option) => option.value === value)?.label[locale] ?? String(value);
    case 'boolean':
      return value ? (locale === 'zh' ? '是' : 'Yes') : locale === 'zh' ? '否' : 'No';
    case 'datetime':
      return new Date(String(value));
    case 'reference':
      return typeof labels === 'string' ? labels : Number(value);
    case 'multiReference':
      return Array.isArray(labels) ? labels.join(', ') : '';
    case 'json':
    case 'children':
      return JSON.stringify(value);
    case 'integer':
    case 'decimal':
      return Number(value);
    default:
      return String(value);
  }
}

export function exportColumns(def: ResourceDef): ResourceField[] {
  return def.fields.filter((field) => !field.secret && field.kind !== 'richText');
}

/** `标签-20261122-1405.xlsx`: the family and the local time of the export. */
export function exportFileName(def: ResourceDef, locale: Locale, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${def.label[locale]}-${stamp}.xlsx`;
}

export interface ExportLimit {
  /** Most rows written. */
  limit: number;
  /** Rows matching when the export started (a note follows the rows when more than `limit`). */
  total: number;
}

/**
 * The ids of the rows of a list (its filters and sort), `size` at a time, at most `limit`: each batch is read
 * as the range after the one before (page-marks.ts), so the last batch of 100,000 rows costs what the first does.
 */
export async function* exportIdBatches(
  db: Reader,
  def: ResourceDef,
  query: ListQuery,
  size: number,
  limit: number,
): AsyncGenerator<number[]> {
  const table = tableOf(def.key);
  const sort: MarkedSort = {
    id: requireColumn(table, 'id'),
    key: query.sort.field === 'id' ? undefined : requireColumn(table, query.sort.field),
    order: query.sort.order,
    sql: orderOf(def, query.sort),
  };
  for await (const ids of listIdBatches(db, table, whereOf(def, query.filters), sort, size, limit)) {
    // PGlite runs its queries on this thread and answers without a turn of the event loop in between: a
    // turn before the batch's rows are read, so a waiting request never waits for more than one query.
    await new Promise((resolve) => setImmediate(resolve));
    yield ids;
  }
}

/**
 * The workbook of an export: its sheet (columns in the person's language) and the `fill` that reads the rows a
 * batch at a time and writes each batch (and the note of a cut export) before reading the next.
 */
export function exportWorkbook(
  db: Reader,
  def: ResourceDef,
  query: ListQuery,
  locale: Locale,
  { limit, total }: ExportLimit,
  /** What each batch goes through before it is written (contact data masked, or its view recorded). */
  present?: (rows: ResourceRow[]) => Promise<void>,
): { sheet: XlsxSheet; fill: (write: WriteRows) => Promise<void>; file: XlsxFile } {
  const fields = exportColumns(def);
  const sheet = {
    name: def.label[locale],
    columns: [
      { header: 'ID', width: 8 },
      ...fields.map((field) => ({
        header: field.label[locale],
        width: Math.max(10, Math.min(50, Math.round((field.width ?? 140) / 7))),
        numFmt: field.kind === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : undefined,
      })),
    ],
  };
  const fill = async (write: WriteRows) => {
    let written = 0;
    for await (const ids of exportIdBatches(db, def, query, BATCH, limit)) {
      const rows = await rowsById(db, def, ids, 'list', query.sort);
      await present?.(rows);
      await write(rows.map((row) => [row.id, ...fields.map((field) => cellOf(field, row, locale))]));
      written += rows.length;
    }
    if (written >= limit && total > limit) {
      await write([
        [],
        { cells: [truncationNote(locale, limit, total)], font: { bold: true, color: { argb: 'FFC00000' } } },
      ]);
    }
  };
  const file = { ascii: `${def.key}.xlsx`, name: exportFileName(def, locale), rows: Math.min(total, limit) };
  return { sheet, fill, file };
}

/**
 * Answers `reply` with the workbook, written as it is read: the rows are read here, a batch at a time, and
 * written by the xlsx worker (xlsx.ts), which keeps this thread free for other calls.
 */
export function sendExport(
  reply: FastifyReply,
  db: Reader,
  def: ResourceDef,
  query: ListQuery,
  locale: Locale,
  limits: ExportLimit,
  present?: (rows: ResourceRow[]) => Promise<void>,
): Promise<FastifyReply> {
  const { sheet, fill, file } = exportWorkbook(db, def, query, locale, limits, present);
  return sendXlsx(reply, file, sheet, fill, { family: def.key });
}
