/**
 * `GET {base}/export`: the rows of the list's filters and sort as an xlsx, streamed as it is written, a batch
 * of rows at a time, so a large family never sits whole in memory.
 */
import { PassThrough } from 'node:stream';
import type { Locale, ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import { count } from 'drizzle-orm';

import type { FastifyBaseLogger } from 'fastify';
import { readPage } from './list.ts';
import type { ListQuery } from './query.ts';
import { orderOf, type Reader, whereOf } from './read.ts';
import { tableOf } from './tables.ts';

/** Rows read per query while exporting. */
const BATCH = 1000;
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
 * Starts writing the workbook and returns the stream the reply sends. exceljs is loaded on the first export,
 * not when the server starts (it is the slowest module to load; restarts stay fast).
 */
export async function streamExport(
  db: Reader,
  def: ResourceDef,
  query: ListQuery,
  locale: Locale,
  log: FastifyBaseLogger,
  { limit, total }: ExportLimit,
): Promise<PassThrough> {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(def.label[locale]);
  const fields = exportColumns(def);
  sheet.columns = [
    { header: 'ID', key: 'id', width: 8 },
    ...fields.map((field) => ({
      header: field.label[locale],
      key: field.name,
      width: Math.max(10, Math.min(50, Math.round((field.width ?? 140) / 7))),
      style: field.kind === 'datetime' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const where = whereOf(def, query.filters);
  const order = orderOf(def, query.sort);
  const write = async () => {
    let written = 0;
    while (written < limit) {
      const size = Math.min(BATCH, limit - written);
      const rows = await readPage(db, def, { where, order, limit: size, offset: written }, 'list');
      for (const row of rows) {
        const values: Record<string, unknown> = { id: row.id };
        for (const field of fields) values[field.name] = cellOf(field, row, locale);
        sheet.addRow(values).commit();
      }
      written += rows.length;
      if (rows.length < size) break;
    }
    if (written >= limit && total > limit) {
      sheet.addRow([]).commit();
      const note = sheet.addRow([truncationNote(locale, limit, total)]);
      note.font = { bold: true, color: { argb: 'FFC00000' } };
      note.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // Headers are gone by now: the only honest signal left is a broken download.
    log.error({ err: error, family: def.key }, 'export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
