/**
 * Retention over visitors of their own written in batches out of order (issue 23), after the demo history:
 * late events move visitors to earlier cohorts, and the answered retention equals a brute-force count over the
 * events, whole or from the middle of the history; the first weeks and cohorts kept by ingestion equal a count
 * over the visitors by week, the demo's and these.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { writeDemoEvents } from '../../src/modules/analytics/demo-events.ts';
import { insertEvents, type StoredEvent } from '../../src/modules/analytics/events.ts';
import { bruteRetention, chinaDay, chinaWeek, demoHistory, readMetric } from './analytics-brute-force.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
const metric = (name: string, from: string, to: string) => readMetric(t, token, name, from, to);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await writeDemoEvents(t.db, demoHistory);
});

afterAll(async () => {
  await t?.close();
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
