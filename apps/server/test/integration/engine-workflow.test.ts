/**
 * Declared workflows, on the network-expansion requests' (accept, decline): one endpoint and one API authority
 * per transition, legal only from the states it declares (a refusal names the row and its state), inputs
 * checked by their fields' rules, one transaction and one audit row per row under the transition's name, and
 * of two admins handling one request at once exactly one wins.
 */
import {
  type ApiGrants,
  apiPaths,
  grantKey,
  NetworkExpansionStatus,
  networkExpansionResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  transitionPath,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

const def = networkExpansionResource;
const accept = transitionPath(def, { name: 'accept' });
const decline = transitionPath(def, { name: 'decline' });

let t: TestApp;
let root: string;
let rootId: number;

async function post<T = unknown>(token: string, url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function request(target: string): Promise<number> {
  const added = await post<ResourceRow>(root, `${def.base}/add`, {
    user_name: '申请人',
    target_company: target,
  });
  expect(added.code, added.msg).toBe(0);
  return added.data.id;
}
async function read(id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(root, { url: `/api${def.base}/get?id=${id}` })).body.data;
}
async function audit(id: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=${def.key}&row_id=${id}&sort=id&size=50`;
  return (await t.call<ResourcePage>(root, { url })).body.data.list;
}
async function authority(path: string, method = 'POST'): Promise<number> {
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
  if (!row) throw new Error(`no authority ${method} ${path}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  rootId = (await t.call<{ uid: number }>(root, { url: `/api${apiPaths.userInfo}` })).body.data.uid;
});
afterAll(async () => {
  await t.close();
});

describe('a declared transition', () => {
  it('moves a row from a legal state with its inputs and stamp, and records it by name', async () => {
    const id = await request('甲公司');
    const done = await post<{ updated: number }>(root, accept, {
      ids: [id],
      assignee_id: rootId,
      handle_note: '下周联系',
    });
    expect(done).toMatchObject({ code: 0, data: { updated: 1 } });
    const row = await read(id);
    expect(row).toMatchObject({
      status: NetworkExpansionStatus.accepted,
      assignee_id: rootId,
      handle_note: '下周联系',
    });
    expect(row.handled_at).toEqual(expect.any(String));
    const last = (await audit(id)).at(-1);
    expect([last?.action, last?.transition]).toEqual(['transition', 'accept']);
    expect(last?.changes).toMatchObject({ status: [0, 1], handle_note: ['', '下周联系'] });
  });

  it('is refused from any other state, naming the row and the state it is in, and writes nothing', async () => {
    const id = await request('乙公司');
    expect((await post(root, decline, { ids: [id], decline_reason: '不提供' })).code).toBe(0);
    const again = await post(root, accept, { ids: [id], assignee_id: rootId });
    expect(again.code).toBe(ResultCode.conflict);
    expect(again.msg).toBe('不能受理：「乙公司」当前为「已拒绝」');
    const en = await t.call(root, {
      method: 'POST',
      url: `/api${accept}`,
      payload: { ids: [id], assignee_id: rootId },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toBe('Cannot accept: "乙公司" is Declined');
    expect((await read(id)).status).toBe(NetworkExpansionStatus.rejected);
    expect(await audit(id)).toHaveLength(2);
  });

  it('refuses a whole selection when one row is not in a legal state', async () => {
    const waiting = await request('丙公司');
    const handled = await request('丁公司');
    await post(root, decline, { ids: [handled], decline_reason: '重复申请' });
    const mixed = await post(root, accept, { ids: [waiting, handled], assignee_id: rootId });
    expect(mixed.code).toBe(ResultCode.conflict);
    expect(mixed.msg).toContain('丁公司');
    expect((await read(waiting)).status).toBe(NetworkExpansionStatus.waiting);
  });

  it('checks its inputs by their fields: a required reason, an assignee that exists, nothing else', async () => {
    const id = await request('戊公司');
    const blank = await post(root, decline, { ids: [id], decline_reason: '   ' });
    expect(blank.code).toBe(ResultCode.invalid);
    expect(blank.msg).toContain('拒绝原因');
    const nobody = await post(root, accept, { ids: [id], assignee_id: 999_999 });
    expect(nobody.code).not.toBe(ResultCode.ok);
    const extra = await post(root, accept, { ids: [id], assignee_id: rootId, status: 2 });
    expect(extra.code).toBe(ResultCode.invalid);
    expect((await read(id)).status).toBe(NetworkExpansionStatus.waiting);
    expect(await audit(id)).toHaveLength(1);
  });

  it('lets one of two admins handling the same request at once win; the other is told', async () => {
    const id = await request('己公司');
    const [a, b] = await Promise.all([
      post(root, accept, { ids: [id], assignee_id: rootId }),
      post(root, decline, { ids: [id], decline_reason: '同时处理' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([ResultCode.ok, ResultCode.conflict].sort());
    const loser = a.code === ResultCode.ok ? b : a;
    expect(loser.msg).toMatch(/当前为「已(受理|拒绝)」/);
    expect((await audit(id)).filter((row) => row.action === 'transition')).toHaveLength(1);
  });

  it('is an API authority of its own: a role may hold accept without decline', async () => {
    const role = await post<ResourceRow>(root, '/admin/api/role/add', {
      name: '只受理',
      authorities: [await authority(accept), await authority(`${def.base}/list`, 'GET')],
    });
    expect(role.code, role.msg).toBe(0);
    const password = 'handler-Pass-42';
    const added = await post(root, apiPaths.adminUserAdd, {
      username: 'handler',
      password,
      api_roles: [role.data.id],
    });
    expect(added.code, added.msg).toBe(0);
    const handler = await t.login('handler', password);

    const grants = (await t.call<ApiGrants>(handler, { url: `/api${apiPaths.apiAuth}` })).body.data;
    expect(grants.all).toBe(false);
    expect(grants.calls).toContain(grantKey('POST', accept));
    expect(grants.calls).not.toContain(grantKey('POST', decline));

    const id = await request('庚公司');
    expect((await post(handler, decline, { ids: [id], decline_reason: '无权' })).code).toBe(
      ResultCode.forbidden,
    );
    const me = (await t.call<{ uid: number }>(handler, { url: `/api${apiPaths.userInfo}` })).body.data.uid;
    expect((await post(handler, accept, { id, assignee_id: me })).code).toBe(ResultCode.ok);
  });
});
