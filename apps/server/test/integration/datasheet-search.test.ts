/**
 * The parametric search through the API against a brute-force filter: 2,000 generated sheets (values in SI
 * and imperial units, single values and min–max ranges, dry and conditioned, ratings at two thicknesses,
 * fillers and features) and 60 random queries with their ranges in mixed units; every page of every answer
 * must be exactly the sheets the filter finds, in the order asked. Then the refusals.
 */
import type { ResourceRow, SearchCondition, SmartQueryInput, SmartResult } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SHEETS = 2_000;
const QUERIES = 60;

let t: TestApp;
let lib: DatasheetLibrary & { conditions: { t30: number } };
let api: ReturnType<typeof caller>;

/** Mulberry32: the same sheets and queries on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20260101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Unit {
  id: number;
  code: string;
  factor: number;
  offset: number;
}
interface Row {
  header_id: number;
  condition_id?: number;
  state?: string;
  value?: number;
  value_min?: number;
  value_max?: number;
  value_text?: string;
  metric_id?: number;
}
interface Sheet {
  id: number;
  dsno: string;
  company_id: number;
  category_id: number;
  fillers: { filler_id: number; percent: number }[];
  features: number[];
  properties: Row[];
}

let units: Record<string, Unit>;
let thickness: Record<number, number>;
let companies: number[];
const sheets: Sheet[] = [];

async function unit(code: string, id: number): Promise<Unit> {
  const { body } = await api.get<ResourceRow>(`/ds/metric/get?id=${id}`);
  // The factor as stored (the column keeps 15 decimals), as the server converts with it.
  return { id, code, factor: Number(body.data.factor), offset: Number(body.data.offset) };
}

/** A number in base units written in either unit of a pair, as a single value or a min–max range. */
function numberRow(
  header_id: number,
  base: number,
  spread: number,
  pair: [Unit, Unit],
  extra: Partial<Row>,
): Row {
  const u = pick(pair);
  const inUnit = (b: number) => round2((b - u.offset) / u.factor);
  if (rnd() < 0.25) {
    const lo = base - rnd() * spread;
    return {
      header_id,
      metric_id: u.id,
      value_min: inUnit(lo),
      value_max: inUnit(lo + rnd() * spread),
      ...extra,
    };
  }
  return { header_id, metric_id: u.id, value: inUnit(base), ...extra };
}

function generateSheet(): Omit<Sheet, 'id' | 'dsno'> {
  const { headers, conditions } = lib;
  const properties: Row[] = [];
  if (rnd() < 0.9) {
    properties.push(
      numberRow(headers.density, 0.9 + rnd() * 1.1, 0.1, [units.gcm3, units.lbin3] as [Unit, Unit], {}),
    );
  }
  for (const state of ['dry', 'conditioned']) {
    if (rnd() < 0.8) {
      properties.push(
        numberRow(headers.tensile, 20 + rnd() * 230, 20, [units.MPa, units.psi] as [Unit, Unit], {
          state,
          condition_id: conditions.c23,
        }),
      );
    }
  }
  for (const condition_id of [conditions.hdt18, conditions.hdt045]) {
    if (rnd() < 0.7) {
      properties.push(
        numberRow(headers.hdt, 50 + rnd() * 250, 15, [units.degC, units.degF] as [Unit, Unit], {
          condition_id,
        }),
      );
    }
  }
  for (const condition_id of [conditions.t15, conditions.t30]) {
    if (rnd() < 0.6) {
      properties.push({
        header_id: headers.ul94,
        condition_id,
        value_text: pick(['HB', 'V-2', 'V-1', 'V-0', '5VA']),
      });
    }
  }
  const fillers =
    rnd() < 0.6
      ? [{ filler_id: pick([lib.fillers.glass, lib.fillers.talc]), percent: pick([10, 15, 20, 30, 40, 50]) }]
      : [];
  const features = [lib.features.flameRetardant, lib.features.highFlow].filter(() => rnd() < 0.4);
  return {
    company_id: pick(companies),
    category_id: pick([lib.categories.pa66, lib.categories.pa6, lib.categories.pbt]),
    fillers,
    features,
    properties,
  };
}

// --- the brute-force filter, written from the contract's words, not from the server's SQL ---

const base = (row: Row, side: 'lo' | 'hi'): number | null => {
  const u = Object.values(units).find((x) => x.id === row.metric_id);
  const f = u?.factor ?? 1;
  const o = u?.offset ?? 0;
  const single = row.value ?? (side === 'lo' ? row.value_min : row.value_max);
  if (single !== undefined) return single * f + o;
  if ((side === 'lo' ? row.value_max : row.value_min) !== undefined)
    return side === 'lo' ? -Infinity : Infinity;
  return null;
};

function meets(sheet: Sheet, condition: SearchCondition): boolean {
  if (condition.kind === 'rating') {
    return sheet.properties.some(
      (row) =>
        row.header_id === condition.header_id &&
        condition.any_of.map((x) => x.toUpperCase()).includes((row.value_text ?? '').toUpperCase()) &&
        (condition.max_thickness === undefined ||
          (row.condition_id !== undefined &&
            (thickness[row.condition_id] ?? Infinity) <= condition.max_thickness)),
    );
  }
  const u = units[
    condition.unit === 'g/cm3' ? 'gcm3' : condition.unit === 'lb/in3' ? 'lbin3' : condition.unit
  ] as Unit;
  const lo = condition.min === undefined ? undefined : condition.min * u.factor + u.offset;
  const hi = condition.max === undefined ? undefined : condition.max * u.factor + u.offset;
  return sheet.properties.some((row) => {
    if (row.header_id !== condition.header_id) return false;
    if (condition.condition_id !== undefined && row.condition_id !== condition.condition_id) return false;
    if (condition.state !== undefined && row.state !== condition.state) return false;
    const rowLo = base(row, 'lo');
    const rowHi = base(row, 'hi');
    if (rowLo === null || rowHi === null) return false;
    if (lo !== undefined && rowLo < lo) return false;
    return hi === undefined || rowHi <= hi;
  });
}

function bruteForce(query: SmartQueryInput): Sheet[] {
  const subtree: Record<number, number[]> = {
    [lib.categories.pa]: [lib.categories.pa, lib.categories.pa66, lib.categories.pa6],
  };
  return sheets
    .filter((sheet) => {
      if (query.company_id !== undefined && sheet.company_id !== query.company_id) return false;
      if (
        query.category_id !== undefined &&
        !(subtree[query.category_id] ?? [query.category_id]).includes(sheet.category_id)
      ) {
        return false;
      }
      if ((query.features ?? []).some((feature) => !sheet.features.includes(feature))) return false;
      for (const filler of query.fillers ?? []) {
        const ok = sheet.fillers.some(
          (f) =>
            f.filler_id === filler.filler_id &&
            (filler.min === undefined || f.percent >= filler.min) &&
            (filler.max === undefined || f.percent <= filler.max),
        );
        if (!ok) return false;
      }
      return (query.conditions ?? []).every((condition) => meets(sheet, condition));
    })
    .sort((a, b) => (query.order === 'asc' ? 1 : -1) * a.dsno.localeCompare(b.dsno));
}

/** A random query: one to three conditions drawn from ranges in either unit, ratings, and sheet filters. */
function randomQuery(): SmartQueryInput {
  const conditions: SearchCondition[] = [];
  const count = 1 + Math.floor(rnd() * 3);
  const bounds = (lowBase: number, width: number, u: Unit) => {
    const lo = lowBase + rnd() * width;
    const hi = lo + rnd() * width;
    const inU = (b: number) => round2((b - u.offset) / u.factor);
    const r = rnd();
    return r < 0.2 ? { min: inU(lo) } : r < 0.4 ? { max: inU(hi) } : { min: inU(lo), max: inU(hi) };
  };
  for (let i = 0; i < count; i++) {
    const which = pick(['density', 'tensile', 'hdt', 'ul94']);
    if (which === 'density') {
      const u = pick([units.gcm3, units.lbin3]) as Unit;
      conditions.push({
        kind: 'range',
        header_id: lib.headers.density,
        unit: u.code,
        ...bounds(0.9, 0.7, u),
      });
    } else if (which === 'tensile') {
      const u = pick([units.MPa, units.psi]) as Unit;
      const state = pick([undefined, 'dry', 'conditioned'] as const);
      conditions.push({
        kind: 'range',
        header_id: lib.headers.tensile,
        unit: u.code,
        ...bounds(20, 150, u),
        ...(state ? { state } : {}),
      });
    } else if (which === 'hdt') {
      const u = pick([units.degC, units.degF]) as Unit;
      const condition_id = pick([undefined, lib.conditions.hdt18, lib.conditions.hdt045]);
      conditions.push({
        kind: 'range',
        header_id: lib.headers.hdt,
        unit: u.code,
        ...bounds(50, 180, u),
        ...(condition_id ? { condition_id } : {}),
      });
    } else {
      const any_of = ['HB', 'V-2', 'V-1', 'V-0', '5VA'].filter(() => rnd() < 0.4);
      conditions.push({
        kind: 'rating',
        header_id: lib.headers.ul94,
        any_of: any_of.length ? any_of : ['v-0'],
        ...(rnd() < 0.5 ? { max_thickness: pick([1.5, 2, 3]) } : {}),
      });
    }
  }
  const query: SmartQueryInput = {
    conditions,
    sort: 'dsno',
    order: pick(['asc', 'desc'] as const),
    size: 100,
  };
  if (rnd() < 0.2) query.category_id = pick([lib.categories.pa, lib.categories.pbt]);
  if (rnd() < 0.15) query.company_id = pick(companies);
  if (rnd() < 0.15) query.features = [pick([lib.features.flameRetardant, lib.features.highFlow])];
  if (rnd() < 0.2)
    query.fillers = [{ filler_id: lib.fillers.glass, min: pick([10, 20]), max: pick([30, 50]) }];
  return query;
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
  thickness = { [lib.conditions.t15]: 1.5, [t30]: 3 };
  const other = await api.add('/v1_company', {
    name_zh: '另一家公司',
    name_en: 'Another Maker',
    country: 'DE',
  });
  companies = [lib.company, other];
  for (let n = 0; n < SHEETS; n++) {
    const sheet = generateSheet();
    const { body } = await api.post('/ds/add', { grade: `SEARCH-${n}`, status: 1, ...sheet });
    expect(body.code, body.msg).toBe(0);
    const id = body.data.id;
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
    for (let q = 0; q < QUERIES; q++) {
      const query = randomQuery();
      const expected = bruteForce(query).map((sheet) => sheet.dsno);
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
    }
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
      status: 1,
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
});
