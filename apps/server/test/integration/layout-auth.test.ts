import { apiPaths, dynamicRoutes, flattenRoutes, ResultCode } from '@console/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUser,
  adminUserLayoutRole,
  layoutAuthority,
  layoutRole,
  layoutRoleAuthority,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/admin-user/passwords.ts';
import { syncLayoutAuthorities } from '../../src/modules/layout-authority/sync.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const layoutAuthUrl = `/api${apiPaths.layoutAuth}`;

describe('layout authorities', () => {
  it('holds every route path of the contract after the start-up sync, and a second sync adds nothing', async () => {
    const rows = await t.db.select({ path: layoutAuthority.path }).from(layoutAuthority);
    const expected = new Set(flattenRoutes(dynamicRoutes).map((r) => r.fullPath));
    expect(new Set(rows.map((r) => r.path))).toEqual(expected);
    expect(await syncLayoutAuthorities(t.db)).toBe(0);
  });

  it('gives a super admin every route path', async () => {
    const token = await t.login();
    const { body } = await t.call<string[]>(token, { url: layoutAuthUrl });
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data).toEqual(flattenRoutes(dynamicRoutes).map((r) => r.fullPath));
  });

  it('gives a limited admin exactly the paths of its layout roles', async () => {
    const granted = ['/news', '/news/list'];
    // Whatever the route table holds, these two paths exist as authorities for the test.
    await t.db
      .insert(layoutAuthority)
      .values(granted.map((path) => ({ path, name: path })))
      .onConflictDoNothing();
    const authorities = await t.db
      .select({ id: layoutAuthority.id })
      .from(layoutAuthority)
      .where(inArray(layoutAuthority.path, granted));
    const [role] = await t.db.insert(layoutRole).values({ name: '资讯编辑' }).returning();
    const [editor] = await t.db
      .insert(adminUser)
      .values({ username: 'news-editor', password_hash: await hashPassword('Editor-pass-3'), role: 'admin' })
      .returning();
    if (!role || !editor) throw new Error('fixture rows missing');
    await t.db
      .insert(layoutRoleAuthority)
      .values(authorities.map((a) => ({ role_id: role.id, authority_id: a.id })));
    await t.db.insert(adminUserLayoutRole).values({ user_id: editor.id, role_id: role.id });

    const token = await t.login('news-editor', 'Editor-pass-3');
    const { body } = await t.call<string[]>(token, { url: layoutAuthUrl });
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data).toEqual(granted);
  });

  it('gives an admin without layout roles nothing', async () => {
    await t.db
      .insert(adminUser)
      .values({ username: 'no-roles', password_hash: await hashPassword('Editor-pass-4'), role: 'admin' });
    const token = await t.login('no-roles', 'Editor-pass-4');
    const { body } = await t.call<string[]>(token, { url: layoutAuthUrl });
    expect(body.data).toEqual([]);
  });
});
