/**
 * The datasheet libraries' own rules through the API: combine filler re-points sheets in one transaction,
 * the category tree keeps its shape and refuses deleting what is used, condition labels are written from
 * their parts, origin suggestions rank the right canonical row first and a choice maps many rows at once.
 */
import {
  type DatasheetLibraries,
  OriginStatus,
  type OriginSuggestions,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  type TreeOption,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const row = async (base: string, id: number) => (await api.get<ResourceRow>(`${base}/get?id=${id}`)).body;

describe('combine filler', () => {
  it('re-points every sheet to the kept filler, merges a sheet naming both, removes the duplicates', async () => {
    const one = await api.add(
      '/ds',
      pa66Sheet(lib, {
        grade: 'COMBINE-1',
        fillers: [{ filler_id: lib.fillers.glassDuplicate, percent: 30 }],
      }),
    );
    const both = await api.add(
      '/ds',
      pa66Sheet(lib, {
        grade: 'COMBINE-2',
        fillers: [
          { filler_id: lib.fillers.glass, percent: 15 },
          { filler_id: lib.fillers.glassDuplicate, percent: 25 },
          { filler_id: lib.fillers.talc, percent: 10 },
        ],
      }),
    );
    const { body } = await api.post('/system/combine/filler', {
      into_id: lib.fillers.glass,
      from_ids: [lib.fillers.glassDuplicate],
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toEqual({ sheets: 2, removed: 1 });
    const fillersOf = async (id: number) =>
      ((await row('/ds', id)).data.fillers as { filler_id: number; percent: number }[]).map((f) => [
        f.filler_id,
        f.percent,
      ]);
    expect(await fillersOf(one)).toEqual([[lib.fillers.glass, 30]]);
    expect(await fillersOf(both)).toEqual([
      [lib.fillers.glass, 25],
      [lib.fillers.talc, 10],
    ]);
    expect((await row('/v1_filler', lib.fillers.glassDuplicate)).code).toBe(ResultCode.notFound);
    const audit = await api.get<ResourcePage>(`/system/audit/list?family=datasheet&row_id=${both}&size=10`);
    expect(audit.body.data.list.map((entry) => entry.action)).toContain('update');
  });

  it('refuses an unknown filler and keeping a filler it removes, changing nothing', async () => {
    const unknown = await api.post('/system/combine/filler', {
      into_id: lib.fillers.glass,
      from_ids: [999999],
    });
    expect(unknown.body.code).toBe(ResultCode.invalid);
    expect(unknown.body.msg).toContain('999999');
    const self = await api.post('/system/combine/filler', {
      into_id: lib.fillers.talc,
      from_ids: [lib.fillers.talc],
    });
    expect(self.body.code).toBe(ResultCode.invalid);
    expect((await row('/v1_filler', lib.fillers.talc)).code).toBe(0);
  });
});

describe('the category tree', () => {
  it('lists the tree with parents', async () => {
    const { body } = await api.get<TreeOption[]>('/v1_categories/tree');
    expect(body.data).toEqual(
      expect.arrayContaining([
        { value: lib.categories.pa66, label: 'PA66', parent: lib.categories.pa },
        { value: lib.categories.engineering, label: '工程塑料', parent: null },
      ]),
    );
  });

  it('refuses a parent of the wrong level and a first-level parent', async () => {
    const wrong = await api.post('/v1_categories/add', {
      name_zh: 'X',
      level: 3,
      parent_id: lib.categories.engineering,
    });
    expect(wrong.body.code).toBe(ResultCode.invalid);
    expect(wrong.body.msg).toContain('上级分类');
    const missing = await api.post('/v1_categories/add', { name_zh: 'Y', level: 2 });
    expect(missing.body.code).toBe(ResultCode.invalid);
    const topWithParent = await api.post('/v1_categories/add', {
      name_zh: 'Z',
      level: 1,
      parent_id: lib.categories.pa,
    });
    expect(topWithParent.body.code).toBe(ResultCode.invalid);
  });

  it('refuses deleting a category while sheets use it, and allows it once they are gone', async () => {
    const leaf = await api.add('/v1_categories', { name_zh: 'PA46', level: 3, parent_id: lib.categories.pa });
    const sheet = await api.add('/ds', pa66Sheet(lib, { grade: 'CAT-PA46', category_id: leaf }));
    const refused = await api.post('/v1_categories/del', { ids: [leaf] });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('物性表');
    expect((await row('/v1_categories', leaf)).code).toBe(0);
    expect((await api.post('/ds/del', { ids: [sheet] })).body.code).toBe(0);
    expect((await api.post('/v1_categories/del', { ids: [leaf] })).body.code).toBe(0);
  });

  it('refuses deleting a category that has children', async () => {
    const refused = await api.post('/v1_categories/del', { ids: [lib.categories.pa] });
    expect(refused.body.code).toBe(ResultCode.conflict);
  });
});

describe('conditions', () => {
  it('writes the label from the parts and keeps two rows from saying the same', async () => {
    const id = await api.add('/ds/condition', { temperature: -30 });
    expect((await row('/ds/condition', id)).data.label).toBe('-30 °C');
    const again = await api.post('/ds/condition/add', { temperature: -30 });
    expect(again.body.code).toBe(ResultCode.conflict);
    const empty = await api.post('/ds/condition/add', {});
    expect(empty.body.code).toBe(ResultCode.invalid);
    const changed = await api.post('/ds/condition/update', { id, temperature: -40 });
    expect(changed.body.data.label).toBe('-40 °C');
  });
});

describe('origins', () => {
  it('ranks the right canonical header first for raw spellings, in Chinese and English', async () => {
    const raw = ['Tensile Str.', '拉伸强度（23℃）', 'Heat deflection temp.'];
    const ids = [];
    for (const spelling of raw)
      ids.push(await api.add('/v1_header/origin', { raw: spelling, source: 'test.pdf' }));
    const { body } = await api.get<OriginSuggestions>(`/v1_header/origin/suggest?ids=${ids.join(',')}`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data[String(ids[0])]?.[0]?.id).toBe(lib.headers.tensile);
    expect(body.data[String(ids[1])]?.[0]?.id).toBe(lib.headers.tensile);
    expect(body.data[String(ids[2])]?.[0]?.id).toBe(lib.headers.hdt);
    expect(body.data[String(ids[0])]?.[0]?.similarity).toBeGreaterThan(0.3);
  });

  it('maps many rows to one header at once, marking them mapped, and audits it', async () => {
    const a = await api.add('/v1_header/origin', { raw: 'Zugfestigkeit' });
    const b = await api.add('/v1_header/origin', { raw: 'Tensile strength at yield' });
    expect((await row('/v1_header/origin', a)).data.status).toBe(OriginStatus.unmapped);
    const { body } = await api.post('/v1_header/origin/map', { ids: [a, b], target_id: lib.headers.tensile });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toEqual({ updated: 2 });
    for (const id of [a, b]) {
      expect((await row('/v1_header/origin', id)).data).toMatchObject({
        header_id: lib.headers.tensile,
        status: OriginStatus.mapped,
      });
    }
    const audit = await api.get<ResourcePage>(`/system/audit/list?family=header_origin&row_id=${a}&sort=id`);
    // The mapping is an update; the state it brings is the origin's server-only `map` transition (recorded in
    // the update's transaction, by its hooks, before the update's own row).
    const entries = audit.body.data.list.map((entry) => [entry.action, entry.transition || null]);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['add', null],
        ['update', null],
        ['transition', 'map'],
      ]),
    );
  });

  it('moves the state only by its transitions: ignore and back, unmap when the mapping is cleared', async () => {
    const id = await api.add('/v1_header/origin', { raw: 'Zugfestigkeit (alt)' });
    expect((await api.post('/v1_header/origin/update', { id, status: OriginStatus.ignored })).body.code).toBe(
      ResultCode.invalid,
    );
    expect((await api.post('/v1_header/origin/ignore', { ids: [id] })).body.code).toBe(0);
    expect((await row('/v1_header/origin', id)).data.status).toBe(OriginStatus.ignored);
    expect((await api.post('/v1_header/origin/unignore', { ids: [id] })).body.code).toBe(0);
    await api.post('/v1_header/origin/map', { ids: [id], target_id: lib.headers.tensile });
    expect((await api.post('/v1_header/origin/ignore', { ids: [id] })).body.code).toBe(ResultCode.conflict);
    // The server's own moves have no endpoint.
    expect((await api.post('/v1_header/origin/unmap', { ids: [id] })).status).toBe(404);
    const cleared = await api.post('/v1_header/origin/update', { id, header_id: null });
    expect(cleared.body.code, cleared.body.msg).toBe(0);
    expect((await row('/v1_header/origin', id)).data.status).toBe(OriginStatus.unmapped);
    const audit = await api.get<ResourcePage>(
      `/system/audit/list?family=header_origin&row_id=${id}&sort=-id`,
    );
    expect(audit.body.data.list.slice(0, 2).map((entry) => entry.transition)).toContain('unmap');
  });

  it('refuses an unknown header and an unknown row, changing nothing', async () => {
    const a = await api.add('/v1_header/origin', { raw: 'Unmapped spelling' });
    const badTarget = await api.post('/v1_header/origin/map', { ids: [a], target_id: 999999 });
    expect(badTarget.body.code).toBe(ResultCode.invalid);
    const badRow = await api.post('/v1_header/origin/map', {
      ids: [a, 999999],
      target_id: lib.headers.tensile,
    });
    expect(badRow.body.code).toBe(ResultCode.notFound);
    expect((await row('/v1_header/origin', a)).data.status).toBe(OriginStatus.unmapped);
  });

  it('follows the mapping set through the form, and suggests standards', async () => {
    const id = await api.add('/v1_header/origin', { raw: 'Density (ISO)', header_id: lib.headers.density });
    expect((await row('/v1_header/origin', id)).data.status).toBe(OriginStatus.mapped);
    const std = await api.add('/v1_standard/origin', { raw: 'ISO527' });
    const { body } = await api.get<OriginSuggestions>(`/v1_standard/origin/suggest?ids=${std}`);
    expect(body.data[String(std)]?.[0]?.id).toBe(lib.standards.iso527);
  });
});

describe('libraries', () => {
  it('answers every row a grid names in one call', async () => {
    const { body } = await api.get<DatasheetLibraries>('/ds/libraries');
    expect(body.code, body.msg).toBe(0);
    expect(body.data.roots.map((r) => r.name_en)).toEqual([
      'Physical',
      'Mechanical',
      'Thermal',
      'Flammability',
    ]);
    expect(body.data.headers.find((h) => h.id === lib.headers.tensile)).toMatchObject({
      quantity: 'stress',
      better: 'higher',
      has_state: true,
      default_metric_id: lib.metrics.MPa,
    });
    expect(body.data.metrics.find((m) => m.id === lib.metrics.degF)?.factor).toBeCloseTo(5 / 9, 12);
    expect(body.data.conditions.find((c) => c.id === lib.conditions.hdt18)).toMatchObject({
      load_stress: 1.8,
    });
  });
});

describe('headers', () => {
  it('refuses a default unit or a search unit of another quantity', async () => {
    const wrong = await api.post('/v1_header/update', {
      id: lib.headers.tensile,
      default_metric_id: lib.metrics.degC,
    });
    expect(wrong.body.code).toBe(ResultCode.invalid);
    expect(wrong.body.msg).toContain('默认单位');
    const smart = await api.post('/v1_header/smart/add', {
      name_zh: '拉伸强度',
      header_id: lib.headers.tensile,
      metric_id: lib.metrics.degF,
    });
    expect(smart.body.code).toBe(ResultCode.invalid);
    const right = await api.post('/v1_header/smart/add', {
      name_zh: '拉伸强度',
      header_id: lib.headers.tensile,
      metric_id: lib.metrics.psi,
    });
    expect(right.body.code, right.body.msg).toBe(0);
  });
});
