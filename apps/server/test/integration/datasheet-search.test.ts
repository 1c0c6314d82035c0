/**
 * The parametric search through the API against a brute-force filter: 400 generated sheets (values in SI
 * and imperial units, single values and min–max ranges, dry and conditioned, ratings at two thicknesses,
 * fillers and features) and 60 random queries with their ranges in mixed units; every page of every answer
 * must be exactly the sheets the filter finds, in the order asked. Then the refusals.
 */
import type { ResourceRow, SmartQueryInput, SmartResult } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import {
  bruteForce,
  generateSheet,
  type Row,
  randomQuery,
  type SearchWorld,
  type Sheet,
  type Unit,
} from './datasheet-search-oracle.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Enough sheets that some answers span several 100-row pages (asserted below), few enough to make quickly.
const SHEETS = 400;
const QUERIES = 60;

let t: TestApp;
let lib: SearchWorld['lib'];
let api: ReturnType<typeof caller>;

let units: Record<string, Unit>;
const sheets: SearchWorld['sheets'] = [];
let world: SearchWorld;

async function unit(code: string, id: number): Promise<Unit> {
  const { body } = await api.get<ResourceRow>(`/ds/metric/get?id=${id}`);
  // The factor as stored (the column keeps 15 decimals), as the server converts with it.
  return { id, code, factor: Number(body.data.factor), offset: Number(body.data.offset) };
}

async function search(query: SmartQueryInput) {
  return api.post('/ds/smart/search', query) as unknown as Promise<{
    body: { code: number; msg: string; data: SmartResult };
  }>;
}

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  const made = await makeDatasheetLibrary(t, token);
  const lbin3 = await api.add('/ds/metric', {
    code: 'lb/in3',
    symbol: 'lb/in³',
    name_zh: 'lb/in³',
    name_en: 'lb/in³',
    quantity: 'density',
    factor: 27.679904710203,
    offset: 0,
    system: 'imperial',
  });
  const t30 = await api.add('/ds/condition', { thickness: 3 });
  lib = { ...made, conditions: { ...made.conditions, t30 } };
  units = {
    MPa: await unit('MPa', lib.metrics.MPa),
    psi: await unit('psi', lib.metrics.psi),
    degC: await unit('degC', lib.metrics.degC),
    degF: await unit('degF', lib.metrics.degF),
    gcm3: await unit('g/cm3', lib.metrics.gcm3),
    lbin3: await unit('lb/in3', lbin3),
  };
  const other = await api.add('/v1_company', {
    name_zh: '另一家公司',
    name_en: 'Another Maker',
    country: 'DE',
  });
  world = {
    lib,
    units,
    thickness: { [lib.conditions.t15]: 1.5, [t30]: 3 },
    companies: [lib.company, other],
    sheets,
  };
  for (let n = 0; n < SHEETS; n++) {
    const sheet = generateSheet(world);
    const id = await api.add('/ds', { grade: `SEARCH-${n}`, status: 1, ...sheet });
    const stored = await api.get<ResourceRow>(`/ds/get?id=${id}`);
    sheets.push({ id, dsno: String(stored.body.data.dsno), ...sheet });
  }
}, 600_000);
afterAll(async () => {
  await t?.close();
});

describe('parametric search', () => {
  it(`answers ${QUERIES} random queries in mixed units exactly as a brute-force filter does`, async () => {
    let nonEmpty = 0;
    let paged = 0;
    for (let q = 0; q < QUERIES; q++) {
      const query = randomQuery(world);
      const expected = bruteForce(world, query).map((sheet) => sheet.dsno);
      const got: string[] = [];
      for (let page = 1; ; page++) {
        const { body } = await search({ ...query, page });
        expect(body.code, body.msg).toBe(0);
        expect(body.data.total, JSON.stringify(query)).toBe(expected.length);
        got.push(...body.data.rows.map((row) => row.dsno));
        for (const row of body.data.rows) expect(row.matched).toHaveLength(query.conditions?.length ?? 0);
        if (body.data.rows.length < 100) break;
      }
      expect(got, JSON.stringify(query)).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
      if (expected.length > 100) paged++;
    }
    // ...and some must take more than one page, or the order across pages would go unchecked.
    expect(paged).toBeGreaterThan(0);
    // The queries must mostly find something, or equality with the filter would prove little.
    expect(nonEmpty).toBeGreaterThan(QUERIES / 2);
  }, 600_000);

  it('shows each matched value in the unit the condition asked in', async () => {
    const sheet = sheets.find((s) =>
      s.properties.some(
        (r) => r.header_id === lib.headers.hdt && r.value !== undefined && r.metric_id === units.degC?.id,
      ),
    ) as Sheet;
    const row = sheet.properties.find(
      (r) => r.header_id === lib.headers.hdt && r.value !== undefined && r.metric_id === units.degC?.id,
    ) as Row;
    const degF = (row.value as number) * 1.8 + 32;
    const { body } = await search({
      conditions: [
        {
          kind: 'range',
          header_id: lib.headers.hdt,
          unit: 'degF',
          min: degF - 0.01,
          max: degF + 0.01,
          condition_id: row.condition_id,
        },
      ],
      company_id: sheet.company_id,
      category_id: sheet.category_id,
    });
    const hit = body.data.rows.find((r) => r.id === sheet.id);
    expect(hit?.matched[0]?.min).toBeCloseTo(degF, 6);
  });

  it('refuses a unit of another quantity, an unknown unit and a reversed range, clearly', async () => {
    const cases: SmartQueryInput[] = [
      { conditions: [{ kind: 'range', header_id: lib.headers.hdt, unit: 'MPa', min: 1 }] },
      { conditions: [{ kind: 'range', header_id: lib.headers.hdt, unit: 'furlong', min: 1 }] },
      { conditions: [{ kind: 'range', header_id: lib.headers.hdt, unit: 'degC', min: 5, max: 1 }] },
      { conditions: [{ kind: 'range', header_id: lib.headers.hdt, unit: 'degC' }] },
      { sort: 'password' as 'dsno' },
    ];
    for (const query of cases) {
      const { body } = await search(query);
      expect(body.code, JSON.stringify(query)).toBe(2);
    }
  });

  it('follows a grid change: the old value no longer matches, the new one does', async () => {
    const id = await api.add('/ds', {
      grade: 'SEARCH-CHANGE',
      company_id: lib.company,
      category_id: lib.categories.pbt,
      status: 1,
      properties: [
        {
          header_id: lib.headers.hdt,
          condition_id: lib.conditions.hdt18,
          value: 999,
          metric_id: lib.metrics.degC,
        },
      ],
    });
    const at = async (value: number) =>
      (
        await search({
          conditions: [{ kind: 'range', header_id: lib.headers.hdt, unit: 'degC', min: value, max: value }],
        })
      ).body.data.rows.map((r) => r.id);
    expect(await at(999)).toEqual([id]);
    const { body } = await api.post('/ds/update', {
      id,
      grade: 'SEARCH-CHANGE',
      company_id: lib.company,
      category_id: lib.categories.pbt,
      properties: [
        {
          header_id: lib.headers.hdt,
          condition_id: lib.conditions.hdt18,
          value: 998,
          metric_id: lib.metrics.degC,
        },
      ],
    });
    expect(body.code, body.msg).toBe(0);
    expect(await at(999)).toEqual([]);
    expect(await at(998)).toEqual([id]);
  });

  it('finds each of two values a sheet states for one key (ISO and ASTM), and forgets a deleted sheet', async () => {
    const tensile = (standard_id: number, value: number) => ({
      header_id: lib.headers.tensile,
      standard_id,
      condition_id: lib.conditions.c23,
      state: 'dry',
      value,
      metric_id: lib.metrics.MPa,
    });
    const id = await api.add('/ds', {
      grade: 'SEARCH-TWO-STANDARDS',
      company_id: lib.company,
      category_id: lib.categories.pbt,
      status: 1,
      properties: [tensile(lib.standards.iso527, 1_001), tensile(lib.standards.astmD638, 1_003)],
    });
    const found = async (min: number, max: number) =>
      (
        await search({
          conditions: [
            { kind: 'range', header_id: lib.headers.tensile, unit: 'MPa', min, max, state: 'dry' },
          ],
        })
      ).body.data.rows.map((r) => r.id);
    expect(await found(1_000.5, 1_001.5)).toEqual([id]);
    expect(await found(1_002.5, 1_003.5)).toEqual([id]);
    expect(await found(1_001.5, 1_002.5)).toEqual([]);
    const { body } = await api.post('/ds/del', { ids: [id] });
    expect(body.code, body.msg).toBe(0);
    expect(await found(1_000.5, 1_003.5)).toEqual([]);
    // Counted from the per-sheet copy: its row went with the sheet.
    const after = await search({
      conditions: [{ kind: 'range', header_id: lib.headers.tensile, unit: 'MPa', min: 1_000.5 }],
    });
    expect(after.body.data.total).toBe(0);
  });

  it('answers exactly for keys beyond the last slot, from the per-row copy', async () => {
    // One header at 70 test conditions: more keys than the per-sheet copy has slots left.
    const conditions: number[] = [];
    for (let n = 0; n < 70; n++) conditions.push(await api.add('/ds/condition', { temperature: 100 + n }));
    const sheetAt = async (grade: string, value: (n: number) => number) =>
      api.add('/ds', {
        grade,
        company_id: lib.company,
        category_id: lib.categories.pbt,
        status: 1,
        properties: conditions.map((condition_id, n) => ({
          header_id: lib.headers.elongation,
          condition_id,
          value: value(n),
          metric_id: lib.metrics.percent,
        })),
      });
    const first = await sheetAt('SEARCH-MANY-KEYS-1', (n) => 1 + n);
    const second = await sheetAt('SEARCH-MANY-KEYS-2', (n) => 100 - n);
    const found = async (min: number, max: number, condition_id?: number) =>
      (
        await search({
          conditions: [
            {
              kind: 'range',
              header_id: lib.headers.elongation,
              unit: '%',
              min,
              max,
              ...(condition_id ? { condition_id } : {}),
            },
          ],
          sort: 'dsno',
          order: 'asc',
        })
      ).body.data;
    expect((await found(1, 1, conditions[0])).rows.map((r) => r.id)).toEqual([first]);
    // The last conditions have no slot: answered from datasheet_search_value, still exactly.
    const last = conditions[69] as number;
    expect((await found(70, 70, last)).rows.map((r) => r.id)).toEqual([first]);
    expect((await found(31, 31, last)).rows.map((r) => r.id)).toEqual([second]);
    expect((await found(69, 69, last)).total).toBe(0);
    const any = await found(65, 66);
    expect(any.rows.map((r) => r.id)).toEqual([first, second]);
    expect(any.total).toBe(2);
  });

  it("follows a change of a unit's factor: the sheets stated in it are searched at their new value", async () => {
    const kpsi = {
      code: 'kpsi-search',
      symbol: 'kpsi',
      name_zh: 'kpsi',
      name_en: 'kpsi',
      quantity: 'stress',
      factor: 7,
      offset: 0,
      system: 'imperial',
    };
    const metric = await api.add('/ds/metric', kpsi);
    const id = await api.add('/ds', {
      grade: 'SEARCH-FACTOR',
      company_id: lib.company,
      category_id: lib.categories.pbt,
      status: 1,
      properties: [
        {
          header_id: lib.headers.tensile,
          condition_id: lib.conditions.c23,
          state: 'conditioned',
          value: 1_000,
          metric_id: metric,
        },
      ],
    });
    // 1,000 kpsi at a factor of 7 (MPa a kpsi) is 7,000 MPa; at 8, 8,000 MPa.
    const at = async (mpa: number) =>
      (
        await search({
          conditions: [
            { kind: 'range', header_id: lib.headers.tensile, unit: 'MPa', min: mpa - 0.5, max: mpa + 0.5 },
          ],
        })
      ).body.data;
    expect((await at(7_000)).rows.map((r) => r.id)).toEqual([id]);
    const { body } = await api.post('/ds/metric/update', { id: metric, ...kpsi, factor: 8 });
    expect(body.code, body.msg).toBe(0);
    expect((await at(7_000)).total).toBe(0);
    expect((await at(8_000)).rows.map((r) => r.id)).toEqual([id]);
  });
});
