/**
 * The demo's UL yellow cards and certificates (SEED_DEMO=1), read back through the API: cards for demo
 * sheets' grades whose rows keep the card's rules and whose thinnest thickness per class the filters find,
 * and certificates of which some have expired and some lapse within 30 days; raw UL rows waiting to be
 * matched, and the search presets.
 */
import {
  certificateValidity,
  type RatingRow,
  type ResourcePage,
  type ResourceRow,
  ratingProblems,
  type SmartOptions,
  thinnestPerClass,
  type UlSuggestions,
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

it('seeds raw UL rows: a demo card’s rows find the card, and a match adds to it', async () => {
  const { body } = await api.get<ResourcePage>('/ds/ul_data/list?size=100&status=waiting');
  expect(body.data.total).toBeGreaterThanOrEqual(3);
  const withCard = [];
  for (const row of body.data.list) {
    const suggestions = (await api.get<UlSuggestions>(`/ds/ul_data/suggest?id=${row.id}`)).body.data;
    if (suggestions.cards.length > 0) withCard.push({ row, suggestions });
  }
  expect(withCard.length).toBeGreaterThanOrEqual(1);
  const [first] = withCard;
  const card = first?.suggestions.cards[0];
  const match = await api.post('/ds/ul_data/match', {
    id: first?.row.id,
    company_id: card?.company_id,
    yellow_card_id: card?.id,
  });
  expect(match.body.code, match.body.msg).toBe(0);
  expect(match.body.data).toMatchObject({ yellow_card_id: card?.id, created: false });
});

it('seeds search presets the search runs', async () => {
  const options = (await api.get<SmartOptions>('/ds/smart/options')).body.data;
  expect(options.presets.map((p) => p.name_zh)).toContain('PA66 GF30 结构件');
  expect(options.headers.length).toBeGreaterThan(5);
  for (const preset of options.presets) {
    const { body } = await api.post('/ds/smart/search', preset.query);
    expect(body.code, `${preset.name_zh}: ${body.msg}`).toBe(0);
  }
});
