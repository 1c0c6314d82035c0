/**
 * Implausible values judged again (issue 36), through HTTP on the demo catalogue: a sheet's own unit or family
 * changed is judged as it is saved; a header renamed, a unit's symbol changed, a category or the material names
 * library moving a sheet to another family are judged again in the background, whose progress the report reads.
 * Sheets stored before flags existed (their flags and the judging record removed) are judged by the backfill a
 * start queues, without holding the start; a backfill interrupted halfway resumes where it stopped and judges no
 * sheet twice.
 */
import type { FlagJudging as Progress, ResourcePage, ResourceRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { FlagJudging, judgingOf } from '../../src/modules/datasheet/plausibility/judging.ts';
import { JUDGING_SETTING } from '../../src/modules/datasheet/plausibility/judging-state.ts';
import { type AppInstance, createSecondInstance, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;

async function get<T>(url: string, on: Pick<AppInstance, 'call'> = t): Promise<T> {
  const { body } = await on.call<T>(root, { url: `/api${url}` });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function post(url: string, payload: object) {
  const { body } = await t.call<ResourceRow>(root, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
const flagsOf = async (query = '') =>
  (await get<ResourcePage>(`/ds/value_flag/list?size=100${query ? `&${query}` : ''}`)).list;
const flag = (id: unknown) => get<ResourceRow>(`/ds/value_flag/get?id=${id}`);
/** Every row of a list, page by page. */
async function everyRow(base: string): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (let page = 1; ; page++) {
    const got = await get<ResourcePage>(`${base}/list?size=100&page=${page}`);
    rows.push(...got.list);
    if (got.list.length < 100) return rows;
  }
}
const progress = (on: Pick<AppInstance, 'call'> = t) => get<Progress>('/ds/value_flag/judging', on);

/** Waits until the background judging has nothing queued (it is woken by the commit that queued the work). */
async function settled(on: Pick<AppInstance, 'call'> = t): Promise<Progress> {
  for (let i = 0; i < 600; i++) {
    const now = await progress(on);
    if (now.tasks.length === 0) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the judging did not settle');
}

/** Every flag as (sheet, row, why), to compare judgements. */
async function allFlags(): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    t.db,
    sql`select concat_ws('|', datasheet_id, cache_id, row_key, reason, why_en) as key from value_flag order by 1`,
  );
  return rows.map((row) => row.key);
}

/** A database as it was before flags existed: no flags, no record of any judging. */
async function forgetFlags(): Promise<void> {
  await t.db.execute(sql`delete from value_flag`);
  await t.db.execute(sql`delete from setting_key where key = ${JUDGING_SETTING}`);
  await t.db.execute(sql`update datasheet_cache set open_flags = 0`);
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  root = await t.login();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('flags of sheets stored before flags existed', () => {
  let judged: string[];
  let sheets: number;

  it('are judged by the backfill a start queues, the server answering meanwhile', async () => {
    judged = await allFlags();
    expect(judged.length).toBeGreaterThan(0);
    sheets = (await get<ResourcePage>('/ds/list?size=1')).total;
    await forgetFlags();
    expect((await get<ResourcePage>('/ds/value_flag/list?size=1')).total).toBe(0);

    const restarted = await createSecondInstance(t);
    try {
      // Ready (what listening waits for) with the backfill queued, not done.
      const atStart = await progress(restarted);
      expect(atStart.tasks.map((task) => task.reason)).toContain('backfill');
      const after = await settled(restarted);
      expect(after.last).toMatchObject({ reason: 'backfill' });
    } finally {
      await restarted.close();
    }
    expect(await allFlags()).toEqual(judged);
  });

  it('resumes a backfill interrupted halfway where it stopped, judging no sheet twice', async () => {
    // The app's own runner waits meanwhile (it would otherwise go on from the interruption by itself).
    const own = judgingOf(t.consoleApp.engine);
    await own?.stop();
    await forgetFlags();
    const log = { error: (entry: unknown) => console.error(entry) };
    // A first run stopped after three batches of seven sheets.
    await new FlagJudging(t.db, log, { batch: 7 }).runBatches(3);
    const stopped = await progress();
    expect(stopped.tasks[0]).toMatchObject({
      reason: 'backfill',
      owner: 'datasheet',
      done: 21,
      total: sheets,
    });
    const partly = await allFlags();
    expect(partly.length).toBeLessThan(judged.length);

    // The next start's runner goes on from there, batch by batch until the published sheets are done.
    const resumed = new FlagJudging(t.db, log, { batch: 7 });
    for (let i = 0; i < 1000 && (await progress()).tasks[0]?.owner === 'datasheet'; i++)
      await resumed.runBatches(1);
    const finished = await progress();
    expect(finished.last).toMatchObject({
      reason: 'backfill',
      owner: 'datasheet',
      done: sheets,
      total: sheets,
    });
    await resumed.runBatches(1000);
    expect((await progress()).tasks).toEqual([]);
    expect(await allFlags()).toEqual(judged);
    await own?.start();
    await own?.wake();
  });
});

describe('judging again what a verdict depends on', () => {
  it('judges a sheet whose unit changed as it is saved, and shows no work queued for it', async () => {
    const sheets = await get<ResourcePage>('/ds/list?size=100');
    const metrics = await everyRow('/ds/metric');
    const perCubicMetre = metrics.find((m) => m.quantity === 'density' && Number(m.factor) < 0.01);
    expect(perCubicMetre, 'a density unit a thousand times smaller').toBeDefined();
    let done = false;
    for (const listed of sheets.list) {
      const sheet = await get<ResourceRow>(`/ds/get?id=${listed.id}`);
      const rows = sheet.properties as Record<string, unknown>[];
      const density = rows.find((row) => {
        const metric = metrics.find((m) => m.id === row.metric_id);
        return metric?.quantity === 'density' && Number(metric.factor) === 1 && Number(row.value) < 2;
      });
      if (!density || (await flagsOf(`datasheet_id=${sheet.id}`)).length > 0) continue;
      await post('/ds/update', {
        id: sheet.id,
        properties: rows.map((row) => (row === density ? { ...row, metric_id: perCubicMetre?.id } : row)),
      });
      const flags = await flagsOf(`datasheet_id=${sheet.id}`);
      expect(flags.map((f) => f.reason)).toEqual(['unit_scale']);
      expect(String(flags[0]?.value_shown)).toContain(String(perCubicMetre?.symbol));
      done = true;
      break;
    }
    expect(done, 'a demo sheet with a plausible density').toBe(true);
    expect((await settled()).tasks).toEqual([]);
  });

  it('judges the flags of a renamed header again in the background, and the report shows what it did', async () => {
    const [first] = await flagsOf();
    const header = await get<ResourceRow>(`/v1_header/get?id=${first?.header_id}`);
    await post('/v1_header/update', {
      id: header.id,
      name_en: 'Renamed For Judging',
      updated_at: header.updated_at,
    });
    const after = await settled();
    expect(after.last).toMatchObject({ reason: 'header' });
    expect(after.last?.done).toBeGreaterThan(0);
    const again = await flag(first?.id);
    expect(String(again?.why_en)).toMatch(/^Renamed For Judging /);
  });

  it('judges again after a unit’s symbol changed', async () => {
    const flags = await flagsOf();
    const metrics = await everyRow('/ds/metric');
    const withUnit = flags
      .map((flag) => ({
        flag,
        metric: metrics.find((m) => m.symbol && String(flag.value_shown).endsWith(` ${m.symbol}`)),
      }))
      .find((pair) => pair.metric);
    expect(withUnit, 'a demo flag stated in a unit').toBeDefined();
    const metric = withUnit?.metric as ResourceRow;
    await post('/ds/metric/update', { id: metric.id, symbol: 'zz-unit', updated_at: metric.updated_at });
    const after = await settled();
    expect(after.last).toMatchObject({ reason: 'metric' });
    const again = await flag(withUnit?.flag.id);
    expect(String(again?.why_en)).toContain('zz-unit');
  });

  it('judges again the sheets of a category renamed into another family', async () => {
    const flag = (await flagsOf()).find((f) => f.family && f.family !== 'PC');
    expect(flag, 'a demo flag of a known family').toBeDefined();
    const sheet = await get<ResourceRow>(`/ds/get?id=${flag?.datasheet_id}`);
    const category = await get<ResourceRow>(`/v1_categories/get?id=${sheet.category_id}`);
    await post('/v1_categories/update', {
      id: category.id,
      name_zh: '聚碳酸酯（改名测试）',
      name_en: 'Polycarbonate renamed',
      code: 'pc_renamed',
      updated_at: category.updated_at,
    });
    const after = await settled();
    // The family's statistics moved too, so the rest of its sheets were judged again after.
    expect(['category', 'stats']).toContain(after.last?.reason);
    const families = (await flagsOf(`datasheet_id=${sheet.id}`)).map((f) => f.family);
    expect(families).not.toContain(flag?.family);
  });

  it('judges again the sheets a material names library edit moves to another family', async () => {
    const flag = (await flagsOf()).find((f) => f.family && f.family !== 'PC');
    expect(flag, 'another demo flag of a known family').toBeDefined();
    const families = await everyRow('/v1_polymer_family');
    const family = families.find((f) => f.code === flag?.family);
    await post('/v1_polymer_family/enable', { ids: [family?.id], enabled: false });
    const after = await settled();
    expect(['family', 'stats']).toContain(after.last?.reason);
    const now = (await flagsOf(`datasheet_id=${flag?.datasheet_id}`)).map((f) => f.family);
    expect(now).not.toContain(flag?.family);
    await post('/v1_polymer_family/enable', { ids: [family?.id], enabled: true });
    await settled();
  });
});
