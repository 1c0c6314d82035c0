/**
 * The figures behind the analytics charts, one query per metric over a range of China-time days. What counts
 * business rows (downloads, shares, demands and how far they went) is counted from those rows, so a chart cannot
 * disagree with the list beside it (contract `metricSources`). Counts of events by day, event or page read the
 * daily rollup, the heat map the hourly one, the keyword, sheet, pair and score charts the keyed one, retention
 * the cohorts; what needs sessions or other properties (AI usage, one session's searches) reads the month
 * partitions of `tracking_event`, the range bounding `occurred_at` so only the range's partitions are scanned.
 */
import {
  BusinessProposalStatus,
  DemandStatus,
  demandFunnelSteps,
  type MetricInput,
  type MetricName,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { platformRows } from './analysis.ts';
import { ANALYTICS_TIME_ZONE as TZ } from './events.ts';

type Row = Record<string, string | number | null>;

/** The business-opportunity score's weights (documented on the bo_score screen). */
export const BO_SCORE_WEIGHTS = { views: 1, compares: 2, downloads: 3, contacts: 5, demands: 10 } as const;

function numbers(rows: Record<string, unknown>[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && key !== 'cohort' && key !== 'day'
          ? Number(value)
          : value instanceof Date
            ? value.toISOString()
            : (value as string | number | null),
      ]),
    ),
  );
}

export async function metricRows(db: Db, input: MetricInput): Promise<Row[]> {
  const from = sql`(${input.from}::date::timestamp AT TIME ZONE ${TZ})`;
  const to = sql`((${input.to}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
  const range = sql`occurred_at >= ${from} AND occurred_at < ${to}`;
  const days = sql`day BETWEEN ${input.from}::date AND ${input.to}::date`;
  // Business rows entered in the range (their `created_at`, China-time days).
  const entered = (alias: string) =>
    sql`${sql.identifier(alias)}.created_at >= ${from} AND ${sql.identifier(alias)}.created_at < ${to}`;
  const query = async (q: SQL) => numbers(await queryRows<Record<string, unknown>>(db, q));
  // The keyed charts sum their days in the keyed rollup (events.ts, keyedCounts), ties broken by the key.
  const keywords = (event: string) =>
    query(sql`SELECT key AS keyword, sum(events)::int AS searches, sum(empty)::int AS empty,
        round(100.0 * sum(empty) / sum(events), 1)::float AS empty_rate
      FROM tracking_daily_key WHERE dim = 'keyword' AND event = ${event} AND ${days}
      GROUP BY key ORDER BY searches DESC, key LIMIT 30`);
  const metric: MetricName = input.metric;
  switch (metric) {
    case 'events_daily':
      return query(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(events)::int AS events,
          sum(events) FILTER (WHERE event = 'page_view')::int AS page_views
        FROM tracking_daily WHERE ${days} GROUP BY day ORDER BY day`);
    case 'events_by_point':
      return query(sql`SELECT d.event, coalesce(p.name, d.event) AS name, sum(d.events)::int AS events
        FROM tracking_daily d LEFT JOIN tracking_point p ON p.code = d.event
        WHERE ${days} GROUP BY d.event, p.name ORDER BY events DESC`);
    case 'page_events':
      return query(sql`SELECT page, sum(events)::int AS events, count(DISTINCT event)::int AS points
        FROM tracking_daily WHERE ${days} GROUP BY page ORDER BY events DESC`);
    case 'downloads_daily':
      return query(sql`WITH counted AS (
          SELECT (r.created_at AT TIME ZONE ${TZ})::date AS day, count(*)::int AS n
          FROM site_user_download r WHERE ${entered('r')} GROUP BY 1)
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(c.n, 0)::int AS downloads
        FROM generate_series(${input.from}::date, ${input.to}::date, interval '1 day') AS d(day)
        LEFT JOIN counted c ON c.day = d.day::date ORDER BY d.day`);
    case 'retention':
      return retention(db, input);
    case 'active_slot':
      return query(sql`SELECT extract(isodow FROM hour)::int AS weekday, extract(hour FROM hour)::int AS hour,
          sum(events)::int AS events
        FROM tracking_hourly WHERE hour >= ${input.from}::date AND hour < ${input.to}::date + 1
        GROUP BY 1, 2 ORDER BY 1, 2`);
    case 'search_keywords':
      return keywords('search_submit');
    case 'supply_keywords':
      return keywords('supply_search');
    case 'session_searches':
      return query(sql`SELECT session_id AS session, to_char(occurred_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD HH24:MI:SS') AS time,
          properties->>'keyword' AS keyword, (properties->>'results')::int AS results
        FROM tracking_event
        WHERE event = 'search_submit' AND ${range}
          AND session_id = coalesce(${input.session ?? null}::varchar, (${latestSearchingSession(range)}))
        ORDER BY occurred_at`);
    case 'top_sheets':
      // Views and compares are events; downloads are the download records of the sheet.
      return query(sql`WITH counted AS (
          SELECT key AS dsno, event AS what, sum(events)::int AS n FROM tracking_daily_key
          WHERE dim = 'dsno' AND ${days} AND event IN ('ds_detail_view', 'ds_compare_add') GROUP BY 1, 2
          UNION ALL
          SELECT s.dsno, 'download', count(*)::int FROM site_user_download r JOIN datasheet s ON s.id = r.datasheet_id
          WHERE ${entered('r')} GROUP BY 1)
        SELECT dsno,
          coalesce(sum(n) FILTER (WHERE what = 'ds_detail_view'), 0)::int AS views,
          coalesce(sum(n) FILTER (WHERE what = 'ds_compare_add'), 0)::int AS compares,
          coalesce(sum(n) FILTER (WHERE what = 'download'), 0)::int AS downloads
        FROM counted GROUP BY dsno ORDER BY views DESC, dsno LIMIT 30`);
    case 'compare_pairs':
      return query(sql`SELECT key AS pair, sum(events)::int AS compares
        FROM tracking_daily_key WHERE dim = 'pair' AND ${days}
        GROUP BY key ORDER BY compares DESC, key LIMIT 30`);
    case 'demand_funnel':
      return funnel(query, entered('d'));
    case 'opportunity': {
      // Views, compares and contacts are events of the signed-in user; downloads and demands their rows.
      const w = BO_SCORE_WEIGHTS;
      const n = (what: string) => sql`coalesce(sum(a.n) FILTER (WHERE a.what = ${what}), 0)`;
      return query(sql`WITH acts AS (
          SELECT key::int AS user_id, event AS what, sum(events)::int AS n FROM tracking_daily_key
          WHERE dim = 'user' AND ${days}
            AND event IN ('ds_detail_view', 'ds_compare_add', 'company_contact_click') GROUP BY 1, 2
          UNION ALL
          SELECT r.user_id, 'download', count(*)::int FROM site_user_download r
          WHERE r.user_id IS NOT NULL AND ${entered('r')} GROUP BY 1
          UNION ALL
          SELECT d.user_id, 'demand', count(*)::int FROM demand d
          WHERE d.user_id IS NOT NULL AND ${entered('d')} GROUP BY 1)
        SELECT a.user_id, coalesce(max(u.name), '#' || a.user_id) AS name,
          ${n('ds_detail_view')}::int AS views, ${n('ds_compare_add')}::int AS compares,
          ${n('download')}::int AS downloads, ${n('company_contact_click')}::int AS contacts,
          ${n('demand')}::int AS demands,
          (${w.views} * ${n('ds_detail_view')} + ${w.compares} * ${n('ds_compare_add')}
            + ${w.downloads} * ${n('download')} + ${w.contacts} * ${n('company_contact_click')}
            + ${w.demands} * ${n('demand')})::int AS score
        FROM acts a LEFT JOIN site_user u ON u.id = a.user_id
        GROUP BY a.user_id ORDER BY score DESC, a.user_id LIMIT 50`);
    }
    case 'shares':
      return query(sql`SELECT r.channel, count(*)::int AS shares,
          count(*) FILTER (WHERE r.target_kind = 'datasheet')::int AS sheets,
          count(*) FILTER (WHERE r.target_kind = 'company')::int AS companies
        FROM site_user_share r WHERE ${entered('r')}
        GROUP BY r.channel ORDER BY shares DESC, r.channel`);
    case 'platform_kpis':
    case 'platform_daily':
    case 'users_by_source':
    case 'demands_by_status':
      return platformRows(db, metric, input.from, input.to);
    case 'ai_usage':
      return query(sql`SELECT to_char((occurred_at AT TIME ZONE ${TZ})::date, 'YYYY-MM-DD') AS day,
          count(*)::int AS questions, count(DISTINCT coalesce(user_id::text, anonymous_id))::int AS askers,
          coalesce(sum((properties->>'tokens')::int), 0)::int AS tokens
        FROM tracking_event WHERE event = 'ai_ask' AND ${range} GROUP BY 1 ORDER BY 1`);
  }
}

/**
 * The session whose last search in the range is the latest among those that searched more than once there (the
 * greater id on a tie). The range's searches are walked newest first along the (event, time) index, each asking
 * the session's own (session, time) index whether it searched again: a handful of lookups, where grouping every
 * search of the range by session took over a second at ten million events.
 */
function latestSearchingSession(range: SQL): SQL {
  // `range` names `occurred_at` bare: the outer statement's is e's, the inner one's o's (its nearest table).
  return sql`SELECT e.session_id FROM tracking_event e
    WHERE e.event = 'search_submit' AND ${range}
      AND EXISTS (SELECT 1 FROM tracking_event o
        WHERE o.session_id = e.session_id AND o.event = 'search_submit' AND ${range}
          AND (o.tableoid, o.ctid) <> (e.tableoid, e.ctid))
    ORDER BY e.occurred_at DESC, e.session_id DESC LIMIT 1`;
}

/**
 * Visitors by the week they were first seen ever (their cohort; a visitor first seen before the range is in no
 * cohort of it) and the share of them seen again each week after, by whole weeks: the cohorts of the weeks
 * (Monday to Sunday) that the range's days fall in, each with its weeks up to the range's last, read from the
 * cohorts rollup that ingestion keeps (`tracking_cohort_week`, analytics/events.ts): a few hundred rows, 1 ms at
 * ten million events, where finding each visitor's first week among the range's visitor weeks took 2.4–3.8 s
 * (docs/benchmarks.md). A cohort every visitor left (late events moved them all to an earlier week) keeps cells
 * at 0 and is not shown.
 */
async function retention(db: Db, input: MetricInput): Promise<Row[]> {
  // A date less a date is an integer (days), as are the visitors: numbers from either driver.
  const cells = await queryRows<{ cohort: string; n: number; visitors: number }>(
    db,
    sql`SELECT to_char(cohort, 'YYYY-MM-DD') AS cohort, (week - cohort) / 7 AS n, visitors
    FROM tracking_cohort_week
    WHERE cohort BETWEEN date_trunc('week', ${input.from}::date)::date AND ${input.to}::date
      AND week <= ${input.to}::date AND visitors > 0
    ORDER BY cohort, week`,
  );
  const cohorts = new Map<string, Row & { visitors: number }>();
  for (const { cohort, n, visitors } of cells) {
    const row = cohorts.get(cohort) ?? { cohort, visitors: 0 };
    if (n === 0) row.visitors = visitors;
    else row[`w${n}`] = Math.round((1000 * visitors) / row.visitors) / 10;
    cohorts.set(cohort, row);
  }
  return [...cohorts.values()];
}

/**
 * The demands posted in the range and how many of them reached each step (contract `demandFunnelSteps`), each
 * step requiring the one before: passed review (approved, or closed, which only an approved demand can be),
 * then a business proposal, then one accepted. Every rate is of the posted ones.
 */
async function funnel(query: (q: SQL) => Promise<Row[]>, entered: SQL): Promise<Row[]> {
  const passed = sql`d.status IN (${DemandStatus.approved}, ${DemandStatus.closed})`;
  const proposed = (accepted: boolean) =>
    sql`EXISTS (SELECT 1 FROM demand_proposal p WHERE p.demand_id = d.id${accepted ? sql` AND p.status = ${BusinessProposalStatus.accepted}` : sql``})`;
  const [counted] = await query(sql`SELECT count(*)::int AS posted,
      count(*) FILTER (WHERE ${passed})::int AS checked,
      count(*) FILTER (WHERE ${passed} AND ${proposed(false)})::int AS proposal,
      count(*) FILTER (WHERE ${passed} AND ${proposed(true)})::int AS business
    FROM demand d WHERE ${entered}`);
  const posted = Number(counted?.posted ?? 0);
  return demandFunnelSteps.map(({ step }) => {
    const demands = Number(counted?.[step] ?? 0);
    return {
      step,
      demands,
      rate: posted === 0 ? 0 : Math.round((1000 * demands) / posted) / 10,
    };
  });
}
