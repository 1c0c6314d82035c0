/**
 * The demo's UL yellow cards and certificates (SEED_DEMO=1), read back through the API: cards for demo
 * sheets' grades whose rows keep the card's rules and whose thinnest thickness per class the filters find,
 * and certificates of which some have expired and some lapse within 30 days.
 */
import {
  certificateValidity,
  type RatingRow,
  type ResourcePage,
  type ResourceRow,
  ratingProblems,
  thinnestPerClass,
} from '@console/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('seeds yellow cards for demo sheets, each keeping the rules, with a sheet of its grade', async () => {
  const { body } = await api.get<ResourcePage>('/ds/yc/list?size=100');
  expect(body.data.total).toBeGreaterThanOrEqual(5);
  for (const listed of body.data.list) {
    const card = (await api.get<ResourceRow>(`/ds/yc/get?id=${listed.id}`)).body.data;
    const rows = card.ratings as RatingRow[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(ratingProblems(rows)).toEqual([]);
    expect(card).toMatchObject(thinnestPerClass(rows));
    const sheets = await api.get<ResourcePage>(
      `/ds/list?size=5&company_id=${card.company_id}&grade=${encodeURIComponent(String(card.grade))}`,
    );
    expect(sheets.body.data.total, String(card.grade)).toBeGreaterThan(0);
  }
  const v0 = await api.get<ResourcePage>('/ds/yc/list?size=1&thk_v0_to=1.5');
  expect(v0.body.data.total).toBeGreaterThan(0);
});

it('seeds certificates per company and per sheet, some expired and some expiring', async () => {
  const { body } = await api.get<ResourcePage>('/ds/certification/list?size=100');
  const today = new Date().toISOString().slice(0, 10);
  const marks = body.data.list.map((row) => certificateValidity(row.valid_to as string | null, today));
  expect(marks).toContain('expired');
  expect(marks).toContain('expiring');
  expect(marks).toContain('valid');
  expect(new Set(body.data.list.map((row) => row.scope))).toEqual(new Set(['company', 'sheet']));
});
