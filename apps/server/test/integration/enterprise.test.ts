/**
 * The enterprise families through the API: the credit code checked on the way in, company origins mapped
 * with ranked suggestions, a company with factories or sheets refused deletion with the reason, equipment
 * sub-types held to their type, and network-expansion requests accepted or declined with the top bar's
 * counter following at once.
 */
import {
  apiPaths,
  type DashboardOverview,
  datasheetPaths,
  networkExpansionResource,
  type OriginSuggestions,
  type ProposalCounters,
  type ResourcePage,
  type ResourceRow,
  TagType,
  transitionPath,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
});
afterAll(async () => {
  await t.close();
});

const accept = transitionPath(networkExpansionResource, { name: 'accept' });
const decline = transitionPath(networkExpansionResource, { name: 'decline' });
const refusal = async (url: string, payload: unknown) => {
  const { body } = await api.post(url, payload);
  expect(body.code, `${url} should be refused`).not.toBe(0);
  return body.msg;
};

describe('unified social credit code', () => {
  it('stores a valid code upper-cased and refuses a wrong check character or length', async () => {
    const id = await api.add('/v1_company', {
      name_zh: '信用代码测试甲',
      credit_code: ' 91110000600037341l ',
    });
    const { body } = await api.get<ResourceRow>(`/v1_company/get?id=${id}`);
    expect(body.data.credit_code).toBe('91110000600037341L');

    const wrongCheck = await refusal('/v1_company/add', {
      name_zh: '信用代码测试乙',
      credit_code: '91110000600037341X',
    });
    expect(wrongCheck).toContain('统一社会信用代码');
    expect(wrongCheck).toContain('校验位');
    await refusal('/v1_company/add', { name_zh: '信用代码测试乙', credit_code: '9111000060003734' });
    await refusal('/v1_company/update', { id, credit_code: '91350100M000100Y44' });
    // Two companies cannot share a code.
    await refusal('/v1_company/add', { name_zh: '信用代码测试丙', credit_code: '91110000600037341L' });
    // No code at all is fine (a company outside mainland China).
    await api.add('/v1_company', { name_zh: 'Foreign Polymers GmbH', country: '德国' });
  });
});

describe('company origins', () => {
  it('ranks the closest companies first and maps many raw spellings at once', async () => {
    const huarui = await api.add('/v1_company', {
      name_zh: '华瑞新材料股份有限公司',
      name_en: 'Huarui Advanced Materials Co., Ltd.',
      short_name: '华瑞新材',
    });
    await api.add('/v1_company', {
      name_zh: '金鹏工程塑料有限公司',
      name_en: 'Jinpeng Engineering Plastics',
    });
    const a = await api.add('/v1_company/origin', { raw: 'Huarui Advanced Materials' });
    const b = await api.add('/v1_company/origin', { raw: '华瑞新材料' });
    const { body } = await api.get<OriginSuggestions>(`${datasheetPaths.companyOriginSuggest}?ids=${a},${b}`);
    expect(body.code).toBe(0);
    expect(body.data[String(a)]?.[0]?.id).toBe(huarui);
    expect(body.data[String(b)]?.[0]?.id).toBe(huarui);
    const scores = body.data[String(a)]?.map((s) => s.similarity) ?? [];
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);

    const mapped = await api.post(datasheetPaths.companyOriginMap, { ids: [a, b], target_id: huarui });
    expect(mapped.body.data).toEqual({ updated: 2 });
    const list = await api.get<ResourcePage>(`/v1_company/origin/list?company_id=${huarui}`);
    expect(list.body.data.list.map((row) => [row.raw, row.status]).sort()).toEqual([
      ['Huarui Advanced Materials', 1],
      ['华瑞新材料', 1],
    ]);
  });
});

describe('deleting a company', () => {
  it('is refused while it has factories, with the reason; its equipment goes with a deleted factory', async () => {
    const company = await api.add('/v1_company', { name_zh: '有工厂的企业' });
    const type = await api.add('/v1_factory/equipment/type', { name: '注塑机' });
    const factory = await api.add('/v1_factory', { name: '一号工厂', company_id: company });
    await api.add('/v1_factory/equipment', {
      factory_id: factory,
      type_id: type,
      model: 'MA 2500',
      count: 3,
    });

    const { body } = await api.post('/v1_company/del', { ids: [company] });
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe('仍有 1 条工厂（企业）引用此企业，不能删除');
    const en = await t.call(token, {
      method: 'POST',
      url: '/api/v1_company/del',
      payload: { ids: [company] },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toBe('1 factory row still references this company (Company); it cannot be deleted');

    expect((await api.post('/v1_factory/del', { ids: [factory] })).body.code).toBe(0);
    const equipment = await api.get<ResourcePage>(`/v1_factory/equipment/list?factory_id=${factory}`);
    expect(equipment.body.data.total).toBe(0);
    expect((await api.post('/v1_company/del', { ids: [company] })).body.code).toBe(0);
  });

  it('is refused while it has sheets', async () => {
    const lib = await makeDatasheetLibrary(t, token);
    const maker = await api.add('/v1_company', { name_zh: '只有物性表的企业' });
    await api.add('/ds', pa66Sheet(lib, { company_id: maker, trademark_id: null }));
    const msg = await refusal('/v1_company/del', { ids: [maker] });
    expect(msg).toBe('仍有 1 条物性表（生产商）引用此企业，不能删除');
  });

  it('takes its tag bindings with it and leaves its group standing', async () => {
    const group = await api.add('/v1_group', { name_zh: '测试集团' });
    const company = await api.add('/v1_company', { name_zh: '有标签的企业', group_id: group });
    const tag = await api.add('/tags', { name: '原料供应商', type: TagType.COMPANY });
    await api.add('/tags/binding', { tag_id: tag, target_type: TagType.COMPANY, target_id: company });
    expect((await api.post('/v1_company/del', { ids: [company] })).body.code).toBe(0);
    const bindings = await api.get<ResourcePage>(`/tags/binding/list?target_id=${company}`);
    expect(bindings.body.data.total).toBe(0);

    // Deleting a group leaves its companies outside any group.
    const member = await api.add('/v1_company', { name_zh: '集团成员', group_id: group });
    expect((await api.post('/v1_group/del', { ids: [group] })).body.code).toBe(0);
    const row = await api.get<ResourceRow>(`/v1_company/get?id=${member}`);
    expect(row.body.data.group_id).toBeNull();
  });
});

describe('equipment', () => {
  it('takes only a sub-type of its own type', async () => {
    const company = await api.add('/v1_company', { name_zh: '设备测试企业' });
    const factory = await api.add('/v1_factory', { name: '设备测试工厂', company_id: company });
    const extruder = await api.add('/v1_factory/equipment/type', { name: '挤出机' });
    const tester = await api.add('/v1_factory/equipment/type', { name: '检测设备' });
    const twin = await api.add('/v1_factory/equipment/second_type', {
      name: '同向双螺杆',
      type_id: extruder,
    });
    const msg = await refusal('/v1_factory/equipment/add', {
      factory_id: factory,
      type_id: tester,
      second_type_id: twin,
      model: 'X',
    });
    expect(msg).toContain('不属于所选设备类型');
    await api.add('/v1_factory/equipment', {
      factory_id: factory,
      type_id: extruder,
      second_type_id: twin,
      model: 'ZSK 70',
    });
  });
});

describe('network-expansion requests', () => {
  const waiting = async () =>
    (await t.call<ProposalCounters>(token, { url: `/api${apiPaths.proposalCounters}` })).body.data[
      'network_expansion_service.waiting.user'
    ] ?? Number.NaN;
  /** The dashboard's figure: cached, so it follows only because handling a request drops the cache. */
  const dashboardWaiting = async () =>
    (
      await t.call<DashboardOverview>(token, { url: `/api${apiPaths.dashboardOverview}` })
    ).body.data.figures.find((figure) => figure.id === 'network_expansion_waiting')?.value ?? Number.NaN;

  it('accepting and declining changes the top bar counter at once', async () => {
    const me = (await t.call<{ uid: number }>(token, { url: `/api${apiPaths.userInfo}` })).body.data.uid;
    const before = await waiting();
    const first = await api.add('/v1_company/network_expansion', {
      user_name: '李经理',
      target_company: '华瑞',
    });
    const second = await api.add('/v1_company/network_expansion', {
      user_name: '何总',
      target_company: '金鹏',
    });
    expect(await waiting()).toBe(before + 2);
    expect(await dashboardWaiting()).toBe(before + 2);

    const accepted = await api.post(accept, {
      ids: [first],
      assignee_id: me,
      handle_note: '已约下周技术交流',
    });
    expect(accepted.body).toMatchObject({ code: 0, data: { updated: 1 } });
    expect(await waiting()).toBe(before + 1);
    expect(await dashboardWaiting()).toBe(before + 1);
    const row = (await api.get<ResourceRow>(`/v1_company/network_expansion/get?id=${first}`)).body.data;
    expect(row).toMatchObject({ status: 1, assignee_id: me, handle_note: '已约下周技术交流' });
    expect(row.handled_at).toEqual(expect.any(String));

    // A decline needs its reason; a handled request cannot be handled again.
    await refusal(decline, { ids: [second], decline_reason: '  ' });
    const again = await refusal(decline, { ids: [first], decline_reason: '重复' });
    // The refusal names the request and the state it is in now.
    expect(again).toContain('「华瑞」当前为「已受理」');
    expect(await waiting()).toBe(before + 1);

    const declined = await api.post(decline, {
      ids: [second],
      decline_reason: '平台不提供个人联系方式',
    });
    expect(declined.body.code).toBe(0);
    expect(await waiting()).toBe(before);
    const declinedRow = (await api.get<ResourceRow>(`/v1_company/network_expansion/get?id=${second}`)).body
      .data;
    expect(declinedRow).toMatchObject({ status: 2, decline_reason: '平台不提供个人联系方式' });
  });

  it('refuses an unknown assignee and keeps the request waiting, and the status is not set through update', async () => {
    const id = await api.add('/v1_company/network_expansion', { user_name: '赵', target_company: '樱川' });
    const before = await waiting();
    await refusal(accept, { ids: [id], assignee_id: 999_999 });
    await api.post('/v1_company/network_expansion/update', { id, status: 1 });
    const row = (await api.get<ResourceRow>(`/v1_company/network_expansion/get?id=${id}`)).body.data;
    expect(row.status).toBe(0);
    expect(await waiting()).toBe(before);
  });
});
