/**
 * The import is bounded, through HTTP on a real database (issue 18 §2): a zip bomb is refused by what its
 * directory declares before a byte of it is inflated, a part that lies about its size at the first byte past
 * the lie, a cell past the limit while it streams (in a worksheet and in the shared strings); each a code-2
 * answer in both languages, the server's memory barely moving (it took 2.5 GB before), nothing imported and
 * the failure in the import history. A dry run echoes no more than a bounded preview. Imports sent at once
 * run one after the other, the later one told it is queued.
 */
import { randomBytes } from 'node:crypto';
import {
  IMPORT_COLUMNS,
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
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, multipart, XLSX_TYPE } from './import-fixtures.ts';
import { workbookParts, worksheetXml, type ZipPart, zipOf } from './zip-fixtures.ts';

let t: TestApp;
let token: string;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  // The default limits but the upload's, lowered so the test of it sends 5 MB rather than 50.
  t = await createTestApp({ env: { IMPORT_MAX_MB: '4' } });
  token = await t.login();
  api = caller(t, token);
  // Everything the import path loads once (modules, statements) is loaded before memory is measured.
  await importFile(t, token, Buffer.from(`${IMPORT_COLUMNS.join(',')}\nWARM,M,,Density,,,,1,\n`), false, {
    filename: 'warm.csv',
    type: 'text/csv',
  });
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** The resident memory the process grew by while `work` ran, sampled every few milliseconds. */
async function growthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function send(file: Buffer, name: string, dryRun: boolean, type = XLSX_TYPE, locale = 'en') {
  const { payload, headers } = multipart(name, type, file);
  return t.call<ImportReport>(token, {
    method: 'POST',
    url: `/api/ds/cache/import?dry_run=${dryRun ? 1 : 0}`,
    payload,
    headers: { ...headers, 'accept-language': locale },
  });
}

const cached = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from datasheet_cache`))[0]?.n;

async function runOf(file: string): Promise<ResourceRow | undefined> {
  const { body } = await api.get<ResourcePage>(`/ds/cache/import_run/list?file=${encodeURIComponent(file)}`);
  return body.data.list[0];
}

/** A workbook whose one worksheet is `sheet` (the titles are the bomb's business: it never gets that far). */
const workbookWith = (sheet: ZipPart, strings?: ZipPart) =>
  zipOf([...workbookParts('import', strings !== undefined), sheet, ...(strings ? [strings] : [])]);

/** 600 MB of one letter in one cell: more than IMPORT_MAX_UNCOMPRESSED_MB's 512, deflated 229:1. */
const bombCell = (declaredSize?: number): ZipPart => ({
  name: 'xl/worksheets/sheet1.xml',
  data: [
    Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>'),
    { chunk: Buffer.alloc(MB, 'A'), repeat: 600 },
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ],
  declaredSize,
  level: 1,
});

/** Letters that do not compress much: a cell that passes every directory check and is refused as it streams. */
const randomLetters = (bytes: number) =>
  Buffer.from(Array.from(randomBytes(bytes), (byte) => 97 + (byte % 26)));

describe('a file refused for its size', () => {
  it('refuses a zip bomb by its declared size and ratio, before inflating it', async () => {
    const before = await cached();
    const file = await workbookWith(bombCell());
    expect(file.length).toBeLessThan(4 * MB);
    const { result, growth } = await growthDuring(() => send(file, 'bomb.xlsx', true));
    expect(result.body.code).toBe(2);
    expect(result.body.msg).toMatch(
      /^Part xl\/worksheets\/sheet1\.xml of the file is compressed \d+:1, more than 100:1 \(a zip bomb\?\); nothing was imported$/,
    );
    expect(growth).toBeLessThan(300 * MB);
    expect(await cached()).toBe(before);
    expect(await runOf('bomb.xlsx')).toMatchObject({
      status: ImportRunStatus.failed,
      dry_run: true,
      message_zh: expect.stringContaining('压缩比'),
    });
  }, 120_000);

  it('refuses a part inflating past the size it declares, at that byte', async () => {
    const before = await cached();
    // The directory says 1,000 bytes: too small for the ratio to be judged, so the part is inflated, and counted.
    const file = await workbookWith(bombCell(1000));
    const { result, growth } = await growthDuring(() => send(file, 'liar.xlsx', false));
    expect(result.body).toMatchObject({
      code: 2,
      msg: 'Part xl/worksheets/sheet1.xml of the file inflates past the size it declares: the file is damaged or forged; nothing was imported',
    });
    expect(growth).toBeLessThan(300 * MB);
    expect(await cached()).toBe(before);
    expect(await runOf('liar.xlsx')).toMatchObject({ status: ImportRunStatus.failed, dry_run: false });
  }, 120_000);

  it('refuses a cell past IMPORT_MAX_CELL_CHARS as it streams, in a worksheet or in the shared strings', async () => {
    const before = await cached();
    const cell = randomLetters(5 * MB);
    const titles = IMPORT_COLUMNS.map((column) => `<c t="inlineStr"><is><t>${column}</t></is></c>`).join('');
    const inSheet = await workbookWith({
      name: 'xl/worksheets/sheet1.xml',
      data: [
        Buffer.from(
          `<worksheet><sheetData><row r="1">${titles}</row><row r="2"><c r="H2" t="inlineStr"><is><t>`,
        ),
        cell,
        Buffer.from('</t></is></c></row></sheetData></worksheet>'),
      ],
    });
    const inStrings = await workbookWith(
      { name: 'xl/worksheets/sheet1.xml', data: worksheetXml([[...IMPORT_COLUMNS]]) },
      {
        name: 'xl/sharedStrings.xml',
        data: [Buffer.from('<sst><si><t>'), cell, Buffer.from('</t></si></sst>')],
      },
    );
    for (const [file, name] of [
      [inSheet, 'cell.xlsx'],
      [inStrings, 'strings.xlsx'],
    ] as const) {
      const { result, growth } = await growthDuring(() => send(file, name, true, XLSX_TYPE, 'zh'));
      expect(result.body).toMatchObject({
        code: 2,
        msg: '文件中有单元格超过 32,767 个字符（IMPORT_MAX_CELL_CHARS），未导入',
      });
      // The 5 MB cell is refused after a few hundred KB of it.
      expect(growth).toBeLessThan(100 * MB);
    }
    expect(await cached()).toBe(before);
  }, 120_000);

  it('refuses a file larger than IMPORT_MAX_MB as it arrives', async () => {
    const { body } = await send(randomBytes(5 * MB), 'large.xlsx', true);
    expect(body).toMatchObject({ code: 2, msg: 'The file is larger than 4 MB (IMPORT_MAX_MB)' });
  });

  it('answers a broken file with code 2, never a server error', async () => {
    const good = await workbookWith({
      name: 'xl/worksheets/sheet1.xml',
      data: worksheetXml([[...IMPORT_COLUMNS]]),
    });
    const corrupt = Buffer.from(good);
    // Flip a byte inside the worksheet's deflated data: its checksum no longer matches.
    const at = corrupt.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 30;
    corrupt[at] = (corrupt[at] ?? 0) ^ 0xff;
    for (const [file, name] of [
      [good.subarray(0, good.length - 30), 'cut.xlsx'],
      [randomBytes(4096), 'noise.xlsx'],
      [corrupt, 'flipped.xlsx'],
      [Buffer.from('\u0000\u0001 not a table'), 'noise.csv'],
    ] as const) {
      const { status, body } = await send(file, name, true, name.endsWith('.csv') ? 'text/csv' : XLSX_TYPE);
      expect({ name, code: body.code, status }).toEqual({ name, code: 2, status: 400 });
    }
    // The upload itself cut short: the multipart body ends before its closing boundary.
    const { payload, headers } = multipart('short.csv', 'text/csv', Buffer.from('grade,header,value\n'));
    const short = await t.call(token, {
      method: 'POST',
      url: '/api/ds/cache/import?dry_run=1',
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(short.body).toMatchObject({
      code: 2,
      msg: 'The upload is incomplete or not a valid multipart request',
    });
  });
});

describe("a dry run's answer", () => {
  it('echoes at most 200 characters of each text, 2,000 lines and 2,000 spellings of a kind', async () => {
    const lines = [IMPORT_COLUMNS.join(',')];
    for (let n = 0; n < 3000; n += 1) {
      // A header of 1,000 characters no library knows, different on every row.
      lines.push(`G-${n},Maker,,${n}${'h'.repeat(1000)},,,,1,`);
    }
    const { result } = await growthDuring(() =>
      send(Buffer.from(lines.join('\n')), 'wide.csv', true, 'text/csv'),
    );
    const report = result.body.data;
    expect(result.body.code).toBe(0);
    expect(report).toMatchObject({ rows: 3000, unmapped_rows: 3000, truncated: true });
    expect(report.lines).toHaveLength(2000);
    expect(Math.max(...report.lines.map((line) => line.header.length))).toBe(200);
    const notes = report.lines.flatMap((line) => line.notes.flatMap((note) => [note.zh, note.en]));
    expect(Math.max(...notes.map((note) => note.length))).toBeLessThanOrEqual(230);
    expect(Object.keys(report.unmapped.header)).toHaveLength(2000);
    expect(Math.max(...Object.keys(report.unmapped.header).map((raw) => raw.length))).toBe(200);
    // 3 MB of file; the answer is a bounded preview of it.
    expect(JSON.stringify(report).length).toBeLessThan(2 * MB);
  }, 120_000);
});

describe('imports sent at once', () => {
  it('run one after the other, the later one queued while the first runs', async () => {
    const csv = (prefix: string) => {
      const lines = [IMPORT_COLUMNS.join(',')];
      for (let n = 0; n < 400; n += 1) {
        for (let k = 0; k < 5; k += 1) lines.push(`${prefix}-${n},Queue Maker,,Density ${k},,,,1.${k},`);
      }
      return Buffer.from(lines.join('\n'));
    };
    const ids = ['queue-first-0001', 'queue-second-001'];
    const seen: ImportProgress[][] = [[], []];
    let finished = 0;
    const runs = ids.map((progress, n) =>
      importFile(t, token, csv(`Q${n}`), false, {
        filename: `queue-${n}.csv`,
        type: 'text/csv',
        progress,
      }).finally(() => {
        finished += 1;
      }),
    );
    while (finished < 2) {
      for (const [n, progress] of ids.entries()) {
        const { body } = await api.get<ImportProgress | null>(
          `/ds/cache/import_progress?progress=${progress}`,
        );
        if (body.data) seen[n]?.push(body.data);
      }
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const reports = await Promise.all(runs);
    expect(reports.map((report) => report.sheets)).toEqual([400, 400]);
    // One of them waited, told one import was ahead of it.
    const queued = seen.map((states) => states.some((p) => p.state === 'queued' && p.ahead === 1));
    expect(queued.filter(Boolean)).toHaveLength(1);

    // The history's own times: the later run started after the earlier one ended.
    const history = await queryRows<{ file: string; started: string; ended: string }>(
      t.db,
      sql`select file, created_at as started, ended_at as ended from import_run
          where file like 'queue-%' order by created_at`,
    );
    expect(history).toHaveLength(2);
    const [first, second] = history;
    expect(new Date(String(second?.started)).getTime()).toBeGreaterThanOrEqual(
      new Date(String(first?.ended)).getTime(),
    );
  }, 120_000);
});

describe('a sheet still staged', () => {
  it('is in no list, count or export and no review call takes it, approve-all included', async () => {
    // As an import leaves a sheet between two of its batches (no run: nothing sweeps it away meanwhile).
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into datasheet_cache (grade, company_raw, category_raw, status, source, staged, checks_passed)
          values ('STAGED-1', 'Maker', '', 0, 'staged.csv', true, true) returning id`,
    );
    const id = Number(row?.id);
    try {
      const listed = await api.get<ResourcePage>('/ds/cache/list?grade=STAGED-1');
      expect(listed.body.data.total).toBe(0);
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/ds/cache/export?grade=STAGED-1',
        headers: { authorization: `Bearer ${token}` },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      // The title row only.
      expect(workbook.worksheets[0]?.actualRowCount).toBe(1);
      expect((await api.post('/ds/cache/approve', { id })).body.code).toBe(6);
      expect((await api.post('/ds/cache/reject', { id, reject_reason: 'no' })).body.code).toBe(6);
      expect((await api.get(`/ds/cache/review?id=${id}`)).body.code).toBe(4);
      expect((await api.post('/ds/cache/update', { id, grade: 'STAGED-2' })).body.code).toBe(6);
      expect((await api.post('/ds/cache/del', { ids: [id] })).body.code).toBe(6);
      const all = await api.post('/ds/cache/approve_all', { all: true });
      expect(all.body.code, all.body.msg).toBe(0);
      expect([...(all.body.data.approved as number[]), ...(all.body.data.skipped as number[])]).not.toContain(
        id,
      );
      const [still] = await queryRows<{ staged: boolean; status: number; grade: string }>(
        t.db,
        sql`select staged, status, grade from datasheet_cache where id = ${id}`,
      );
      expect(still).toEqual({ staged: true, status: 0, grade: 'STAGED-1' });
    } finally {
      await t.db.execute(sql`delete from datasheet_cache where id = ${id}`);
    }
  });
});
