/** Admin accounts through the API: add with a password, bind roles, reset, disable, and one's own account. */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let adminId: number;
/** The plain admin the tests add first. */
let editorId: number;

async function post<T>(who: string, url: string, payload: object) {
  return (await t.call<T>(who, { method: 'POST', url: `/api${url}`, payload })).body;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const me = await t.call<{ uid: number }>(token, { method: 'GET', url: `/api${apiPaths.userInfo}` });
  adminId = me.body.data.uid;
});
afterAll(async () => {
  await t.close();
});

describe('admin accounts', () => {
  it('adds an account with a password it can log in with; the hash never leaves the server', async () => {
    const added = await post<ResourceRow>(token, apiPaths.adminUserAdd, {
      username: 'editor1',
      password: 'editor-Pass-1',
      name: '编辑一',
    });
    expect(added.code, added.msg).toBe(0);
    editorId = added.data.id;
    expect(added.data).toMatchObject({ username: 'editor1', role: 'admin', enabled: true });
    expect(JSON.stringify(added.data)).not.toMatch(/password|argon/i);
    expect(await t.login('editor1', 'editor-Pass-1')).toBeTruthy();

    const short = await post(token, apiPaths.adminUserAdd, { username: 'editor2', password: 'short' });
    expect(short.code).toBe(ResultCode.invalid);
    expect(short.msg).toContain('password');
    const taken = await post(token, apiPaths.adminUserAdd, {
      username: 'editor1',
      password: 'editor-Pass-1',
    });
    expect(taken.code).toBe(ResultCode.conflict);
    const renamed = await post(token, '/admin/user/update', { id: editorId, username: 'other' });
    expect(renamed.code).toBe(ResultCode.invalid);
  });

  it('layout_auth follows a role binding at once', async () => {
    const role = await post<ResourceRow>(token, '/admin/layout/role/add', { name: '只看标签' });
    const authorities = await t.call<{ list: ResourceRow[] }>(token, {
      method: 'GET',
      url: `/api/admin/layout/authority/list?path=${encodeURIComponent('/configuration')}&size=100`,
    });
    const wanted = authorities.body.data.list.filter((row) =>
      ['/configuration', '/configuration/tags'].includes(String(row.path)),
    );
    await post(token, '/admin/layout/role/update', {
      id: role.data.id,
      authorities: wanted.map((row) => row.id),
    });
    const editor = await t.login('editor1', 'editor-Pass-1');
    const layoutAuth = () => t.call<string[]>(editor, { method: 'GET', url: `/api${apiPaths.layoutAuth}` });
    expect((await layoutAuth()).body.data).toEqual([]);
    const bound = await post(token, apiPaths.adminUserLayoutBind, { id: editorId, role_ids: [role.data.id] });
    expect(bound.code, bound.msg).toBe(0);
    expect((await layoutAuth()).body.data).toEqual(['/configuration', '/configuration/tags']);
    await post(token, apiPaths.adminUserLayoutBind, { id: editorId, role_ids: [] });
    expect((await layoutAuth()).body.data).toEqual([]);
  });

  it('resets a password: a generated one is shown once, old sessions end', async () => {
    const before = await t.login('editor1', 'editor-Pass-1');
    const reset = await post<{ password: string }>(token, apiPaths.adminUserPasswordReset, { id: editorId });
    expect(reset.data.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const info = await t.call(before, { method: 'GET', url: `/api${apiPaths.userInfo}` });
    expect(info.body.code).toBe(ResultCode.sessionExpired);
    expect(await t.login('editor1', reset.data.password)).toBeTruthy();
    const chosen = await post<{ password: null }>(token, apiPaths.adminUserPasswordReset, {
      id: editorId,
      password: 'editor-Pass-2',
    });
    expect(chosen.data.password).toBeNull();

    // Each reset is in the account's change history: that the password was reset, by whom, never what to.
    const audit = await t.call<ResourcePage>(token, {
      url: `/api/system/audit/list?family=admin_user&row_id=${editorId}&action=update&sort=id`,
    });
    const resets = audit.body.data.list.filter((row) => 'password' in (row.changes as object));
    expect(resets.map((row) => row.changes)).toEqual([
      { password: [null, 'reset'] },
      { password: [null, 'reset'] },
    ]);
    expect(resets.map((row) => row.$labels?.admin_id)).toEqual(['admin', 'admin']);
    expect(JSON.stringify(audit.body.data)).not.toMatch(
      new RegExp(`${reset.data.password}|editor-Pass-2|argon`),
    );
  });

  it("disables an account (its sessions end) but never one's own", async () => {
    const session = await t.login('editor1', 'editor-Pass-2');
    const off = await post<{ updated: number }>(token, '/admin/user/enable', {
      ids: [editorId],
      enabled: false,
    });
    expect(off.data.updated).toBe(1);
    expect((await t.call(session, { method: 'GET', url: `/api${apiPaths.userInfo}` })).body.code).toBe(
      ResultCode.sessionExpired,
    );
    const self = await post(token, '/admin/user/enable', { ids: [adminId], enabled: false });
    expect(self.code).toBe(ResultCode.conflict);
    expect(self.msg).toContain('自己');
    await post(token, '/admin/user/enable', { ids: [editorId], enabled: true });
  });

  it('only a super admin sets the account type', async () => {
    const role = await post<ResourceRow>(token, '/admin/api/role/add', { name: '管理员管理' });
    const all = await t.call<{ list: ResourceRow[] }>(token, {
      method: 'GET',
      url: '/api/admin/api/authority/list?path=%2Fadmin%2Fuser&size=100',
    });
    await post(token, '/admin/api/role/update', {
      id: role.data.id,
      authorities: all.body.data.list.map((r) => r.id),
    });
    await post(token, apiPaths.adminUserApiBind, { id: editorId, role_ids: [role.data.id] });
    const editor = await t.login('editor1', 'editor-Pass-2');
    const promote = await post(editor, '/admin/user/update', { id: editorId, role: 'super_admin' });
    expect(promote.code).toBe(ResultCode.forbidden);
    const rename = await post<ResourceRow>(editor, '/admin/user/update', { id: editorId, name: '编辑甲' });
    expect(rename.code, rename.msg).toBe(0);
    // Adding a plain admin sets no account type; adding a super admin does.
    const plain = await post<ResourceRow>(editor, apiPaths.adminUserAdd, {
      username: 'editor3',
      password: 'editor-Pass-3',
    });
    expect(plain.code, plain.msg).toBe(0);
    expect(plain.data.role).toBe('admin');
    const superAdd = await post(editor, apiPaths.adminUserAdd, {
      username: 'editor4',
      password: 'editor-Pass-4',
      role: 'super_admin',
    });
    expect(superAdd.code).toBe(ResultCode.forbidden);
  });
});

describe('super admin accounts', () => {
  // editor1 is a plain admin whose API role holds every /admin/user authority (see the tests above).
  let editor: string;
  beforeAll(async () => {
    editor = await t.login('editor1', 'editor-Pass-2');
  });

  async function superAdmin() {
    const { body } = await t.call<ResourceRow>(token, { url: `/api/admin/user/get?id=${adminId}` });
    return body.data;
  }

  it('a plain admin cannot reset the password of a super admin', async () => {
    for (const payload of [{ id: adminId }, { id: adminId, password: 'taken-Over-1' }]) {
      const reset = await post<{ password: string | null }>(editor, apiPaths.adminUserPasswordReset, payload);
      expect(reset.code).toBe(ResultCode.forbidden);
      expect(reset.msg).toBe(
        '无权限：重置管理员「admin」的密码被拒绝：该账号是超级管理员，只有超级管理员可以操作',
      );
      expect(reset.data).toBeNull();
    }
    // The old password still works and the super admin's session was not ended.
    expect(await t.login()).toBeTruthy();
    expect((await t.call(token, { method: 'GET', url: `/api${apiPaths.userInfo}` })).body.code).toBe(0);
  });

  async function firstRole(kind: 'layout' | 'api'): Promise<number> {
    const { body } = await t.call<ResourcePage>(token, { url: `/api/admin/${kind}/role/list` });
    return body.data.list[0]?.id as number;
  }

  it('a plain admin cannot disable, edit or rebind a super admin', async () => {
    const refusals = [
      await post(editor, '/admin/user/enable', { ids: [adminId], enabled: false }),
      await post(editor, '/admin/user/enable', { ids: [editorId, adminId], enabled: false }),
      await post(editor, '/admin/user/update', { id: adminId, name: '被改名' }),
      await post(editor, '/admin/user/update', { id: adminId, avatar: '/uploads/2026/11/x.png' }),
      await post(editor, apiPaths.adminUserLayoutBind, {
        id: adminId,
        role_ids: [await firstRole('layout')],
      }),
      await post(editor, apiPaths.adminUserApiBind, { id: adminId, role_ids: [await firstRole('api')] }),
    ];
    for (const refused of refusals) {
      expect(refused.code, refused.msg).toBe(ResultCode.forbidden);
      expect(refused.msg).toMatch(
        /^无权限：.*管理员「admin」.*被拒绝：该账号是超级管理员，只有超级管理员可以操作$/,
      );
    }
    expect(await superAdmin()).toMatchObject({
      enabled: true,
      name: '超级管理员',
      avatar: '',
      layout_roles: [],
      api_roles: [],
    });
    // The batch that also held a plain admin changed nobody.
    const editorRow = await t.call<ResourceRow>(token, { url: `/api/admin/user/get?id=${editorId}` });
    expect(editorRow.body.data.enabled).toBe(true);
  });

  it('says so in English too', async () => {
    const { body } = await t.call(editor, {
      method: 'POST',
      url: '/api/admin/user/update',
      payload: { id: adminId, name: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(body.msg).toBe(
      'No permission: editing admin "admin" refused: it is a super admin account, which only a super admin may act on',
    );
  });

  it('no admin account can be deleted through the API at all', async () => {
    const del = await t.call(editor, {
      method: 'POST',
      url: '/api/admin/user/del',
      payload: { ids: [adminId] },
    });
    expect(del.status).toBe(404);
    expect(await superAdmin()).toMatchObject({ id: adminId });
  });

  it('a super admin still manages another super admin', async () => {
    const second = await post<ResourceRow>(token, apiPaths.adminUserAdd, {
      username: 'root2',
      password: 'root2-Pass-1',
      role: 'super_admin',
    });
    expect(second.code, second.msg).toBe(0);
    const renamed = await post<ResourceRow>(token, '/admin/user/update', {
      id: second.data.id,
      name: '第二超管',
    });
    expect(renamed.code, renamed.msg).toBe(0);
    const reset = await post<{ password: string }>(token, apiPaths.adminUserPasswordReset, {
      id: second.data.id,
    });
    expect(reset.code, reset.msg).toBe(0);
    expect(await t.login('root2', reset.data.password)).toBeTruthy();
    const off = await post<{ updated: number }>(token, '/admin/user/enable', {
      ids: [second.data.id],
      enabled: false,
    });
    expect(off.data.updated).toBe(1);
  });
});

describe('own account', () => {
  it('changes its own password with the current one; other sessions end, this one goes on', async () => {
    const other = await t.login();
    const wrong = await post(token, apiPaths.passwordUpdate, {
      old_password: 'nope',
      new_password: 'new-Admin-Pass-9',
    });
    expect(wrong.code).toBe(ResultCode.invalid);
    const changed = await post(token, apiPaths.passwordUpdate, {
      old_password: TEST_ADMIN.password,
      new_password: 'new-Admin-Pass-9',
    });
    expect(changed.code, changed.msg).toBe(0);
    expect((await t.call(token, { method: 'GET', url: `/api${apiPaths.userInfo}` })).body.code).toBe(0);
    expect((await t.call(other, { method: 'GET', url: `/api${apiPaths.userInfo}` })).body.code).toBe(
      ResultCode.sessionExpired,
    );
    expect(await t.login(TEST_ADMIN.username, 'new-Admin-Pass-9')).toBeTruthy();

    const audit = await t.call<ResourcePage>(token, {
      url: `/api/system/audit/list?family=admin_user&row_id=${adminId}&action=update`,
    });
    const changes = audit.body.data.list.map((row) => row.changes);
    // One update row for the change; the attempt with a wrong current password is recorded as refused.
    expect(changes.filter((c) => 'password' in (c as object))).toEqual([{ password: [null, 'changed'] }]);
    expect(JSON.stringify(audit.body.data)).not.toMatch(/new-Admin-Pass-9|argon/);
  });

  it('changes its own avatar to an uploaded file, never to a script URL', async () => {
    const ok = await post<ResourceRow>(token, apiPaths.avatarUpdate, { avatar: '/uploads/2026/11/a.png' });
    expect(ok.data.avatar).toBe('/uploads/2026/11/a.png');
    const info = await t.call<{ avatar: string }>(token, { method: 'GET', url: `/api${apiPaths.userInfo}` });
    expect(info.body.data.avatar).toBe('/uploads/2026/11/a.png');
    const bad = await post(token, apiPaths.avatarUpdate, { avatar: 'javascript:alert(1)' });
    expect(bad.code).toBe(ResultCode.invalid);
  });
});
