/**
 * Figures out (issue 23): the demo history written by the generator (deterministic: the same seed writes the
 * same events), then the retention cohorts and the demand funnel answered by the metric endpoint compared
 * with a brute-force count over the stored events, over the whole history and over a later part of it (a
 * visitor's cohort is the week it was first seen ever, so one first seen before the range is in none of its
 * cohorts); the heat map's cells equal a count by weekday and hour; every metric answers. Then retention again
 * over visitors of their own written in batches out of order, late events moving visitors to earlier cohorts.
 */
import { metricEndpoints, metricNames } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { platformMetricFamilies } from '../../src/modules/analytics/analysis.ts';
import { historyStart, writeDemoEvents } from '../../src/modules/analytics/demo-events.ts';
import { DEMAND_FUNNEL } from '../../src/modules/analytics/demo-model.ts';
import { insertEvents, type StoredEvent } from '../../src/modules/analytics/events.ts';
import { BO_SCORE_WEIGHTS } from '../../src/modules/analytics/metrics.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Row = Record<string, string | number | null>;
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

const DAYS = 42;
const now = new Date('2026-11-20T06:00:00Z');
let t: TestApp;
let token: string;
let events: Stored[];
let written: number;

/** A China-time calendar day of an instant, as YYYY-MM-DD. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** The Monday starting the China-time week of an instant. */
function chinaWeek(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

async function metric(name: string, from: string, to: string): Promise<Row[]> {
  const { body } = await t.call<{ rows: Row[] }>(token, {
    url: `/api${metricEndpoints.metric.path}?metric=${name}&from=${from}&to=${to}`,
  });
  expect(body.code, `${name}: ${body.msg}`).toBe(0);
  return body.data.rows;
}

/** Retention's rows by brute force over `list`: cohorts are first weeks ever, whole weeks the range's days touch. */
function bruteRetention(list: readonly { at: Date; visitor: string }[], from: string, to: string): Row[] {
  const firstWeek = chinaWeek(new Date(`${from}T12:00:00+08:00`));
  const lastWeek = chinaWeek(new Date(`${to}T12:00:00+08:00`));
  const weeks = new Map<string, Set<string>>();
  for (const e of list) {
    const set = weeks.get(e.visitor) ?? new Set();
    set.add(chinaWeek(e.at));
    weeks.set(e.visitor, set);
  }
  const cohorts = new Map<string, Map<number, number>>();
  for (const set of weeks.values()) {
    const sorted = [...set].sort();
    const first = sorted[0] as string;
    if (first < firstWeek || first > lastWeek) continue;
    const row = cohorts.get(first) ?? new Map();
    for (const week of sorted.filter((week) => week <= lastWeek)) {
      const n = Math.round((Date.parse(week) - Date.parse(first)) / (7 * 86_400_000));
      row.set(n, (row.get(n) ?? 0) + 1);
    }
    cohorts.set(first, row);
  }
  return [...cohorts.keys()].sort().map((cohort) => {
    const counts = cohorts.get(cohort) as Map<number, number>;
    const size = counts.get(0) as number;
    const out: Row = { cohort, visitors: size };
    for (const [n, count] of [...counts].sort((a, b) => a[0] - b[0]))
      if (n > 0) out[`w${n}`] = Math.round((1000 * count) / size) / 10;
    return out;
  });
}

function bruteFunnel(from: string, to: string): number[] {
  const steps = new Map<string, Set<string>>();
  for (const e of events) {
    const day = chinaDay(e.at);
    if (e.demand === null || day < from || day > to) continue;
    const set = steps.get(e.demand) ?? new Set();
    set.add(e.event);
    steps.set(e.demand, set);
  }
  return DEMAND_FUNNEL.map(
    (_, i) =>
      [...steps.values()].filter((set) => DEMAND_FUNNEL.slice(0, i + 1).every((s) => set.has(s))).length,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  written = await writeDemoEvents(t.db, { events: 8_000, days: DAYS, now });
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

  it('answers the demand funnel equal to a brute-force count', async () => {
    for (const [from, to] of [
      [first, last],
      [later, last],
    ] as const) {
      const answered = await metric('demand_funnel', from, to);
      expect(answered.map((row) => row.step)).toEqual([...DEMAND_FUNNEL]);
      const brute = bruteFunnel(from, to);
      expect(answered.map((row) => row.demands)).toEqual(brute);
      expect(brute[0]).toBeGreaterThan(brute[3] as number);
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
    const sheetEvents = ['ds_detail_view', 'ds_compare_add', 'ds_pdf_download'];
    const scored = [...sheetEvents, 'company_contact_click', 'demand_submit'];
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
          downloads: count(list, 'ds_pdf_download'),
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
            downloads: count(list, 'ds_pdf_download'),
            contacts: count(list, 'company_contact_click'),
            demands: count(list, 'demand_submit'),
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
    // The dashboard's metrics count families' rows, none here: analysis.test.ts compares them with their rows.
    for (const name of metricNames.filter((name) => !platformMetricFamilies[name])) {
      const rows = await metric(name, first, last);
      expect(rows.length, name).toBeGreaterThan(0);
    }
    const daily = await metric('events_daily', first, last);
    expect(daily.reduce((sum, row) => sum + Number(row.events), 0)).toBe(written);
  });
});

describe('retention over late and out-of-order batches', () => {
  // Visitors of their own ('late-…', some signed in as users no one else is) over ten weeks long before the demo
  // history, so the charts of these weeks count only them. Some events sit on a week's edges (China time).
  const WEEK = 7 * 86_400_000;
  const start = Date.parse('2025-09-01T00:00:00+08:00'); // a Monday
  const WEEKS = 10;
  const lastDay = chinaDay(new Date(start + WEEKS * WEEK - 1));
  const late: { at: Date; visitor: string }[] = [];
  let moves = 0;

  beforeAll(async () => {
    let seed = 23;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const stored: StoredEvent[] = [];
    for (let v = 0; v < 300; v += 1) {
      const visits = 1 + Math.floor(random() * 8);
      for (let i = 0; i < visits; i += 1) {
        const week = Math.floor(random() * WEEKS);
        const edge = random();
        const offset = edge < 0.1 ? -1_000 : edge < 0.2 ? 0 : Math.floor(random() * WEEK);
        stored.push({
          occurred_at: new Date(start + week * WEEK + offset),
          site_id: null,
          event: 'page_view',
          page: '/late',
          user_id: v % 5 === 0 ? 900_000 + v : null,
          anonymous_id: `late-${v}`,
          session_id: `late-${v}-${i}`,
          properties: null,
        });
      }
    }
    for (const e of stored)
      late.push({ at: e.occurred_at, visitor: e.user_id ? String(e.user_id) : e.anonymous_id });
    // Half of the events written newest first, the other half in random order, their batches interleaved
    // (1 to 40 events each) and written three at a time: on PostgreSQL concurrently, sharing visitors.
    const shuffled = stored.map((e) => ({ e, key: random() })).sort((a, b) => a.key - b.key);
    const newestFirst = shuffled
      .filter((_, i) => i % 2 === 0)
      .map(({ e }) => e)
      .sort((a, b) => b.occurred_at.getTime() - a.occurred_at.getTime());
    const anyOrder = shuffled.filter((_, i) => i % 2 === 1).map(({ e }) => e);
    const chop = (list: StoredEvent[]) => {
      const batches: StoredEvent[][] = [];
      for (let i = 0; i < list.length; ) {
        const size = 1 + Math.floor(random() * 40);
        batches.push(list.slice(i, i + size));
        i += size;
      }
      return batches;
    };
    const a = chop(newestFirst);
    const b = chop(anyOrder);
    const batches = Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
      .flat()
      .filter((batch): batch is StoredEvent[] => batch !== undefined);
    // A move for sure: an event a week earlier than every event of its visitor in the rounds before.
    const firstSeen = new Map<string, number>();
    for (let round = 0; round < batches.length; round += 3) {
      const group = batches.slice(round, round + 3);
      const earliest = new Map<string, number>();
      for (const e of group.flat()) {
        const visitor = e.user_id ? String(e.user_id) : e.anonymous_id;
        const week = Date.parse(chinaWeek(e.occurred_at));
        earliest.set(visitor, Math.min(earliest.get(visitor) ?? week, week));
      }
      for (const [visitor, week] of earliest) {
        const known = firstSeen.get(visitor);
        if (known !== undefined && week < known) moves += 1;
        firstSeen.set(visitor, Math.min(known ?? week, week));
      }
      await Promise.all(group.map((batch) => insertEvents(t.db, batch)));
    }
  });

  it('moves visitors to an earlier cohort when an earlier event comes late', () => {
    expect(moves).toBeGreaterThan(50);
  });

  it('answers retention equal to a brute-force count, whole or from the middle of the history', async () => {
    for (const [from, to] of [
      [chinaDay(new Date(start)), lastDay],
      ['2025-08-20', '2025-12-31'],
      ['2025-09-17', lastDay],
      ['2025-09-10', '2025-10-15'],
    ] as const) {
      const answered = await metric('retention', from, to);
      expect(answered.length, `${from}…${to}`).toBeGreaterThan(3);
      expect(answered, `${from}…${to}`).toEqual(bruteRetention(late, from, to));
    }
  });

  it('keeps the first weeks and the cohorts equal to a count over the visitors by week', async () => {
    const firsts = await queryRows<{ wrong: number }>(
      t.db,
      sql`SELECT count(*)::int AS wrong FROM tracking_visitor_first f
        FULL JOIN (SELECT visitor, min(week) AS week FROM tracking_visitor_week GROUP BY visitor) v USING (visitor)
        WHERE f.week IS DISTINCT FROM v.week`,
    );
    expect(firsts).toEqual([{ wrong: 0 }]);
    const cells = await queryRows<{ wrong: number; negative: number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE c.visitors IS DISTINCT FROM coalesce(n.visitors, 0))::int AS wrong,
          count(*) FILTER (WHERE c.visitors < 0)::int AS negative
        FROM tracking_cohort_week c
        FULL JOIN (SELECT f.week AS cohort, v.week, count(*)::int AS visitors
          FROM tracking_visitor_week v JOIN tracking_visitor_first f USING (visitor) GROUP BY 1, 2) n
          USING (cohort, week)`,
    );
    expect(cells).toEqual([{ wrong: 0, negative: 0 }]);
  });
});
