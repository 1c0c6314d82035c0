/**
 * The admin access log (`/monitor/admin`): every guarded request is written after its answer; the list
 * filters by admin, path, method, status and date range, and the export writes exactly the rows those
 * filters select.
 */
import { accessLogResource, type ResourcePage, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, adminUser } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let firstAdmin: number;
let otherAdmin: number;
const base = `/api${accessLogResource.base}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows of March 2024, well before any request of this run; `to` keeps the live rows out of a filter. */
const BEFORE_THIS_RUN = `created_at_to=${encodeURIComponent('2024-12-31T00:00:00Z')}`;

const list = (query: string) => t.call<ResourcePage>(token, { url: `${base}/list?${query}&size=100` });
const paths = async (query: string) => {
  const { body } = await list(query);
  expect(body.code, `${query}: ${body.msg}`).toBe(ResultCode.ok);
  return body.data.list.map((row) => row.path);
};

/** The export of `query`, parsed: the header row and the data rows as header → value. */
async function exported(query: string): Promise<{ header: string[]; rows: Record<string, unknown>[] }> {
  const res = await t.app.inject({
    url: `${base}/export?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet?.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value])));
  });
  return { header, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [first] = await t.db.select({ id: adminUser.id }).from(adminUser);
  firstAdmin = first?.id ?? 0;
  const [other] = await t.db
    .insert(adminUser)
    .values({ username: 'log-other', password_hash: 'not-a-login' })
    .returning({ id: adminUser.id });
  otherAdmin = other?.id ?? 0;
  const at = (day: number) => new Date(`2024-03-0${day}T10:00:00Z`);
  await t.db.insert(accessLog).values(
    [
      { admin_id: otherAdmin, method: 'GET', path: '/api/probe/a', status: 200, created_at: at(1) },
      { admin_id: otherAdmin, method: 'POST', path: '/api/probe/b', status: 400, created_at: at(2) },
      { admin_id: firstAdmin, method: 'GET', path: '/api/probe/c', status: 200, created_at: at(3) },
      { admin_id: null, method: 'DELETE', path: '/api/probe/d', status: 401, created_at: at(4) },
      { admin_id: firstAdmin, method: 'POST', path: '/api/other/e', status: 200, created_at: at(5) },
    ].map((row) => ({ ...row, ip: '10.0.0.1', duration_ms: 3 })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('access log list', () => {
  it('records a guarded request with its admin, method, path and status, after the answer', async () => {
    const probe = `/api${accessLogResource.base}/list?size=1&status=299`;
    expect((await t.call(token, { url: probe })).body.code).toBe(ResultCode.ok);
    let found: typeof accessLog.$inferSelect | undefined;
    for (let attempt = 0; attempt < 50 && !found; attempt += 1) {
      await t.flushAccessLog();
      [found] = await t.db.select().from(accessLog).where(eq(accessLog.path, probe));
      if (!found) await sleep(20);
    }
    expect(found).toMatchObject({ admin_id: firstAdmin, method: 'GET', path: probe, status: 200 });
  });

  it('filters by admin, newest first', async () => {
    expect(await paths(`admin_id=${otherAdmin}`)).toEqual(['/api/probe/b', '/api/probe/a']);
    const { body } = await list(`admin_id=${otherAdmin}`);
    expect(body.data.total).toBe(2);
    expect(body.data.list[0]?.$labels?.admin_id).toBe('log-other');
    expect(await paths(`admin_id=${firstAdmin}&${BEFORE_THIS_RUN}`)).toEqual([
      '/api/other/e',
      '/api/probe/c',
    ]);
  });

  it('filters by a part of the path', async () => {
    expect(await paths('path=%2Fprobe%2F')).toEqual([
      '/api/probe/d',
      '/api/probe/c',
      '/api/probe/b',
      '/api/probe/a',
    ]);
    expect(await paths('path=other%2Fe')).toEqual(['/api/other/e']);
    // LIKE's own characters are literal.
    expect(await paths('path=%25probe')).toEqual([]);
    expect(await paths('path=probe_a')).toEqual([]);
  });

  it('filters by method, one or several', async () => {
    expect(await paths(`method=POST&${BEFORE_THIS_RUN}`)).toEqual(['/api/other/e', '/api/probe/b']);
    expect(await paths('method=GET,DELETE&path=%2Fprobe%2F')).toEqual([
      '/api/probe/d',
      '/api/probe/c',
      '/api/probe/a',
    ]);
  });

  it('filters by status', async () => {
    expect(await paths(`status=200&${BEFORE_THIS_RUN}`)).toEqual([
      '/api/other/e',
      '/api/probe/c',
      '/api/probe/a',
    ]);
    expect(await paths('status=401')).toEqual(['/api/probe/d']);
  });

  it('filters by date range, both ends included', async () => {
    const from = encodeURIComponent('2024-03-02T10:00:00Z');
    const to = encodeURIComponent('2024-03-03T10:00:00Z');
    expect(await paths(`created_at_from=${from}&created_at_to=${to}`)).toEqual([
      '/api/probe/c',
      '/api/probe/b',
    ]);
    // Only a start: everything since, this run's own requests included.
    const since = await paths(`created_at_from=${encodeURIComponent('2024-03-05T00:00:00Z')}`);
    expect(since).toContain('/api/other/e');
    expect(since).not.toContain('/api/probe/d');
    expect(since.length).toBeGreaterThan(1);
  });

  it('combines filters', async () => {
    expect(await paths(`admin_id=${otherAdmin}&method=POST&status=400`)).toEqual(['/api/probe/b']);
    expect(await paths(`admin_id=${otherAdmin}&method=DELETE`)).toEqual([]);
  });

  it('refuses malformed and unknown filters', async () => {
    for (const query of [
      'status=abc',
      'method=FETCH',
      'created_at_from=yesterday',
      'ip_like=1',
      'admin_id=x',
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(ResultCode.invalid);
    }
  });

  it('is read-only: no add, update or delete', async () => {
    for (const action of ['add', 'update', 'del']) {
      const res = await t.call(token, { method: 'POST', url: `${base}/${action}`, payload: { id: 1 } });
      expect(res.body.code, action).toBe(ResultCode.notFound);
    }
    expect(await paths('path=%2Fprobe%2F')).toHaveLength(4);
  });
});

describe('access log export', () => {
  it('writes the rows of the same filters, with the admin by name', async () => {
    const { header, rows } = await exported(`admin_id=${otherAdmin}`);
    expect(header).toEqual(expect.arrayContaining(['管理员', '方法', '路径', '状态码']));
    expect(rows.map((row) => row.路径)).toEqual(['/api/probe/b', '/api/probe/a']);
    expect(rows.map((row) => [row.管理员, row.方法, row.状态码])).toEqual([
      ['log-other', 'POST', 400],
      ['log-other', 'GET', 200],
    ]);
  });

  it('honours path, method, status and date range as the list does', async () => {
    for (const query of [
      'path=%2Fprobe%2F&method=GET,DELETE',
      `status=200&${BEFORE_THIS_RUN}`,
      `created_at_from=${encodeURIComponent('2024-03-02T00:00:00Z')}&created_at_to=${encodeURIComponent('2024-03-04T00:00:00Z')}`,
    ]) {
      const { rows } = await exported(query);
      expect(
        rows.map((row) => row.路径),
        query,
      ).toEqual(await paths(query));
      expect(rows.length, query).toBeGreaterThan(0);
    }
  });

  it('answers the envelope, not a file, for a bad filter', async () => {
    const { status, body } = await t.call(token, { url: `${base}/export?status=abc` });
    expect(status).toBe(400);
    expect(body.code).toBe(ResultCode.invalid);
  });
});
