/**
 * `GET /admin/router/menu`: the menu records every admin's sidebar lays over the route table. They start
 * from the contract's route table, one per route; an admin's edit shows at once and survives the start-up
 * synchronisation.
 */
import {
  apiPaths,
  dynamicRoutes,
  flattenRoutes,
  homeRoutes,
  type MenuRecord,
  menuRecordResource,
  type ResourcePage,
  ResultCode,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, layoutAuthority } from '../../src/db/schema/index.ts';
import { requireColumn, tableOf } from '../../src/engine/tables.ts';
import { hashPassword } from '../../src/modules/admin-user/passwords.ts';
import { syncMenuRecords } from '../../src/modules/menu-records/sync.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
const routes = flattenRoutes([...homeRoutes, ...dynamicRoutes]);
const TAGS_ROUTE = '/configuration/tags';

const menu = async (auth: string | null = token) =>
  t.call<MenuRecord[]>(auth, { url: `/api${apiPaths.menuRecords}` });
const records = async () => {
  const { body } = await menu();
  expect(body.code, body.msg).toBe(ResultCode.ok);
  return new Map(body.data.map((record) => [record.path, record]));
};
const post = (path: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: `/api${menuRecordResource.base}${path}`, payload });

async function idOf(path: string): Promise<number> {
  const { body } = await t.call<ResourcePage>(token, {
    url: `/api${menuRecordResource.base}/list?path=${encodeURIComponent(path)}`,
  });
  const row = body.data.list.find((r) => r.path === path);
  expect(row, path).toBeDefined();
  return Number(row?.id);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

describe('menu records', () => {
  it('holds one record per route of the route table, with its names, icon, switches and order', async () => {
    const { body } = await menu();
    const paths = body.data.map((record) => record.path);
    expect(paths).toEqual([...paths].sort());
    expect(new Set(paths)).toEqual(new Set(routes.map((route) => route.fullPath)));
    expect(paths).toHaveLength(new Set(paths).size);
    // Only what the sidebar reads: no row ids or timestamps.
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      ['hidden', 'icon', 'keep_alive', 'name_en', 'name_zh', 'no_submenu', 'path', 'sort'].sort(),
    );

    const byPath = new Map(body.data.map((record) => [record.path, record]));
    for (const { fullPath, node } of routes) {
      const record = byPath.get(fullPath);
      expect(record, fullPath).toMatchObject({
        name_zh: node.name.zh.slice(0, 64),
        name_en: node.name.en.slice(0, 64),
        icon: node.icon ?? '',
        hidden: node.hidden ?? false,
        no_submenu: node.noSubmenu ?? false,
        keep_alive: node.keepAlive ?? false,
      });
    }
    // Siblings keep the route table's order.
    const siblings = routes.filter((route) => route.ancestors.at(-1) === '/configuration');
    expect(siblings.length).toBeGreaterThan(2);
    const sorts = siblings.map((route) => byPath.get(route.fullPath)?.sort ?? Number.NaN);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(sorts).size).toBe(sorts.length);
  });

  it('shows an edit at once, to any admin with a session', async () => {
    const id = await idOf(TAGS_ROUTE);
    const edit = {
      name_zh: '标签库',
      name_en: 'Tag library',
      icon: 'TagsOutlined',
      hidden: true,
      no_submenu: true,
      keep_alive: true,
      sort: 5,
    };
    const { body } = await post('/update', { id, ...edit });
    expect(body.code, body.msg).toBe(ResultCode.ok);
    expect((await records()).get(TAGS_ROUTE)).toEqual({ path: TAGS_ROUTE, ...edit });

    // A plain admin whose layout role holds the route reads the same record; one without roles does not.
    const [route] = await t.db
      .select({ id: layoutAuthority.id })
      .from(layoutAuthority)
      .where(eq(layoutAuthority.path, TAGS_ROUTE));
    const role = await t.call<{ id: number }>(token, {
      method: 'POST',
      url: '/api/admin/layout/role/add',
      payload: { name: '标签菜单', authorities: [route?.id] },
    });
    const [reader] = await t.db
      .insert(adminUser)
      .values({
        username: 'menu-reader',
        password_hash: await hashPassword('menu-Reader-Pass-1'),
        role: 'admin',
      })
      .returning({ id: adminUser.id });
    const readerToken = await t.login('menu-reader', 'menu-Reader-Pass-1');
    const tags = async () => (await menu(readerToken)).body.data.find((record) => record.path === TAGS_ROUTE);
    expect(await tags()).toBeUndefined();
    const bound = await t.call(token, {
      method: 'POST',
      url: `/api${apiPaths.adminUserLayoutBind}`,
      payload: { id: reader?.id, role_ids: [role.body.data.id] },
    });
    expect(bound.body.code, bound.body.msg).toBe(0);
    expect(await tags()).toMatchObject({ name_zh: '标签库', hidden: true });
    await t.db.delete(adminUser).where(eq(adminUser.username, 'menu-reader'));
  });

  it('keeps the route path as it is and refuses bad values, changing nothing', async () => {
    const id = await idOf(TAGS_ROUTE);
    const before = (await records()).get(TAGS_ROUTE);
    for (const payload of [
      { id, path: '/elsewhere' },
      { id, name_zh: '' },
      { id, name_zh: 'x'.repeat(65) },
      { id, hidden: 'yes' },
    ]) {
      const { body } = await post('/update', payload);
      expect(body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
    }
    expect((await records()).get(TAGS_ROUTE)).toEqual(before);
    expect((await records()).has('/elsewhere')).toBe(false);
  });

  it('keeps edits through the start-up synchronisation and brings back a missing record as the table has it', async () => {
    const table = tableOf(menuRecordResource.key);
    const dropped = routes.find((route) => route.fullPath !== TAGS_ROUTE && route.node.icon);
    expect(dropped).toBeDefined();
    const droppedPath = dropped?.fullPath ?? '';
    const original = (await records()).get(droppedPath);
    await t.db.delete(table).where(eq(requireColumn(table, 'path'), droppedPath));
    expect((await records()).has(droppedPath)).toBe(false);

    expect(await syncMenuRecords(t.db)).toBe(1);
    const after = await records();
    expect(after.get(droppedPath)).toEqual(original);
    expect(after.get(TAGS_ROUTE)).toMatchObject({ name_zh: '标签库', icon: 'TagsOutlined', sort: 5 });
    expect(await syncMenuRecords(t.db)).toBe(0);
  });

  it('needs a session', async () => {
    for (const auth of [null, 'not-a-token']) {
      expect((await menu(auth)).body.code).toBe(ResultCode.sessionExpired);
    }
  });
});
