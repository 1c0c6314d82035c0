/**
 * Writing tracking events: each month's partition of `tracking_event` created before the first row of that
 * month is written (the parent has no default partition, so an old month can be dropped whole), and the rows
 * inserted with their rollups (daily and hourly counts, keyed counts, visitors by week, retention cohorts) added in
 * the same statement, so a rollup never disagrees with the events it counts. The rows travel as one JSON parameter
 * (jsonb_to_recordset): one round trip for a batch of any size, on PGlite and PostgreSQL alike, with nothing spliced
 * into the SQL; a statement before it, in the same transaction, holds the batch's visitors (see insertEvents).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';

/** Days and hours of the charts are the portal's own (China Standard Time, no daylight saving). */
export const ANALYTICS_TIME_ZONE = 'Asia/Shanghai';

export interface StoredEvent {
  occurred_at: Date;
  site_id: number | null;
  event: string;
  page: string;
  user_id: number | null;
  anonymous_id: string;
  session_id: string;
  properties: Record<string, unknown> | null;
}

/** `YYYY-MM` of a time, in UTC: partitions are cut at UTC month starts. */
export function monthOf(time: Date): string {
  return time.toISOString().slice(0, 7);
}

/** Months whose partition this process knows to exist (created here or found). */
const knownMonths = new WeakMap<Db, Set<string>>();

export function partitionName(month: string): string {
  const [year, mm] = month.split('-');
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{2}$/.test(mm ?? '')) throw new Error(`bad month ${month}`);
  return `tracking_event_y${year}m${mm}`;
}

/** Creates the partitions of `months` that do not exist, under a lock so two instances do not race. */
export async function ensurePartitions(db: Db, months: Iterable<string>): Promise<void> {
  let known = knownMonths.get(db);
  if (!known) {
    known = new Set();
    knownMonths.set(db, known);
  }
  const missing = [...new Set(months)].filter((month) => !known.has(month));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tracking_event_partitions'))`);
    for (const month of missing) {
      const [year, mm] = month.split('-').map(Number) as [number, number];
      const from = `${month}-01 00:00:00+00`;
      const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
      const to = `${next}-01 00:00:00+00`;
      // The name and bounds are built from the digits checked by partitionName: DDL takes no parameters.
      await tx.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS "${partitionName(month)}" PARTITION OF "tracking_event" FOR VALUES FROM ('${from}') TO ('${to}')`,
        ),
      );
    }
  });
  for (const month of missing) known.add(month);
}

/** Forgets the partitions this process knew (a test that recreated the schema). */
export function forgetPartitions(db: Db): void {
  knownMonths.delete(db);
}

/** Events whose property a keyed chart groups by, as `tracking_daily_key` keeps them (its `dim`). */
export const SHEET_EVENTS = ['ds_detail_view', 'ds_compare_add', 'ds_pdf_download'] as const;
export const SEARCH_EVENTS = ['search_submit', 'supply_search'] as const;
/** What a signed-in user does that the business-opportunity score counts. */
export const SCORED_EVENTS = [...SHEET_EVENTS, 'company_contact_click', 'demand_submit'] as const;

/**
 * The keyed daily counts of some events, for `tracking_daily_key`: `source` yields `local` (the China-time
 * wall clock), `event`, `properties` and `user_id`. Each event counts once under each property it carries: a
 * sheet's `dsno`, a search's `keyword` (and whether it found nothing), a comparison's `pair`, a signed-in `user`.
 * The migration that added the table backfilled it with the same grouping (drizzle/0029).
 */
function keyedCounts(source: SQL): SQL {
  return sql`SELECT local::date AS day, event, k.dim, k.key, count(*)::int AS events,
      count(*) FILTER (WHERE k.dim = 'keyword' AND (properties->>'results')::int = 0)::int AS empty
    FROM ${source} AS s CROSS JOIN LATERAL (VALUES
      ('dsno', CASE WHEN event IN ${SHEET_EVENTS} THEN properties->>'dsno' END),
      ('keyword', CASE WHEN event IN ${SEARCH_EVENTS} THEN properties->>'keyword' END),
      ('pair', CASE WHEN event = 'ds_compare_add' THEN least(properties->>'dsno', properties->>'with') || ' ↔ ' ||
        greatest(properties->>'dsno', properties->>'with') END),
      ('user', CASE WHEN user_id IS NOT NULL AND event IN ${SCORED_EVENTS} THEN user_id::text END)
    ) AS k(dim, key)
    WHERE k.key IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
}

/**
 * Inserts the events and adds them to the rollups, in one transaction of two statements.
 *
 * Retention's cohorts (`tracking_cohort_week`: visitors by the week they were first seen ever and a week they
 * were seen) depend on each visitor's first week (`tracking_visitor_first`), which an event dated before it (a
 * late batch, a back-fill) moves earlier: the visitor's cells then leave the old cohort for the new one. That
 * reads the visitor's first week and weeks, so the first statement holds every visitor of the batch: it inserts
 * the new ones (their first week the batch's earliest) and locks the rows of the others (`DO UPDATE … WHERE
 * false` locks without writing), in visitor order so that two batches never wait on each other in a circle. A
 * concurrent batch sharing a visitor waits for this one's commit; the second statement's snapshot, taken after
 * the locks, sees the latest first week and weeks of each. The upserts of the second statement add in a fixed
 * order (each `ORDER BY`) for the same reason.
 */
export async function insertEvents(db: Db, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  await ensurePartitions(
    db,
    events.map((event) => monthOf(event.occurred_at)),
  );
  const rows = JSON.stringify(events);
  await db.transaction(async (tx) => {
    // Each visitor of the batch (its signed-in user, else its anonymous id, as `visitor` below) from its earliest
    // event.
    await tx.execute(sql`
      INSERT INTO tracking_visitor_first (visitor, week)
      SELECT coalesce(r.user_id::text, r.anonymous_id),
        date_trunc('week', min(r.occurred_at) AT TIME ZONE ${ANALYTICS_TIME_ZONE})::date
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(occurred_at timestamptz, user_id integer, anonymous_id varchar(64))
      GROUP BY 1 ORDER BY 1
      ON CONFLICT (visitor) DO UPDATE SET week = tracking_visitor_first.week WHERE false`);
    await tx.execute(sql`
      WITH inserted AS (
        INSERT INTO tracking_event (occurred_at, site_id, event, page, user_id, anonymous_id, session_id, properties)
        SELECT r.occurred_at, r.site_id, r.event, r.page, r.user_id, r.anonymous_id, r.session_id, r.properties
        FROM jsonb_to_recordset(${rows}::jsonb) AS r(
          occurred_at timestamptz, site_id integer, event varchar(64), page varchar(200), user_id integer,
          anonymous_id varchar(64), session_id varchar(64), properties jsonb)
        RETURNING occurred_at AT TIME ZONE ${ANALYTICS_TIME_ZONE} AS local, event, page,
          coalesce(user_id::text, anonymous_id) AS visitor, properties, user_id
      ), keyed AS (
        INSERT INTO tracking_daily_key (day, event, dim, key, events, empty)
        ${keyedCounts(sql`inserted`)}
        ON CONFLICT (dim, day, event, key) DO UPDATE
          SET events = tracking_daily_key.events + excluded.events, empty = tracking_daily_key.empty + excluded.empty
      ), daily AS (
        INSERT INTO tracking_daily (day, event, page, events)
        SELECT local::date, event, page, count(*)::int FROM inserted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (day, event, page) DO UPDATE SET events = tracking_daily.events + excluded.events
      ), hourly AS (
        INSERT INTO tracking_hourly (hour, event, events)
        SELECT date_trunc('hour', local), event, count(*)::int FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (hour, event) DO UPDATE SET events = tracking_hourly.events + excluded.events
      ), weeks AS (
        -- The (visitor, week) pairs seen for the first time.
        INSERT INTO tracking_visitor_week (week, visitor)
        SELECT DISTINCT date_trunc('week', local)::date, visitor FROM inserted
        ON CONFLICT DO NOTHING
        RETURNING week, visitor
      ), firsts AS (
        -- Each visitor's first week before this batch (the first statement wrote the new ones) and after it.
        SELECT f.visitor, f.week AS was, least(f.week, b.week) AS becomes
        FROM (SELECT visitor, min(date_trunc('week', local)::date) AS week FROM inserted GROUP BY visitor) b
        JOIN tracking_visitor_first f USING (visitor)
      ), moved AS (
        UPDATE tracking_visitor_first f SET week = m.becomes
        FROM firsts m WHERE f.visitor = m.visitor AND m.becomes < m.was
      ), held AS (
        -- A moved visitor's weeks already held: its key probed once per week from its old first week on (the
        -- fence keeps the probe per visitor, where a join would scan every visitor's weeks).
        SELECT m.was, m.becomes, v.week
        FROM firsts m CROSS JOIN LATERAL (
          SELECT v.week FROM tracking_visitor_week v
          WHERE v.visitor = m.visitor AND v.week = ANY (ARRAY(
            SELECT generate_series(m.was, (SELECT max(week) FROM tracking_visitor_week), interval '7 days')::date))
          OFFSET 0) v
        WHERE m.becomes < m.was
      ), cells AS (
        SELECT was AS cohort, week, -1 AS n FROM held
        UNION ALL SELECT becomes, week, 1 FROM held
        UNION ALL SELECT m.becomes, w.week, 1 FROM weeks w JOIN firsts m USING (visitor)
      )
      INSERT INTO tracking_cohort_week (cohort, week, visitors)
      SELECT cohort, week, sum(n)::int FROM cells GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (cohort, week) DO UPDATE SET visitors = tracking_cohort_week.visitors + excluded.visitors`);
  });
}
