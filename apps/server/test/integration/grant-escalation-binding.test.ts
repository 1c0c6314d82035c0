/**
 * Grants cannot grow themselves (modules/permissions/grants.ts) by binding roles, through HTTP as an attacker
 * would try it: a limited admin binds a bigger role to itself or to others, creates or edits admins with more
 * roles, or touches a super admin — each refused with code 3 and a message naming the change and why, nothing
 * changed. What it holds it may pass on, audited under its name.
 */
import { apiPaths, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../src/db/schema/index.ts';
import { grantDrill } from './grant-escalation-drill.ts';

const { app, superAdmin, binder, manager, plain, ids, layout, call, done, refused, account, audit } =
  grantDrill();

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

describe('an admin managing accounts, short of some roles and routes', () => {
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
    expect(await app().db.select().from(adminUser).where(eq(adminUser.username, 'grown'))).toEqual([]);
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

  it('never touches a super admin: no binding, no reset', async () => {
    refused(
      await call(manager.token, apiPaths.adminUserApiBind, { id: superAdmin.id, role_ids: [ids.tagsOnly] }),
      '超级管理员',
    );
    refused(
      await call(manager.token, apiPaths.adminUserLayoutBind, {
        id: superAdmin.id,
        role_ids: [layout.small],
      }),
      '超级管理员',
    );
    refused(await call(manager.token, apiPaths.adminUserPasswordReset, { id: superAdmin.id }), '超级管理员');
    expect(await account(superAdmin.id)).toMatchObject({ api_roles: [], layout_roles: [] });
    expect(await app().login()).toBeTruthy();
  });
});
