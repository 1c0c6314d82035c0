/**
 * Grants cannot grow themselves (modules/permissions/grants.ts) by what roles grant, through HTTP as an attacker
 * would try it: a limited admin adds authorities to roles (its own, or ones it lacks), gives routes to roles from
 * the layout authority screen, or lifts a call's requirements — each refused with code 3 and a message naming the
 * change and why, nothing changed. What it holds it may pass on, audited under its name, and it may take away.
 */
import { apiPaths } from '@console/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { grantDrill } from './grant-escalation-drill.ts';

const { app, manager, plain, ids, routes, layout, tagCalls, call, done, refused, api, role, audit } =
  grantDrill();

describe('an admin managing roles, short of some calls and routes', () => {
  it('cannot add authorities to a role it holds, not even ones it holds through another role', async () => {
    refused(
      await call(manager.token, '/admin/api/role/update', {
        id: ids.managerExtra,
        authorities: [tagCalls.list, tagCalls.add],
      }),
      '给接口角色「账号管理附加」增加接口权限',
      '你自己持有该接口角色',
    );
    const held = await api('/admin/user/update');
    refused(
      await call(manager.token, '/admin/api/role/update', {
        id: ids.managerExtra,
        authorities: [tagCalls.list, held],
      }),
    );
    expect((await role('api', ids.managerExtra)).authorities).toEqual([tagCalls.list]);
  });

  it('cannot add to any role, or make a role with, authorities it does not hold', async () => {
    refused(
      await call(manager.token, '/admin/api/role/update', { id: ids.listOnly, authorities: [tagCalls.add] }),
      '给接口角色「只看角色」增加接口权限',
      'POST /tags/add',
    );
    refused(
      await call(manager.token, '/admin/api/role/add', { name: '新角色', authorities: [tagCalls.add] }),
      'POST /tags/add',
    );
    // What it holds it may pass on, under its name in the role's history.
    const row = await done(manager.token, '/admin/api/role/update', {
      id: ids.listOnly,
      authorities: [tagCalls.list],
    });
    expect(row.authorities).toEqual([tagCalls.list]);
    const [last] = (await audit('api_role', ids.listOnly)).slice(-1);
    expect(last).toMatchObject({
      $labels: { admin_id: 'manager' },
      changes: { authorities: [expect.any(Array), [tagCalls.list]] },
    });
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
      await call(manager.token, '/admin/api/authority/update', { id: tagCalls.add, roles: [ids.tagsOnly] }),
      '把接口权限「POST /tags/add」给予接口角色「只看标签」',
    );
    refused(
      await call(manager.token, '/admin/api/authority/update', { id: tagCalls.add, need_judge: false }),
      '修改接口「POST /tags/add」的登录或鉴权要求',
      '只有超级管理员可以修改接口的登录与鉴权开关',
    );
    refused(
      await call(manager.token, '/admin/api/authority/update', { id: tagCalls.add, need_login: false }),
    );
    const [row] = await app().db.select().from(apiAuthority).where(eq(apiAuthority.id, tagCalls.add));
    expect(row).toMatchObject({ need_login: true, need_judge: true });
    expect((await role('api', ids.tagsOnly)).authorities).toEqual([tagCalls.list]);
  });

  it('may take away: unbinding and removing authorities are not refused', async () => {
    await done(manager.token, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [] });
    await done(manager.token, '/admin/api/role/update', { id: ids.managerExtra, authorities: [] });
    expect((await role('api', ids.managerExtra)).authorities).toEqual([]);
  });
});
