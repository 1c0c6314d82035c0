/** Import files made in the test (xlsx by exceljs, CSV as text) and the multipart call that sends them. */
import { randomBytes } from 'node:crypto';
import { IMPORT_COLUMNS, type ImportReport } from '@console/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export const TITLES: readonly string[] = IMPORT_COLUMNS;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one worksheet: the title row, then `rows`. */
export async function xlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow([...TITLES]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipart(filename: string, type: string, data: Buffer) {
  const boundary = `----cache-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface ImportOptions {
  filename?: string;
  type?: string;
  /** The progress id sent with the import. */
  progress?: string;
}

/** `POST /ds/cache/import`, expecting success; its report. */
export async function importFile(
  t: TestApp,
  token: string,
  data: Buffer,
  dryRun: boolean,
  { filename = 'sheets.xlsx', type = XLSX_TYPE, progress }: ImportOptions = {},
): Promise<ImportReport> {
  const query = `dry_run=${dryRun ? 1 : 0}${progress ? `&progress=${progress}` : ''}`;
  const { body } = await t.call<ImportReport>(token, {
    method: 'POST',
    url: `/api/ds/cache/import?${query}`,
    ...multipart(filename, type, data),
  });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
