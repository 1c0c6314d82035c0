/**
 * What the analytics tests compare the metric endpoint with: the demo history they write, China-time days and
 * weeks, and retention counted by brute force over the events.
 */
import { metricEndpoints } from '@console/contract';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export type Row = Record<string, string | number | null>;

/** The demo history the analytics tests write (`writeDemoEvents`): events over days up to `now`. */
export const demoHistory = { events: 8_000, days: 42, now: new Date('2026-11-20T06:00:00Z') };

/** A China-time calendar day of an instant, as YYYY-MM-DD. */
export const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** The Monday starting the China-time week of an instant. */
export function chinaWeek(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

/** A metric's rows over a range, as the metric endpoint answers them. */
export async function readMetric(
  t: TestApp,
  token: string,
  name: string,
  from: string,
  to: string,
): Promise<Row[]> {
  const { body } = await t.call<{ rows: Row[] }>(token, {
    url: `/api${metricEndpoints.metric.path}?metric=${name}&from=${from}&to=${to}`,
  });
  expect(body.code, `${name}: ${body.msg}`).toBe(0);
  return body.data.rows;
}

/** Retention's rows by brute force over `list`: cohorts are first weeks ever, whole weeks the range's days touch. */
export function bruteRetention(
  list: readonly { at: Date; visitor: string }[],
  from: string,
  to: string,
): Row[] {
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
