/**
 * Figures out (issue 23): the demo history written by the generator (deterministic: the same seed writes the
 * same events), then the retention cohorts answered by the metric endpoint compared
 * with a brute-force count over the stored events, over the whole history and over a later part of it (a
 * visitor's cohort is the week it was first seen ever, so one first seen before the range is in none of its
 * cohorts); the keyed charts equal a count by their key; the heat map's cells equal a count by weekday and
 * hour; every metric answers. Retention over batches written out of order: analytics-retention-batches.test.ts.
 */
import { metricNames, metricSources } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { historyStart, writeDemoEvents } from '../../src/modules/analytics/demo-events.ts';
import { BO_SCORE_WEIGHTS } from '../../src/modules/analytics/metrics.ts';
import { bruteRetention, chinaDay, demoHistory, readMetric } from './analytics-brute-force.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface Stored {
  at: Date;
  event: string;
  visitor: string;
  demand: string | null;
  session: string;
  keyword: string | null;
  results: number | null;
  dsno: string | null;
  with: string | null;
  user: number | null;
}

const { days: DAYS, now } = demoHistory;
let t: TestApp;
let token: string;
const metric = (name: string, from: string, to: string) => readMetric(t, token, name, from, to);
let events: Stored[];
let written: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  written = await writeDemoEvents(t.db, demoHistory);
  const rows = await queryRows<{
    occurred_at: string | Date;
    event: string;
    visitor: string;
    demand: string | null;
    session: string;
    keyword: string | null;
    results: number | null;
    dsno: string | null;
    with: string | null;
    user_id: number | null;
  }>(
    t.db,
    sql`SELECT occurred_at, event, coalesce(user_id::text, anonymous_id) AS visitor,
      properties->>'demand' AS demand, session_id AS session, properties->>'keyword' AS keyword,
      (properties->>'results')::int AS results, properties->>'dsno' AS dsno, properties->>'with' AS with,
      user_id FROM tracking_event`,
  );
  events = rows.map((row) => ({
    at: new Date(row.occurred_at),
    event: row.event,
    visitor: row.visitor,
    demand: row.demand,
    session: row.session,
    keyword: row.keyword,
    results: row.results,
    dsno: row.dsno,
    with: row.with,
    user: row.user_id,
  }));
});

afterAll(async () => {
  await t?.close();
});

/** Counts of the range's events by a key, highest first, ties by the key (what the keyed charts answer). */
function bruteTop(
  from: string,
  to: string,
  keyOf: (e: Stored) => string | null,
  limit: number,
): [string, Stored[]][] {
  const groups = new Map<string, Stored[]>();
  for (const e of events) {
    const day = chinaDay(e.at);
    const key = day >= from && day <= to ? keyOf(e) : null;
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
}
const count = (list: Stored[], event: string) => list.filter((e) => e.event === event).length;

describe('analytics figures', () => {
  const first = chinaDay(historyStart(DAYS, now));
  const last = chinaDay(now);
  const later = chinaDay(new Date(now.getTime() - 20 * 86_400_000));

  it('writes the demo history it was asked for, all its days, in month partitions', async () => {
    expect(events.length).toBe(written);
    expect(written).toBeGreaterThan(7_000);
    expect(written).toBeLessThan(9_000);
    const days = new Set(events.map((e) => chinaDay(e.at)));
    expect(days.size).toBe(DAYS);
    expect([...days].sort()[0]).toBe(first);
    const [daily] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT sum(events)::int AS n FROM tracking_daily`,
    );
    expect(daily?.n).toBe(written);
    expect(events.filter((e) => e.event === 'demand_submit').length).toBeGreaterThan(10);
  });

  it('answers retention cohorts equal to a brute-force count', async () => {
    for (const [from, to] of [
      [first, last],
      [later, last],
    ] as const) {
      const answered = await metric('retention', from, to);
      expect(answered.length).toBeGreaterThan(1);
      expect(answered).toEqual(bruteRetention(events, from, to));
    }
  });

  it('answers the latest session that searched more than once, its searches in order, as a brute-force pick', async () => {
    for (const [from, to] of [
      [first, last],
      [later, last],
    ] as const) {
      const searches = events
        .filter((e) => e.event === 'search_submit' && chinaDay(e.at) >= from && chinaDay(e.at) <= to)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const bySession = new Map<string, Stored[]>();
      for (const e of searches) bySession.set(e.session, [...(bySession.get(e.session) ?? []), e]);
      const latest = (list: Stored[]) => (list.at(-1) as Stored).at.getTime();
      const [session] = [...bySession]
        .filter(([, list]) => list.length > 1)
        .sort(([a, x], [b, y]) => latest(y) - latest(x) || (a < b ? 1 : a > b ? -1 : 0))
        .map(([id]) => id);
      expect(session, 'a session searched twice').toBeDefined();
      const answered = await metric('session_searches', from, to);
      expect(answered.map((row) => row.session)).toEqual(
        (bySession.get(session as string) ?? []).map(() => session),
      );
      expect(answered.map((row) => [row.keyword, row.results])).toEqual(
        (bySession.get(session as string) ?? []).map((e) => [e.keyword, e.results]),
      );
    }
  });

  it('answers the keyed charts (keywords, sheets, pairs, the score) equal to a brute-force count', async () => {
    // Downloads and demands are counted from their rows (analytics-rows.test.ts), none here: only the events'.
    const sheetEvents = ['ds_detail_view', 'ds_compare_add'];
    const scored = [...sheetEvents, 'company_contact_click'];
    for (const [from, to] of [
      [first, last],
      [later, last],
    ] as const) {
      const keywords = bruteTop(from, to, (e) => (e.event === 'search_submit' ? e.keyword : null), 30);
      expect(keywords.length).toBeGreaterThan(3);
      expect(await metric('search_keywords', from, to)).toEqual(
        keywords.map(([keyword, list]) => {
          const empty = list.filter((e) => e.results === 0).length;
          return {
            keyword,
            searches: list.length,
            empty,
            empty_rate: Math.round((1000 * empty) / list.length) / 10,
          };
        }),
      );

      // Sheets are ranked by views, not by all their events: the brute force ranks the same way.
      const sheets = bruteTop(from, to, (e) => (sheetEvents.includes(e.event) ? e.dsno : null), 10_000)
        .map(([dsno, list]) => ({
          dsno,
          views: count(list, 'ds_detail_view'),
          compares: count(list, 'ds_compare_add'),
          downloads: 0,
        }))
        .sort((a, b) => b.views - a.views || (a.dsno < b.dsno ? -1 : a.dsno > b.dsno ? 1 : 0))
        .slice(0, 30);
      expect(sheets.length).toBeGreaterThan(3);
      expect(await metric('top_sheets', from, to)).toEqual(sheets);

      const pair = (e: Stored) => {
        if (e.event !== 'ds_compare_add') return null;
        const sides = [e.dsno, e.with].filter((side): side is string => side !== null).sort();
        return sides.length === 0 ? null : `${sides[0]} ↔ ${sides.at(-1)}`;
      };
      const pairs = bruteTop(from, to, pair, 30);
      expect(pairs.length).toBeGreaterThan(3);
      expect(await metric('compare_pairs', from, to)).toEqual(
        pairs.map(([key, list]) => ({ pair: key, compares: list.length })),
      );

      const w = BO_SCORE_WEIGHTS;
      const scores = bruteTop(
        from,
        to,
        (e) => (e.user !== null && scored.includes(e.event) ? String(e.user) : null),
        10_000,
      )
        .map(([user, list]) => {
          const figures = {
            views: count(list, 'ds_detail_view'),
            compares: count(list, 'ds_compare_add'),
            downloads: 0,
            contacts: count(list, 'company_contact_click'),
            demands: 0,
          };
          const score =
            w.views * figures.views +
            w.compares * figures.compares +
            w.downloads * figures.downloads +
            w.contacts * figures.contacts +
            w.demands * figures.demands;
          return { user_id: Number(user), name: `#${user}`, ...figures, score };
        })
        .sort((a, b) => b.score - a.score || a.user_id - b.user_id)
        .slice(0, 50);
      expect(scores.length).toBeGreaterThan(3);
      expect(await metric('opportunity', from, to)).toEqual(scores);
    }
  });

  it('answers the weekday × hour heat map equal to a brute-force count', async () => {
    const cells = new Map<string, number>();
    for (const e of events) {
      const local = new Date(e.at.getTime() + 8 * 3_600_000);
      const key = `${((local.getUTCDay() + 6) % 7) + 1}-${local.getUTCHours()}`;
      cells.set(key, (cells.get(key) ?? 0) + 1);
    }
    const answered = await metric('active_slot', first, last);
    expect(new Map(answered.map((row) => [`${row.weekday}-${row.hour}`, row.events]))).toEqual(cells);
  });

  it('answers every metric over the range', async () => {
    // The metrics that count business rows have none here: analysis.test.ts and analytics-rows.test.ts compare
    // them with their rows.
    for (const name of metricNames.filter((name) => metricSources[name] === 'events')) {
      const rows = await metric(name, first, last);
      expect(rows.length, name).toBeGreaterThan(0);
    }
    const daily = await metric('events_daily', first, last);
    expect(daily.reduce((sum, row) => sum + Number(row.events), 0)).toBe(written);
  });
});
