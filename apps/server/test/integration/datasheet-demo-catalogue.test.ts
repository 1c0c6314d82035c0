/**
 * How the datasheet domain's seeded catalogue (SEED_DEMO=1) behaves, through the API: DSNOs from the sequence,
 * which the next sheet continues; statuses, flags and links as a live catalogue has them; raw spellings waiting
 * to be mapped, with suggestions; duplicate fillers to combine; and a seed that is one transaction and writes
 * the same data every time. What the sheets hold is datasheet-demo.test.ts.
 */
import {
  type CacheDiff,
  type CacheReview,
  type CombineFillerResult,
  DatasheetStatus,
  DSNO_PATTERN,
  datasheetPaths,
  datasheetResource,
  OriginStatus,
  type OriginSuggestions,
  type ResourcePage,
  type ResourceRow,
  resourcePaths,
} from '@console/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../src/db/schema/index.ts';
import { allFamilies } from '../../src/engine/families.ts';
import { derivedSchema, tableOf } from '../../src/engine/tables.ts';
import { formatDsno } from '../../src/modules/datasheet/datasheets.ts';
import { CACHE_DEMO_FILE } from '../../src/modules/seed/cache-demo.ts';
import { seed } from '../../src/modules/seed/seed.ts';
import {
  type Domain,
  hashOf,
  indexOf,
  readDomain,
  type Sheet,
  sheetQuestions,
} from './datasheet-demo-read.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, xlsx } from './import-fixtures.ts';

let t: TestApp;
let token: string;
let domain: Domain;
let index: ReturnType<typeof indexOf>;
let firstHash: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  token = await t.login();
  domain = await readDomain(t, token);
  index = indexOf(domain);
  firstHash = hashOf(domain);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const { codeOf } = sheetQuestions(() => index);

describe('the seeded datasheet catalogue', () => {
  it('draws unique, well-formed DSNOs from the sequence, so the next sheet added continues it', async () => {
    const dsnos = domain.sheets.map((sheet) => String(sheet.dsno));
    expect(dsnos.every((dsno) => DSNO_PATTERN.test(dsno))).toBe(true);
    expect(new Set(dsnos).size).toBe(dsnos.length);
    expect([...dsnos].sort()).toEqual(domain.sheets.map((_, i) => formatDsno(i + 1)));
    const [sheet] = domain.sheets;
    const { body } = await t.call<ResourceRow>(token, {
      method: 'POST',
      url: `/api${resourcePaths(datasheetResource).add}`,
      payload: { grade: 'DSNO-TEST', company_id: sheet?.company_id, category_id: sheet?.category_id },
    });
    expect(body.code, body.msg).toBe(0);
    // A sequence may skip values (a database restored from its write-ahead log resumes past the ones it had
    // logged ahead), so the next sheet continues above the seeded ones rather than at exactly the next number.
    const next = String(body.data.dsno);
    expect(next).toMatch(DSNO_PATTERN);
    expect(next > formatDsno(domain.sheets.length)).toBe(true);
    const removed = await t.call(token, {
      method: 'POST',
      url: `/api${resourcePaths(datasheetResource).del}`,
      payload: { ids: [body.data.id] },
    });
    expect(removed.body.code).toBe(0);
    // Older sheets have lower DSNOs; dates span the last two years, each changed after it was added.
    const byDsno = [...domain.sheets].sort((a, b) => String(a.dsno).localeCompare(String(b.dsno)));
    const created = byDsno.map((s) => Date.parse(s.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const now = Date.now();
    const twoYears = 731 * 86_400_000;
    for (const s of domain.sheets) {
      expect(Date.parse(s.created_at)).toBeGreaterThan(now - twoYears);
      expect(Date.parse(s.updated_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
      expect(Date.parse(s.updated_at)).toBeLessThanOrEqual(now);
    }
    expect(Math.min(...created)).toBeLessThan(now - twoYears / 2);
  });

  it('sets statuses, flags and tags the way a live catalogue has them', () => {
    const share = (where: (sheet: Sheet) => boolean) =>
      domain.sheets.filter(where).length / domain.sheets.length;
    expect(share((s) => s.status === DatasheetStatus.published)).toBeGreaterThan(0.7);
    expect(share((s) => s.status === DatasheetStatus.pending)).toBeGreaterThan(0.02);
    expect(share((s) => s.status === DatasheetStatus.withdrawn)).toBeGreaterThan(0.02);
    expect(share((s) => s.enabled === false)).toBeGreaterThan(0);
    expect(share((s) => s.enabled === false)).toBeLessThan(0.1);
    for (const sheet of domain.sheets) {
      expect(sheet.appliances.length, String(sheet.grade)).toBeGreaterThan(0);
      expect(sheet.processing_modes.length).toBeGreaterThan(0);
      expect(sheet.form_id).not.toBeNull();
      for (const filler of sheet.fillers) expect(filler.percent).toBeGreaterThan(0);
    }
    expect(share((s) => s.fillers.length > 0)).toBeGreaterThan(0.4);
    expect(share((s) => s.fillers.length > 1)).toBeGreaterThan(0);
    expect(share((s) => s.features.length > 0)).toBeGreaterThan(0.4);
    expect(share((s) => s.trademark_id !== null)).toBeGreaterThan(0.8);
  });

  it('leaves raw spellings waiting to be mapped, a few already mapped, with suggestions to map them', async () => {
    for (const [origins, field, least] of [
      [domain.headerOrigins, 'header_id', 25],
      [domain.standardOrigins, 'standard_id', 12],
    ] as const) {
      const unmapped = origins.filter((row) => row.status === OriginStatus.unmapped);
      expect(unmapped.length).toBeGreaterThanOrEqual(least);
      expect(unmapped.every((row) => row[field] === null && Number(row.seen_count) > 0 && row.source)).toBe(
        true,
      );
      const mapped = origins.filter((row) => row.status === OriginStatus.mapped);
      expect(mapped.length).toBeGreaterThan(0);
      expect(mapped.every((row) => typeof row[field] === 'number')).toBe(true);
    }
    const raw = domain.headerOrigins.find((row) => row.raw === 'Tensile Str.');
    const { body } = await t.call<OriginSuggestions>(token, {
      url: `/api${datasheetPaths.headerOriginSuggest}?ids=${raw?.id}`,
    });
    expect(body.code, body.msg).toBe(0);
    const suggested = (body.data[String(raw?.id)] ?? []).map((s) => codeOf(index.headers, s.id));
    expect(suggested).toContain('tensile_strength');
  });

  it("reads a polyolefin maker's film and moulding rows through its libraries, the maker left to map", async () => {
    // Lines of makers' PE and EVA sheets as the PDF reader splits them (the property, method and unit as printed).
    const maker = 'HANWHA';
    const rows = [
      ['Melt Index', 'ASTM D1238', '190ºC/2.16 kg', '', '2.0', 'g/10min'],
      ['Density', 'ASTM D1505', '', '', '0.919', 'g/cc'],
      ['Tensile Strength at Yield', 'ASTM D882', 'MD', '', '110', 'kg/cm²'],
      ['Tensile Strength at Break', 'ASTM D638', '', '', '3300', 'psi'],
      ['Secant Modulus', 'ASTM D882', '1%, MD', '', '25000', 'psi'],
      ['Dart Impact', 'ASTM D1709', '', '', '70', 'g'],
      ['Dart Impact Strength', 'ASTM D1709', '', '', '>400', 'g'],
      ['Elmendorf Tear Strength', 'ASTM D1922', 'TD', '', '510', 'Kg/cm'],
      ['Gloss', 'ASTM D2457', '45°', '', '71', ''],
      ['Brittleness Temperature', 'ASTM D746', '', '', '<-80', '℃'],
      ['ESCR', 'ASTM D1693', 'F50', '', '>300', 'Hours'],
      ['Melting Point', 'ASTM D3418', '', '', '124', '℃'],
      ['Izod Impact Strength', 'ASTM D256', '23 °C', '', '70', 'kgf·cm/cm'],
    ].map(([header, standard, condition, state, value, unit]) => [
      '7635',
      maker,
      'LLDPE',
      header ?? '',
      standard ?? '',
      condition ?? '',
      state ?? '',
      value ?? '',
      unit ?? '',
    ]);
    const dry = await importFile(t, token, await xlsx(rows), true);
    expect(dry).toMatchObject({ rows: rows.length, sheets: 1, cache_ids: [] });
    // Every property, method and unit is known (the demo catalogue has the polyolefin and film properties, the
    // makers' usual names mapped); the maker is new to the console.
    expect(dry.unmapped.header).toEqual({});
    expect(dry.unmapped.standard).toEqual({});
    expect(dry.unmapped.unit).toEqual({});
    expect(dry.unmapped.company).toEqual({ [maker]: rows.length });
  });

  it('leaves the sheets of a maker file waiting for review: one to merge, one to approve, one to map', async () => {
    const get = async <T>(url: string) => (await t.call<T>(token, { method: 'GET', url: `/api${url}` })).body;
    const pending = await get<ResourcePage>('/ds/cache/list?status=0&size=50');
    expect(pending.code, pending.msg).toBe(0);
    const sheets = pending.data.list;
    expect(sheets).toHaveLength(3);
    // Through the real import: in its history, by the first admin.
    const runs = await get<ResourcePage>('/ds/cache/import_run/list?size=10');
    expect(runs.data.list.map((run) => run.file)).toContain(CACHE_DEMO_FILE);
    const [merge, fresh, misspelt] = [...sheets].sort((a, b) => a.id - b.id);
    // The grade already published: approving it merges, and the review shows one changed value.
    const diff = await get<CacheDiff>(`/ds/cache/diff?id=${merge?.id}`);
    expect(diff.data.target).not.toBeNull();
    expect(diff.data.rows.filter((row) => row.change === 'changed')).toHaveLength(1);
    expect(fresh).toMatchObject({ checks_passed: true, problems: 0 });
    // The new spellings wait to be mapped, with the right rows suggested.
    expect(misspelt).toMatchObject({ checks_passed: false, company_id: null });
    const review = await get<CacheReview>(`/ds/cache/review?id=${misspelt?.id}`);
    const company = Object.values(review.data.suggestions.company)[0]?.[0];
    expect(company?.id).toBe(merge?.company_id);
    expect(Object.keys(review.data.suggestions.header)).toHaveLength(1);
  });

  it('names duplicate fillers on real sheets, so combining them re-points sheets', async () => {
    const canonical = domain.fillers.find((row) => row.code === 'glass_fibre');
    const duplicate = domain.fillers.find((row) => row.code === 'glass_fiber');
    const using = domain.sheets.filter((sheet) =>
      sheet.fillers.some((row) => row.filler_id === duplicate?.id),
    );
    expect(using.length).toBeGreaterThan(0);
    const { body } = await t.call<CombineFillerResult>(token, {
      method: 'POST',
      url: `/api${datasheetPaths.combineFiller}`,
      payload: { into_id: canonical?.id, from_ids: [duplicate?.id] },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toEqual({ sheets: using.length, removed: 1 });
  });

  it('seeds in one transaction, and a second seed writes exactly the same data', async () => {
    // Every domain's demo is written in the one transaction, so all of it is emptied: every family's table
    // but those synchronised at each start (route and API authorities, menu records), and the admins.
    const synchronised = new Set(['layout_authority', 'api_authority', 'menu_record']);
    const tables = Object.keys(derivedSchema(allFamilies())).filter((name) => !synchronised.has(name));
    const empty = async () => {
      const emptied = ['admin_user', ...tables].map((name) => `"${name}"`).join(', ');
      await t.db.execute(sql.raw(`truncate table ${emptied} cascade`));
    };
    const rowsOf = async (key: string) =>
      Number((await t.db.select({ n: count() }).from(tableOf(key)))[0]?.n);
    await empty();
    // A database error while the sheets' grids are written, as a crash half-way would leave it.
    await t.db.execute(
      sql`alter table datasheet_properties add constraint demo_test_no_v0 check (value_text <> 'V-0')`,
    );
    try {
      await expect(seed(t.db, t.config, { print: () => {} })).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table datasheet_properties drop constraint demo_test_no_v0`);
    }
    expect(Number((await t.db.select({ n: count() }).from(adminUser))[0]?.n)).toBe(0);
    for (const key of ['metric', 'header', 'company', 'datasheet']) expect(await rowsOf(key), key).toBe(0);

    const result = await seed(t.db, t.config, { print: () => {} });
    expect(result).toEqual({ adminCreated: true, demoSeeded: true });
    token = await t.login();
    const again = await readDomain(t, token);
    expect(again.sheets.length).toBe(domain.sheets.length);
    expect(hashOf(again)).toBe(firstHash);
  }, 120_000);
});
