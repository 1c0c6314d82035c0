/**
 * The chemical-resistance demo (SEED_DEMO=1) read back through the API: six classes, two dozen chemicals with
 * valid CAS numbers, both scales, and a chart that says what resistance tables say of the demo's families.
 */
import {
  type ChemicalMatrix,
  casProblem,
  matrixCellKey,
  type ResourcePage,
  type ResourceRow,
  type TreeOption,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  api = caller(t, await t.login());
}, 120_000);
afterAll(async () => {
  await t.close();
});

const list = async (base: string) =>
  (await api.get<ResourcePage>(`/v1_chemicals/${base}/list?size=100`)).body.data.list;

describe('chemical resistance demo data', () => {
  it('seeds six classes and two dozen chemicals whose CAS numbers hold', async () => {
    expect((await list('catalog')).map((row) => row.name_zh)).toEqual([
      '酸',
      '碱',
      '醇',
      '烃',
      '酮与酯',
      '油脂与燃料',
    ]);
    const items = await list('item');
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (const item of items) if (item.cas) expect(casProblem(String(item.cas)), String(item.cas)).toBeNull();
    expect(items.find((item) => item.name_zh === '硫酸')?.cas).toBe('7664-93-9');
  });

  it('rates the demo families as resistance tables do, PA66 inheriting its polyamide family', async () => {
    const tree = (await api.get<TreeOption[]>('/v1_categories/tree')).body.data;
    const category = (label: string) => tree.find((node) => node.label === label)?.value as number;
    const items = await list('item');
    const item = (name: string) => items.find((row) => row.name_zh === name)?.id as number;
    const columns = ['PA66', 'PP', 'PC'].map(category);
    const { body } = await api.get<ChemicalMatrix>(`/v1_chemicals/matrix?category_id=${columns.join(',')}`);
    expect(body.code, body.msg).toBe(0);
    const at = (chemical: string, family: string) =>
      body.data.cells[matrixCellKey(item(chemical), `c${category(family)}`)]?.find(
        (rating) => rating.condition === '23 °C, 30 d',
      );
    expect(at('硫酸', 'PA66')?.grade).toBe('D');
    expect(at('硫酸', 'PA66')?.from?.name_zh).toBe('聚酰胺 PA');
    expect(at('盐酸', 'PP')?.grade).toBe('A');
    expect(at('氢氧化钠', 'PP')?.grade).toBe('A');
    expect(at('氢氧化钠', 'PC')?.grade).toBe('D');
    expect(at('甲苯', 'PC')?.grade).toBe('D');
  });

  it('gives a few sheets their makers’ own ratings on the +/o/− scale', async () => {
    const rows: ResourceRow[] = await list('ds_compatibility');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.grade))).toEqual(new Set(['+', 'o', '−']));
  });
});
