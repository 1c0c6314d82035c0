/**
 * Grant switches are a super admin's (modules/permissions/grants.ts): an API authority's `need_login` and
 * `need_judge` decide who may call it (switched off, every signed-in admin, role-less ones included), so any
 * other admin is refused a change of either, in either direction, by the update or by a restore from the
 * history, even of a call it holds. A super admin's change passes and is audited under its name.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

let t: TestApp;
let root: string;
let limited: string;
let reset: number;

const update = '/admin/api/authority/update';

async function post(token: string, url: string, payload: object, en = false) {
  const headers = en ? { 'accept-language': 'en' } : {};
  return (await t.call<ResourceRow>(token, { method: 'POST', url: `/api${url}`, payload, headers })).body;
}
async function switches(id: number) {
  const [row] = await t.db
    .select({ need_login: apiAuthority.need_login, need_judge: apiAuthority.need_judge })
    .from(apiAuthority)
    .where(eq(apiAuthority.id, id));
  return row;
}
async function audits(id: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=api_authority&row_id=${id}&sort=id&size=100`;
  return (await t.call<ResourcePage>(root, { url })).body.data.list;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  // It holds the reset and the authority screen's update (and so its restore): the drill of issue 32.
  limited = await limitedAdmin(t, root, 'switcher', [
    `POST ${apiPaths.adminUserPasswordReset}`,
    `POST ${update}`,
    '/admin/api/authority/list',
  ]);
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, apiPaths.adminUserPasswordReset), eq(apiAuthority.method, 'POST')));
  reset = row?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('an API authority switch', () => {
  it('is refused to an admin that is no super admin, even on a call it holds, in either direction', async () => {
    for (const change of [{ need_judge: false }, { need_login: false }]) {
      const body = await post(limited, update, { id: reset, ...change });
      expect(body.code, body.msg).toBe(ResultCode.forbidden);
      expect(body.msg).toBe(
        '无权限：修改接口「POST /admin/user/password/reset」的登录或鉴权要求被拒绝：' +
          '只有超级管理员可以修改接口的登录与鉴权开关（关闭后任何登录的管理员都能调用）',
      );
    }
    expect(await switches(reset)).toEqual({ need_login: true, need_judge: true });
    const en = await post(limited, update, { id: reset, need_judge: false }, true);
    expect(en.msg).toBe(
      'No permission: changing the login or permission requirement of "POST /admin/user/password/reset" ' +
        'refused: only a super admin may switch who may call an API (switched off, any signed-in admin may call it)',
    );
    // Switched off by a super admin, it is not switched on again by another admin either.
    expect((await post(root, update, { id: reset, need_judge: false })).code).toBe(0);
    const on = await post(limited, update, { id: reset, need_judge: true });
    expect(on.code).toBe(ResultCode.forbidden);
    expect(await switches(reset)).toEqual({ need_login: true, need_judge: false });
    expect((await post(root, update, { id: reset, need_judge: true })).code).toBe(0);
  });

  it('is refused through a restore from the history too', async () => {
    expect((await post(root, update, { id: reset, need_judge: false })).code).toBe(0);
    const [change] = (await audits(reset)).slice(-1);
    // Taking back the super admin's change would switch the call again: the same rule.
    const body = await post(limited, '/admin/api/authority/restore', { audit_id: change?.id as number });
    expect(body.code, body.msg).toBe(ResultCode.forbidden);
    expect(await switches(reset)).toEqual({ need_login: true, need_judge: false });
    expect((await post(root, update, { id: reset, need_judge: true })).code).toBe(0);
  });

  it('passes for a super admin and is audited under its name; an unchanged switch sent is no change', async () => {
    const before = (await audits(reset)).length;
    expect((await post(root, update, { id: reset, need_login: true, need_judge: false })).code).toBe(0);
    const [last] = (await audits(reset)).slice(-1);
    expect((await audits(reset)).length).toBe(before + 1);
    expect(last).toMatchObject({
      action: 'update',
      changes: { need_judge: [true, false] },
      $labels: { admin_id: 'admin' },
    });
    expect((await post(root, update, { id: reset, need_judge: true })).code).toBe(0);
    // Sending a switch as it stands changes nothing, so it is not refused (the edit form sends every field).
    const same = await post(limited, update, { id: reset, need_login: true, need_judge: true });
    expect(same.code, same.msg).toBe(0);
  });
});
