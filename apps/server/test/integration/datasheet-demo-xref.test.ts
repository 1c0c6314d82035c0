/**
 * The demo's prices, substitute pairs, access requests and views (SEED_DEMO=1), read back through the API:
 * a year of monthly prices per supplier, pairs whose stored basis is what the server's hook would write,
 * requests in every state, and a demo sheet that "find similar" can rank.
 */
import type { PriceSeriesData, ResourcePage, ResourceRow, SimilarData } from '@console/contract';
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

it('seeds twelve months of prices per grade from three suppliers, one grade left unmatched', async () => {
  const { body } = await api.get<ResourcePage>('/ds/price/list?size=1');
  expect(body.data.total).toBe(4 * 12 * 3);
  const unmatched = await api.get<ResourcePage>('/ds/price/list?size=1&sort=grade');
  const grade = String(unmatched.body.data.list[0]?.grade);
  const series = await api.get<PriceSeriesData>(`/ds/price/series?grade=${encodeURIComponent(grade)}`);
  expect(series.body.data.series).toHaveLength(3);
  for (const line of series.body.data.series) expect(line.points).toHaveLength(12);
});

it('seeds substitute pairs whose basis is the one the server writes on save', async () => {
  const { body } = await api.get<ResourcePage>('/ds/replace/list?size=100');
  expect(body.data.total).toBeGreaterThanOrEqual(5);
  const pair = body.data.list[0] as ResourceRow;
  // Saving the pair again recomputes its basis: it must not move.
  const saved = await api.post('/ds/replace/update', { id: pair.id, note: 'resaved' });
  expect(saved.body.code, saved.body.msg).toBe(0);
  expect(saved.body.data).toMatchObject({
    same_category: pair.same_category,
    same_fillers: pair.same_fillers,
    distance: pair.distance,
    overlap: pair.overlap,
  });
  const similar = await api.get<SimilarData>(`/ds/similar?id=${pair.source_id}`);
  expect(similar.body.data.candidates[0]?.id).toBe(pair.target_id);
});

it('seeds access requests in every state and front-site views', async () => {
  for (const state of ['pending', 'approved', 'rejected']) {
    const { body } = await api.get<ResourcePage>(`/ds/authority/list?size=1&state=${state}`);
    expect(body.data.total, state).toBeGreaterThan(0);
  }
  const views = await api.get<ResourcePage>('/ds/access/list?size=1&via=front');
  expect(views.body.data.total).toBe(60);
});
