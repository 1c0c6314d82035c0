/**
 * Writes the demo event history (demo-model.ts) into the database when asked (`npm run admin -- demo-events`,
 * the bench, the tests): never on a plain demo seed, because a million events cost PGlite about a minute.
 * The tracking points the history reports are declared first where missing, so every chart names them.
 */
import {
  companyResource,
  datasheetResource,
  siteUserResource,
  trackingPageResource,
  trackingPointResource,
} from '@console/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { familyTable } from '../../engine/index.ts';
import { type DemoPlan, demoEventPoints, generateDemoEvents } from './demo-model.ts';
import { insertEvents, type StoredEvent } from './events.ts';

/** Rows a write carries (one JSON parameter each). */
const WRITE_CHUNK = 20_000;

/** China midnight `days` days before today's, as a UTC instant: where a history ending today starts. */
export function historyStart(days: number, now = new Date()): Date {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const midnight = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()) - 8 * 3_600_000;
  return new Date(midnight - (days - 1) * 86_400_000);
}

export async function declarePoints(db: Db): Promise<void> {
  const pages = familyTable(trackingPageResource);
  const points = familyTable(trackingPointResource);
  const paths = [...new Set(demoEventPoints.map((point) => point.page))];
  const known = new Map<string, number>();
  for (const row of await db
    .select({ id: pages.id, path: pages.path })
    .from(pages)
    .where(inArray(pages.path, paths)))
    known.set(row.path, row.id);
  // raw write: demo declarations written by the generator, by no admin (as the demo seed writes its rows)
  for (const path of paths.filter((path) => !known.has(path))) {
    const [row] = await db
      .insert(pages)
      .values({ name: path, path, description: '演示事件' })
      .returning({ id: pages.id });
    if (row) known.set(path, row.id);
  }
  const pageOf = (path: string) => {
    const id = known.get(path);
    if (id === undefined) throw new Error(`no tracking page ${path}`);
    return id;
  };
  const codes = new Set(
    (
      await db
        .select({ code: points.code })
        .from(points)
        .where(
          inArray(
            points.code,
            demoEventPoints.map((p) => p.code),
          ),
        )
    ).map((row) => row.code),
  );
  const missing = demoEventPoints.filter((point) => !codes.has(point.code));
  if (missing.length > 0) {
    // raw write: as above
    await db.insert(points).values(
      missing.map((point) => ({
        name: point.name,
        code: point.code,
        page_id: pageOf(point.page),
        event: point.event,
        selector: '',
        description: `${point.name}（${point.code}）`,
      })),
    );
  }
}

async function sourcesOf(db: Db) {
  const sheets = familyTable(datasheetResource);
  const users = familyTable(siteUserResource);
  const companies = familyTable(companyResource);
  const sheetRows = await db.select({ value: sheets.dsno }).from(sheets).orderBy(asc(sheets.id)).limit(500);
  const userRows = await db.select({ value: users.id }).from(users).orderBy(asc(users.id)).limit(2000);
  const companyRows = await db
    .select({ value: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(300);
  return {
    sheets: sheetRows.map((row) => row.value),
    users: userRows.map((row) => row.value),
    companies: companyRows.map((row) => row.value),
  };
}

export interface DemoEventsOptions {
  events: number;
  days: number;
  /** Empty the events and their rollup first (otherwise refused when events exist). */
  replace?: boolean;
  now?: Date;
  onDay?: (written: number) => void;
}

/** Writes the history; answers how many events were written. */
export async function writeDemoEvents(db: Db, options: DemoEventsOptions): Promise<number> {
  const [existing] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM tracking_event) AS any`,
  );
  if (existing?.any) {
    if (!options.replace)
      throw new Error('tracking events exist already: pass --replace to write the demo history anew');
    await db.execute(
      sql`TRUNCATE tracking_event, tracking_daily, tracking_hourly, tracking_visitor_week, tracking_daily_key,
        tracking_visitor_first, tracking_cohort_week`,
    );
  }
  await declarePoints(db);
  const plan: DemoPlan = {
    events: options.events,
    days: options.days,
    start: historyStart(options.days, options.now),
  };
  let pending: StoredEvent[] = [];
  let written = 0;
  const total = await generateDemoEvents(plan, await sourcesOf(db), async (events) => {
    // One at a time: a day of a 10-million-event history is more values than a spread passes as arguments.
    for (const event of events) pending.push(event);
    while (pending.length >= WRITE_CHUNK) {
      await insertEvents(db, pending.slice(0, WRITE_CHUNK));
      pending = pending.slice(WRITE_CHUNK);
    }
    written += events.length;
    options.onDay?.(written);
  });
  await insertEvents(db, pending);
  return total;
}
