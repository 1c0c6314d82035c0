/**
 * Front-site users (issue 21, /user) through HTTP: the verification workflow (legal and illegal transitions,
 * audited by name, the user verified), contact data masked by permission and every unmasked view audited, the
 * export mailed through the file transport with the workbook attached and its read logged, the learning
 * platform's scan and sync against a stub server, and marks written to every user who typed the raw value.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditLogResource,
  personalDataAccessResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  UserCheckStatus,
  UserExportStatus,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireColumn, tableOf } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

let t: TestApp;
let root: string;
let dataDir: string;

async function post<T = ResourceRow>(token: string, url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function done<T = ResourceRow>(token: string, url: string, payload: object): Promise<T> {
  const body = await post<T>(token, url, payload);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function get<T = ResourceRow>(token: string, url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
/** One row's records in a table kept by family and row id, read from the table (the API would add a view). */
async function recordsOf(key: string, family: string, rowId: number): Promise<ResourceRow[]> {
  const table = tableOf(key);
  const rows = await t.db
    .select()
    .from(table)
    .where(and(eq(requireColumn(table, 'family'), family), eq(requireColumn(table, 'row_id'), rowId)))
    .orderBy(requireColumn(table, 'id'));
  return rows as ResourceRow[];
}
/** The change history of one row. */
const audit = (family: string, rowId: number) => recordsOf(auditLogResource.key, family, rowId);
/** Who saw one row's contact data unmasked, and where. */
const views = (family: string, rowId: number) => recordsOf(personalDataAccessResource.key, family, rowId);
/** The cells of an export's first sheet, as one text to search. */
async function exportedCells(token: string, url: string): Promise<string> {
  const file = await t.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return JSON.stringify(book.worksheets[0]?.getSheetValues());
}
const addUser = (values: Record<string, unknown>) => done(root, '/user/add', values);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'site-users-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, build: { logger: { level: 'error' } } });
  root = await t.login();
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('verification checks (declared workflow)', () => {
  it('approves a company check: the user is verified with the company, audited by name', async () => {
    const user = await addUser({ name: '王工', phone: '13800001111', company: '' });
    const check = await done(root, '/user/check/add', {
      user_id: user.id,
      kind: 'company',
      real_name: '王建国',
      company_name: '宁波金发新材料有限公司',
    });
    expect(check.status).toBe(UserCheckStatus.waiting);

    expect(await done(root, '/user/check/approve', { ids: [check.id] })).toEqual({ updated: 1 });
    const approved = (await get(root, `/user/check/get?id=${check.id}`)).data;
    expect(approved).toMatchObject({ status: UserCheckStatus.approved, checked_by: expect.any(Number) });
    expect(approved?.checked_at).toBeTruthy();
    const after = (await get(root, `/user/get?id=${user.id}`)).data;
    expect(after).toMatchObject({ verified: true, company: '宁波金发新材料有限公司' });
    const [entry] = (await audit('site_user_check', check.id)).filter((row) => row.action === 'transition');
    expect(entry?.transition).toBe('approve');
    expect((await audit('site_user', user.id)).some((row) => row.action === 'update')).toBe(true);

    // Illegal: an approved check is neither approved nor rejected again; the refusal names its state.
    for (const name of ['approve', 'reject']) {
      const inputs = name === 'reject' ? { reject_reason: '资料不清晰' } : {};
      const body = await post(root, `/user/check/${name}`, { ids: [check.id], ...inputs });
      expect(body.code, body.msg).toBe(ResultCode.conflict);
      expect(body.msg).toContain('已通过');
    }
  });

  it('rejects only with a reason, and leaves the user unverified', async () => {
    const user = await addUser({ name: '李经理' });
    const check = await done(root, '/user/check/add', {
      user_id: user.id,
      kind: 'identity',
      real_name: '李明',
    });
    const missing = await post(root, '/user/check/reject', { ids: [check.id] });
    expect(missing.code).toBe(ResultCode.invalid);
    await done(root, '/user/check/reject', { ids: [check.id], reject_reason: '证件照片不清晰' });
    const rejected = (await get(root, `/user/check/get?id=${check.id}`)).data;
    expect(rejected).toMatchObject({ status: UserCheckStatus.rejected, reject_reason: '证件照片不清晰' });
    expect((await get(root, `/user/get?id=${user.id}`)).data.verified).toBe(false);
    const again = await post(root, '/user/check/approve', { ids: [check.id] });
    expect(again.code).toBe(ResultCode.conflict);
    expect(again.msg).toContain('已驳回');
  });
});

describe('contact data masked by permission', () => {
  it('masks phone and e-mail without "view contact", shows and audits them with it', async () => {
    const user = await addUser({ name: '赵采购', phone: '13912345678', email: 'zhao@example.com' });
    const masked = await limitedAdmin(t, root, 'masked', ['/user/list', '/user/get', '/user/export']);
    const shown = await limitedAdmin(t, root, 'shown', ['/user/list', '/user/get', '/user/contact']);
    const before = (await audit('site_user', user.id)).length;

    const list = (await get<ResourcePage>(masked, `/user/list?name=赵采购`)).data.list;
    expect(list[0]).toMatchObject({ phone: '139****5678', email: 'zh***@example.com' });
    expect((await get(masked, `/user/get?id=${user.id}`)).data).toMatchObject({ phone: '139****5678' });
    expect((await get(masked, `/user/contact?id=${user.id}`)).code).toBe(ResultCode.forbidden);
    // The masked export holds masked values too.
    const cells = await exportedCells(masked, '/user/export?name=赵采购');
    expect(cells).toContain('139****5678');
    expect(cells).not.toContain('13912345678');
    expect((await audit('site_user', user.id)).length).toBe(before);

    const open = (await get<ResourcePage>(shown, `/user/list?name=赵采购`)).data.list;
    expect(open[0]).toMatchObject({ phone: '13912345678', email: 'zhao@example.com' });
    expect((await get(shown, `/user/contact?id=${user.id}`)).data).toEqual({
      phone: '13912345678',
      email: 'zhao@example.com',
    });
    const seen = await views('site_user', user.id);
    expect(seen.map((row) => [row.purpose, row.fields])).toEqual([
      ['list', 'phone,email'],
      ['contact', 'phone,email'],
    ]);
    // The record names what was seen and where, never the number itself; a read is not a change.
    expect(JSON.stringify(seen)).not.toContain('13912345678');
    expect((await audit('site_user', user.id)).length).toBe(before);
  });

  it('refuses a filter by contact data without "view contact": the rows kept would tell the number', async () => {
    const user = await addUser({ name: '钱采购', phone: '13655557777', email: 'qian@example.com' });
    const masked = await limitedAdmin(t, root, 'filter-masked', ['/user/list', '/user/export']);
    const shown = await limitedAdmin(t, root, 'filter-shown', ['/user/list', '/user/contact']);
    for (const url of ['/user/list?phone=1365555', '/user/list?email=qian']) {
      const refused = await get(masked, url);
      expect(refused.code, url).toBe(ResultCode.forbidden);
      expect(refused.msg).toContain('查看联系方式');
    }
    const file = await t.app.inject({
      url: '/api/user/export?phone=1365555',
      headers: { authorization: `Bearer ${masked}` },
    });
    expect(file.json().code).toBe(ResultCode.forbidden);
    const mailed = await post(masked, '/user/export_with_email', {
      email: 'ops@example.com',
      query: { phone: '1365555' },
    });
    expect(mailed.code).toBe(ResultCode.forbidden);
    // Other filters still work for the masked admin, and the row comes masked.
    const byName = (await get<ResourcePage>(masked, '/user/list?name=钱采购')).data.list;
    expect(byName.map((row) => row.phone)).toEqual(['136****7777']);
    // With the authority, the filter finds the row, shown and audited.
    const found = (await get<ResourcePage>(shown, '/user/list?phone=1365555')).data.list;
    expect(found.map((row) => row.id)).toEqual([user.id]);
  });

  it('masks contact data in the change history, or shows it and audits the view, by the same authority', async () => {
    const user = await addUser({ name: '孙经理', phone: '13566668888', email: 'sun@example.com' });
    await done(root, '/user/update', { id: user.id, phone: '13577779999' });
    const masked = await limitedAdmin(t, root, 'history-masked', [
      '/system/audit/list',
      '/system/audit/export',
    ]);
    const shown = await limitedAdmin(t, root, 'history-shown', ['/system/audit/list', '/user/contact']);
    const url = `/system/audit/list?family=site_user&row_id=${user.id}&sort=id&size=50`;

    const hidden = (await get<ResourcePage>(masked, url)).data.list;
    const seen = JSON.stringify(hidden.map((row) => row.changes));
    expect(seen).toContain('135****8888');
    expect(seen).toContain('135****9999');
    expect(seen).toContain('su***@example.com');
    expect(seen).not.toContain('13566668888');
    expect(seen).not.toContain('13577779999');
    const cells = await exportedCells(masked, `/system/audit/export?family=site_user&row_id=${user.id}`);
    expect(cells).toContain('135****9999');
    expect(cells).not.toContain('13577779999');
    const reveals = async () => (await views('site_user', user.id)).length;
    expect(await reveals()).toBe(0);
    const changes = (await audit('site_user', user.id)).length;

    const open = (await get<ResourcePage>(shown, url)).data.list;
    const update = open.find((row) => row.action === 'update');
    expect((update?.changes as Record<string, unknown[]> | undefined)?.phone).toEqual([
      '13566668888',
      '13577779999',
    ]);
    const [view] = await views('site_user', user.id);
    expect(view).toMatchObject({ purpose: 'history', fields: 'phone,email' });
    // The record names the screen, not the number, and is no line of the history: reading it again adds a view
    // and leaves the row's changes as they were.
    await get<ResourcePage>(shown, url);
    expect(await reveals()).toBe(2);
    expect((await audit('site_user', user.id)).length).toBe(changes);
  });
});

describe('export with e-mail (file transport)', () => {
  it('mails the workbook as an attachment and logs the read of the message', async () => {
    await addUser({ name: '导出测试用户', phone: '13700002222', region: '浙江宁波' });
    const answer = await done<{ job_id: number; transport: string; outbox: string }>(
      root,
      '/user/export_with_email',
      { email: 'ops@example.com', query: { name: '导出测试用户' } },
    );
    expect(answer).toMatchObject({ transport: 'file', outbox: join(dataDir, 'mail') });

    let job: ResourceRow | undefined;
    for (let i = 0; i < 100; i++) {
      job = (await get(root, `/user/export_job/get?id=${answer.job_id}`)).data;
      if (job.status === UserExportStatus.sent || job.status === UserExportStatus.failed) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job, String(job?.error)).toMatchObject({ status: UserExportStatus.sent, row_count: 1 });

    const mail = (await get(root, `/user/email_read_log/get?id=${job?.mail_id}`)).data;
    expect(mail).toMatchObject({ recipient: 'ops@example.com', purpose: 'user_export', transport: 'file' });
    expect(mail.read_token).toBeUndefined();
    const eml = await readFile(String(mail.location), 'utf8');
    expect(eml).toContain('To: ops@example.com');
    const attachment = /Content-Disposition: attachment;[\s\S]*?\n\n([A-Za-z0-9+/=\n]+)/.exec(eml);
    expect(attachment, 'the message holds an attachment').toBeTruthy();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(attachment?.[1] ?? '', 'base64') as unknown as ArrayBuffer);
    const cells = JSON.stringify(book.worksheets[0]?.getSheetValues());
    expect(cells).toContain('导出测试用户');
    expect(cells).toContain('13700002222');

    // Opening the message fetches its tracking image: the read log counts it.
    // The HTML part may be quoted-printable: soft line breaks and =3D undone before reading the image's address.
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /\/mail\/read\/([a-f0-9]{32})\.gif/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();
    const image = await t.app.inject({
      url: `/mail/read/${token}.gif`,
      headers: { 'user-agent': 'Thunderbird' },
    });
    expect(image.headers['content-type']).toBe('image/gif');
    const read = (await get(root, `/user/email_read_log/get?id=${job?.mail_id}`)).data;
    expect(read).toMatchObject({ read_count: 1, last_user_agent: 'Thunderbird' });
    expect(read.first_read_at).toBeTruthy();
    // An unknown token answers the same image and counts nothing.
    const probe = await t.app.inject({ url: `/mail/read/${'0'.repeat(32)}.gif` });
    expect(probe.statusCode).toBe(200);
  });

  it('refuses a bad filter before any job is made', async () => {
    const body = await post(root, '/user/export_with_email', {
      email: 'ops@example.com',
      query: { nope: '1' },
    });
    expect(body.code).toBe(ResultCode.invalid);
  });
});

describe('learning platform', () => {
  let stub: Server;
  let url = '';
  let people = [
    {
      id: 'lp-1',
      name: '陈同学',
      phone: '13600000001',
      company: '金发科技',
      registered_at: '2025-03-01T08:00:00Z',
    },
    { id: 'lp-2', name: '刘同学', email: 'liu@example.com' },
    { id: 7, name: '周同学' },
  ];
  let failing = false;
  const authorizations: string[] = [];

  beforeAll(async () => {
    stub = createServer((request, response) => {
      authorizations.push(request.headers.authorization ?? '');
      const page = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('page'));
      if (failing) return response.writeHead(500).end('down');
      const users = page === 1 ? people.slice(0, 2) : people.slice(2);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ users, next_page: page === 1 ? 2 : null }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it('says when no source is configured', async () => {
    expect((await get(root, '/user/learning_platform/source')).data).toEqual({
      configured: false,
      url: null,
      synced_users: 0,
    });
    const body = await post(root, '/user/learning_platform/scan', {});
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('learning_platform.url');
  });

  it('scans and syncs the source’s users, updating them on the next sync', async () => {
    await done(root, '/system/keys/add', { key: 'learning_platform.url', value: `${url}/` });
    await done(root, '/system/keys/add', { key: 'learning_platform.token', value: 'lp-secret' });
    expect((await get(root, '/user/learning_platform/source')).data).toMatchObject({ configured: true, url });

    expect(await done(root, '/user/learning_platform/scan', {})).toEqual({
      total: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
    });
    expect(authorizations.at(-1)).toBe('Bearer lp-secret');
    expect((await get<ResourcePage>(root, '/user/list?source=learning_platform')).data.total).toBe(0);

    expect(await done(root, '/user/learning_platform/sync', {})).toEqual({
      total: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
    });
    const synced = (await get<ResourcePage>(root, '/user/list?source=learning_platform&sort=name')).data.list;
    expect(synced.map((row) => row.external_id).sort()).toEqual(['7', 'lp-1', 'lp-2']);
    expect(synced.find((row) => row.external_id === 'lp-1')).toMatchObject({
      name: '陈同学',
      company: '金发科技',
    });

    people = people.map((p) => (p.id === 'lp-2' ? { ...p, name: '刘同学（已改名）' } : p));
    expect(await done(root, '/user/learning_platform/scan', {})).toEqual({
      total: 3,
      added: 0,
      updated: 1,
      unchanged: 2,
    });
    expect(await done(root, '/user/learning_platform/sync', {})).toMatchObject({ updated: 1 });
    const renamed = (await get<ResourcePage>(root, '/user/list?name=已改名')).data.list;
    expect(renamed.map((row) => row.external_id)).toEqual(['lp-2']);
    expect((await get(root, '/user/learning_platform/source')).data).toMatchObject({ synced_users: 3 });

    failing = true;
    const down = await post(root, '/user/learning_platform/sync', {});
    expect(down.code).toBe(ResultCode.failed);
    expect(down.msg).toContain('HTTP 500');
    failing = false;
  });
});

describe('marks', () => {
  it('maps a raw company to its canonical name on every user who typed it, and on later ones', async () => {
    const a = await addUser({ name: '甲', company: '中石化' });
    const b = await addUser({ name: '乙', company: '中石化' });
    expect(await done(root, '/user/mark/collect', { kind: 'company' })).toMatchObject({
      added: expect.any(Number),
    });
    const marks = (await get<ResourcePage>(root, '/user/mark/company/list?raw=中石化')).data.list;
    const mark = marks.find((row) => row.raw === '中石化');
    expect(mark).toMatchObject({ user_count: 2, status: 0 });

    await done(root, '/user/mark/company/update', { id: mark?.id, canonical: '中国石油化工股份有限公司' });
    for (const user of [a, b]) {
      expect((await get(root, `/user/get?id=${user.id}`)).data).toMatchObject({
        company: '中石化',
        company_std: '中国石油化工股份有限公司',
      });
    }
    expect((await get(root, `/user/mark/company/get?id=${mark?.id}`)).data.status).toBe(1);
    const later = await addUser({ name: '丙', company: '中石化' });
    expect(later.company_std).toBe('中国石油化工股份有限公司');

    // A mark matched to a company takes the company's name when it has none of its own.
    const company = await done(root, '/v1_company/add', { name_zh: '金发科技股份有限公司' });
    const kingfa = await addUser({ name: '丁', company: '金发' });
    await done(root, '/user/mark/collect', { kind: 'company' });
    const jinfa = (await get<ResourcePage>(root, '/user/mark/company/list?raw=金发')).data.list.find(
      (row) => row.raw === '金发',
    );
    await done(root, '/user/mark/company/update', { id: jinfa?.id, company_id: company.id });
    expect((await get(root, `/user/get?id=${kingfa.id}`)).data.company_std).toBe('金发科技股份有限公司');

    // Deleting the mark unmaps its users.
    await done(root, '/user/mark/company/del', { ids: [mark?.id] });
    expect((await get(root, `/user/get?id=${later.id}`)).data.company_std).toBe('');
  });
});
