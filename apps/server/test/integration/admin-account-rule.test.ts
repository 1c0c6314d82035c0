/**
 * No sideways takeover (modules/permissions/account-rule.ts), through HTTP over the route catalogue: every call
 * that acts on an existing admin account is walked with a limited admin holding all of them, against a target
 * richer in API authorities, one richer in routes and a super admin (each refused with code 3 naming the call
 * and why, the target unchanged), then against a target holding no more than the actor, and against the richer
 * one once the actor holds everything it holds (each allowed). The drill of issue 32: an admin holding only the
 * password reset cannot reset a richer admin's password and log in as it.
 */
import {
  adminUserResource,
  apiPaths,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority, layoutAuthority } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;

/** The calls on an admin account that act on no existing one, or only on the caller's own. */
const notOnAnother = new Set([
  apiPaths.login,
  apiPaths.adminUserAdd,
  apiPaths.passwordUpdate,
  apiPaths.avatarUpdate,
]);

/** The roles the tests bind: the actor's (API and routes), what makes a target richer, and two empty ones. */
const roles = { keeper: 0, backups: 0, keeperRoutes: 0, news: 0, emptyApi: 0, emptyRoutes: 0 };

/**
 * A body acting on the target `id` for each call of the catalogue that acts on another admin account; `audit`
 * is a change of the target's a super admin made, for the restore. A call added later without a body here
 * fails the walk's first check, so it cannot escape the rule unnoticed.
 */
const bodies: Record<string, (id: number, audit: number) => object> = {
  [`${adminUserResource.base}/update`]: (id) => ({ id, name: '改名夺取' }),
  [`${adminUserResource.base}/restore`]: (_id, audit) => ({ audit_id: audit }),
  [`${adminUserResource.base}/enable`]: (id) => ({ ids: [id], enabled: false }),
  [apiPaths.adminUserPasswordReset]: (id) => ({ id, password: 'Taken-Over-Pass-1' }),
  // An empty role beside the actor's own: a change on every target, giving nothing the actor lacks.
  [apiPaths.adminUserApiBind]: (id) => ({ id, role_ids: [roles.keeper, roles.emptyApi] }),
  [apiPaths.adminUserLayoutBind]: (id) => ({ id, role_ids: [roles.keeperRoutes, roles.emptyRoutes] }),
};

async function post<T = ResourceRow>(token: string, url: string, payload: object, en = false) {
  const headers = en ? { 'accept-language': 'en' } : {};
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload, headers })).body;
}
async function done<T = ResourceRow>(url: string, payload: object): Promise<T> {
  const body = await post<T>(root, url, payload);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function apiId(method: string, path: string): Promise<number> {
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
  if (!row) throw new Error(`no authority ${method} ${path}`);
  return row.id;
}
async function routeId(path: string): Promise<number> {
  const [row] = await t.db
    .select({ id: layoutAuthority.id })
    .from(layoutAuthority)
    .where(eq(layoutAuthority.path, path));
  if (!row) throw new Error(`no route ${path}`);
  return row.id;
}
async function account(id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(root, { url: `/api/admin/user/get?id=${id}` })).body.data;
}
/** The newest change of the target a super admin made, renaming it: what the restore takes back. */
let renames = 0;
async function renamed(id: number): Promise<number> {
  renames += 1;
  await done(`${adminUserResource.base}/update`, { id, name: `原名${renames}` });
  const url = `/api/system/audit/list?family=admin_user&row_id=${id}&sort=-id&size=1`;
  const page = (await t.call<ResourcePage>(root, { url })).body.data;
  return page.list[0]?.id as number;
}

interface Account {
  id: number;
  username: string;
  password: string;
}
async function addAdmin(username: string, roles: { api_roles?: number[]; layout_roles?: number[] }) {
  const password = `${username}-Pass-42`;
  const row = await done(apiPaths.adminUserAdd, { username, password, ...roles });
  return { id: row.id as number, username, password };
}

/** The catalogue's POST calls on admin accounts that act on another one. */
let accountCalls: string[];
let actor: Account;
let actorToken: string;
let richerApi: Account;
let richerRoutes: Account;
let secondSuper: Account;
let peer: Account;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  accountCalls = t.consoleApp.catalogue.routes
    .filter((r) => r.method === 'POST' && r.path.startsWith(`${adminUserResource.base}/`))
    .map((r) => r.path)
    .filter((path) => !notOnAnother.has(path as never));
  // The actor holds every call on accounts (a restore is judged as the update), the account list and detail.
  const held = t.consoleApp.catalogue.entries
    .filter((e) => e.path.startsWith(`${adminUserResource.base}/`) && !notOnAnother.has(e.path as never))
    .filter((e) => e.access === 'judged');
  const ids = await Promise.all(held.map((e) => apiId(e.method, e.path)));
  roles.keeper = (await done('/admin/api/role/add', { name: '账号维护', authorities: ids })).id as number;
  const backups = await apiId('GET', apiPaths.backupStatus);
  roles.backups = (await done('/admin/api/role/add', { name: '备份状态', authorities: [backups] }))
    .id as number;
  const route = await routeId(adminUserResource.route);
  roles.keeperRoutes = (await done('/admin/layout/role/add', { name: '账号菜单', authorities: [route] }))
    .id as number;
  const news = await routeId('/news/list');
  roles.news = (await done('/admin/layout/role/add', { name: '资讯菜单', authorities: [route, news] }))
    .id as number;

  roles.emptyApi = (await done('/admin/api/role/add', { name: '空接口角色' })).id as number;
  roles.emptyRoutes = (await done('/admin/layout/role/add', { name: '空菜单角色' })).id as number;

  actor = await addAdmin('keeper', { api_roles: [roles.keeper], layout_roles: [roles.keeperRoutes] });
  actorToken = await t.login(actor.username, actor.password);
  richerApi = await addAdmin('richer.api', {
    api_roles: [roles.keeper, roles.backups],
    layout_roles: [roles.keeperRoutes],
  });
  richerRoutes = await addAdmin('richer.routes', { api_roles: [roles.keeper], layout_roles: [roles.news] });
  secondSuper = await addAdmin('root.two', {});
  await done(`${adminUserResource.base}/update`, { id: secondSuper.id, role: 'super_admin' });
  peer = await addAdmin('peer', { api_roles: [roles.keeper] });
});
afterAll(async () => {
  await t.close();
});

describe('every call acting on another admin account follows one rule', () => {
  it('the walk covers every such call of the catalogue', () => {
    expect([...accountCalls].sort()).toEqual(Object.keys(bodies).sort());
  });

  it('refuses each call on an account richer in API authorities, in routes, or a super admin', async () => {
    const cases = [
      { target: richerApi, why: ['该账号持有你自己未持有的接口权限：GET /system/backups'] },
      { target: richerRoutes, why: ['该账号持有你自己未持有的菜单权限：', '/news/list'] },
      { target: secondSuper, why: ['该账号是超级管理员，只有超级管理员可以操作'] },
    ];
    for (const { target, why } of cases) {
      const audit = await renamed(target.id);
      const before = await account(target.id);
      for (const path of accountCalls) {
        const body = await post(actorToken, path, bodies[path]?.(target.id, audit) ?? {});
        expect(body.code, `${path} on ${target.username}: ${body.msg}`).toBe(ResultCode.forbidden);
        expect(body.msg, path).toMatch(new RegExp(`^无权限：.*「${target.username}」.*被拒绝：`));
        for (const part of why) expect(body.msg, path).toContain(part);
      }
      // Nothing changed: the row as it was, the password still the old one (a reset would have changed it).
      expect(await account(target.id)).toEqual(before);
      expect(await t.login(target.username, target.password)).toBeTruthy();
    }
  });

  it('names the call it refused', async () => {
    const expected: Record<string, string> = {
      [`${adminUserResource.base}/update`]: '修改管理员「richer.api」被拒绝',
      [`${adminUserResource.base}/restore`]: '修改管理员「richer.api」被拒绝',
      [`${adminUserResource.base}/enable`]: '停用管理员「richer.api」被拒绝',
      [apiPaths.adminUserPasswordReset]: '重置管理员「richer.api」的密码被拒绝',
      [apiPaths.adminUserApiBind]: '修改管理员「richer.api」的接口角色被拒绝',
      [apiPaths.adminUserLayoutBind]: '修改管理员「richer.api」的菜单角色被拒绝',
    };
    const audit = await renamed(richerApi.id);
    for (const path of accountCalls) {
      const body = await post(actorToken, path, bodies[path]?.(richerApi.id, audit) ?? {});
      expect(body.msg, path).toContain(expected[path]);
    }
    await done(`${adminUserResource.base}/enable`, { ids: [richerApi.id], enabled: false });
    const enable = await post(actorToken, `${adminUserResource.base}/enable`, {
      ids: [richerApi.id],
      enabled: true,
    });
    expect(enable.msg).toContain('启用管理员「richer.api」被拒绝');
    await done(`${adminUserResource.base}/enable`, { ids: [richerApi.id], enabled: true });
    const en = await post(actorToken, apiPaths.adminUserPasswordReset, { id: secondSuper.id }, true);
    expect(en.msg).toBe(
      'No permission: resetting the password of admin "root.two" refused: ' +
        'it is a super admin account, which only a super admin may act on',
    );
  });

  it('refuses a batch holding a richer account whole', async () => {
    const body = await post(actorToken, `${adminUserResource.base}/enable`, {
      ids: [peer.id, richerApi.id],
      enabled: false,
    });
    expect(body.code).toBe(ResultCode.forbidden);
    expect((await account(peer.id)).enabled).toBe(true);
  });

  it('allows each call on an account holding nothing beyond the actor', async () => {
    for (const path of accountCalls) {
      const audit = await renamed(peer.id);
      const body = await post(actorToken, path, bodies[path]?.(peer.id, audit) ?? {});
      expect(body.code, `${path}: ${body.msg}`).toBe(0);
    }
    expect(await account(peer.id)).toMatchObject({
      enabled: false,
      api_roles: [roles.keeper, roles.emptyApi].sort((a, b) => a - b),
      layout_roles: [roles.keeperRoutes, roles.emptyRoutes].sort((a, b) => a - b),
    });
    await done(`${adminUserResource.base}/enable`, { ids: [peer.id], enabled: true });
    expect(await t.login(peer.username, 'Taken-Over-Pass-1')).toBeTruthy();
  });

  it('allows each call on the richer account once the actor holds all it holds', async () => {
    await done(apiPaths.adminUserApiBind, { id: actor.id, role_ids: [roles.keeper, roles.backups] });
    await done(apiPaths.adminUserLayoutBind, { id: actor.id, role_ids: [roles.news] });
    for (const target of [richerApi, richerRoutes]) {
      for (const path of accountCalls) {
        const audit = await renamed(target.id);
        const body = await post(actorToken, path, bodies[path]?.(target.id, audit) ?? {});
        expect(body.code, `${path} on ${target.username}: ${body.msg}`).toBe(0);
      }
    }
    // A super admin stays a super admin's, whatever the actor holds.
    const body = await post(actorToken, `${adminUserResource.base}/update`, {
      id: secondSuper.id,
      name: 'x',
    });
    expect(body.code).toBe(ResultCode.forbidden);
  });
});

describe('the drill of issue 32', () => {
  it('an admin holding only the reset cannot take over a richer admin', async () => {
    const reset = await apiId('POST', apiPaths.adminUserPasswordReset);
    const role = await done('/admin/api/role/add', { name: '只能重置', authorities: [reset] });
    const resetter = await addAdmin('resetter', { api_roles: [role.id as number] });
    const token = await t.login(resetter.username, resetter.password);
    const every = await t.db.select({ id: apiAuthority.id }).from(apiAuthority);
    const all = await done('/admin/api/role/add', { name: '全部接口', authorities: every.map((r) => r.id) });
    const rich = await addAdmin('rich', { api_roles: [all.id as number] });

    const body = await post<{ password: string | null }>(token, apiPaths.adminUserPasswordReset, {
      id: rich.id,
      password: 'Taken-Over-Pass-2',
    });
    expect(body.code).toBe(ResultCode.forbidden);
    expect(body.msg).toContain('重置管理员「rich」的密码被拒绝');
    expect(body.msg).toContain('该账号持有你自己未持有的接口权限');
    const login = await t.call(null, {
      method: 'POST',
      url: `/api${apiPaths.login}`,
      payload: { username: 'rich', password: 'Taken-Over-Pass-2' },
    });
    expect(login.body.code).not.toBe(0);
    // …and one holding no more than it is reset.
    const small = await addAdmin('small', {});
    const ok = await post(token, apiPaths.adminUserPasswordReset, { id: small.id });
    expect(ok.code, ok.msg).toBe(0);
  });
});
