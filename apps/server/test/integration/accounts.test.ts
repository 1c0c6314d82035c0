import { apiPaths, type ResourcePage, ResultCode } from '@console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, layoutRole } from '../../src/db/schema/index.ts';
import {
  AccountError,
  createAdminAccount,
  resetAdminPassword,
} from '../../src/modules/admin-user/accounts.ts';
import { seedDemoRows } from '../../src/modules/seed/seed.ts';
import { createTestApp, type TestApp } from './harness.ts';

// The accounts module behind the admin CLI (`npm run admin`), checked through the login it enables.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedDemoRows(tx, new Date()));
});
afterAll(async () => {
  await t.close();
});

describe('admin accounts', () => {
  it('creates a limited admin bound to a layout role, who then sees only that role’s routes', async () => {
    const [role] = await t.db.select({ name: layoutRole.name }).from(layoutRole);
    if (!role) throw new Error('the demo layout role is missing');
    await createAdminAccount(t.db, {
      username: 'editor',
      password: 'editor-pass-1',
      layoutRoles: [role.name],
    });
    const token = await t.login('editor', 'editor-pass-1');
    const { body } = await t.call<string[]>(token, { url: `/api${apiPaths.layoutAuth}` });
    expect(body.data.sort()).toEqual(
      [
        '/media',
        '/media/video',
        '/media/video/comment_list',
        '/media/video/list',
        '/news',
        '/news/list',
      ].sort(),
    );
  });

  it('refuses a taken username or an unknown role and creates nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(adminUser);
    await expect(createAdminAccount(t.db, { username: 'editor', password: 'another-pass' })).rejects.toThrow(
      AccountError,
    );
    await expect(
      createAdminAccount(t.db, {
        username: 'nobody',
        password: 'another-pass',
        layoutRoles: ['no such role'],
      }),
    ).rejects.toThrow(/no layout role named no such role/);
    const [after] = await t.db.select({ n: count() }).from(adminUser);
    expect(after?.n).toBe(before?.n);
  });

  it('resets a password and ends the open sessions of that account', async () => {
    const token = await t.login('editor', 'editor-pass-1');
    await resetAdminPassword(t.db, 'editor', 'new-editor-pass-2');
    const { body } = await t.call(token, { url: `/api${apiPaths.userInfo}` });
    expect(body.code).toBe(ResultCode.sessionExpired);
    await expect(t.login('editor', 'editor-pass-1')).rejects.toThrow();
    expect(await t.login('editor', 'new-editor-pass-2')).toBeTruthy();
  });

  it('records the creation and the reset under the command line, not under an admin', async () => {
    const [editor] = await t.db
      .select({ id: adminUser.id })
      .from(adminUser)
      .where(eq(adminUser.username, 'editor'));
    const token = await t.login();
    const { body } = await t.call<ResourcePage>(token, {
      url: `/api/system/audit/list?family=admin_user&row_id=${editor?.id}&sort=id`,
    });
    expect(body.data.list.map((row) => [row.action, row.actor, row.admin_id, row.changes])).toEqual([
      ['add', 'cli', null, expect.objectContaining({ username: [null, 'editor'] })],
      ['update', 'cli', null, { password: [null, 'reset'] }],
    ]);
  });
});
