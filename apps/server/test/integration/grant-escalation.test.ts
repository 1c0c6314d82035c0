/**
 * Grants cannot grow themselves (modules/permissions/grants.ts), through HTTP as an attacker would try it:
 * a limited admin binds a bigger role to itself or to others, adds authorities to roles (its own, or ones it
 * lacks), creates or edits admins with more roles, gives routes to roles from the layout authority screen,
 * lifts a call's requirements, or touches a super admin — each refused with code 3 and a message naming the
 * change and why, nothing changed. What it holds it may pass on, audited under its name; a super admin may
 * do all of it.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, apiAuthority, layoutAuthority } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;
let rootId: number;

async function call<T = ResourceRow>(token: string, url: string, payload: object, en = false) {
  const headers = en ? { 'accept-language': 'en' } : {};
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload, headers })).body;
}
async function done<T = ResourceRow>(token: string, url: string, payload: object): Promise<T> {
  const body = await call<T>(token, url, payload);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
function refused(body: { code: number; msg: string }, ...parts: string[]) {
  expect(body.code, body.msg).toBe(ResultCode.forbidden);
  for (const part of parts) expect(body.msg).toContain(part);
}

async function api(path: string, method = 'POST'): Promise<number> {
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
  if (!row) throw new Error(`no authority ${method} ${path}`);
  return row.id;
}
async function route(path: string): Promise<number> {
  const [row] = await t.db
    .select({ id: layoutAuthority.id })
    .from(layoutAuthority)
    .where(eq(layoutAuthority.path, path));
  if (!row) throw new Error(`no layout authority ${path}`);
  return row.id;
}
async function account(id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(root, { url: `/api/admin/user/get?id=${id}` })).body.data;
}
async function role(kind: 'api' | 'layout', id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(root, { url: `/api/admin/${kind}/role/get?id=${id}` })).body.data;
}
/** The audit rows of one row, oldest first, as the audit screen lists them. */
async function audit(family: string, rowId: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=${family}&row_id=${rowId}&sort=id&size=100`;
  return (await t.call<ResourcePage>(root, { url })).body.data.list;
}
async function addAdmin(username: string, roles: { api_roles?: number[]; layout_roles?: number[] } = {}) {
  const password = `${username}-Pass-42`;
  const row = await done(root, apiPaths.adminUserAdd, { username, password, ...roles });
  return { id: row.id, token: await t.login(username, password) };
}

const ids = { allCalls: 0, bindOnly: 0, listOnly: 0, manager: 0, managerExtra: 0, tagsOnly: 0 };
const routes = { mine: 0, mineToo: 0, other: 0 };
const layout = { manager: 0, managerSecond: 0, small: 0, big: 0, empty: 0 };
let binder: { id: number; token: string };
let manager: { id: number; token: string };
let plain: { id: number; token: string };
let tagAdd = 0;
let tagList = 0;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  rootId = (await t.call<{ uid: number }>(root, { url: `/api${apiPaths.userInfo}` })).body.data.uid;
  const every = await t.db.select({ id: apiAuthority.id }).from(apiAuthority);
  const roleList = await api('/admin/api/role/list', 'GET');
  const newRole = (kind: 'api' | 'layout', name: string, authorities: number[]) =>
    done(root, `/admin/${kind}/role/add`, { name, authorities }).then((row) => row.id);
  ids.allCalls = await newRole(
    'api',
    '全部接口',
    every.map((row) => row.id),
  );
  ids.bindOnly = await newRole('api', '只能绑定', [await api(apiPaths.adminUserApiBind), roleList]);
  ids.listOnly = await newRole('api', '只看角色', [roleList]);
  tagAdd = await api('/tags/add');
  tagList = await api('/tags/list', 'GET');
  ids.tagsOnly = await newRole('api', '只看标签', [tagList]);
  const managed = [
    [apiPaths.adminUserAdd, 'POST'],
    ['/admin/user/update', 'POST'],
    [apiPaths.adminUserApiBind, 'POST'],
    [apiPaths.adminUserLayoutBind, 'POST'],
    [apiPaths.adminUserPasswordReset, 'POST'],
    ['/admin/api/role/add', 'POST'],
    ['/admin/api/role/update', 'POST'],
    ['/admin/layout/role/add', 'POST'],
    ['/admin/layout/role/update', 'POST'],
    ['/admin/layout/authority/update', 'POST'],
    ['/admin/api/authority/update', 'POST'],
    ['/admin/api/role/list', 'GET'],
  ] as const;
  ids.manager = await newRole('api', '账号管理', await Promise.all(managed.map(([p, m]) => api(p, m))));
  ids.managerExtra = await newRole('api', '账号管理附加', [tagList]);

  routes.mine = await route('/configuration');
  routes.mineToo = await route('/configuration/tags');
  routes.other = await route('/news');
  layout.manager = await newRole('layout', '设置菜单', [routes.mine, routes.mineToo]);
  layout.managerSecond = await newRole('layout', '设置菜单二', [routes.mine]);
  layout.small = await newRole('layout', '只看设置', [routes.mine]);
  layout.big = await newRole('layout', '设置与资讯', [routes.mine, routes.other]);
  layout.empty = await newRole('layout', '空菜单', []);

  binder = await addAdmin('binder', { api_roles: [ids.bindOnly] });
  manager = await addAdmin('manager', {
    api_roles: [ids.manager, ids.managerExtra],
    layout_roles: [layout.manager, layout.managerSecond],
  });
  plain = await addAdmin('plain');
});
afterAll(async () => {
  await t.close();
});

describe('the drill: an admin holding only bind_role and the role list', () => {
  it('cannot bind the all-calls role to itself, and its roles stay as they were', async () => {
    const body = await call(binder.token, apiPaths.adminUserApiBind, {
      id: binder.id,
      role_ids: [ids.bindOnly, ids.allCalls],
    });
    refused(body, '为管理员「binder」绑定接口角色「全部接口」', '不能给自己的账号绑定角色');
    expect((await account(binder.id)).api_roles).toEqual([ids.bindOnly]);
    // …so it still cannot reset anybody's password.
    const reset = await call(binder.token, apiPaths.adminUserPasswordReset, { id: plain.id });
    expect(reset.code).toBe(ResultCode.forbidden);
  });

  it('says so in English too', async () => {
    const body = await call(
      binder.token,
      apiPaths.adminUserApiBind,
      { id: binder.id, role_ids: [ids.allCalls] },
      true,
    );
    expect(body.msg).toBe(
      'No permission: binding the API role "全部接口" to admin "binder" refused: ' +
        'no admin binds roles to its own account: grants cannot grow themselves',
    );
  });

  it('cannot bind even a smaller role to itself', async () => {
    refused(
      await call(binder.token, apiPaths.adminUserApiBind, {
        id: binder.id,
        role_ids: [ids.bindOnly, ids.listOnly],
      }),
      '「只看角色」',
      '不能给自己的账号绑定角色',
    );
    expect((await account(binder.id)).api_roles).toEqual([ids.bindOnly]);
  });

  it('cannot bind a bigger role to another admin; the refusal names what it lacks', async () => {
    const body = await call(binder.token, apiPaths.adminUserApiBind, {
      id: plain.id,
      role_ids: [ids.allCalls],
    });
    refused(body, '为管理员「plain」绑定接口角色「全部接口」', '其中有你自己未持有的接口权限', '等');
    expect((await account(plain.id)).api_roles).toEqual([]);
  });

  it('binds a role within its own to another plain admin, audited under its name', async () => {
    const row = await done(binder.token, apiPaths.adminUserApiBind, {
      id: plain.id,
      role_ids: [ids.listOnly],
    });
    expect(row.api_roles).toEqual([ids.listOnly]);
    const [last] = (await audit('admin_user', plain.id)).slice(-1);
    expect(last).toMatchObject({ action: 'update', $labels: { admin_id: 'binder' } });
    expect(last?.changes).toEqual({ api_roles: [[], [ids.listOnly]] });
    // Unbinding shrinks: allowed, and audited too.
    await done(binder.token, apiPaths.adminUserApiBind, { id: plain.id, role_ids: [] });
    const [unbound] = (await audit('admin_user', plain.id)).slice(-1);
    expect(unbound).toMatchObject({
      $labels: { admin_id: 'binder' },
      changes: { api_roles: [[ids.listOnly], []] },
    });
  });
});

describe('an admin managing accounts and roles, short of some calls and routes', () => {
  it('cannot add authorities to a role it holds, not even ones it holds through another role', async () => {
    refused(
      await call(manager.token, '/admin/api/role/update', {
        id: ids.managerExtra,
        authorities: [tagList, tagAdd],
      }),
      '给接口角色「账号管理附加」增加接口权限',
      '你自己持有该接口角色',
    );
    const held = await api('/admin/user/update');
    refused(
      await call(manager.token, '/admin/api/role/update', {
        id: ids.managerExtra,
        authorities: [tagList, held],
      }),
    );
    expect((await role('api', ids.managerExtra)).authorities).toEqual([tagList]);
  });

  it('cannot add to any role, or make a role with, authorities it does not hold', async () => {
    refused(
      await call(manager.token, '/admin/api/role/update', { id: ids.listOnly, authorities: [tagAdd] }),
      '给接口角色「只看角色」增加接口权限',
      'POST /tags/add',
    );
    refused(
      await call(manager.token, '/admin/api/role/add', { name: '新角色', authorities: [tagAdd] }),
      'POST /tags/add',
    );
    // What it holds it may pass on, under its name in the role's history.
    const row = await done(manager.token, '/admin/api/role/update', {
      id: ids.listOnly,
      authorities: [tagList],
    });
    expect(row.authorities).toEqual([tagList]);
    const [last] = (await audit('api_role', ids.listOnly)).slice(-1);
    expect(last).toMatchObject({
      $labels: { admin_id: 'manager' },
      changes: { authorities: [expect.any(Array), [tagList]] },
    });
  });

  it('cannot create an admin with more roles than its own, and creates one within them', async () => {
    refused(
      await call(manager.token, apiPaths.adminUserAdd, {
        username: 'grown',
        password: 'grown-Pass-42',
        api_roles: [ids.allCalls],
      }),
      '新增管理员「grown」并绑定接口角色「全部接口」',
    );
    refused(
      await call(manager.token, apiPaths.adminUserAdd, {
        username: 'grown',
        password: 'grown-Pass-42',
        layout_roles: [layout.big],
      }),
      '菜单角色「设置与资讯」',
      '/news',
    );
    expect(await t.db.select().from(adminUser).where(eq(adminUser.username, 'grown'))).toEqual([]);
    const made = await done(manager.token, apiPaths.adminUserAdd, {
      username: 'made',
      password: 'made-Pass-42',
      api_roles: [ids.tagsOnly],
      layout_roles: [layout.small],
    });
    const [added] = await audit('admin_user', made.id);
    expect(added).toMatchObject({ action: 'add', $labels: { admin_id: 'manager' } });
    expect(added?.changes).toMatchObject({
      api_roles: [null, [ids.tagsOnly]],
      layout_roles: [null, [layout.small]],
    });
  });

  it("cannot raise an admin's role fields beyond its own through the generic update", async () => {
    refused(
      await call(manager.token, '/admin/user/update', { id: plain.id, api_roles: [ids.allCalls] }),
      '全部接口',
    );
    refused(
      await call(manager.token, '/admin/user/update', { id: plain.id, layout_roles: [layout.big] }),
      '设置与资讯',
    );
    refused(
      await call(manager.token, '/admin/user/update', {
        id: manager.id,
        api_roles: [ids.manager, ids.managerExtra, ids.tagsOnly],
      }),
      '不能给自己',
    );
    expect(await account(plain.id)).toMatchObject({ api_roles: [], layout_roles: [] });
  });

  it('binds layout roles only within its own routes, and never to itself', async () => {
    refused(
      await call(manager.token, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [layout.big] }),
      '为管理员「plain」绑定菜单角色「设置与资讯」',
      '其中有你自己未持有的菜单权限：/news',
    );
    refused(
      await call(manager.token, apiPaths.adminUserLayoutBind, {
        id: manager.id,
        role_ids: [layout.manager, layout.managerSecond, layout.small],
      }),
      '不能给自己的账号绑定角色',
    );
    await done(manager.token, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [layout.small] });
    const [last] = (await audit('admin_user', plain.id)).slice(-1);
    expect(last).toMatchObject({
      $labels: { admin_id: 'manager' },
      changes: { layout_roles: [[], [layout.small]] },
    });
    expect((await account(manager.id)).layout_roles).toEqual(
      [layout.manager, layout.managerSecond].sort((a, b) => a - b),
    );
  });

  it("edits layout roles' routes only within its own, never a role it holds", async () => {
    refused(
      await call(manager.token, '/admin/layout/role/update', {
        id: layout.empty,
        authorities: [routes.other],
      }),
      '给菜单角色「空菜单」增加菜单权限',
      '/news',
    );
    refused(
      await call(manager.token, '/admin/layout/role/update', {
        id: layout.managerSecond,
        authorities: [routes.mine, routes.mineToo],
      }),
      '你自己持有该菜单角色',
    );
    refused(
      await call(manager.token, '/admin/layout/role/add', { name: '资讯', authorities: [routes.other] }),
      '/news',
    );
    await done(manager.token, '/admin/layout/role/update', {
      id: layout.empty,
      authorities: [routes.mineToo],
    });
    const [last] = (await audit('layout_role', layout.empty)).slice(-1);
    expect(last).toMatchObject({
      $labels: { admin_id: 'manager' },
      changes: { authorities: [[], [routes.mineToo]] },
    });
  });

  it('gives a route to roles from the layout authority screen only when it holds the route and not the role', async () => {
    refused(
      await call(manager.token, '/admin/layout/authority/update', {
        id: routes.other,
        roles: [layout.small],
      }),
      '把菜单权限「/news」给予菜单角色「只看设置」',
      '你自己未持有该菜单权限',
    );
    refused(
      await call(manager.token, '/admin/layout/authority/update', {
        id: routes.mineToo,
        roles: [layout.manager, layout.managerSecond, layout.empty],
      }),
      '你自己持有该菜单角色',
    );
    const row = await done(manager.token, '/admin/layout/authority/update', {
      id: routes.mineToo,
      roles: [layout.manager, layout.empty, layout.small],
    });
    expect(row.roles).toEqual(expect.arrayContaining([layout.small]));
    expect((await role('layout', layout.small)).authorities).toEqual(
      [routes.mine, routes.mineToo].sort((a, b) => a - b),
    );
    const [last] = (await audit('layout_authority', routes.mineToo)).slice(-1);
    expect(last).toMatchObject({ $labels: { admin_id: 'manager' } });
  });

  it("gives a call to roles, or lifts a call's requirements, only when it holds the call", async () => {
    refused(
      await call(manager.token, '/admin/api/authority/update', { id: tagAdd, roles: [ids.tagsOnly] }),
      '把接口权限「POST /tags/add」给予接口角色「只看标签」',
    );
    refused(
      await call(manager.token, '/admin/api/authority/update', { id: tagAdd, need_judge: false }),
      '取消接口「POST /tags/add」的登录或鉴权要求',
    );
    refused(await call(manager.token, '/admin/api/authority/update', { id: tagAdd, need_login: false }));
    const [row] = await t.db.select().from(apiAuthority).where(eq(apiAuthority.id, tagAdd));
    expect(row).toMatchObject({ need_login: true, need_judge: true });
    expect((await role('api', ids.tagsOnly)).authorities).toEqual([tagList]);
  });

  it('never touches a super admin: no binding, no reset', async () => {
    refused(
      await call(manager.token, apiPaths.adminUserApiBind, { id: rootId, role_ids: [ids.tagsOnly] }),
      '超级管理员',
    );
    refused(
      await call(manager.token, apiPaths.adminUserLayoutBind, { id: rootId, role_ids: [layout.small] }),
      '超级管理员',
    );
    refused(await call(manager.token, apiPaths.adminUserPasswordReset, { id: rootId }), '超级管理员');
    expect(await account(rootId)).toMatchObject({ api_roles: [], layout_roles: [] });
    expect(await t.login()).toBeTruthy();
  });

  it('may take away: unbinding and removing authorities are not refused', async () => {
    await done(manager.token, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [] });
    await done(manager.token, '/admin/api/role/update', { id: ids.managerExtra, authorities: [] });
    expect((await role('api', ids.managerExtra)).authorities).toEqual([]);
  });
});

describe('a super admin', () => {
  it('may do all of it, audited under its name', async () => {
    await done(root, apiPaths.adminUserApiBind, { id: binder.id, role_ids: [ids.bindOnly, ids.allCalls] });
    await done(root, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [layout.big] });
    await done(root, apiPaths.adminUserApiBind, { id: rootId, role_ids: [ids.allCalls] });
    await done(root, '/admin/api/role/update', { id: ids.manager, authorities: [tagAdd] });
    await done(root, '/admin/layout/authority/update', {
      id: routes.other,
      roles: [layout.big, layout.managerSecond],
    });
    await done(root, '/admin/api/authority/update', {
      id: tagAdd,
      roles: [ids.allCalls, ids.manager, ids.tagsOnly],
    });
    const made = await done(root, apiPaths.adminUserAdd, {
      username: 'made2',
      password: 'made2-Pass-42',
      api_roles: [ids.allCalls],
    });
    expect(made.api_roles).toEqual([ids.allCalls]);
    const [last] = (await audit('admin_user', binder.id)).slice(-1);
    expect(last).toMatchObject({
      $labels: { admin_id: 'admin' },
      changes: { api_roles: [[ids.bindOnly], [ids.bindOnly, ids.allCalls].sort((a, b) => a - b)] },
    });
    // The binder now holds every call: what a super admin gives takes effect at once.
    expect((await call(binder.token, apiPaths.adminUserPasswordReset, { id: plain.id })).code).toBe(0);
  });
});
