/**
 * Grants cannot grow themselves (modules/permissions/grants.ts), except by a super admin: it may bind, edit
 * roles and authorities and create admins beyond any limited admin's grants, audited under its name, and what it
 * gives takes effect at once.
 */
import { apiPaths } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { grantDrill } from './grant-escalation-drill.ts';

const { superAdmin, binder, plain, ids, routes, layout, tagCalls, call, done, audit } = grantDrill();

describe('a super admin', () => {
  it('may do all of it, audited under its name', async () => {
    await done(superAdmin.token, apiPaths.adminUserApiBind, {
      id: binder.id,
      role_ids: [ids.bindOnly, ids.allCalls],
    });
    await done(superAdmin.token, apiPaths.adminUserLayoutBind, { id: plain.id, role_ids: [layout.big] });
    await done(superAdmin.token, apiPaths.adminUserApiBind, { id: superAdmin.id, role_ids: [ids.allCalls] });
    await done(superAdmin.token, '/admin/api/role/update', { id: ids.manager, authorities: [tagCalls.add] });
    await done(superAdmin.token, '/admin/layout/authority/update', {
      id: routes.other,
      roles: [layout.big, layout.managerSecond],
    });
    await done(superAdmin.token, '/admin/api/authority/update', {
      id: tagCalls.add,
      roles: [ids.allCalls, ids.manager, ids.tagsOnly],
    });
    const made = await done(superAdmin.token, apiPaths.adminUserAdd, {
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
    // The binder now holds every call: what a super admin gives takes effect at once (on an account holding
    // nothing beyond it: plain holds routes the binder does not, see admin-account-rule.test.ts).
    expect((await call(binder.token, apiPaths.adminUserPasswordReset, { id: made.id })).code).toBe(0);
  });
});
