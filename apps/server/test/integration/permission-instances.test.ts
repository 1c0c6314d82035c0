/**
 * Each server instance keeps the API authorities, the admins' grants and the sessions it checked in memory,
 * and forgets them when the database announces a change (session-cache.ts). Two instances on one database,
 * as behind a load balancer: a grant removed, a switch changed, a role unbound, an account disabled or a
 * session ended through instance A is refused on instance B — which had just let the same call through from
 * memory — as soon as B has heard what A committed; and B still logs every request.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, createSecondInstance, createTestApp, type TestApp } from './harness.ts';

let a: TestApp;
let b: AppInstance;
let adminToken: string;
let roleId: number;
let readerId: number;
let readerToken: string;
let tagListId: number;
const tagList = { method: 'GET', url: '/api/tags/list' } as const;

async function post<T>(url: string, payload: object): Promise<T> {
  const { body } = await a.call<T>(adminToken, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/**
 * The envelope code of `GET /api/tags/list` on instance B, once B has heard every change committed so far
 * (the notification travels on its own connection; `caughtUp` waits for it, it does not ask the database).
 */
const onB = async (token: string | null) => {
  await b.consoleApp.sessions.caughtUp();
  return (await b.call(token, tagList)).body.code;
};

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  adminToken = await a.login();
  const authorities = await a.call<ResourcePage>(adminToken, {
    url: '/api/admin/api/authority/list?path=/tags/list&size=10',
  });
  tagListId = authorities.body.data.list.find((row) => row.path === '/tags/list' && row.method === 'GET')
    ?.id as number;
  roleId = (await post<ResourceRow>('/admin/api/role/add', { name: '标签只读', authorities: [tagListId] }))
    .id;
  readerId = (
    await post<ResourceRow>(apiPaths.adminUserAdd, {
      username: 'reader',
      password: 'reader-Pass-31',
      api_roles: [roleId],
    })
  ).id;
  readerToken = await a.login('reader', 'reader-Pass-31');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('a change on one instance, seen by another as soon as it is heard', () => {
  it('a grant removed from the role', async () => {
    expect(await onB(readerToken)).toBe(0);
    const read = b.consoleApp.sessions.stats.read;
    expect(await onB(readerToken)).toBe(0);
    // The second call was answered from B's memory: what follows proves B forgets it when told.
    expect(b.consoleApp.sessions.stats.read).toBe(read);
    await post('/admin/api/role/update', { id: roleId, authorities: [] });
    expect(await onB(readerToken)).toBe(ResultCode.forbidden);
    await post('/admin/api/role/update', { id: roleId, authorities: [tagListId] });
    expect(await onB(readerToken)).toBe(0);
  });

  it('the role unbound from the admin', async () => {
    expect(await onB(readerToken)).toBe(0);
    await post(apiPaths.adminUserApiBind, { id: readerId, role_ids: [] });
    expect(await onB(readerToken)).toBe(ResultCode.forbidden);
    await post(apiPaths.adminUserApiBind, { id: readerId, role_ids: [roleId] });
    expect(await onB(readerToken)).toBe(0);
  });

  it('an authority switch changed', async () => {
    expect(await onB(null)).toBe(ResultCode.sessionExpired);
    await post('/admin/api/authority/update', { id: tagListId, need_login: false });
    expect(await onB(null)).toBe(0);
    await post('/admin/api/authority/update', { id: tagListId, need_login: true });
    expect(await onB(null)).toBe(ResultCode.sessionExpired);

    await post('/admin/api/role/update', { id: roleId, authorities: [] });
    expect(await onB(readerToken)).toBe(ResultCode.forbidden);
    await post('/admin/api/authority/update', { id: tagListId, need_judge: false });
    expect(await onB(readerToken)).toBe(0);
    await post('/admin/api/authority/update', { id: tagListId, need_judge: true });
    expect(await onB(readerToken)).toBe(ResultCode.forbidden);
    await post('/admin/api/role/update', { id: roleId, authorities: [tagListId] });
    expect(await onB(readerToken)).toBe(0);
  });

  it('a session ended by logging out', async () => {
    const session = await a.login('reader', 'reader-Pass-31');
    expect(await onB(session)).toBe(0);
    expect((await a.call(session, { url: `/api${apiPaths.logout}` })).body.code).toBe(0);
    expect(await onB(session)).toBe(ResultCode.sessionExpired);
    expect(await onB(readerToken)).toBe(0);
  });

  it('the account disabled', async () => {
    expect(await onB(readerToken)).toBe(0);
    await post('/admin/user/enable', { ids: [readerId], enabled: false });
    expect(await onB(readerToken)).toBe(ResultCode.sessionExpired);
  });
});

describe('the access log of the other instance', () => {
  it('records every request it answered, once its queue is written', async () => {
    const url = '/api/tags/list?name=from-b';
    for (let i = 0; i < 3; i++) expect((await b.call(adminToken, { url })).body.code).toBe(0);
    expect((await b.call(null, { url })).body.code).toBe(ResultCode.sessionExpired);
    await b.flushAccessLog();
    const { body } = await a.call<ResourcePage>(adminToken, {
      url: `/api/admin/api/access/list?path=${encodeURIComponent('name=from-b')}&size=10`,
    });
    expect(body.data.list.map((row) => [row.status, row.admin_id === null])).toEqual([
      [401, true],
      [200, false],
      [200, false],
      [200, false],
    ]);
  });

  it('writes what is still queued when an instance shuts down', async () => {
    // Its timer would write the rows after a minute: only the close can have written them.
    const c = await createSecondInstance(a, { accessLog: { flushMs: 60_000 } });
    const url = '/api/tags/list?name=before-close';
    for (let i = 0; i < 2; i++) expect((await c.call(adminToken, { url })).body.code).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(c.consoleApp.accessLog.pending).toBe(2);
    await c.close();
    const { body } = await a.call<ResourcePage>(adminToken, {
      url: `/api/admin/api/access/list?path=${encodeURIComponent('name=before-close')}&size=10`,
    });
    expect(body.data.total).toBe(2);
  });
});
