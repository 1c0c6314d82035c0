/**
 * Implausible values flagged (issue 36), through HTTP on the demo catalogue, judged as it is seeded: a PP grade imported with density
 * 9.05 g/cm³ lands in the review queue flagged, with why (ten times the demo PP sheets' median — a misplaced
 * decimal?) while its plausible values are not; the flag never blocks the approval, which publishes the sheet with
 * its flag; the report of open flags lists it by header; marking it checked is audited and takes it out of the
 * open report, and a checked flag stays checked when its sheet is judged again.
 */
import { FlagState, type ResourcePage, type ResourceRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, xlsx } from './import-fixtures.ts';

let t: TestApp;
let root: string;
let company: string;

async function get<T>(url: string): Promise<T> {
  const { body } = await t.call<T>(root, { url: `/api${url}` });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function post(url: string, payload: object) {
  const { body } = await t.call<ResourceRow>(root, { method: 'POST', url: `/api${url}`, payload });
  return body;
}
const flagsOf = async (query: string) =>
  (await get<ResourcePage>(`/ds/value_flag/list?${query}&size=100`)).list;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  root = await t.login();
  const companies = await get<ResourcePage>('/v1_company/list?size=1');
  company = String(companies.list[0]?.name_zh);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('implausible values', () => {
  let cacheId: number;
  let flagId: number;

  it('judges the demo catalogue as it is seeded: a handful of its ~12,000 values, each on a sheet with why', async () => {
    const demo = await get<ResourcePage>('/ds/value_flag/list?size=100');
    expect(demo.total).toBeGreaterThan(0);
    expect(demo.total).toBeLessThan(60);
    for (const flag of demo.list) {
      expect(flag.datasheet_id).toBeGreaterThan(0);
      expect(String(flag.why_en)).toMatch(/ is .* the .* median /);
    }
  });

  it('flags a PP grade imported with density 9.05 in the review queue, with why; plausible values pass', async () => {
    const row = (header: string, standard: string, value: string, unit: string) => [
      'FLAG-PP-905',
      company,
      'PP',
      header,
      standard,
      '',
      '',
      value,
      unit,
    ];
    const report = await importFile(
      t,
      root,
      await xlsx([
        row('密度', 'ISO 1183-1', '9.05', 'g/cm³'),
        row('熔体质量流动速率', 'ISO 1133-1', '12', 'g/10min'),
      ]),
      false,
    );
    expect(report.sheets).toBe(1);
    const cached = await get<ResourcePage>('/ds/cache/list?grade=FLAG-PP-905');
    const sheet = cached.list[0];
    cacheId = Number(sheet?.id);
    expect(sheet?.open_flags).toBe(1);
    const flags = await flagsOf(`cache_id=${cacheId}`);
    expect(flags).toHaveLength(1);
    const [flag] = flags;
    flagId = Number(flag?.id);
    expect(flag?.family).toBe('PP');
    expect(flag?.value_shown).toBe('9.05 g/cm³');
    expect(flag?.reason).toBe('decimal');
    expect(String(flag?.why_en)).toMatch(
      /^Density 9\.05 g\/cm³ is \d+(\.\d)?× the PP median \d\.\d+ g\/cm³ — a misplaced decimal\?$/,
    );
    expect(String(flag?.why_zh)).toContain('小数点错位');
  });

  it('lists it in the open report by header, and marking it checked is audited and takes it out', async () => {
    const open = await flagsOf(`state=${FlagState.open}`);
    expect(open.map((f) => f.id)).toContain(flagId);
    const checked = await post('/ds/value_flag/check', { ids: [flagId], note: '核对原始 PDF：应为 0.905' });
    expect(checked.code, checked.msg).toBe(0);
    expect((await flagsOf(`state=${FlagState.open}`)).map((f) => f.id)).not.toContain(flagId);
    const audit = await get<ResourcePage>(`/system/audit/list?family=value_flag&row_id=${flagId}&size=10`);
    expect(audit.list.map((entry) => entry.action)).toContain('transition');
    expect((await get<ResourcePage>('/ds/cache/list?grade=FLAG-PP-905')).list[0]?.open_flags).toBe(0);
  });

  it('keeps a checked flag checked when the sheet is judged again, and never blocks the approval', async () => {
    const before = await get<ResourceRow>(`/ds/cache/get?id=${cacheId}`);
    const saved = await post('/ds/cache/update', {
      id: cacheId,
      grade: 'FLAG-PP-905',
      updated_at: before.updated_at,
    });
    expect(saved.code, saved.msg).toBe(0);
    const [again] = await flagsOf(`cache_id=${cacheId}`);
    expect(again?.id).toBe(flagId);
    expect(again?.state).toBe(FlagState.checked);
    const approved = await post('/ds/cache/approve', { id: cacheId });
    expect(approved.code, approved.msg).toBe(0);
    const published = await get<ResourceRow>(`/ds/cache/get?id=${cacheId}`);
    const flags = await flagsOf(`datasheet_id=${published.datasheet_id}`);
    expect(flags.map((f) => f.reason)).toEqual(['decimal']);
    expect(flags[0]?.state).toBe(FlagState.open);
  });
});
