/**
 * Purchasing and prices through the API: quotes keep their requirement's count and status; the bid screen
 * compares a requirement's quotes in one currency and per the requirement's unit, at the rates the request
 * gives or else the operator's setting, cheapest valid quote best; an unreadable rate is refused.
 */
import {
  type BidComparison,
  RequirementStatus,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let requirement: number;
const suppliers: Record<string, number> = {};

const bid = async (query: string) =>
  (await api.get<BidComparison>(`/price/bid?requirement_id=${requirement}${query}`)).body;
const requirementRow = async () =>
  (await api.get<ResourceRow>(`/purchase/requirement/get?id=${requirement}`)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await t.login());
  for (const name of ['华南塑化', 'Euro Polymers', 'Tokyo Resin', 'US Compounds'])
    suppliers[name] = await api.add('/v1_company', { name_zh: name, name_en: name });
  requirement = await api.add('/purchase/requirement', {
    title: 'PA66 GF30 月度采购',
    buyer: '华东电器配件厂',
    grade: 'PA66 GF30',
    quantity: 20,
    unit: 't',
    target_price: 24000,
    currency: 'CNY',
  });
});

afterAll(async () => {
  await t?.close();
});

const quote = (supplier: string, price: number, currency: string, unit: string, extra = {}) =>
  api.add('/quote', {
    requirement_id: requirement,
    supplier_id: suppliers[supplier],
    grade: 'PA66 GF30',
    price,
    currency,
    unit,
    ...extra,
  });

describe('purchasing and prices', () => {
  it('counts quotes on their requirement, which turns to quoting with the first', async () => {
    expect((await requirementRow()).status).toBe(RequirementStatus.open);
    await quote('华南塑化', 23500, 'CNY', 't');
    const after = await requirementRow();
    expect(after.quote_count).toBe(1);
    expect(after.status).toBe(RequirementStatus.quoting);
    // The state moved through the engine: the requirement's history says so.
    const history = await api.get<ResourcePage>(
      `/system/audit/list?family=purchase_requirement&row_id=${requirement}&size=20`,
    );
    expect(history.body.data.list.map((row) => row.changes)).toContainEqual({
      status: [RequirementStatus.open, RequirementStatus.quoting],
    });
  });

  it('compares the quotes in one currency and per the requirement unit, cheapest valid first', async () => {
    await quote('Euro Polymers', 3000, 'EUR', 't');
    await quote('Tokyo Resin', 480, 'JPY', 'kg'); // 480 000 JPY a tonne
    const expired = await quote('US Compounds', 1.4, 'USD', 'kg', { valid_until: '2020-01-31' });
    await api.post('/system/keys/add', {
      key: 'price.exchange_rates',
      value: 'USD=7.2; EUR=7.8; JPY=0.048',
      enabled: true,
    });

    const cny = await bid('');
    expect(cny.code).toBe(0);
    expect(cny.data.ratesFrom).toBe('setting');
    expect(cny.data.currency).toBe('CNY');
    const byId = new Map(cny.data.quotes.map((q) => [q.supplier, q]));
    expect(byId.get('华南塑化')?.converted).toBeCloseTo(23500, 6);
    expect(byId.get('Euro Polymers')?.converted).toBeCloseTo(3000 * 7.8, 6); // 23 400
    expect(byId.get('Tokyo Resin')?.converted).toBeCloseTo(480 * 1000 * 0.048, 6); // 23 040
    expect(byId.get('US Compounds')?.converted).toBeCloseTo(1.4 * 1000 * 7.2, 6); // 10 080, expired
    expect(cny.data.quotes.map((q) => q.supplier)).toEqual([
      'US Compounds',
      'Tokyo Resin',
      'Euro Polymers',
      '华南塑化',
    ]);
    expect(byId.get('US Compounds')?.expired).toBe(true);
    expect(cny.data.best).toBe(byId.get('Tokyo Resin')?.id);
    expect(byId.get('Tokyo Resin')?.vsTarget).toBeCloseTo(23040 / 24000, 6);
    expect(expired).toBeGreaterThan(0);

    // The operator's own rates, in dollars: the same order, other figures.
    const usd = await bid('&currency=USD&rates=USD=7.0;EUR=7.7;JPY=0.05');
    expect(usd.data.ratesFrom).toBe('request');
    const tokyo = usd.data.quotes.find((q) => q.supplier === 'Tokyo Resin');
    expect(tokyo?.converted).toBeCloseTo((480 * 1000 * 0.05) / 7.0, 6);
  });

  it('lists a quote without a rate for its currency last, unconverted', async () => {
    const gbp = await quote('Euro Polymers', 2600, 'GBP', 't');
    const compared = await bid('&rates=USD=7.2;EUR=7.8;JPY=0.048');
    const last = compared.data.quotes.at(-1);
    expect(last?.id).toBe(gbp);
    expect(last?.converted).toBeNull();
  });

  it('refuses rates it cannot read, naming the part', async () => {
    const refused = await bid('&rates=USD=7.2;XYZ=1');
    expect(refused.code).toBe(ResultCode.invalid);
    expect(refused.msg).toContain('XYZ=1');
  });

  it('marks the requirement awarded when a quote is accepted, and recounts after a delete', async () => {
    const compared = await bid('');
    const best = compared.data.best as number;
    expect((await api.post('/quote/accept', { ids: [best] })).body.code).toBe(0);
    expect((await requirementRow()).status).toBe(RequirementStatus.awarded);
    const history = await api.get<ResourcePage>(
      `/system/audit/list?family=purchase_requirement&row_id=${requirement}&size=20&sort=id`,
    );
    // Both moves are the requirement's server-only transitions, named in its history.
    expect(history.body.data.list.map((row) => [row.transition, row.changes])).toEqual(
      expect.arrayContaining([
        ['quote', { status: [RequirementStatus.open, RequirementStatus.quoting] }],
        ['award', { status: [RequirementStatus.quoting, RequirementStatus.awarded] }],
      ]),
    );
    // Accepted once: a quote no longer submitted is not accepted again, and there is no status switch.
    expect((await api.post('/quote/accept', { ids: [best] })).body.code).toBe(ResultCode.conflict);
    expect((await api.post('/purchase/requirement/award', { ids: [requirement] })).body.code).not.toBe(0);
    const before = Number((await requirementRow()).quote_count);
    expect((await api.post('/quote/del', { ids: [best] })).body.code).toBe(0);
    expect((await requirementRow()).quote_count).toBe(before - 1);
  });
});
