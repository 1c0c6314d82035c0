/**
 * The total of a list, kept cheap on large tables: counting 600,000 matching rows costs far more than reading
 * a page. Matching rows are read up to a cap; within it the count is exact (and those rows already hold the
 * page), beyond it the planner's estimate stands in, said to be one.
 */
import { getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { queryRows, shapedRows } from '../db/index.ts';
import type { Reader } from './read.ts';

/** Rows counted exactly before the total becomes an estimate. */
export const EXACT_COUNT_CAP = 5_000;

/** Three significant digits: an estimate should not look more precise than it is. */
export function roundEstimate(n: number): number {
  if (n < 1000) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

/** How long an estimate is reused: the planner's figure moves only when the table's statistics are refreshed. */
export const ESTIMATE_TTL_MS = 30_000;
/** Most estimates remembered per database handle (the oldest go first). */
const MAX_ESTIMATES = 500;

const dialect = new PgDialect();

/** Row counts remembered per database handle and key for ESTIMATE_TTL_MS, at most MAX_ESTIMATES (oldest out). */
class RememberedCounts {
  readonly #byDb = new WeakMap<Reader, Map<string, { rows: number; until: number }>>();

  get(db: Reader, key: string): number | undefined {
    const known = this.#byDb.get(db)?.get(key);
    return known && known.until > Date.now() ? known.rows : undefined;
  }

  set(db: Reader, key: string, rows: number): void {
    let memo = this.#byDb.get(db);
    if (!memo) {
      memo = new Map();
      this.#byDb.set(db, memo);
    }
    memo.delete(key);
    memo.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
    if (memo.size > MAX_ESTIMATES) memo.delete(memo.keys().next().value as string);
  }

  forget(db: Reader): void {
    this.#byDb.delete(db);
  }
}

const estimates = new RememberedCounts();

/**
 * The planner's estimate of the rows matching `where`, from `EXPLAIN` (no row is read), remembered for a while
 * per statement and values, so a list opened again and again costs no extra round trip for it.
 */
export async function plannedRows(db: Reader, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where);
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const key = `${text}\n${JSON.stringify(params)}`;
  const known = estimates.get(db, key);
  if (known !== undefined) return known;
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  // node-postgres parses the json column; PGlite may hand it over as text.
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  const rows = Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  estimates.set(db, key, rows);
  return rows;
}

/**
 * A list whose remembered estimate is at least this many times the cap skips counting up to the cap: its total
 * would be that estimate anyway, and counting 5,001 rows costs more than reading the page.
 */
const LARGE_LIST_FACTOR = 10;
const largeLists = new RememberedCounts();

/** The remembered estimate of a list (`key`: its family and filters) when it is far past the cap, else undefined. */
export function knownLargeTotal(db: Reader, key: string, cap: number): number | undefined {
  const known = largeLists.get(db, key);
  return known !== undefined && known >= cap * LARGE_LIST_FACTOR ? known : undefined;
}

/** Remembers a list's estimate for ESTIMATE_TTL_MS, as the planner's own figure is. */
export function rememberTotal(db: Reader, key: string, rows: number): void {
  largeLists.set(db, key, rows);
}

/** Forgets every remembered total of `db`: rows were written, a large list may have become a small one. */
export function forgetTotals(db: Reader): void {
  largeLists.forget(db);
}

interface PageSort {
  id: AnyPgColumn;
  key?: AnyPgColumn;
  order: 'asc' | 'desc';
  sql: SQL[];
}

function orderedIds(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  sort: PageSort,
  window: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ id: sort.id })
    .from(table)
    .where(where)
    .orderBy(...sort.sql)
    .limit(window.limit)
    .offset(window.offset);
}

export interface PageIds {
  /** Rows matching, counted up to `cap + 1`: more than the cap means "more than the cap". */
  count: number;
  /** The ids of the page, in the list's order. */
  ids: number[];
}

/**
 * Counts the matching rows up to `cap + 1`, reading their ids (and sort key) in whatever order is cheapest,
 * and finds the page's ids, in one statement. Within the cap those rows are all the matches, so the page is
 * cut from them: one pass serves count and page, even when no index gives the order (a search reads every
 * match to sort them anyway). Beyond the cap the page is read on its own, in the list's order, from an index
 * when one gives it (only the ids, so a deep page skips its offset without reading those rows).
 */
export async function pageIds(
  db: Reader,
  table: PgTable,
  /** The where clause built with slots, its values and its shape (read.ts, `ValueSlots`). */
  where: { sql: SQL | undefined; values: Record<string, unknown>; shape: string },
  sort: PageSort,
  window: { limit: number; offset: number; cap: number },
): Promise<PageIds> {
  // Only the branch the count chooses runs.
  const build = () => {
    const counted = db
      .select(sort.key ? { id: sort.id, key: sort.key } : { id: sort.id })
      .from(table)
      .where(where.sql)
      .limit(sql.placeholder('counted'));
    const ordered = orderedIds(db, table, where.sql, sort, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    });
    const direction = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
    const order = sort.key ? sql`sort_key ${direction}, id ${direction}` : sql`id ${direction}`;
    const columns = sort.key ? sql`(id, sort_key)` : sql`(id)`;
    return sql`with matches ${columns} as materialized (${counted})
        select n, case when n <= ${sql.placeholder('cap')}
                       then array(select id from matches order by ${order} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})
                       else array(${ordered}) end as ids
        from (select count(*) as n from matches) counted`;
  };
  const shape = `pageIds:${getTableName(table)}:${where.shape}:${sort.key?.name ?? 'id'}:${sort.order}`;
  const [row] = await shapedRows<{ n: number | string; ids: (number | string)[] | null }>(db, shape, build, {
    ...where.values,
    counted: window.cap + 1,
    cap: window.cap,
    limit: window.limit,
    offset: window.offset,
  });
  return { count: Number(row?.n ?? 0), ids: (row?.ids ?? []).map(Number) };
}
