/**
 * The rules across rows of demands and SaaS, through the API: every enterprise keeps one active super user
 * (refused otherwise, whatever the change: add, edit, switch off, delete) and no more active users than seats;
 * business proposals only for approved demands and naming whom they go to; payments only for accepted
 * proposals; a demand's earliest open follow-up date; pushing a demand to chosen users and a tag's users.
 */
import {
  DemandStatus,
  demandEndpoints,
  demandFollowResource,
  demandPaymentResource,
  demandProposalResource,
  demandResource,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  saasEnterpriseResource,
  saasUserResource,
  TagType,
  userMessageResource,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let adminId: number;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function added(base: string, values: object): Promise<number> {
  const answer = await post(`${base}/add`, values);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}
async function row(def: ResourceDef, id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(token, { url: `/api${def.base}/get?id=${id}` })).body.data;
}
async function list(def: ResourceDef, query: string): Promise<ResourceRow[]> {
  return (await t.call<ResourcePage>(token, { url: `/api${def.base}/list?${query}&size=100` })).body.data
    .list;
}

async function approvedDemand(title = '规则需求'): Promise<number> {
  const first = await added('/v2_demand/second_classification', { name: `一级 ${title}` });
  const second = await added('/v2_demand/second_classification', { name: '二级', parent_id: first });
  const id = await added(demandResource.base, { title, content: '求购 PC/ABS' });
  const done = await post(`${demandResource.base}/approve`, {
    id,
    first_classification_id: first,
    second_classification_id: second,
  });
  expect(done.code, done.msg).toBe(0);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  adminId = (await t.call<{ uid: number }>(token, { url: '/api/admin/user/info' })).body.data.uid;
});
afterAll(async () => {
  await t?.close();
});

describe('SaaS users: one active super user, seats', () => {
  const users = saasUserResource.base;
  it('keeps at least one active super user per enterprise, and active users within the seats', async () => {
    const enterprise = await added(saasEnterpriseResource.base, { name: '超级用户规则企业', seats: 2 });
    const plain = await post(`${users}/add`, { enterprise_id: enterprise, name: '普通', phone: '1' });
    expect(plain.code).toBe(ResultCode.conflict);
    expect(plain.msg).toContain('超级管理员');
    const boss = await added(users, { enterprise_id: enterprise, name: '老板', phone: '2', is_super: true });
    const clerk = await added(users, { enterprise_id: enterprise, name: '职员', phone: '3' });

    // Switching the only super user off, demoting or deleting them: each refused, nothing written.
    const off = await post(`${users}/enable`, { ids: [boss], enabled: false });
    expect(off.code, off.msg).toBe(ResultCode.conflict);
    const demoted = await post(`${users}/update`, { id: boss, is_super: false });
    expect(demoted.code).toBe(ResultCode.conflict);
    expect((await post(`${users}/del`, { ids: [boss] })).code).toBe(ResultCode.conflict);
    expect(await row(saasUserResource, boss)).toMatchObject({ is_super: true, is_active: true });

    // A third active user exceeds two seats.
    const third = await post(`${users}/add`, { enterprise_id: enterprise, name: '第三人', phone: '4' });
    expect(third.code).toBe(ResultCode.conflict);
    expect(third.msg).toContain('席位');
    // Fewer seats than active users: refused too.
    expect((await post(`${saasEnterpriseResource.base}/update`, { id: enterprise, seats: 1 })).code).toBe(
      ResultCode.conflict,
    );

    // Another super user first, then the first may go.
    expect((await post(`${users}/update`, { id: clerk, is_super: true })).code).toBe(0);
    const handedOver = await post(`${users}/enable`, { ids: [boss], enabled: false });
    expect(handedOver.code, handedOver.msg).toBe(0);
    expect((await row(saasEnterpriseResource, enterprise)).seats_used).toBe(1);
    // Both super users at once: refused, the selection whole.
    expect((await post(`${users}/del`, { ids: [boss, clerk] })).code).toBe(ResultCode.conflict);
    expect(await row(saasUserResource, clerk)).toMatchObject({ is_super: true, is_active: true });
  });

  it("an enterprise's workspace summary counts its users, proposals, supplies and payments", async () => {
    const enterprise = await added(saasEnterpriseResource.base, { name: '工作台企业', seats: 5 });
    await added(users, { enterprise_id: enterprise, name: '管理员', phone: '5', is_super: true });
    await added('/proposal', { source: 'saas', title: '工作台提案', saas_enterprise_id: enterprise });
    await added('/pd_saas/supply_check', { enterprise_id: enterprise, product_name: 'PA6' });
    const { body } = await t.call(token, {
      url: `/api${demandEndpoints.saasWorkspace.path}?enterprise_id=${enterprise}`,
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      users: { total: 1, active: 1, super_active: 1 },
      proposals: { total: 1, waiting: 1 },
      supplies: { total: 1, waiting: 1, approved: 0 },
      payments: [],
    });
  });
});

describe('business proposals and payments', () => {
  it('take approved demands, name whom they go to, and payments need an accepted proposal', async () => {
    const waiting = await added(demandResource.base, { title: '待审需求', content: '内容' });
    const company = await added('/v1_company', { name_zh: '商机企业' });
    const early = await post(`${demandProposalResource.base}/add`, {
      demand_id: waiting,
      direction: 'business',
      company_id: company,
      title: '过早的提案',
    });
    expect(early.code).toBe(ResultCode.conflict);
    expect(early.msg).toContain('待审核');

    const demand = await approvedDemand('商机需求');
    const nameless = await post(`${demandProposalResource.base}/add`, {
      demand_id: demand,
      direction: 'business',
      title: '没有商家',
    });
    expect(nameless.code).toBe(ResultCode.invalid);
    const proposal = await added(demandProposalResource.base, {
      demand_id: demand,
      direction: 'business',
      company_id: company,
      title: '供货方案',
      amount: 1000,
    });
    expect((await row(demandResource, demand)).proposal_count).toBe(1);
    const payment = {
      proposal_id: proposal,
      amount: 500,
      currency: 'CNY',
      channel: 'bank',
      paid_at: new Date().toISOString(),
      reference: 'PAY-001',
    };
    const unpaid = await post(`${demandPaymentResource.base}/add`, payment);
    expect(unpaid.code).toBe(ResultCode.conflict);
    expect(unpaid.msg).toContain('待回复');
    expect((await post(`${demandProposalResource.base}/accept`, { id: proposal })).code).toBe(0);
    await added(demandPaymentResource.base, payment);
    expect((await row(demandProposalResource, proposal)).payment_count).toBe(1);
  });
});

describe('follow-ups', () => {
  it('the demand keeps its earliest open follow-up date, which moves as follow-ups are done', async () => {
    const demand = await added(demandResource.base, { title: '跟进需求', content: '内容' });
    const base = demandFollowResource.base;
    const overdue = await added(base, {
      demand_id: demand,
      owner_id: adminId,
      next_date: '2026-01-05',
      note: '催样',
    });
    await added(base, { demand_id: demand, owner_id: adminId, next_date: '2026-03-01', note: '回访' });
    expect((await row(demandResource, demand)).next_follow_date).toBe('2026-01-05');
    expect((await post(`${base}/update`, { id: overdue, done: true })).code).toBe(0);
    expect((await row(demandResource, demand)).next_follow_date).toBe('2026-03-01');
    expect((await row(demandResource, demand)).follow_count).toBe(2);
  });
});

describe('pushing a demand as in-site messages', () => {
  it('reaches the chosen users and the users of a tag, each once; only approved demands', async () => {
    const ids: number[] = [];
    for (const name of ['甲', '乙', '丙']) ids.push(await added('/user', { name: `推送用户${name}` }));
    const tag = await added('/tags', { name: '推送标签', type: TagType.USER });
    for (const user of ids.slice(1)) {
      await added('/tags/binding', { tag_id: tag, target_type: TagType.USER, target_id: user });
    }
    const path = `${demandEndpoints.sendMessage.path}`;
    const waiting = await added(demandResource.base, { title: '未审需求', content: '内容' });
    const refused = await post(path, { demand_id: waiting, user_ids: ids });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toContain('待审核');

    const demand = await approvedDemand('推送需求');
    const sent = await post<{ sent: number }>(path, {
      demand_id: demand,
      user_ids: ids.slice(0, 2),
      tag_id: tag,
    });
    expect(sent, sent.msg).toMatchObject({ code: 0, data: { sent: 3, demand_id: demand } });
    const messages = await list(userMessageResource, `demand_id=${demand}`);
    expect(messages.map((m) => m.user_id).sort()).toEqual([...ids].sort());
    expect(
      messages.every((m) => m.is_read === false && m.title === '推送需求' && m.sent_by === adminId),
    ).toBe(true);
    const notATag = await added('/tags', { name: '企业标签', type: TagType.COMPANY });
    expect((await post(path, { demand_id: demand, tag_id: notATag })).code).toBe(ResultCode.invalid);
    expect((await row(demandResource, demand)).status).toBe(DemandStatus.approved);
  });
});
