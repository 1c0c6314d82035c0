/**
 * The total of a list page, kept cheap on large tables: counting 600,000 matching rows costs far more than
 * reading the page. Exact where that is cheap — a short last page tells it without counting; otherwise rows are
 * counted up to a cap — and beyond the cap the planner's estimate, said to be one.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../db/index.ts';
import type { Reader } from './read.ts';

/** Rows counted exactly before the total becomes an estimate. */
export const EXACT_COUNT_CAP = 10_000;

export interface Total {
  total: number;
  estimated: boolean;
}

/** Three significant digits: an estimate should not look more precise than it is. */
export function roundEstimate(n: number): number {
  if (n < 1000) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

interface PlanNode {
  'Plan Rows'?: number;
}

/** The planner's estimate of the rows matching `where`, from `EXPLAIN` (no row is read). */
async function plannedRows(db: Reader, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where);
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  // node-postgres parses the json column; PGlite may hand it over as text.
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: PlanNode }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a page that showed `shown` rows from `offset` (page size `size`) of the rows matching `where`.
 * `cap` is for tests (a small table reaching the estimate).
 */
export async function totalOf(
  db: Reader,
  table: PgTable,
  /** The rows' condition, and the same for the planner's estimate (see `WherePurpose`). */
  where: { rows: SQL | undefined; estimate: () => SQL | undefined },
  page: { offset: number; size: number; shown: number },
  cap = EXACT_COUNT_CAP,
): Promise<Total> {
  // A page that is not full is the last one: the rows before it and on it are all there are.
  if (page.shown < page.size && (page.shown > 0 || page.offset === 0))
    return { total: page.offset + page.shown, estimated: false };
  const bounded = db
    .select({ one: sql`1` })
    .from(table)
    .where(where.rows)
    .limit(cap + 1)
    .as('bounded');
  const [row] = await db.select({ n: count() }).from(bounded);
  const counted = Number(row?.n ?? 0);
  if (counted <= cap) return { total: counted, estimated: false };
  // At least `counted` rows are known to exist, whatever the planner thinks.
  const planned = await plannedRows(db, table, where.estimate());
  return { total: Math.max(counted, roundEstimate(planned)), estimated: true };
}
