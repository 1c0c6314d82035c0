/**
 * Chemical resistance through the API: a bad CAS number, a grade outside its scale and a second rating of one
 * chemical, family and exposure are refused with a clear message and write nothing; a scale keeps the grades
 * ratings use; the chart shows a family's ratings, its parent's where it has none, and a sheet's own over
 * its family's.
 */
import {
  type ChemicalMatrix,
  matrixCellKey,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;
let acids: number;
let bases: number;
let sulfuric: number;
let caustic: number;
let letters: number;
let symbols: number;
let sheet: number;

const base = '/v1_chemicals';
const count = async (family: string, query = '') =>
  (await api.get<ResourcePage>(`${base}/${family}/list?size=100${query}`)).body.data.total;
const audits = async (family: string) =>
  (await api.get<ResourcePage>(`/system/audit/list?family=${family}&size=100`)).body.data.total;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  acids = await api.add(`${base}/catalog`, { name_zh: '酸', name_en: 'Acids', code: 'acids' });
  bases = await api.add(`${base}/catalog`, { name_zh: '碱', name_en: 'Bases', code: 'bases' });
  sulfuric = await api.add(`${base}/item`, {
    name_zh: '硫酸',
    name_en: 'Sulfuric acid',
    class_id: acids,
    cas: '7664-93-9',
    formula: 'H2SO4',
  });
  caustic = await api.add(`${base}/item`, {
    name_zh: '氢氧化钠',
    name_en: 'Sodium hydroxide',
    class_id: acids, // moved to its class below: the ratings' class follows
    cas: '1310-73-2',
  });
  const grade = (symbol: string, meaning_zh: string, color: string) => ({ symbol, meaning_zh, color });
  letters = await api.add(`${base}/scale`, {
    name_zh: 'A–D',
    code: 'letters',
    grades: [
      grade('A', '耐受', 'green'),
      grade('B', '轻微影响', 'lime'),
      grade('C', '中等影响', 'orange'),
      grade('D', '不耐', 'red'),
    ],
  });
  symbols = await api.add(`${base}/scale`, {
    name_zh: '+/o/−',
    code: 'symbols',
    grades: [grade('+', '耐受', 'green'), grade('o', '有限', 'gold'), grade('−', '不耐', 'red')],
  });
  sheet = await api.add('/ds', pa66Sheet(lib, { grade: 'CHEM-66' }));
});
afterAll(async () => {
  await t.close();
});

describe('the chemical catalogue', () => {
  it('refuses a CAS number whose check digit is wrong, naming the right digit, and writes nothing', async () => {
    const before = await count('item');
    const auditsBefore = await audits('chemical_item');
    const { body } = await api.post(`${base}/item/add`, {
      name_zh: '盐酸',
      class_id: acids,
      cas: '7647-01-1',
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('校验位应为 0');
    expect(await count('item')).toBe(before);
    expect(await audits('chemical_item')).toBe(auditsBefore);
    const good = await api.post(`${base}/item/add`, { name_zh: '盐酸', class_id: acids, cas: '7647-01-0' });
    expect(good.body.code, good.body.msg).toBe(0);
  });

  it('refuses a CAS number of the wrong shape and checks it on update too', async () => {
    const shape = await api.post(`${base}/item/add`, { name_zh: '乙醇', class_id: acids, cas: '64175' });
    expect(shape.body.code).toBe(ResultCode.invalid);
    const update = await api.post(`${base}/item/update`, { id: sulfuric, cas: '7664-93-1' });
    expect(update.body.code).toBe(ResultCode.invalid);
    expect((await api.get<ResourceRow>(`${base}/item/get?id=${sulfuric}`)).body.data.cas).toBe('7664-93-9');
  });

  it('refuses a scale naming one symbol twice', async () => {
    const { body } = await api.post(`${base}/scale/add`, {
      name_zh: '重复',
      grades: [
        { symbol: 'A', meaning_zh: '好', color: 'green' },
        { symbol: 'A', meaning_zh: '差', color: 'red' },
      ],
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('「A」出现了两次');
  });
});

describe('ratings', () => {
  const rating = (values: Record<string, unknown> = {}) => ({
    item_id: sulfuric,
    category_id: lib.categories.pa66,
    temperature: 23,
    duration_days: 7,
    concentration: 98,
    scale_id: letters,
    grade: 'D',
    source: 'test',
    ...values,
  });

  it('writes the exposure label and the chemical’s class', async () => {
    const id = await api.add(`${base}/compatibility`, rating());
    const row = (await api.get<ResourceRow>(`${base}/compatibility/get?id=${id}`)).body.data;
    expect(row.condition).toBe('23 °C, 7 d, 98 %');
    expect(row.class_id).toBe(acids);
    // The console's list opens sorted by the declared default, newest first.
    for (const family of ['compatibility', 'ds_compatibility']) {
      const { body } = await api.get<ResourcePage>(`${base}/${family}/list?sort=-updated_at`);
      expect(body.code, body.msg).toBe(0);
    }
  });

  it('refuses a grade that is not of the chosen scale, writing nothing', async () => {
    const before = await count('compatibility');
    const { body } = await api.post(`${base}/compatibility/add`, rating({ temperature: 60, grade: '+' }));
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('「+」不是评级标准「A–D」的等级');
    expect(body.msg).toContain('A / B / C / D');
    expect(await count('compatibility')).toBe(before);
    const right = await api.post(
      `${base}/compatibility/add`,
      rating({ temperature: 60, grade: '+', scale_id: symbols }),
    );
    expect(right.body.code, right.body.msg).toBe(0);
  });

  it('refuses a second rating of one chemical, family and exposure, naming them', async () => {
    const before = await count('compatibility');
    const auditsBefore = await audits('chemical_compatibility');
    const { body } = await api.post(`${base}/compatibility/add`, rating({ grade: 'C' }));
    expect(body.code).toBe(ResultCode.conflict);
    expect(body.msg).toContain('「硫酸」对「PA66」在「23 °C, 7 d, 98 %」下已有评级');
    expect(await count('compatibility')).toBe(before);
    expect(await audits('chemical_compatibility')).toBe(auditsBefore);
    // Another exposure of the same pair is another rating.
    const other = await api.post(`${base}/compatibility/add`, rating({ duration_days: 30, grade: 'D' }));
    expect(other.body.code, other.body.msg).toBe(0);
  });

  it('refuses an update that would make a duplicate, and a grade change off the scale', async () => {
    const id = await api.add(`${base}/compatibility`, rating({ temperature: 40, grade: 'C' }));
    const dup = await api.post(`${base}/compatibility/update`, { id, temperature: 23 });
    expect(dup.body.code).toBe(ResultCode.conflict);
    const off = await api.post(`${base}/compatibility/update`, { id, grade: 'E' });
    expect(off.body.code).toBe(ResultCode.invalid);
    const row = (await api.get<ResourceRow>(`${base}/compatibility/get?id=${id}`)).body.data;
    expect([row.temperature, row.grade, row.condition]).toEqual([40, 'C', '40 °C, 7 d, 98 %']);
  });

  it('refuses one rating per sheet and exposure twice, and keeps the class in step with the chemical', async () => {
    const values = {
      item_id: caustic,
      ds_id: sheet,
      temperature: 23,
      scale_id: letters,
      grade: 'B',
    };
    const id = await api.add(`${base}/ds_compatibility`, values);
    const dup = await api.post(`${base}/ds_compatibility/add`, { ...values, grade: 'A' });
    expect(dup.body.code).toBe(ResultCode.conflict);
    expect(dup.body.msg).toContain('「氢氧化钠」对「CHEM-66」在「23 °C」下已有评级');
    await api.post(`${base}/item/update`, { id: caustic, class_id: bases });
    const row = (await api.get<ResourceRow>(`${base}/ds_compatibility/get?id=${id}`)).body.data;
    expect(row.class_id).toBe(bases);
    expect(await count('ds_compatibility', `&class_id=${bases}`)).toBe(1);
  });

  it('keeps a scale from dropping a grade that ratings use', async () => {
    const scale = (await api.get<ResourceRow>(`${base}/scale/get?id=${letters}`)).body.data;
    const grades = scale.grades as Record<string, unknown>[];
    const { body } = await api.post(`${base}/scale/update`, {
      id: letters,
      grades: grades.filter((grade) => grade.symbol !== 'D'),
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('「D」');
    const after = (await api.get<ResourceRow>(`${base}/scale/get?id=${letters}`)).body.data;
    expect((after.grades as unknown[]).length).toBe(4);
  });
});

describe('the resistance chart', () => {
  const matrix = async (query: string) => {
    const { body } = await api.get<ChemicalMatrix>(`${base}/matrix?${query}`);
    expect(body.code, body.msg).toBe(0);
    return body.data;
  };

  it('places a family’s ratings and inherits its parent’s where it has none', async () => {
    await api.add(`${base}/compatibility`, {
      item_id: sulfuric,
      category_id: lib.categories.pa,
      temperature: 80,
      scale_id: letters,
      grade: 'D',
      source: 'family',
    });
    const data = await matrix(`category_id=${lib.categories.pa66},${lib.categories.pa6}&class_id=${acids}`);
    expect(data.columns.map((c) => c.key)).toEqual([`c${lib.categories.pa66}`, `c${lib.categories.pa6}`]);
    const pa66 = data.cells[matrixCellKey(sulfuric, `c${lib.categories.pa66}`)] ?? [];
    expect(pa66.map((r) => [r.condition, r.grade, r.from?.name_zh ?? null])).toEqual([
      ['23 °C, 7 d, 98 %', 'D', null],
      ['23 °C, 30 d, 98 %', 'D', null],
      ['40 °C, 7 d, 98 %', 'C', null],
      ['60 °C, 7 d, 98 %', '+', null],
      ['80 °C', 'D', '聚酰胺 PA'],
    ]);
    const pa6 = data.cells[matrixCellKey(sulfuric, `c${lib.categories.pa6}`)] ?? [];
    expect(pa6.map((r) => [r.condition, r.from?.name_zh])).toEqual([['80 °C', '聚酰胺 PA']]);
    expect(data.scales.find((s) => s.id === letters)?.grades.map((g) => g.symbol)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
  });

  it('shows a sheet’s own rating over its family’s at the same exposure', async () => {
    await api.add(`${base}/compatibility`, {
      item_id: caustic,
      category_id: lib.categories.pa66,
      temperature: 23,
      scale_id: letters,
      grade: 'C',
    });
    await api.add(`${base}/compatibility`, {
      item_id: caustic,
      category_id: lib.categories.pa66,
      temperature: 60,
      scale_id: letters,
      grade: 'D',
    });
    const data = await matrix(`ds_id=${sheet}&item_id=${caustic}`);
    expect(data.columns.map((c) => c.key)).toEqual([`c${lib.categories.pa66}`, `s${sheet}`]);
    const own = data.cells[matrixCellKey(caustic, `s${sheet}`)] ?? [];
    expect(own.map((r) => [r.condition, r.grade, r.from?.name_zh ?? null])).toEqual([
      ['23 °C', 'B', null],
      ['60 °C', 'D', 'PA66'],
    ]);
  });

  it('filters by grade and exposure, leaving out chemicals without that grade', async () => {
    const data = await matrix(`category_id=${lib.categories.pa66}&grade=C`);
    expect(data.items.map((i) => i.id).sort()).toEqual([sulfuric, caustic].sort());
    const byCondition = await matrix(
      `category_id=${lib.categories.pa66}&condition=${encodeURIComponent('23 °C')}`,
    );
    expect(Object.keys(byCondition.cells)).toEqual([matrixCellKey(caustic, `c${lib.categories.pa66}`)]);
    // The exposure filter still offers every exposure, to switch to another.
    expect(byCondition.conditions).toContain('60 °C');
  });

  it('refuses a filter it does not know', async () => {
    const { body } = await api.get(`${base}/matrix?colour=red`);
    expect(body.code).toBe(ResultCode.invalid);
  });
});
