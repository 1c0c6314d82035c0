/**
 * Import into the cache and its review, through HTTP on a real database: the dry run writes nothing; import →
 * map → approve publishes; a mapping chosen once applies on the next import; a rejection keeps its reason;
 * approving a sheet of a grade already published merges into it after showing the differences.
 */
import {
  type CacheDiff,
  type CacheReview,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile as importInto, TITLES, XLSX_TYPE, xlsx } from './import-fixtures.ts';

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

const importFile = (data: Buffer, dryRun: boolean, filename = 'sheets.xlsx', type = XLSX_TYPE) =>
  importInto(t, token, data, dryRun, { filename, type });

/** A sheet's rows in the import layout; one header is spelled as no library knows it. */
function sheetRows(grade: string, tensile = '185', tensileHeader = 'Tensile Str.'): string[][] {
  const maker = 'Example Polymers Ltd';
  return [
    [grade, maker, 'PA66', 'Density', 'ISO 1183', '', '', '1.36', 'g/cm³'],
    [grade, maker, 'PA66', tensileHeader, 'ISO 527-2', c23, 'dry', tensile, 'MPa'],
    [grade, maker, 'PA66', 'UL94 阻燃等级', 'UL 94', '', '', 'HB', ''],
  ];
}

async function counts() {
  const cache = await api.get<ResourcePage>('/ds/cache/list?size=1');
  const origins = await api.get<ResourcePage>('/v1_header/origin/list?size=1');
  const sheets = await api.get<ResourcePage>('/ds/list?size=1');
  return { cache: cache.body.data.total, origins: origins.body.data.total, sheets: sheets.body.data.total };
}

async function review(id: number) {
  const { body } = await api.get<CacheReview>(`/ds/cache/review?id=${id}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function cached(id: number) {
  const { body } = await api.get<ResourceRow>(`/ds/cache/get?id=${id}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('import into the cache', () => {
  it('a dry run reports each row (create, unmapped, wrong) and writes nothing', async () => {
    const before = await counts();
    const file = await xlsx([
      ...sheetRows('DRY-1'),
      ['DRY-1', 'Example Polymers Ltd', 'PA66', '', '', '', '', '1', ''],
    ]);
    const report = await importFile(file, true);
    expect(report).toMatchObject({
      dry_run: true,
      rows: 4,
      sheets: 1,
      created: 1,
      unmapped_rows: 1,
      error_rows: 1,
    });
    expect(report.lines.map((line) => line.outcome)).toEqual(['create', 'unmapped', 'create', 'error']);
    expect(report.lines[1]?.notes[0]?.en).toBe('header "Tensile Str." is not mapped');
    expect(report.unmapped.header).toEqual({ 'Tensile Str.': 1 });
    expect(report.cache_ids).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('import → map the unknown header from its suggestion → approve publishes the sheet', async () => {
    const before = await counts();
    const report = await importFile(await xlsx(sheetRows('IMP-1')), false);
    expect(report.cache_ids).toHaveLength(1);
    const id = report.cache_ids[0] as number;
    const row = await cached(id);
    expect(row).toMatchObject({ grade: 'IMP-1', company_id: lib.company, status: 0, checks_passed: false });
    expect((row.rows as ResourceRow[]).map((r) => r.header_raw)).toEqual([
      'Density',
      'Tensile Str.',
      'UL94 阻燃等级',
    ]);
    // The unknown spelling is now an origin row waiting to be mapped.
    expect((await counts()).origins).toBe(before.origins + 1);

    const refused = await api.post('/ds/cache/approve', { id });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toContain('Tensile Str.');

    const { suggestions, problems } = await review(id);
    expect(problems.map((p) => p.check)).toContain('headers_mapped');
    const best = suggestions.header['Tensile Str.']?.[0];
    expect(best?.id).toBe(lib.headers.tensile);
    const mapped = await api.post('/ds/cache/map', {
      kind: 'header',
      raw: 'Tensile Str.',
      target_id: best?.id,
    });
    expect(mapped.body.code, mapped.body.msg).toBe(0);
    // The spelling's origin row went through the engine: mapped, and in the origin family's history.
    const origins = await api.get<ResourcePage>('/system/audit/list?family=header_origin&size=50');
    expect(
      origins.body.data.list.some(
        (r) => (r.changes as Record<string, unknown[]>).header_id?.[1] === best?.id && r.action !== 'del',
      ),
    ).toBe(true);
    expect((await review(id)).problems).toEqual([]);
    expect((await cached(id)).checks_passed).toBe(true);

    const approved = await api.post('/ds/cache/approve', { id });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data).toEqual({ updated: 1 });
    // Published as a new sheet: the cached row points at it.
    const datasheet_id = Number((await cached(id)).datasheet_id);
    expect(datasheet_id).toBeGreaterThan(0);
    const { body } = await api.get<ResourceRow>(`/ds/get?id=${datasheet_id}`);
    expect(body.data).toMatchObject({
      grade: 'IMP-1',
      company_id: lib.company,
      status: 1,
      tensile_strength: 185,
    });
    expect(body.data.properties).toHaveLength(3);
    expect(await cached(id)).toMatchObject({ status: 1, datasheet_id });
    const audit = await api.get<ResourcePage>(`/system/audit/list?family=datasheet_cache&size=50`);
    const history = audit.body.data.list.filter((r) => r.row_id === id);
    expect(history.map((r) => r.action)).toEqual(expect.arrayContaining(['add', 'transition']));
    // The approval is recorded under the transition's name, with the state and the sheet it published.
    expect(history.find((r) => r.action === 'transition')).toMatchObject({
      transition: 'approve',
      changes: { status: [0, 1], datasheet_id: [null, datasheet_id] },
    });
    // Approving twice is refused, naming the state the sheet is in.
    const twice = await api.post('/ds/cache/approve', { id });
    expect(twice.body.code).toBe(ResultCode.conflict);
    expect(twice.body.msg).toContain('IMP-1');
  });

  it('remembers a mapping: the next import resolves the same spelling by itself', async () => {
    const report = await importFile(await xlsx(sheetRows('IMP-2')), true);
    expect(report.unmapped_rows).toBe(0);
    expect(report.lines.every((line) => line.outcome === 'create')).toBe(true);
    const real = await importFile(await xlsx(sheetRows('IMP-2')), false);
    expect(await cached(real.cache_ids[0] as number)).toMatchObject({ checks_passed: true, problems: 0 });
  });

  it('reads CSV as well', async () => {
    const lines = [TITLES, ...sheetRows('CSV-1', '180', 'Tensile strength')].map((row) =>
      row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','),
    );
    const report = await importFile(
      Buffer.from(`\uFEFF${lines.join('\n')}\n`),
      false,
      'sheets.csv',
      'text/csv',
    );
    expect(report).toMatchObject({ rows: 3, sheets: 1, unmapped_rows: 0, error_rows: 0 });
  });
});

describe('review', () => {
  it('a rejection needs a reason and keeps it', async () => {
    const { cache_ids } = await importFile(await xlsx(sheetRows('REJ-1')), false);
    const id = cache_ids[0] as number;
    const empty = await api.post('/ds/cache/reject', { id, reject_reason: '  ' });
    expect(empty.body.code).toBe(ResultCode.invalid);
    expect((await cached(id)).status).toBe(0);
    const done = await api.post('/ds/cache/reject', {
      id,
      reject_reason: 'Values copied from another grade',
    });
    expect(done.body.code, done.body.msg).toBe(0);
    expect(await cached(id)).toMatchObject({ status: 2, reject_reason: 'Values copied from another grade' });
    expect((await api.post('/ds/cache/approve', { id })).body.code).not.toBe(0);
  });

  it('approving a grade already published shows the differences, then merges', async () => {
    const published = await api.add('/ds', pa66Sheet(lib, { grade: 'MERGE-1' }));
    const { cache_ids } = await importFile(await xlsx(sheetRows('MERGE-1', '200')), false);
    const id = cache_ids[0] as number;
    const { body } = await api.get<CacheDiff>(`/ds/cache/diff?id=${id}`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.target?.id).toBe(published);
    const tensileDry = body.data.rows.find((r) => r.header.en === 'Tensile strength' && r.state === 'dry');
    expect(tensileDry).toMatchObject({ before: '190 MPa', after: '200 MPa', change: 'changed' });
    expect(body.data.rows.find((r) => r.header.en === 'Density')).toMatchObject({ change: 'same' });
    expect(body.data.rows.find((r) => r.header.en === 'Heat deflection temperature')).toMatchObject({
      change: 'kept',
    });

    const approved = await api.post('/ds/cache/approve', { id });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(await cached(id)).toMatchObject({ status: 1, datasheet_id: published });
    const sheet = await api.get<ResourceRow>(`/ds/get?id=${published}`);
    expect(sheet.body.data.tensile_strength).toBe(200);
    // UL94 arrives without the published row's thickness: another condition, so a row of its own.
    expect(sheet.body.data.properties).toHaveLength(6);
  });

  it('bulk approve publishes the pending sheets that pass every check and leaves the others', async () => {
    const good = await importFile(await xlsx(sheetRows('BULK-1', '170', 'Tensile strength')), false);
    const bad = await importFile(await xlsx(sheetRows('BULK-2', '170', 'Unheard-of property')), false);
    const ids = [...good.cache_ids, ...bad.cache_ids];
    const { body } = await api.post('/ds/cache/approve_all', { ids });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toEqual({ approved: good.cache_ids, skipped: bad.cache_ids });
    expect((await cached(bad.cache_ids[0] as number)).status).toBe(0);
    // Each approval is the declared transition, recorded by name.
    const audit = await api.get<ResourcePage>(
      '/system/audit/list?family=datasheet_cache&transition=approve&size=50',
    );
    expect(audit.body.data.list.map((r) => r.row_id)).toEqual(expect.arrayContaining(good.cache_ids));
  });

  it('two admins approving one sheet at once: one publishes it, the other is told it was approved', async () => {
    const { cache_ids } = await importFile(await xlsx(sheetRows('RACE-1', '175', 'Tensile strength')), false);
    const id = cache_ids[0] as number;
    const sheetsBefore = (await api.get<ResourcePage>('/ds/list?grade=RACE-1')).body.data.total;
    const answers = await Promise.all([
      api.post('/ds/cache/approve', { id }),
      api.post('/ds/cache/approve', { id }),
      api.post('/ds/cache/reject', { id, reject_reason: 'late' }),
    ]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([0, ResultCode.conflict, ResultCode.conflict].sort());
    const row = await cached(id);
    // Whichever won, the sheet ended in one state and at most one datasheet was published.
    expect([1, 2]).toContain(row.status);
    const sheetsAfter = (await api.get<ResourcePage>('/ds/list?grade=RACE-1')).body.data.total;
    expect(sheetsAfter - sheetsBefore).toBe(row.status === 1 ? 1 : 0);
    const audit = await api.get<ResourcePage>(
      '/system/audit/list?family=datasheet_cache&action=transition&size=50',
    );
    expect(audit.body.data.list.filter((r) => r.row_id === id)).toHaveLength(1);
  });
});
