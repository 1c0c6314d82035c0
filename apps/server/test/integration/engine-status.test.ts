/**
 * A row's state moves only by its family's declared transitions: there is no any-to-any status endpoint, a form
 * cannot write the state, and a server-only transition has no endpoint or API authority yet, run by module code
 * through the engine, is checked against the states it starts from and audited under its name like any other.
 */
import {
  AdminRole,
  apiPaths,
  declaredTransition,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin } from '../../src/core/actor.ts';
import { adminUser, apiAuthority, apiRole, apiRoleAuthority } from '../../src/db/schema/index.ts';
import { runTransition } from '../../src/engine/workflow.ts';
import { syncApiAuthorities } from '../../src/http/permissions.ts';
import { createSpecimenApp, type SpecimenApp, specimen } from './engine-specimen-family.ts';

let s: SpecimenApp;
let ids: number[];
let admin: SessionAdmin;

const states = async () =>
  (await s.get<ResourcePage>('/test/specimen/list?sort=id')).data.list.map((row) => row.state);
const history = async (id: number) =>
  (await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${id}&sort=id`)).data.list;

beforeAll(async () => {
  s = await createSpecimenApp();
  ids = [];
  for (const code of ['ST-1', 'ST-2', 'ST-3']) {
    const added = await s.post<ResourceRow>('/test/specimen/add', { code });
    expect(added.code, added.msg).toBe(0);
    ids.push(added.data.id);
  }
  const [me] = await s.t.db
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(eq(adminUser.username, 'admin'));
  admin = { uid: me?.id as number, username: 'admin', role: AdminRole.superAdmin, sessionId: 0 };
});
afterAll(async () => {
  await s.t.close();
});

describe('a state', () => {
  it('has no generic status endpoint and cannot be written by add or update', async () => {
    const generic = await s.t.call(s.token, {
      method: 'POST',
      url: '/api/test/specimen/status',
      payload: { ids, status: 1 },
    });
    expect(generic.status).toBe(404);
    const viaUpdate = await s.post('/test/specimen/update', { id: ids[2], state: 2 });
    expect(viaUpdate.code).toBe(ResultCode.invalid);
    const viaAdd = await s.post('/test/specimen/add', { code: 'ST-X', state: 1 });
    expect(viaAdd.code).toBe(ResultCode.invalid);
    expect(await states()).toEqual([0, 0, 0]);
  });

  it('moves by a person transition only from the states it declares', async () => {
    const passed = await s.post<{ updated: number }>('/test/specimen/pass', { ids: [ids[0], ids[1]] });
    expect(passed).toMatchObject({ code: 0, data: { updated: 2 } });
    const again = await s.post('/test/specimen/reject', { ids: [ids[0]] });
    expect(again.code).toBe(ResultCode.conflict);
    expect(again.msg).toContain('ST-1');
    expect(await states()).toEqual([1, 1, 0]);
  });
});

describe('a server-only transition', () => {
  it('has no endpoint, no API authority and no place in the API document', async () => {
    const call = await s.t.call(s.token, {
      method: 'POST',
      url: '/api/test/specimen/archive',
      payload: { ids: [ids[0]] },
    });
    expect(call.status).toBe(404);
    expect(await states()).toEqual([1, 1, 0]);
    const authorities = await s.t.db
      .select({ path: apiAuthority.path })
      .from(apiAuthority)
      .where(like(apiAuthority.path, '/test/specimen/%'));
    const paths = authorities.map((row) => row.path);
    expect(paths).toEqual(expect.arrayContaining(['/test/specimen/pass', '/test/specimen/retest']));
    expect(paths).not.toContain('/test/specimen/archive');
    expect(paths).not.toContain('/test/specimen/status');
    const document = await s.t.call(s.token, { url: `/api${apiPaths.openapi}` });
    const documented = Object.keys((document.body as unknown as { paths: Record<string, unknown> }).paths);
    expect(documented).toContain('/api/test/specimen/pass');
    expect(documented).not.toContain('/api/test/specimen/archive');
    expect(documented).not.toContain('/api/test/specimen/status');
  });

  it('run by module code checks the states and is audited under its name, with its stamp', async () => {
    const engine = s.t.consoleApp.engine;
    const archive = declaredTransition(specimen, 'archive');
    const moved = await runTransition(engine, specimen, admin, archive, [ids[0] as number], {});
    expect(moved).toEqual({ updated: 1 });
    const row = (await s.get<ResourceRow>(`/test/specimen/get?id=${ids[0]}`)).data;
    expect(row.state).toBe(3);
    expect(row.released_at).toEqual(expect.any(String));
    const last = (await history(ids[0] as number)).at(-1);
    expect(last).toMatchObject({ action: 'transition', transition: 'archive' });
    expect(last?.changes).toMatchObject({ state: [1, 3] });

    // A row not yet inspected cannot be archived: refused by name, nothing written or audited.
    const before = (await history(ids[2] as number)).length;
    await expect(
      runTransition(engine, specimen, admin, archive, [ids[2] as number], {}),
    ).rejects.toMatchObject({
      code: ResultCode.conflict,
    });
    expect(await states()).toEqual([3, 1, 0]);
    expect((await history(ids[2] as number)).length).toBe(before);
  });
});

describe('a stored grant of the removed status route', () => {
  it('passes at the next sync to each transition a person runs, and the old route goes', async () => {
    const { db } = s.t;
    // A database from before the workflows: a role holding the family's status switch.
    const [role] = await db.insert(apiRole).values({ name: '检验员' }).returning({ id: apiRole.id });
    const [old] = await db
      .insert(apiAuthority)
      .values({
        path: '/test/specimen/status',
        method: 'POST',
        name: '样品状态',
        need_login: true,
        need_judge: true,
      })
      .returning({ id: apiAuthority.id });
    await db
      .insert(apiRoleAuthority)
      .values({ role_id: role?.id as number, authority_id: old?.id as number });

    await syncApiAuthorities(db, s.t.consoleApp.catalogue);

    const held = await db
      .select({ path: apiAuthority.path })
      .from(apiRoleAuthority)
      .innerJoin(apiAuthority, eq(apiAuthority.id, apiRoleAuthority.authority_id))
      .where(eq(apiRoleAuthority.role_id, role?.id as number));
    expect(held.map((row) => row.path).sort()).toEqual([
      '/test/specimen/pass',
      '/test/specimen/reject',
      '/test/specimen/retest',
    ]);
    const gone = await db
      .select({ id: apiAuthority.id })
      .from(apiAuthority)
      .where(and(eq(apiAuthority.method, 'POST'), inArray(apiAuthority.path, ['/test/specimen/status'])));
    expect(gone).toEqual([]);
  });
});
