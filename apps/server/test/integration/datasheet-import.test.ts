/**
 * The import's larger paths, through HTTP on a real database: a 10,000-row file streams through (progress is
 * reported while it is read, the counts add up); the console's own export in the import layout round-trips
 * (export → change one value → the dry run shows exactly that change → approve merges it); editing a cached
 * sheet resolves its fixed spellings again.
 */
import {
  type ImportProgress,
  type ImportReport,
  ImportRunStatus,
  type ResourcePage,
  type ResourceRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, multipart, TITLES, xlsx } from './import-fixtures.ts';

let t: TestApp;
let token: string;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;
let c23: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  const { body } = await api.get<ResourceRow>(`/ds/condition/get?id=${lib.conditions.c23}`);
  c23 = String(body.data.label);
});
afterAll(async () => {
  await t.close();
});

const MAKER = 'Example Polymers Ltd';
const SHEETS = 1_000;
const ROWS_PER_SHEET = 10;

/** 10,000 rows: 1,000 grades of ten values each, written by exceljs's streaming writer. */
async function largeWorkbook(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet('import');
  sheet.addRow([...TITLES]).commit();
  for (let n = 0; n < SHEETS; n += 1) {
    const grade = `BIG-${String(n).padStart(4, '0')}`;
    for (let k = 0; k < ROWS_PER_SHEET; k += 1) {
      // Ten tensile values at ten temperatures would be ten conditions; one condition, varying values, is
      // enough for counting: the grid's duplicate rule is a check of the review, not of the import.
      sheet
        .addRow([grade, MAKER, 'PA66', 'Tensile strength', 'ISO 527-2', c23, 'dry', `${150 + k}`, 'MPa'])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function progressOf(id: string): Promise<ImportProgress | null> {
  const { body } = await api.get<ImportProgress | null>(`/ds/cache/import_progress?progress=${id}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('a 10,000-row file', () => {
  it('streams through the dry run and the import, reporting progress, with every count right', async () => {
    const file = await largeWorkbook();
    const dry = await importFile(t, token, file, true);
    expect(dry).toMatchObject({
      rows: 10_000,
      sheets: SHEETS,
      created: SHEETS,
      unmapped_rows: 0,
      error_rows: 0,
      truncated: true,
    });
    expect(dry.lines).toHaveLength(2_000);

    const id = 'test-import-10000';
    expect(await progressOf(id)).toBeNull();
    const listed = async () => (await api.get<ResourcePage>('/ds/cache/list?size=1')).body.data.total;
    const staged = async () =>
      (
        await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from datasheet_cache where staged`)
      )[0]?.n;
    const before = await listed();
    const seen: ImportProgress[] = [];
    const totals = new Set<number>();
    let stagedSeen = 0;
    let finished = false;
    const running = importFile(t, token, file, false, { progress: id }).finally(() => {
      finished = true;
    });
    while (!finished) {
      const progress = await progressOf(id);
      if (progress) seen.push(progress);
      // While the import stages its sheets, the list (and its count) shows none of them. Sheets still staged
      // after the list was read mean it was read before the last transaction showed them.
      const total = await listed();
      const staging = (await staged()) ?? 0;
      if (staging > 0) totals.add(total);
      stagedSeen = Math.max(stagedSeen, staging);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const report: ImportReport = await running;
    expect(report).toMatchObject({ rows: 10_000, sheets: SHEETS, created: SHEETS, error_rows: 0 });
    expect(report.cache_ids).toHaveLength(SHEETS);
    // Progress was told while the import was still running, batch by batch, as the rows were read and written.
    expect(seen.some((p) => p.state === 'running' && p.rows > 0 && p.rows < 10_000)).toBe(true);
    expect(await progressOf(id)).toEqual({ state: 'done', ahead: 0, rows: 10_000, done: true });
    expect(stagedSeen).toBeGreaterThan(0);
    expect([...totals]).toEqual([before]);
    expect(await listed()).toBe(before + SHEETS);
    expect(await staged()).toBe(0);

    const [stored] = await queryRows<{ sheets: number; rows: number }>(
      t.db,
      sql`select count(distinct c.id)::int as sheets, count(r.id)::int as rows
          from datasheet_cache c join datasheet_cache_rows r on r.parent_id = c.id
          where c.id = any(${`{${report.cache_ids.join(',')}}`}::int[])`,
    );
    expect(stored).toEqual({ sheets: SHEETS, rows: 10_000 });
    const first = await api.get<ResourceRow>(`/ds/cache/get?id=${report.cache_ids[0]}`);
    expect((first.body.data.rows as ResourceRow[]).map((r) => r.line)).toEqual(
      Array.from({ length: ROWS_PER_SHEET }, (_, k) => k + 2),
    );
    // Two cores shared with other work: the import of 10,000 rows takes seconds, not minutes.
  }, 180_000);

  it('refuses a malformed progress id', async () => {
    const { body } = await api.get(`/ds/cache/import_progress?progress=${'x'.repeat(3)}`);
    expect(body.code).not.toBe(0);
  });
});

/** The export in the import layout, read back as rows of cells (the title row first). */
async function exportRows(ids: number[]): Promise<ExcelJS.Workbook> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ds/export_rows?ids=${ids.join(',')}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

describe('a file refused after some batches were written', () => {
  it('leaves nothing in the cache: the staged sheets are removed, the run failed says so', async () => {
    const counts = async () =>
      (
        await queryRows<{ cached: number; added: number }>(
          t.db,
          sql`select (select count(*)::int from datasheet_cache) as cached,
                     (select count(*)::int from audit_log where family = 'datasheet_cache' and action = 'add') as added`,
        )
      )[0];
    const before = await counts();
    // 1,200 good rows (batches of 500 are staged as they are read), then a quote never closed.
    const lines = [TITLES.join(',')];
    for (let n = 0; n < 120; n += 1) {
      for (let k = 0; k < ROWS_PER_SHEET; k += 1) {
        lines.push(
          [
            `CUT-${n}`,
            MAKER,
            'PA66',
            'Tensile strength',
            'ISO 527-2',
            `"${c23}"`,
            'dry',
            `${150 + k}`,
            'MPa',
          ].join(','),
        );
      }
    }
    lines.push('"CUT-BROKEN,never closed');
    const { body } = await t.call(token, {
      method: 'POST',
      url: '/api/ds/cache/import?dry_run=0',
      ...multipart('cut.csv', 'text/csv', Buffer.from(lines.join('\n'))),
    });
    expect(body.code).toBe(2);
    expect(body.msg).toContain('无法读取文件');
    // Nothing was ever shown, so nothing was added: the staged sheets are gone, with no history of additions.
    expect(await counts()).toEqual(before);
    const runs = await api.get<ResourcePage>('/ds/cache/import_run/list?file=cut.csv');
    expect(runs.body.data.list).toEqual([
      expect.objectContaining({ status: ImportRunStatus.failed, dry_run: false }),
    ]);
    const [run] = runs.body.data.list;
    // How many batches were staged before the broken row stopped the import depends on the parser's pace.
    const removed = Number(
      /^The import failed: The file cannot be read.*; its (\d+) staged sheets were removed/.exec(
        String(run?.message_en),
      )?.[1],
    );
    expect(removed).toBeGreaterThanOrEqual(50);
    // The run's history: added as it started, then its end, by the admin whose import it was.
    const audit = await queryRows<{ action: string; actor: string; transition: string; changes: unknown }>(
      t.db,
      sql`select action, actor, transition, changes from audit_log where family = 'import_run' and row_id = ${run?.id} order by id`,
    );
    expect(audit.map((row) => [row.action, row.actor, row.transition])).toEqual([
      ['add', '', ''],
      ['transition', '', 'fail'],
    ]);
    expect(audit[1]?.changes).toMatchObject({
      status: [ImportRunStatus.running, ImportRunStatus.failed],
      staged_sheets_removed: [removed, 0],
    });
  }, 120_000);
});

describe('export → edit → import round trip', () => {
  it('changes only the value edited in the file', async () => {
    const one = await api.add('/ds', pa66Sheet(lib, { grade: 'RT-1' }));
    const two = await api.add('/ds', pa66Sheet(lib, { grade: 'RT-2' }));
    const before = await api.get<ResourceRow>(`/ds/get?id=${two}`);
    const workbook = await exportRows([one, two]);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...TITLES]);
    const properties = (before.body.data.properties as unknown[]).length;
    expect(sheet.actualRowCount).toBe(1 + 2 * properties);

    // The dry tensile strength of RT-1: 190 MPa → 195.
    let edited = 0;
    sheet.eachRow((row, n) => {
      const cells = (row.values as unknown[]).slice(1).map(String);
      if (n > 1 && cells[0] === 'RT-1' && cells[3] === '拉伸强度' && cells[6] === 'dry') {
        expect(cells[7]).toBe('190');
        row.getCell(8).value = '195';
        edited += 1;
      }
    });
    expect(edited).toBe(1);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const dry = await importFile(t, token, file, true);
    expect(dry).toMatchObject({
      rows: 2 * properties,
      sheets: 2,
      unmapped_rows: 0,
      error_rows: 0,
      merging: 2,
      changed_values: 1,
      added_values: 0,
    });
    expect(dry.changes).toEqual([
      expect.objectContaining({
        grade: 'RT-1',
        header: expect.objectContaining({ en: 'Tensile strength' }),
        state: 'dry',
        before: '190 MPa',
        after: '195 MPa',
        change: 'changed',
      }),
    ]);

    const real = await importFile(t, token, file, false);
    const approved = await api.post('/ds/cache/approve_all', { ids: real.cache_ids });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data).toMatchObject({ approved: real.cache_ids, skipped: [] });
    const changed = await api.get<ResourceRow>(`/ds/get?id=${one}`);
    expect(changed.body.data.tensile_strength).toBe(195);
    expect(changed.body.data.properties).toHaveLength(properties);
    const unchanged = await api.get<ResourceRow>(`/ds/get?id=${two}`);
    const values = (row: ResourceRow) =>
      (row.properties as ResourceRow[]).map(({ header_id, value, value_text, value_min, value_max }) => ({
        header_id,
        value,
        value_text,
        value_min,
        value_max,
      }));
    expect(values(unchanged.body.data)).toEqual(values(before.body.data));
  });

  it('exports the sheets the list filters select when no ids are given', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ds/export_rows?grade=RT-2',
      headers: { authorization: `Bearer ${token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const grades = new Set<string>();
    workbook.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) grades.add(String((row.values as unknown[])[1]));
    });
    expect([...grades]).toEqual(['RT-2']);
  });
});

describe('editing a cached sheet', () => {
  it('resolves fixed spellings again and refuses to edit a reviewed sheet', async () => {
    const report = await importFile(
      t,
      token,
      await xlsx([['EDIT-1', MAKER, 'PA66', 'Tensile Strngth', 'ISO 527-2', c23, 'dry', '180', 'Mpa!']]),
      false,
    );
    const id = report.cache_ids[0] as number;
    const { body } = await api.get<ResourceRow>(`/ds/cache/get?id=${id}`);
    const [row] = body.data.rows as ResourceRow[];
    expect(row).toMatchObject({ header_id: null, metric_id: null });
    expect(body.data.checks_passed).toBe(false);

    const saved = await api.post('/ds/cache/update', {
      id,
      rows: [{ ...row, header_raw: 'Tensile strength', unit_raw: 'MPa' }],
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const after = await api.get<ResourceRow>(`/ds/cache/get?id=${id}`);
    expect((after.body.data.rows as ResourceRow[])[0]).toMatchObject({
      header_raw: 'Tensile strength',
      header_id: lib.headers.tensile,
      metric_id: lib.metrics.MPa,
    });
    expect(after.body.data).toMatchObject({ checks_passed: true, problems: 0 });

    // A spelling changed to one no library knows is no longer resolved to the old target.
    // A row added in the editor (no id, no line of the file) is resolved like the others.
    const unknown = await api.post('/ds/cache/update', {
      id,
      rows: [
        { ...(after.body.data.rows as ResourceRow[])[0], header_raw: 'Zugfestigkeit?' },
        {
          header_raw: 'Density',
          standard_raw: '',
          condition_raw: '',
          state: null,
          value_raw: '1.14',
          unit_raw: 'g/cm³',
        },
      ],
    });
    expect(unknown.body.code, unknown.body.msg).toBe(0);
    const third = await api.get<ResourceRow>(`/ds/cache/get?id=${id}`);
    expect(third.body.data.rows as ResourceRow[]).toEqual([
      expect.objectContaining({ header_id: null, header_raw: 'Zugfestigkeit?' }),
      expect.objectContaining({ header_id: lib.headers.density, metric_id: lib.metrics.gcm3, line: null }),
    ]);
    expect(third.body.data.checks_passed).toBe(false);

    await api.post('/ds/cache/reject', { id, reject_reason: 'test' });
    const refused = await api.post('/ds/cache/update', { id, grade: 'EDIT-2' });
    expect(refused.body.code).not.toBe(0);
    const list = await api.get<ResourcePage>('/ds/cache/list?grade=EDIT-2');
    expect(list.body.data.total).toBe(0);
  });
});
