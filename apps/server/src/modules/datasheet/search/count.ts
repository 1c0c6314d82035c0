/**
 * The total of a parametric search, kept cheap on a million sheets as the engine's lists keep theirs: exact
 * while the matches are few, the bitmap intersection of the ranges' slot indexes never reading more than the
 * matching sheets' rows; beyond twice the engine's cap an estimate from a fixed sample of the per-sheet copy,
 * said to be one. Counting 19,000 matches of three ranges exactly means intersecting three index scans of
 * 180,000–435,000 entries each and reading every matching row (half a second and more on a busy machine); the sample reads
 * about 6,000 rows (some 500 pages) and is within about a tenth.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/index.ts';
import { EXACT_COUNT_CAP, roundEstimate } from '../../../engine/index.ts';
import { and, type Where } from './where.ts';

/** Below this many per-sheet rows every count is exact (sampling a small table saves nothing). */
const SAMPLE_FROM_ROWS = 200_000;
/** About this many rows are sampled: some 115 of them match a search of 19,000 in a million (±9 %). */
const SAMPLE_ROWS = 6_000;
/** Memory for the exact count's bitmaps, for its transaction only. */
const BITMAP_WORK_MEM = '32MB';
/** The same pages every time, so the total stays put while someone pages through the results. */
const SAMPLE_SEED = 20_260_101;

/**
 * The exact count. With a slotted range the count starts from the per-sheet copy, where PostgreSQL
 * intersects the ranges' index scans (joining the sheet only for company or category); otherwise from the
 * sheets.
 */
function countOf(where: Where): SQL {
  if (where.slots.length === 0) {
    return sql`select count(*) as total from datasheet s where ${and([...where.sheet, ...where.rows(sql`s.id`)])}`;
  }
  const join = where.sheet.length > 0 ? sql`join datasheet s on s.id = w.sheet_id` : sql``;
  return sql`select count(*) as total from datasheet_search_sheet w ${join}
    where ${and([...where.slots, ...where.sheet, ...where.rows(sql`w.sheet_id`)])}`;
}

/** The sample's estimate of the matches, or undefined when the copy is too small to be worth sampling. */
async function estimate(db: Db, where: Where): Promise<number | undefined> {
  const [size] = await queryRows<{ rows: number | string }>(
    db,
    sql`select reltuples::float8 as rows from pg_class where oid = 'datasheet_search_sheet'::regclass`,
  );
  const rows = Number(size?.rows ?? 0);
  if (!(rows >= SAMPLE_FROM_ROWS)) return undefined;
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / rows);
  // The slot tests first: the EXISTS probes are evaluated only for the few sampled rows meeting them.
  const tests: SQL[] = [...where.slots];
  if (where.sheet.length > 0) {
    tests.push(sql`exists (select 1 from datasheet s where s.id = w.sheet_id and ${and(where.sheet)})`);
  }
  tests.push(...where.rows(sql`w.sheet_id`));
  const [sample] = await queryRows<{ sampled: number | string; matched: number | string }>(
    db,
    sql`select count(*) as sampled, count(*) filter (where ${and(tests)}) as matched
      from datasheet_search_sheet w tablesample system (${sql.raw(percent.toFixed(4))})
      repeatable (${sql.raw(String(SAMPLE_SEED))})`,
  );
  const sampled = Number(sample?.sampled ?? 0);
  if (sampled === 0) return undefined;
  return (Number(sample?.matched ?? 0) * rows) / sampled;
}

/** The query's total, and whether it is an estimate. */
export async function totalOf(db: Db, where: Where): Promise<{ total: number; estimated: boolean }> {
  if (where.slots.length === 0) {
    const [row] = await queryRows<{ total: string | number }>(db, countOf(where));
    return { total: Number(row?.total ?? 0), estimated: false };
  }
  const guess = await estimate(db, where);
  // Twice the cap: a sample this size does not put 10,000 where there are 5,000 or fewer.
  if (guess !== undefined && guess >= 2 * EXACT_COUNT_CAP) {
    return { total: roundEstimate(guess), estimated: true };
  }
  return db.transaction(async (tx) => {
    // The slot bitmaps of a million sheets need some 6 MB each to stay exact (one bit per row); at the
    // default 4 MB they turn lossy and every row of the pages they name is read and tested again.
    await tx.execute(sql`select set_config('work_mem', ${BITMAP_WORK_MEM}, true)`);
    const [row] = await queryRows<{ total: string | number }>(tx, countOf(where));
    return { total: Number(row?.total ?? 0), estimated: false };
  });
}
