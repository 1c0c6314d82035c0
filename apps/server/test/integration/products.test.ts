/**
 * Products, supply and stock through the API: a company with products or supply offers cannot be deleted
 * (the refusal names them); an offer's validity filters; a lot number is unique within its warehouse.
 */
import { ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await t.login());
});

afterAll(async () => {
  await t?.close();
});

describe('products, supply and stock', () => {
  it('refuses deleting a company that still has products, naming them', async () => {
    const maker = await api.add('/v1_company', { name_zh: '测试改性厂', name_en: 'Test Compounder' });
    const product = await api.add('/product', {
      name: 'PA66 GF30 改性料',
      company_id: maker,
      grade: 'T-66G30',
    });
    const refused = await api.post('/v1_company/del', { ids: [maker] });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('产品');
    expect((await api.post('/product/del', { ids: [product] })).body.code).toBe(0);
    expect((await api.post('/v1_company/del', { ids: [maker] })).body.code).toBe(0);
  });

  it('lists offers past their date apart from current ones', async () => {
    const supplier = await api.add('/v1_company', { name_zh: '测试供应商', name_en: 'Test Supplier' });
    const offer = (grade: string, valid_until: string) =>
      api.add('/supply', { grade, supplier_id: supplier, price_min: 100, price_max: 120, valid_until });
    await offer('OLD-1', '2020-06-30');
    await offer('NEW-1', '2099-06-30');
    const expired = await api.get<{ list: { grade: string }[] }>(
      `/supply/list?supplier_id=${supplier}&valid_until_to=2025-12-31`,
    );
    expect(expired.body.data.list.map((row) => row.grade)).toEqual(['OLD-1']);
    const refused = await api.post('/v1_company/del', { ids: [supplier] });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('供应');
  });

  it('keeps a lot number unique within its warehouse', async () => {
    const lot = { grade: 'T-66G30', lot: 'L20261101-01', quantity: 10, warehouse: '苏州保税仓' };
    expect((await api.post('/store/add', lot)).body.code).toBe(0);
    expect((await api.post('/store/add', lot)).body.code).toBe(ResultCode.conflict);
    expect((await api.post('/store/add', { ...lot, warehouse: '东莞常平仓' })).body.code).toBe(0);
  });
});
