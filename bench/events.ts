// The analytics charts on PostgreSQL with a large event history (issue 23): writes the demo history
// (BENCH_EVENTS, 10 million by default, over 90 days) into BENCH_DATABASE_URL's tracking tables, replacing
// the events there (the rest of that database is left alone; it is migrated first), then times each chart
// screen's query over the 90 days, three runs each, and prints the median as a Markdown table.
//   BENCH_DATABASE_URL=postgres://…/throwaway npm run bench:events
// BENCH_KEEP_DATA=1 times the events already there.
import { performance } from 'node:perf_hooks';
import { chartScreens } from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/index.ts';
import { historyStart, writeDemoEvents } from '../apps/server/src/modules/analytics/demo-events.ts';
import { metricRows } from '../apps/server/src/modules/analytics/metrics.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const events = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const keep = process.env.BENCH_KEEP_DATA === '1';
const log = (line = '') => process.stdout.write(`${line}\n`);
if (!databaseUrl)
  throw new Error('bench:events needs BENCH_DATABASE_URL (a PostgreSQL database whose events it replaces)');
if (!Number.isInteger(events) || events < 1000) throw new Error(`BENCH_EVENTS must be ≥ 1000, not ${events}`);

const config = loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
try {
  await database.migrate();
  const db = database.db;
  if (!keep) {
    const started = performance.now();
    let next = 0;
    const written = await writeDemoEvents(db, {
      events,
      days: 90,
      replace: true,
      onDay: (n) => {
        if (n >= next) {
          process.stderr.write(`\r${n} events written`);
          next += 500_000;
        }
      },
    });
    log(`\nwrote ${written} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await db.execute(sql`ANALYZE tracking_event`);
  await db.execute(sql`ANALYZE tracking_daily`);
  const [count] = await queryRows<{ n: string }>(db, sql`SELECT count(*) AS n FROM tracking_event`);
  const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const from = day(historyStart(90));
  const to = day(new Date());
  log(`\n${count?.n} events, ${from} to ${to}\n`);
  log('| Screen | Metric | Rows | Median of 3 (ms) |');
  log('| --- | --- | ---: | ---: |');
  for (const [route, screen] of Object.entries(chartScreens)) {
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      rows = (await metricRows(db, { metric: screen.metric, from, to })).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    log(`| ${route} | ${screen.metric} | ${rows} | ${Math.round(times[1] ?? 0)} |`);
  }
} finally {
  await database.close();
}
