/**
 * Cross-references, prices and access through the API: find similar ranks constructed sheets by the
 * contract's distance, a substitute pair gets its basis, prices chart and match, an access request is decided
 * once with a reason and audited (a refused decision writes nothing), reads of a sheet are recorded, a
 * composed grid saves as a valid new sheet (the search-index sync is tested with the global search).
 */
import {
  composeProperties,
  DSNO_PATTERN,
  type PriceSeriesData,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  type SimilarData,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/engine/tables.ts';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
});
afterAll(async () => {
  await t.close();
});

/** A PA66 sheet whose three smart rows (tensile dry, tensile conditioned, HDT 1.8 MPa) are the given numbers. */
function smartSheet(grade: string, [dry, wet, hdt]: number[], overrides: Record<string, unknown> = {}) {
  const base = pa66Sheet(lib, { grade, ...overrides });
  const values = [undefined, dry, wet, hdt];
  return {
    ...base,
    properties: base.properties
      .map((row, index) => (values[index] === undefined ? row : { ...row, value: values[index] }))
      .filter((row) => row.value !== null),
  };
}

async function auditCount(family: string): Promise<number> {
  const { body } = await api.get<ResourcePage>(`/system/audit/list?size=1&family=${family}`);
  return body.data.total;
}

describe('find similar', () => {
  let reference: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    reference = await api.add('/ds', smartSheet('REF-1', [190, 130, 250]));
    ids.near = await api.add('/ds', smartSheet('NEAR-1', [185, 130, 245]));
    ids.far = await api.add('/ds', smartSheet('FAR-1', [120, 80, 180]));
    ids.twin = await api.add(
      '/ds',
      smartSheet('TWIN-PA6', [190, 130, 250], { category_id: lib.categories.pa6 }),
    );
    // Only two smart rows: below the minimum overlap, so never ranked.
    const sparse = pa66Sheet(lib, { grade: 'SPARSE-1' });
    ids.sparse = await api.add('/ds', { ...sparse, properties: sparse.properties.slice(0, 3) });
  });

  it('ranks the sheets of the same category by distance, nearest first, with what drove it', async () => {
    const { body } = await api.get<SimilarData>(`/ds/similar?id=${reference}`);
    expect(body.code, body.msg).toBe(0);
    const grades = body.data.candidates.map((c) => c.grade);
    expect(grades.indexOf('NEAR-1')).toBeLessThan(grades.indexOf('FAR-1'));
    expect(grades).not.toContain('TWIN-PA6');
    expect(grades).not.toContain('SPARSE-1');
    const near = body.data.candidates.find((c) => c.id === ids.near);
    // (5/190 + 0 + 5/250) / 3
    expect(near?.distance).toBeCloseTo((5 / 190 + 5 / 250) / 3, 4);
    expect(near).toMatchObject({ overlap: 3, same_category: true, same_fillers: true });
    expect(near?.differences[0]?.header_id).toBe(lib.headers.tensile);
    expect(body.data.unranked).toBeGreaterThanOrEqual(1);
    expect(body.data.sheet).toMatchObject({ id: reference, grade: 'REF-1', smart_rows: 3 });
  });

  it('reaches other categories with scope=all, where an identical grid ranks first', async () => {
    const { body } = await api.get<SimilarData>(`/ds/similar?id=${reference}&scope=all`);
    expect(body.data.candidates[0]).toMatchObject({ id: ids.twin, distance: 0, same_category: false });
  });

  it('refuses an unknown sheet and a bad scope', async () => {
    expect((await api.get('/ds/similar?id=999999')).body.code).toBe(ResultCode.notFound);
    expect((await api.get(`/ds/similar?id=${reference}&scope=world`)).body.code).toBe(ResultCode.invalid);
  });

  it('writes a substitute pair its basis and refuses a grade as its own substitute', async () => {
    const { body } = await api.post('/ds/replace/add', {
      source_id: reference,
      target_id: ids.near,
      relation: 'equivalent',
      note: 'same glass content',
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ same_category: true, same_fillers: true, overlap: 3 });
    expect(Number(body.data.distance)).toBeCloseTo((5 / 190 + 5 / 250) / 3, 4);
    const self = await api.post('/ds/replace/add', { source_id: reference, target_id: reference });
    expect(self.body.code).toBe(ResultCode.invalid);
  });
});

describe('prices', () => {
  it('draws one series per supplier and currency, in date order, and matches prices to sheets', async () => {
    const sheet = await api.add('/ds', smartSheet('PRICE-66', [190, 130, 250]));
    const price = (supplier: string, price_date: string, value: number, currency = 'CNY') =>
      api.add('/ds/price', {
        grade: 'price-66',
        company_id: lib.company,
        supplier,
        price: value,
        currency,
        unit: 't',
        price_date,
        source: 'market',
      });
    await price('Alpha', '2024-02-01', 21000);
    await price('Alpha', '2024-01-01', 20000);
    await price('Beta', '2024-01-01', 2900, 'USD');
    const series = await api.get<PriceSeriesData>('/ds/price/series?grade=PRICE-66');
    expect(series.body.data.series).toEqual([
      expect.objectContaining({
        supplier: 'Alpha',
        currency: 'CNY',
        points: [
          { date: '2024-01-01', price: 20000, source: 'market' },
          { date: '2024-02-01', price: 21000, source: 'market' },
        ],
      }),
      expect.objectContaining({ supplier: 'Beta', currency: 'USD' }),
    ]);
    const match = await api.post('/ds/price/match', { all: true });
    expect(match.body.data).toMatchObject({ matched: 3, unmatched: 0 });
    const after = await api.get<PriceSeriesData>('/ds/price/series?grade=PRICE-66');
    expect(after.body.data.datasheets.map((d) => d.id)).toEqual([sheet]);
  });
});

describe('access requests', () => {
  async function request(): Promise<number> {
    const sheet = await api.add('/ds', smartSheet(`ACCESS-${Math.random()}`, [1, 2, 3]));
    const [row] = await t.db
      .insert(tableOf('ds_access_request'))
      .values({ datasheet_id: sheet, requester: 'Li Lei', purpose: 'evaluation' })
      .returning();
    return Number(row?.id);
  }
  const get = async (id: number) => (await api.get<ResourceRow>(`/ds/authority/get?id=${id}`)).body.data;

  it('approves a pending request once, with who, when and why, audited', async () => {
    const id = await request();
    const audits = await auditCount('ds_access_request');
    const { body } = await api.post('/ds/authority/decide', {
      id,
      decision: 'approved',
      reason: 'known customer',
    });
    expect(body.code, body.msg).toBe(0);
    expect(await get(id)).toMatchObject({ state: 'approved', reason: 'known customer', decided_by: 1 });
    expect((await get(id)).decided_at).toBeTruthy();
    expect(await auditCount('ds_access_request')).toBe(audits + 1);

    // A decided request cannot be decided again: nothing changes, nothing is recorded.
    const again = await api.post('/ds/authority/decide', {
      id,
      decision: 'rejected',
      reason: 'changed mind',
    });
    expect(again.body.code).toBe(ResultCode.conflict);
    expect(await get(id)).toMatchObject({ state: 'approved', reason: 'known customer' });
    expect(await auditCount('ds_access_request')).toBe(audits + 1);
  });

  it('refuses a rejection without a reason and rejects with one', async () => {
    const id = await request();
    const audits = await auditCount('ds_access_request');
    const bare = await api.post('/ds/authority/decide', { id, decision: 'rejected', reason: '  ' });
    expect(bare.body.code).toBe(ResultCode.invalid);
    expect(await get(id)).toMatchObject({ state: 'pending', reason: '' });
    expect(await auditCount('ds_access_request')).toBe(audits);
    const { body } = await api.post('/ds/authority/decide', {
      id,
      decision: 'rejected',
      reason: 'competitor',
    });
    expect(body.code, body.msg).toBe(0);
    expect(await get(id)).toMatchObject({ state: 'rejected', reason: 'competitor' });
  });

  it('is not added through the API: requests come from the front site', async () => {
    const { status } = await api.post('/ds/authority/add', { requester: 'x' });
    expect(status).toBe(404);
  });
});

describe('access records', () => {
  it('records an admin reading a sheet by detail, DSNO and compare, and not a failed read', async () => {
    const id = await api.add('/ds', smartSheet('VIEWED-1', [1, 2, 3]));
    const { body: sheet } = await api.get<ResourceRow>(`/ds/get?id=${id}`);
    await api.get(`/ds/get_by_dsno?dsno=${sheet.data.dsno}`);
    await api.get(`/ds/compare?dsno=${sheet.data.dsno}`);
    await api.get('/ds/get?id=999999');
    const { body } = await api.get<ResourcePage>(`/ds/access/list?datasheet_id=${id}`);
    expect(body.data.list.map((row) => row.via).sort()).toEqual(['compare', 'detail', 'detail']);
    expect(body.data.list[0]).toMatchObject({ viewer: 'admin', admin_id: 1 });
    const missing = await api.get<ResourcePage>('/ds/access/list?datasheet_id=999999');
    expect(missing.body.data?.total ?? 0).toBe(0);
  });
});

describe('compose', () => {
  it('saves rows picked per header from two sheets as a new valid sheet with its own DSNO and headline', async () => {
    const a = await api.add('/ds', smartSheet('COMP-A', [190, 130, 250]));
    const b = await api.add('/ds', smartSheet('COMP-B', [150, 100, 210]));
    const [rowA, rowB] = await Promise.all(
      [a, b].map(async (id) => (await api.get<ResourceRow>(`/ds/get?id=${id}`)).body.data),
    );
    const sources = [rowA, rowB].map(
      (row) => row?.properties as Parameters<typeof composeProperties>[0][number],
    );
    const properties = composeProperties(sources, {
      [lib.headers.density]: 0,
      [lib.headers.tensile]: 1,
      [lib.headers.hdt]: 0,
    });
    const { body } = await api.post('/ds/add', {
      grade: 'COMP-AB',
      company_id: lib.company,
      category_id: lib.categories.pa66,
      properties,
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.dsno).toMatch(DSNO_PATTERN);
    expect(body.data).toMatchObject({ tensile_strength: 150, hdt: 250, density: 1.36, ul94: '' });
    expect(body.data.properties).toHaveLength(4);
    expect(body.data.dsno).not.toBe(rowA?.dsno);
  });
});
