/**
 * The figures of the management analysis screens (/analysis): rows of any declared family counted by the day,
 * week or month they entered the platform (their `created_at`, or the family's own time field: a user's
 * registration), the dashboard's key figures, and the platform's users broken down by up to two dimensions.
 * Table and column names come from the families' declarations, never from the request; values are parameters.
 */
import {
  type CountGrain,
  type CountMeasure,
  dashboardFamilies,
  familyTimeField,
  type MetricName,
  type ResourceDef,
  resourceByKey,
  type UserAnalysisParams,
  type UserDimensionKey,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { columnOf, escapeLike, tableOf } from '../../engine/index.ts';
import { ANALYTICS_TIME_ZONE as TZ } from './events.ts';

type Row = Record<string, string | number | null>;

/** The instant a China-time day starts, and the one after a day ends. */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${TZ})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${TZ})`;

/** `YYYY-MM-DD` of a day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A period's name: its first day (day, week: the Monday) or its month (`YYYY-MM`). */
export function periodOf(day: string, grain: CountGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period the range's days fall in, in order. */
export function periodsOf(from: string, to: string, grain: CountGrain): string[] {
  const periods: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const period = periodOf(day, grain);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** Where a family's rows are counted: its table, the instant a row entered, and the rows any count leaves out. */
function countedFamily(def: ResourceDef): { table: SQL; at: SQL; kept: SQL } {
  const table = tableOf(def.key);
  const own = familyTimeField[def.key];
  const at =
    own && columnOf(table, own)
      ? sql`coalesce(${sql.identifier(own)}, created_at)`
      : sql`${sql.identifier('created_at')}`;
  // Rows a job is still writing are no part of any count (ResourceDef.stagedField).
  const kept = def.stagedField ? sql`NOT ${sql.identifier(def.stagedField)}` : sql`true`;
  return { table: sql`${sql.identifier(def.table)}`, at, kept };
}

/** Whether a family's table has the time column its rows are counted by. */
export function isCountable(def: ResourceDef): boolean {
  return columnOf(tableOf(def.key), 'created_at') !== undefined;
}

const GRAIN_FORMAT: Record<CountGrain, string> = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' };

/**
 * Each family's rows by period over the range: `added` those that entered in the period (the range's days of
 * it), `total` those held at the period's end (rows deleted since are not counted at all).
 */
export async function familyCounts(
  db: Db,
  input: { families: readonly string[]; grain: CountGrain; measure: CountMeasure; from: string; to: string },
): Promise<Row[]> {
  const periods = periodsOf(input.from, input.to, input.grain);
  const rows: Row[] = periods.map((period) => ({ period }));
  const index = new Map(periods.map((period, i) => [period, i]));
  for (const key of input.families) {
    const { table, at, kept } = countedFamily(resourceByKey(key));
    const counted = await queryRows<{ period: string; n: number }>(
      db,
      sql`SELECT to_char(date_trunc(${input.grain}, ${at} AT TIME ZONE ${TZ}), ${GRAIN_FORMAT[input.grain]}) AS period,
          count(*)::int AS n
        FROM ${table} WHERE ${at} >= ${dayStart(input.from)} AND ${at} < ${dayEnd(input.to)} AND ${kept}
        GROUP BY 1`,
    );
    let running = 0;
    if (input.measure === 'total') {
      const [before] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${table} WHERE ${at} < ${dayStart(input.from)} AND ${kept}`,
      );
      running = before?.n ?? 0;
    }
    const added = new Map(counted.map((row) => [row.period, row.n]));
    for (const period of periods) {
      const n = added.get(period) ?? 0;
      running += n;
      const row = rows[index.get(period) as number] as Row;
      row[key] = input.measure === 'total' ? running : n;
    }
  }
  return rows;
}

/** Rows of a family that entered in [from, to], and in total. */
async function entered(db: Db, key: string, from: string, to: string): Promise<number> {
  const { table, at, kept } = countedFamily(resourceByKey(key));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${table}
      WHERE ${at} >= ${dayStart(from)} AND ${at} < ${dayEnd(to)} AND ${kept}`,
  );
  return Number(row?.n ?? 0);
}

async function held(db: Db, key: string): Promise<number> {
  const { table, kept } = countedFamily(resourceByKey(key));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${table} WHERE ${kept}`,
  );
  return Number(row?.n ?? 0);
}

async function eventSum(db: Db, from?: string, to?: string): Promise<number> {
  const range = from && to ? sql`day BETWEEN ${from}::date AND ${to}::date` : sql`true`;
  const [row] = await queryRows<{ n: number | string | null }>(
    db,
    sql`SELECT coalesce(sum(events), 0)::bigint AS n FROM tracking_daily WHERE ${range}`,
  );
  return Number(row?.n ?? 0);
}

/** Per cent change from `previous` to `now`, one decimal; null without a previous figure. */
export function changeOf(now: number, previous: number): number | null {
  return previous === 0 ? null : Math.round((1000 * (now - previous)) / previous) / 10;
}

/** The families each dashboard metric reads (the asking admin must be allowed to list them). */
export const platformMetricFamilies: Partial<Record<MetricName, readonly string[]>> = {
  platform_kpis: dashboardFamilies,
  platform_daily: dashboardFamilies,
  users_by_source: ['site_user'],
  demands_by_status: ['demand'],
};

/** The dashboard's metrics (`/analysis/dashborad`). */
export async function platformRows(
  db: Db,
  metric: 'platform_kpis' | 'platform_daily' | 'users_by_source' | 'demands_by_status',
  from: string,
  to: string,
): Promise<Row[]> {
  switch (metric) {
    case 'platform_kpis': {
      const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
      const before = { from: addDays(from, -days), to: addDays(from, -1) };
      const rows: Row[] = [];
      for (const key of dashboardFamilies) {
        const added = await entered(db, key, from, to);
        const previous = await entered(db, key, before.from, before.to);
        rows.push({
          item: key,
          added,
          previous,
          change: changeOf(added, previous),
          total: await held(db, key),
        });
      }
      const added = await eventSum(db, from, to);
      const previous = await eventSum(db, before.from, before.to);
      rows.push({
        item: 'events',
        added,
        previous,
        change: changeOf(added, previous),
        total: await eventSum(db),
      });
      return rows;
    }
    case 'platform_daily': {
      const rows = await familyCounts(db, {
        families: dashboardFamilies,
        grain: 'day',
        measure: 'added',
        from,
        to,
      });
      return rows.map(({ period, ...counts }) => ({ day: period ?? null, ...counts }));
    }
    case 'users_by_source': {
      const { at } = countedFamily(resourceByKey('site_user'));
      return queryRows<Row>(
        db,
        sql`SELECT source, count(*)::int AS users FROM site_user
          WHERE ${at} >= ${dayStart(from)} AND ${at} < ${dayEnd(to)} GROUP BY source ORDER BY users DESC, source`,
      );
    }
    case 'demands_by_status':
      return queryRows<Row>(
        db,
        sql`SELECT status, count(*)::int AS demands FROM demand
          WHERE created_at >= ${dayStart(from)} AND created_at < ${dayEnd(to)} GROUP BY status ORDER BY status`,
      );
  }
}

/** Each dimension's value for a user ('' when the user left it empty). */
const DIMENSION_SQL: Record<UserDimensionKey, SQL> = {
  source: sql`source`,
  company_type: sql`coalesce(nullif(company_type_std, ''), nullif(company_type, ''), '')`,
  region: sql`coalesce(region, '')`,
  job_title: sql`coalesce(nullif(job_title_std, ''), nullif(job_title, ''), '')`,
  registered_month: sql`to_char(coalesce(registered_at, created_at) AT TIME ZONE ${TZ}, 'YYYY-MM')`,
  verified: sql`verified::text`,
  is_client: sql`is_client::text`,
  enabled: sql`enabled::text`,
};

/** Most rows a breakdown answers (two dimensions of many values each). */
export const MAX_BREAKDOWN_ROWS = 500;

/** The conditions of a user analysis's filters and registration range. */
function userConditions(params: UserAnalysisParams): SQL {
  const conditions: SQL[] = [sql`true`];
  if (params.source) conditions.push(sql`source IN ${params.source.split(',')}`);
  for (const name of ['verified', 'is_client', 'enabled'] as const) {
    const value = params[name];
    if (value !== undefined) conditions.push(sql`${sql.identifier(name)} = ${value === 'true'}`);
  }
  if (params.region) conditions.push(sql`region ILIKE ${`%${escapeLike(params.region)}%`}`);
  if (params.company_type)
    conditions.push(sql`${DIMENSION_SQL.company_type} ILIKE ${`%${escapeLike(params.company_type)}%`}`);
  const at = sql`coalesce(registered_at, created_at)`;
  if (params.from) conditions.push(sql`${at} >= ${dayStart(params.from)}`);
  if (params.to) conditions.push(sql`${at} < ${dayEnd(params.to)}`);
  return sql.join(conditions, sql` AND `);
}

/** Users matching the filters, counted by the chosen dimensions' values, largest first; and their total. */
export async function userBreakdown(
  db: Db,
  params: UserAnalysisParams,
): Promise<{ rows: Row[]; total: number }> {
  const dimensions = params.dimensions.split(',') as UserDimensionKey[];
  const where = userConditions(params);
  const selected = sql.join(
    dimensions.map((key) => sql`${DIMENSION_SQL[key]} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const groups = sql.raw(dimensions.map((_, i) => String(i + 1)).join(', '));
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${selected}, count(*)::int AS users FROM site_user WHERE ${where}
      GROUP BY ${groups} ORDER BY users DESC, ${groups} LIMIT ${MAX_BREAKDOWN_ROWS}`,
  );
  const [all] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM site_user WHERE ${where}`,
  );
  return { rows, total: Number(all?.n ?? 0) };
}
