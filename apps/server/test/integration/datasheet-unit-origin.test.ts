/**
 * A unit spelling no library knows, through HTTP on a real database: the import keeps it raw and records it in
 * the unit origin library; the review ranks metrics for it (never applied by itself); one mapping resolves the
 * pending row and is remembered, so the next import of the same spelling resolves without a hand.
 */
import type { CacheReview, OriginSuggestions, ResourcePage, ResourceRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, xlsx } from './import-fixtures.ts';

let t: TestApp;
let token: string;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;
let c23: string;
let kgfcm2: number;

/** As a maker printed it: neither a metric's name nor a spelling the unit catalogue reads (case kept). */
const RAW = 'KG/CM2';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  const { body } = await api.get<ResourceRow>(`/ds/condition/get?id=${lib.conditions.c23}`);
  c23 = String(body.data.label);
  kgfcm2 = await api.add('/ds/metric', {
    code: 'kgf/cm2',
    symbol: 'kgf/cm²',
    name_zh: '公斤力/平方厘米',
    name_en: 'kilogram-force per cm²',
    quantity: 'stress',
    factor: 0.0980665,
    offset: 0,
    system: 'si',
  });
});
afterAll(async () => {
  await t.close();
});

const sheet = (grade: string) =>
  xlsx([
    [grade, 'Example Polymers Ltd', 'PA66', 'Density', 'ISO 1183', '', '', '1.36', 'g/cm³'],
    [grade, 'Example Polymers Ltd', 'PA66', 'Tensile strength', 'ISO 527-2', c23, 'dry', '1900', RAW],
  ]);

async function cachedRows(id: number) {
  const { body } = await api.get<ResourceRow>(`/ds/cache/get?id=${id}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function originRow() {
  const { body } = await api.get<ResourcePage>('/ds/metric/origin/list?size=50');
  expect(body.code, body.msg).toBe(0);
  return body.data.list.find((row) => row.raw === RAW);
}

describe('unit origin library', () => {
  it('import → ranked unit suggestions → map → resolved now and on the next import', async () => {
    const first = await importFile(t, token, await sheet('UNIT-1'), false);
    expect(first.unmapped.unit).toEqual({ [RAW]: 1 });
    const id = first.cache_ids[0] as number;
    const tensile = (await cachedRows(id)).rows as ResourceRow[];
    expect(tensile[1]).toMatchObject({ unit_raw: RAW, metric_id: null });
    // Remembered as a spelling waiting to be mapped.
    expect(await originRow()).toMatchObject({ metric_id: null, status: 0, seen_count: 1 });

    const { body: review } = await api.get<CacheReview>(`/ds/cache/review?id=${id}`);
    expect(review.code, review.msg).toBe(0);
    expect(review.data.problems.map((p) => p.check)).toContain('units_valid');
    const ranked = review.data.suggestions.unit[RAW] ?? [];
    expect(ranked[0]).toEqual({ id: kgfcm2, label: 'kgf/cm²', similarity: 1 });
    expect(ranked.length).toBeLessThanOrEqual(3);
    // A suggestion only: nothing was mapped yet.
    expect(((await cachedRows(id)).rows as ResourceRow[])[1]?.metric_id).toBeNull();
    // The origin list ranks it the same way.
    const origin = await originRow();
    const listed = await api.get<OriginSuggestions>(`/ds/metric/origin/suggest?ids=${origin?.id}`);
    expect(listed.body.data[String(origin?.id)]?.[0]?.id).toBe(kgfcm2);

    const mapped = await api.post('/ds/cache/map', { kind: 'unit', raw: RAW, target_id: kgfcm2 });
    expect(mapped.body.code, mapped.body.msg).toBe(0);
    expect(mapped.body.data).toEqual({ sheets: 1 });
    expect(((await cachedRows(id)).rows as ResourceRow[])[1]?.metric_id).toBe(kgfcm2);
    expect(await cachedRows(id)).toMatchObject({ checks_passed: true, problems: 0 });
    expect(await originRow()).toMatchObject({ metric_id: kgfcm2, status: 1 });
    // Written through the engine: in the origin family's history.
    const audit = await api.get<ResourcePage>('/system/audit/list?family=metric_origin&size=50');
    expect(
      audit.body.data.list.some((r) => (r.changes as Record<string, unknown[]>).metric_id?.[1] === kgfcm2),
    ).toBe(true);

    const second = await importFile(t, token, await sheet('UNIT-2'), false);
    expect(second.unmapped_rows).toBe(0);
    const again = second.cache_ids[0] as number;
    expect(((await cachedRows(again)).rows as ResourceRow[])[1]?.metric_id).toBe(kgfcm2);
    expect(await cachedRows(again)).toMatchObject({ checks_passed: true, problems: 0 });
  });

  it('refuses a mapping to a metric that does not exist, naming it', async () => {
    const { body } = await api.post('/ds/cache/map', { kind: 'unit', raw: RAW, target_id: 999_999 });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('999999');
  });
});
