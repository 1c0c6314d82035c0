/**
 * The admins and roles the grant-escalation tests drill with, set up through the API by the first admin: roles
 * of every call, of binding only, of the role list only and of the tag list only; an account manager's roles; a
 * few routes and menu roles over them; and three admins: `binder` (binds roles, lists them), `manager` (manages
 * accounts and roles, short of some calls and routes) and `plain` (nothing). Each test file gets its own.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiAuthority, layoutAuthority } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** An admin as the tests act as it. */
export interface DrillAdmin {
  id: number;
  token: string;
}

/**
 * Registers the file's `beforeAll` (a test app and the drill's rows) and `afterAll`. The objects answered are
 * filled in place when the app starts, so a test file may destructure them at once.
 */
export function grantDrill() {
  let t: TestApp | undefined;
  const app = (): TestApp => {
    if (!t) throw new Error('the grant drill starts in beforeAll');
    return t;
  };
  /** The first admin: a super admin. */
  const superAdmin: DrillAdmin = { id: 0, token: '' };
  const binder: DrillAdmin = { id: 0, token: '' };
  const manager: DrillAdmin = { id: 0, token: '' };
  const plain: DrillAdmin = { id: 0, token: '' };
  /** API roles. */
  const ids = { allCalls: 0, bindOnly: 0, listOnly: 0, manager: 0, managerExtra: 0, tagsOnly: 0 };
  /** Routes (layout authorities): two the manager holds, one it does not. */
  const routes = { mine: 0, mineToo: 0, other: 0 };
  /** Menu (layout) roles. */
  const layout = { manager: 0, managerSecond: 0, small: 0, big: 0, empty: 0 };
  /** The API authorities of adding and listing tags. */
  const tagCalls = { add: 0, list: 0 };

  async function call<T = ResourceRow>(token: string, url: string, payload: object, en = false) {
    const headers = en ? { 'accept-language': 'en' } : {};
    return (await app().call<T>(token, { method: 'POST', url: `/api${url}`, payload, headers })).body;
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
    const [row] = await app()
      .db.select({ id: apiAuthority.id })
      .from(apiAuthority)
      .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
    if (!row) throw new Error(`no authority ${method} ${path}`);
    return row.id;
  }
  async function route(path: string): Promise<number> {
    const [row] = await app()
      .db.select({ id: layoutAuthority.id })
      .from(layoutAuthority)
      .where(eq(layoutAuthority.path, path));
    if (!row) throw new Error(`no layout authority ${path}`);
    return row.id;
  }
  async function account(id: number): Promise<ResourceRow> {
    return (await app().call<ResourceRow>(superAdmin.token, { url: `/api/admin/user/get?id=${id}` })).body
      .data;
  }
  async function role(kind: 'api' | 'layout', id: number): Promise<ResourceRow> {
    const url = `/api/admin/${kind}/role/get?id=${id}`;
    return (await app().call<ResourceRow>(superAdmin.token, { url })).body.data;
  }
  /** The audit rows of one row, oldest first, as the audit screen lists them. */
  async function audit(family: string, rowId: number): Promise<ResourceRow[]> {
    const url = `/api/system/audit/list?family=${family}&row_id=${rowId}&sort=id&size=100`;
    return (await app().call<ResourcePage>(superAdmin.token, { url })).body.data.list;
  }
  async function addAdmin(
    username: string,
    roles: { api_roles?: number[]; layout_roles?: number[] } = {},
  ): Promise<DrillAdmin> {
    const password = `${username}-Pass-42`;
    const row = await done(superAdmin.token, apiPaths.adminUserAdd, { username, password, ...roles });
    return { id: row.id, token: await app().login(username, password) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin.token = await t.login();
    superAdmin.id = (
      await t.call<{ uid: number }>(superAdmin.token, { url: `/api${apiPaths.userInfo}` })
    ).body.data.uid;
    const every = await t.db.select({ id: apiAuthority.id }).from(apiAuthority);
    const roleList = await api('/admin/api/role/list', 'GET');
    const newRole = (kind: 'api' | 'layout', name: string, authorities: number[]) =>
      done(superAdmin.token, `/admin/${kind}/role/add`, { name, authorities }).then((row) => row.id);
    ids.allCalls = await newRole(
      'api',
      '全部接口',
      every.map((row) => row.id),
    );
    ids.bindOnly = await newRole('api', '只能绑定', [await api(apiPaths.adminUserApiBind), roleList]);
    ids.listOnly = await newRole('api', '只看角色', [roleList]);
    tagCalls.add = await api('/tags/add');
    tagCalls.list = await api('/tags/list', 'GET');
    ids.tagsOnly = await newRole('api', '只看标签', [tagCalls.list]);
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
    ids.managerExtra = await newRole('api', '账号管理附加', [tagCalls.list]);

    routes.mine = await route('/configuration');
    routes.mineToo = await route('/configuration/tags');
    routes.other = await route('/news');
    layout.manager = await newRole('layout', '设置菜单', [routes.mine, routes.mineToo]);
    layout.managerSecond = await newRole('layout', '设置菜单二', [routes.mine]);
    layout.small = await newRole('layout', '只看设置', [routes.mine]);
    layout.big = await newRole('layout', '设置与资讯', [routes.mine, routes.other]);
    layout.empty = await newRole('layout', '空菜单', []);

    Object.assign(binder, await addAdmin('binder', { api_roles: [ids.bindOnly] }));
    Object.assign(
      manager,
      await addAdmin('manager', {
        api_roles: [ids.manager, ids.managerExtra],
        layout_roles: [layout.manager, layout.managerSecond],
      }),
    );
    Object.assign(plain, await addAdmin('plain'));
  });
  afterAll(async () => {
    await t?.close();
  });

  return {
    app,
    superAdmin,
    binder,
    manager,
    plain,
    ids,
    routes,
    layout,
    tagCalls,
    call,
    done,
    refused,
    api,
    account,
    role,
    audit,
  };
}
