/**
 * The parametric search's offer and memory through the API: the units chosen per quantity and the default
 * system as the form reads them, the smart headers in their entries' order with the presets, saved searches
 * (owner set by the server, the query checked against the search's schema), raw UL rows matched into yellow
 * cards in one transaction, and one header's values across sheets in the base unit with their distribution.
 */
import type {
  HeaderValues,
  ResourcePage,
  ResourceRow,
  SmartOptions,
  SmartUnitsView,
  UlMatchResult,
  UlSuggestions,
} from '@console/contract';
import { ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let lib: DatasheetLibrary;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
});
afterAll(async () => {
  await t.close();
});

const options = async () => (await api.get<SmartOptions>('/ds/smart/options')).body.data;
/** The family's change history, newest first. */
const audits = async (family: string) =>
  (await api.get<ResourcePage>(`/system/audit/list?family=${family}&sort=-id&size=100`)).body.data
    .list as (ResourceRow & { changes: Record<string, unknown> })[];

describe('search units (smart/unit)', () => {
  it('offers every enabled metric until a choice is made, in SI by default', async () => {
    const { body } = await api.get<SmartUnitsView>('/ds/smart/units');
    expect(body.code, body.msg).toBe(0);
    expect(body.data.default_system).toBe('si');
    expect(body.data.units.map((u) => u.code)).toEqual(
      expect.arrayContaining(['MPa', 'psi', 'degC', 'degF']),
    );
    expect(body.data.units.every((u) => u.offered)).toBe(true);
    // Catalogue order of quantities: stress before temperature before density.
    const quantities = [...new Set(body.data.units.map((u) => u.quantity))];
    expect(quantities.indexOf('stress')).toBeLessThan(quantities.indexOf('temperature'));
  });

  it('stores the choice and the default system, and the form reads exactly those units', async () => {
    const { body } = await api.post('/ds/smart/units/save', {
      default_system: 'imperial',
      offered: [{ metric_id: lib.metrics.MPa, offered: false }],
    });
    expect(body.code, body.msg).toBe(0);
    const read = await options();
    expect(read.default_system).toBe('imperial');
    const codes = read.units.map((u) => u.code);
    expect(codes).not.toContain('MPa');
    expect(codes).toContain('psi');
    const view = (await api.get<SmartUnitsView>('/ds/smart/units')).body.data;
    expect(view.units.find((u) => u.code === 'MPa')?.offered).toBe(false);
    // Both written through the engine: the unit's row added with its audit row, the setting audited too.
    const units = await audits('search_unit');
    expect(units.find((row) => row.action === 'add')?.changes).toMatchObject({
      metric_id: [null, lib.metrics.MPa],
      offered: [null, false],
    });
    const settings = await audits('setting_key');
    expect(settings.some((row) => JSON.stringify(row.changes).includes('imperial'))).toBe(true);
  });

  it('refuses to leave a quantity without units and changes nothing', async () => {
    const { body } = await api.post('/ds/smart/units/save', {
      default_system: 'si',
      offered: [{ metric_id: lib.metrics.psi, offered: false }],
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toMatch(/stress|应力/);
    expect((await options()).default_system).toBe('imperial');
    // Back to every unit, SI.
    const back = await api.post('/ds/smart/units/save', {
      default_system: 'si',
      offered: [{ metric_id: lib.metrics.MPa, offered: true }],
    });
    expect(back.body.code, back.body.msg).toBe(0);
    expect((await options()).units.map((u) => u.code)).toContain('MPa');
  });
});

describe('search options (smart/option)', () => {
  let hdtEntry: number;
  let tensileEntry: number;
  beforeAll(async () => {
    tensileEntry = await api.add('/v1_header/smart', {
      name_zh: '拉伸强度',
      name_en: 'Tensile strength',
      header_id: lib.headers.tensile,
      widget: 'minimum',
      sort: 20,
    });
    hdtEntry = await api.add('/v1_header/smart', {
      name_zh: '热变形温度',
      name_en: 'HDT',
      header_id: lib.headers.hdt,
      widget: 'minimum',
      sort: 10,
    });
  });

  it('lists the offered headers in their entries’ order, and follows a change of order', async () => {
    expect((await options()).headers.map((h) => h.id)).toEqual([lib.headers.hdt, lib.headers.tensile]);
    const { body } = await api.post('/v1_header/smart/update', { id: tensileEntry, sort: 5 });
    expect(body.code, body.msg).toBe(0);
    expect((await options()).headers.map((h) => h.id)).toEqual([lib.headers.tensile, lib.headers.hdt]);
    await api.post('/v1_header/smart/enable', { ids: [hdtEntry], enabled: false });
    expect((await options()).headers.map((h) => h.id)).toEqual([lib.headers.tensile]);
    await api.post('/v1_header/smart/enable', { ids: [hdtEntry], enabled: true });
  });

  it('reorders every entry in one call and refuses an order that leaves one out', async () => {
    const { body } = await api.post('/ds/smart/options/order', { ids: [hdtEntry, tensileEntry] });
    expect(body.code, body.msg).toBe(0);
    expect((await options()).headers.map((h) => h.id)).toEqual([lib.headers.hdt, lib.headers.tensile]);
    const moved = (await audits('header_smart')).filter((row) => row.row_id === hdtEntry && row.changes.sort);
    expect(moved.length).toBeGreaterThan(0);
    const partial = await api.post('/ds/smart/options/order', { ids: [tensileEntry] });
    expect(partial.body.code).toBe(ResultCode.invalid);
    expect((await options()).headers.map((h) => h.id)).toEqual([lib.headers.hdt, lib.headers.tensile]);
  });

  it('serves presets with their queries and refuses a preset whose query the search cannot run', async () => {
    const query = JSON.stringify({
      conditions: [{ kind: 'range', header_id: lib.headers.tensile, unit: 'MPa', min: 150 }],
    });
    await api.add('/ds/smart/option', {
      name_zh: 'PA66 GF30 结构件',
      name_en: 'PA66 GF30 structural',
      query,
    });
    const read = await options();
    expect(read.presets).toHaveLength(1);
    expect(read.presets[0]?.query.conditions[0]).toMatchObject({ header_id: lib.headers.tensile, min: 150 });
    const bad = await api.post('/ds/smart/option/add', {
      name_zh: '坏预设',
      query: JSON.stringify({ conditions: [{ kind: 'range', header_id: 1, unit: 'MPa' }] }),
    });
    expect(bad.body.code).toBe(ResultCode.invalid);
  });
});

describe('saved searches (smart/list)', () => {
  const query = JSON.stringify({
    conditions: [{ kind: 'range', header_id: 3, unit: 'psi', min: 20000, max: 30000 }],
    sort: 'grade',
  });

  it('saves the query as given, owned by the admin who saved it, and renames and deletes it', async () => {
    const id = await api.add('/ds/smart/saved', { name: '高强度', query });
    const { body } = await api.get<ResourceRow>(`/ds/smart/saved/get?id=${id}`);
    expect(body.data.query).toBe(query);
    expect(body.data.owner_id).toEqual(expect.any(Number));
    expect(body.data.$labels?.owner_id).toBe('admin');
    const renamed = await api.post('/ds/smart/saved/update', { id, name: '高强度 PA66' });
    expect(renamed.body.code, renamed.body.msg).toBe(0);
    expect(renamed.body.data.name).toBe('高强度 PA66');
    const gone = await api.post('/ds/smart/saved/del', { ids: [id] });
    expect(gone.body.code, gone.body.msg).toBe(0);
  });

  it('refuses a query the search schema refuses, and writes nothing', async () => {
    const before = (await api.get<{ total: number }>('/ds/smart/saved/list')).body.data.total;
    for (const bad of [
      'not json',
      JSON.stringify({ conditions: [{ kind: 'range', header_id: 3, unit: 'MPa', min: 9, max: 1 }] }),
      JSON.stringify({ conditions: [], sort: 'price' }),
      JSON.stringify({ category: 3 }),
    ]) {
      const { body } = await api.post('/ds/smart/saved/add', { name: 'bad', query: bad });
      expect(body.code, bad).toBe(ResultCode.invalid);
    }
    const after = (await api.get<{ total: number }>('/ds/smart/saved/list')).body.data.total;
    expect(after).toBe(before);
  });

  it('does not let a caller set the owner', async () => {
    const { body } = await api.post('/ds/smart/saved/add', { name: 'x', query, owner_id: 999 });
    expect(body.code).not.toBe(0);
  });
});

describe('raw UL rows (cache/ul_data)', () => {
  const raw = (more: Record<string, unknown> = {}) => ({
    file_number: 'E654321',
    company_raw: 'EXAMPLE POLYMERS LTD.',
    designation: 'XT-66G30 FR',
    generic_type: 'PA66 GF30',
    colour: 'NC',
    min_thickness: 0.75,
    flame_class: 'V-0',
    hwi: 2,
    hai: 0,
    cti: 2,
    rti_elec: 130,
    rti_imp: 115,
    rti_str: 130,
    ...more,
  });

  it('suggests the company by its spelling, and the sheets of that grade', async () => {
    await api.add('/ds', pa66Sheet(lib, { grade: 'XT-66G30 FR' }));
    const id = await api.add('/ds/ul_data', raw());
    const { body } = await api.get<UlSuggestions>(`/ds/ul_data/suggest?id=${id}`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.companies[0]?.id).toBe(lib.company);
    expect(body.data.sheets.map((s) => s.grade)).toContain('XT-66G30 FR');
    expect(body.data.cards).toEqual([]);
  });

  it('creates the yellow card on the first match and adds the next row to it', async () => {
    const first = await api.add('/ds/ul_data', raw({ colour: 'BK', min_thickness: 1.5 }));
    const matched = await api.post('/ds/ul_data/match', { id: first, company_id: lib.company });
    expect(matched.body.code, matched.body.msg).toBe(0);
    const result = matched.body.data as unknown as UlMatchResult;
    expect(result.created).toBe(true);
    const card = (await api.get<ResourceRow>(`/ds/yc/get?id=${result.yellow_card_id}`)).body.data;
    expect(card).toMatchObject({ file_number: 'E654321', grade: 'XT-66G30 FR', company_id: lib.company });
    expect(card.ratings).toEqual([
      expect.objectContaining({ colour: 'BK', min_thickness: 1.5, rti_elec: 130 }),
    ]);
    expect(card.thk_v0).toBe(1.5);
    const row = (await api.get<ResourceRow>(`/ds/ul_data/get?id=${first}`)).body.data;
    expect(row).toMatchObject({ status: 'matched', yellow_card_id: result.yellow_card_id });
    // Matched by its server-only `match` transition, named in its history.
    const history = await api.get<ResourcePage>(`/system/audit/list?family=ul_raw&row_id=${first}&sort=id`);
    expect(history.body.data.list.at(-1)).toMatchObject({ action: 'transition', transition: 'match' });

    const second = await api.add('/ds/ul_data', raw({ colour: 'ALL', min_thickness: 3, flame_class: '5VA' }));
    const suggestions = (await api.get<UlSuggestions>(`/ds/ul_data/suggest?id=${second}`)).body.data;
    expect(suggestions.cards.map((c) => c.id)).toEqual([result.yellow_card_id]);
    const again = await api.post('/ds/ul_data/match', { id: second, company_id: lib.company });
    expect(again.body.data).toMatchObject({ yellow_card_id: result.yellow_card_id, created: false });
    const grown = (await api.get<ResourceRow>(`/ds/yc/get?id=${result.yellow_card_id}`)).body.data;
    expect(grown.ratings).toHaveLength(2);
    expect(grown.thk_5va).toBe(3);

    const twice = await api.post('/ds/ul_data/match', { id: second, company_id: lib.company });
    expect(twice.body.code).toBe(ResultCode.conflict);
  });

  it('refuses a row whose class is no UL94 class, writing neither card nor status', async () => {
    const cardsBefore = (await api.get<{ total: number }>('/ds/yc/list?size=1')).body.data.total;
    const id = await api.add('/ds/ul_data', raw({ file_number: 'E777777', flame_class: 'V0?' }));
    const { body } = await api.post('/ds/ul_data/match', { id, company_id: lib.company });
    expect(body.code).toBe(ResultCode.invalid);
    expect((await api.get<{ total: number }>('/ds/yc/list?size=1')).body.data.total).toBe(cardsBefore);
    expect((await api.get<ResourceRow>(`/ds/ul_data/get?id=${id}`)).body.data.status).toBe('waiting');
  });

  it('rolls the new card back when the raw row cannot be marked (bad thickness on the card)', async () => {
    const cardsBefore = (await api.get<{ total: number }>('/ds/yc/list?size=1')).body.data.total;
    const id = await api.add('/ds/ul_data', raw({ file_number: 'E888888', min_thickness: 0 }));
    const { body } = await api.post('/ds/ul_data/match', { id, company_id: lib.company });
    expect(body.code).not.toBe(0);
    expect((await api.get<{ total: number }>('/ds/yc/list?size=1')).body.data.total).toBe(cardsBefore);
  });

  it('ignores a row through its ignore transition', async () => {
    const id = await api.add('/ds/ul_data', raw({ file_number: 'E999999' }));
    const { body } = await api.post('/ds/ul_data/ignore', { ids: [id] });
    expect(body.code, body.msg).toBe(0);
    const match = await api.post('/ds/ul_data/match', { id, company_id: lib.company });
    expect(match.body.code).toBe(ResultCode.conflict);
  });
});

describe('one header across sheets (item/header)', () => {
  it('gives each value in its unit and in the base unit, sorted and paged, with the distribution', async () => {
    const tensile = (value: number, metric: number, grade: string) =>
      api.add(
        '/ds',
        pa66Sheet(lib, {
          grade,
          properties: [
            {
              header_id: lib.headers.tensile,
              standard_id: lib.standards.iso527,
              condition_id: lib.conditions.c23,
              state: 'dry',
              value,
              metric_id: metric,
            },
          ],
        }),
      );
    await tensile(100, lib.metrics.MPa, 'HV-A');
    await tensile(21755.65, lib.metrics.psi, 'HV-B'); // 150 MPa
    await tensile(200, lib.metrics.MPa, 'HV-C');
    const { body } = await api.get<HeaderValues>(
      `/ds/item/header/values?id=${lib.headers.tensile}&sort=base&order=desc&size=2`,
    );
    expect(body.code, body.msg).toBe(0);
    expect(body.data.header).toMatchObject({ quantity: 'stress', base_unit: 'MPa' });
    // Earlier tests' sheets state tensile too (190 and 130 MPa per PA66 sheet).
    expect(body.data.total).toBeGreaterThanOrEqual(3);
    expect(body.data.rows).toHaveLength(2);
    expect(body.data.rows[0]).toMatchObject({ grade: 'HV-C', base: 200, unit: 'MPa' });
    const all = (
      await api.get<HeaderValues>(`/ds/item/header/values?id=${lib.headers.tensile}&sort=base&size=100`)
    ).body.data;
    const psiRow = all.rows.find((row) => row.grade === 'HV-B');
    expect(psiRow?.unit).toBe('psi');
    expect(psiRow?.base).toBeCloseTo(150, 2);
    const bases = all.rows.map((row) => row.base as number);
    expect(bases).toEqual([...bases].sort((a, b) => a - b));
    expect(all.summary.min).toBeCloseTo(Math.min(...bases), 6);
    expect(all.summary.max).toBeCloseTo(Math.max(...bases), 6);
    const sorted = [...bases].sort((a, b) => a - b);
    const mid = (sorted.length - 1) / 2;
    const median = ((sorted[Math.floor(mid)] as number) + (sorted[Math.ceil(mid)] as number)) / 2;
    expect(all.summary.median).toBeCloseTo(median, 6);
    expect(all.summary.count).toBe(all.rows.length);
  });

  it('refuses an unknown sort and an unknown header', async () => {
    const sort = await api.get(`/ds/item/header/values?id=${lib.headers.tensile}&sort=value_text`);
    expect(sort.body.code).toBe(ResultCode.invalid);
    const missing = await api.get('/ds/item/header/values?id=999999');
    expect(missing.body.code).toBe(ResultCode.notFound);
  });
});
