/**
 * Every registered `/api` route, enumerated from the catalogue: without a token → -999 (unless it needs no
 * login); with a role lacking its authority → 无权限; with a role holding it → let through. Then the switches.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority } from '../../src/db/schema/index.ts';
import type { CatalogueEntry } from '../../src/http/permissions.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;
let limitedToken: string;
let limitedId: number;
let roleId: number;
let entries: CatalogueEntry[];

const request = (entry: CatalogueEntry): InjectOptions => ({
  method: entry.method as InjectOptions['method'],
  // Path parameters get a harmless value; the guard runs before any handler reads them.
  url: `/api${entry.path.replace(/:\w+/g, '1')}`,
  ...(entry.method === 'GET' ? {} : { payload: {} }),
});

/** The envelope code, or 0 for a file answer (an export streams its xlsx once let through). */
async function codeOf(token: string | null, entry: CatalogueEntry): Promise<{ code: number; msg: string }> {
  const options = request(entry);
  const res = await t.app.inject({ ...options, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!String(res.headers['content-type']).includes('application/json')) return { code: 0, msg: 'file' };
  return res.json();
}

async function post<T>(token: string, url: string, payload: object) {
  const { body } = await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login();
  entries = t.consoleApp.catalogue.entries;
  const role = await post<{ id: number }>(adminToken, '/admin/api/role/add', { name: '空角色' });
  roleId = role.id;
  const user = await post<{ id: number }>(adminToken, apiPaths.adminUserAdd, {
    username: 'limited',
    password: 'limited-Pass-77',
    api_roles: [roleId],
  });
  limitedId = user.id;
  limitedToken = await t.login('limited', 'limited-Pass-77');
});
afterAll(async () => {
  await t.close();
});

/**
 * Calls that answer a stream which stays open while the session lasts: inject() would wait for its end. Their
 * guard is tested where they are (counters-stream.test.ts, ai-assistant.test.ts).
 */
const streams = new Set([apiPaths.counterStream, '/system/ai/chat']);

describe('the catalogue', () => {
  it('holds every registered route, synchronised into api_authority', async () => {
    expect(entries.length).toBeGreaterThan(50);
    const rows = await t.db.select().from(apiAuthority);
    expect(rows).toHaveLength(entries.length);
    for (const entry of entries) {
      const row = rows.find((r) => r.path === entry.path && r.method === entry.method);
      expect(row, `${entry.method} ${entry.path}`).toBeDefined();
      expect(row?.need_login).toBe(entry.access !== 'public');
      expect(row?.need_judge).toBe(entry.access === 'judged');
    }
    expect(entries.find((e) => e.path === '/tags/list')?.name).toBe('标签列表');
  });
});

// Each test calls every registered route (several hundred, and more with each domain): more than the default limit.
describe('every route', { timeout: 180_000 }, () => {
  it('answers -999 without a token, except the public ones', async () => {
    for (const entry of entries) {
      const body = await codeOf(null, entry);
      if (entry.access === 'public') expect(body.code, `${entry.method} ${entry.path}`).not.toBe(-999);
      else expect(body.code, `${entry.method} ${entry.path}`).toBe(ResultCode.sessionExpired);
    }
  });

  it('answers 无权限 to a role lacking the authority, and lets session routes through', async () => {
    for (const entry of entries) {
      if (streams.has(entry.path)) continue;
      if (entry.path === apiPaths.logout) continue;
      const body = await codeOf(limitedToken, entry);
      const label = `${entry.method} ${entry.path}: ${body.msg}`;
      if (entry.access === 'judged') {
        expect(body.code, label).toBe(ResultCode.forbidden);
        expect(body.msg).toBe('无权限');
      } else {
        expect([ResultCode.forbidden, ResultCode.sessionExpired], label).not.toContain(body.code);
      }
    }
  });

  it('lets every judged route through once the role holds its authority', async () => {
    const all = await t.db.select({ id: apiAuthority.id }).from(apiAuthority);
    await post(adminToken, '/admin/api/role/update', { id: roleId, authorities: all.map((row) => row.id) });
    for (const entry of entries) {
      if (streams.has(entry.path)) continue;
      // Logging out or resetting the limited admin's own password would end the session under test.
      if (entry.path === apiPaths.logout || entry.path === apiPaths.adminUserPasswordReset) continue;
      const body = await codeOf(limitedToken, entry);
      expect(
        [ResultCode.forbidden, ResultCode.sessionExpired],
        `${entry.method} ${entry.path}`,
      ).not.toContain(body.code);
    }
    await post(adminToken, '/admin/api/role/update', { id: roleId, authorities: [] });
  });
});

describe('the switches', () => {
  const tagList = { method: 'GET', url: '/api/tags/list' } as const;

  it('need_judge off lets any logged-in admin call the route', async () => {
    expect((await t.call(limitedToken, tagList)).body.code).toBe(ResultCode.forbidden);
    const [row] = await t.db.select().from(apiAuthority).where(eq(apiAuthority.path, '/tags/list'));
    await post(adminToken, '/admin/api/authority/update', { id: row?.id, need_judge: false });
    expect((await t.call(limitedToken, tagList)).body.code).toBe(0);
    expect((await t.call(null, tagList)).body.code).toBe(ResultCode.sessionExpired);

    await post(adminToken, '/admin/api/authority/update', { id: row?.id, need_login: false });
    expect((await t.call(null, tagList)).body.code).toBe(0);
    await post(adminToken, '/admin/api/authority/update', {
      id: row?.id,
      need_login: true,
      need_judge: true,
    });
    expect((await t.call(limitedToken, tagList)).body.code).toBe(ResultCode.forbidden);
  });

  it('a binding takes effect at the next request, and unbinding the role takes it away', async () => {
    const [row] = await t.db.select().from(apiAuthority).where(eq(apiAuthority.path, '/tags/list'));
    await post(adminToken, '/admin/api/role/update', { id: roleId, authorities: [row?.id] });
    expect((await t.call(limitedToken, tagList)).body.code).toBe(0);
    await post(adminToken, apiPaths.adminUserApiBind, { id: limitedId, role_ids: [] });
    expect((await t.call(limitedToken, tagList)).body.code).toBe(ResultCode.forbidden);
  });

  it('keeps the login route public whatever is asked', async () => {
    const [row] = await t.db.select().from(apiAuthority).where(eq(apiAuthority.path, apiPaths.login));
    const { body } = await t.call(adminToken, {
      method: 'POST',
      url: '/api/admin/api/authority/update',
      payload: { id: row?.id, need_login: true },
    });
    expect(body.code).toBe(ResultCode.conflict);
    expect(
      (await t.call(null, { method: 'POST', url: `/api${apiPaths.login}`, payload: {} })).body.code,
    ).toBe(ResultCode.invalid);
  });

  it('re-synchronises on demand and reports nothing new when nothing changed', async () => {
    const result = await post<{ added: number; removed: number; total: number }>(
      adminToken,
      apiPaths.apiAuthoritySync,
      {},
    );
    expect(result).toEqual({ added: 0, removed: 0, total: entries.length });
  });

  it('audits what an on-demand sync changed: removed rows with the roles that lost them, added and renamed ones', async () => {
    const idOf = async (path: string, method: string) => {
      const [row] = await t.db
        .select({ id: apiAuthority.id })
        .from(apiAuthority)
        .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
      return row?.id as number;
    };
    // A route an older version had, granted to a role; a route whose row went missing; a stale name.
    const [stale] = await t.db
      .insert(apiAuthority)
      .values({
        path: '/retired/route',
        method: 'POST',
        name: '已下线的接口',
        need_login: true,
        need_judge: true,
      })
      .returning({ id: apiAuthority.id });
    const staleId = stale?.id as number;
    const keptId = await idOf(apiPaths.proposalCounters, 'GET');
    const role = await post<{ id: number }>(adminToken, '/admin/api/role/add', {
      name: '持有旧接口',
      authorities: [keptId, staleId],
    });
    await t.db.delete(apiAuthority).where(eq(apiAuthority.path, '/health'));
    const renamedId = await idOf(apiPaths.userInfo, 'GET');
    await t.db.update(apiAuthority).set({ name: '旧名字' }).where(eq(apiAuthority.id, renamedId));

    const result = await post<{ added: number; removed: number }>(adminToken, apiPaths.apiAuthoritySync, {});
    expect(result).toMatchObject({ added: 1, removed: 1 });

    const auditPage = async (query: string) =>
      (await t.call<ResourcePage>(adminToken, { url: `/api/system/audit/list?${query}&sort=id` })).body.data;
    const audit = async (query: string) => (await auditPage(query)).list;
    const [removed] = await audit(`family=api_authority&row_id=${staleId}`);
    expect(removed).toMatchObject({ action: 'del', $labels: { admin_id: 'admin' } });
    expect(removed?.changes).toEqual({
      path: ['/retired/route', null],
      method: ['POST', null],
      name: ['已下线的接口', null],
      need_login: [true, null],
      need_judge: [true, null],
      roles: [[role.id], null],
    });
    const roleChanges = await audit(`family=api_role&row_id=${role.id}&action=update`);
    expect(roleChanges.map((row) => row.changes)).toEqual([
      { authorities: [[keptId, staleId].sort((a, b) => a - b), [keptId]] },
    ]);
    const roleNow = await t.call<ResourceRow>(adminToken, { url: `/api/admin/api/role/get?id=${role.id}` });
    expect(roleNow.body.data.authorities).toEqual([keptId]);

    const added = await audit('family=api_authority&action=add');
    expect(added.map((row) => (row.changes as Record<string, unknown>).path)).toEqual([[null, '/health']]);
    const [renamed] = await audit(`family=api_authority&row_id=${renamedId}&action=update`);
    expect(renamed?.changes).toEqual({ name: ['旧名字', '当前管理员信息'] });

    // A sync that changes nothing records nothing.
    const before = (await auditPage('family=api_authority')).total;
    await post(adminToken, apiPaths.apiAuthoritySync, {});
    expect((await auditPage('family=api_authority')).total).toBe(before);
  });
});
