/**
 * Deep pages of large lists without stepping over their offset. `OFFSET 39,980` makes PostgreSQL walk 39,980
 * index entries on every call of page 2,000 (3–4 ms of a core on a million sheets); a page that starts right
 * after a known row is a 20-entry range of the same index (`(updated_at, id) < (…)`, under 0.1 ms).
 *
 * So whenever a page of a list far past the exact-count cap is read, the sort key and id of the row before it
 * and of its own last row are remembered as *marks* for the offsets they precede: the same page again, and the
 * next one, are then read as ranges (someone paging on reads each page from the one before). A mark is the
 * key's text as PostgreSQL prints it, cast back to the column's type, so no precision is lost on the way
 * (timestamps keep their microseconds).
 *
 * The page read from a mark is exactly the OFFSET page as long as nothing was written: marks are forgotten with
 * the remembered totals whenever the engine writes a row on this database handle (write.ts), a read that began
 * before that never stores its marks, and a mark lives 30 s at most. A write the engine does not see (another
 * instance, a hand-typed UPDATE) can make a page read from a mark start a few rows off its number for those
 * seconds — the rows after the same place in the list, read fresh, never a wrong or stale row. A mark whose
 * range comes back short (the list shrank, or the row before it moved) is dropped and the page read by offset.
 *
 * Only where a range is what an index scans: sort by `id`, or by a NOT NULL column with the id breaking ties
 * (a nullable key would need its NULLs placed by hand, and such sorts have no index to walk anyway).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { preparedRows } from '../db/index.ts';
import type { Reader } from './read.ts';

/** How long a mark is used: the bound on how far a write the engine did not see can shift a page. */
const MARK_TTL_MS = 30_000;
/** Most marks per database handle (the oldest go first). */
const MAX_MARKS = 2_000;

interface Mark {
  /** The row's sort key as PostgreSQL's text, or null when the list is sorted by id. */
  key: string | null;
  id: number;
}

interface HandleMarks {
  generation: number;
  marks: Map<string, { mark: Mark; until: number }>;
}

const byDb = new WeakMap<Reader, HandleMarks>();

function marksOf(db: Reader): HandleMarks {
  let held = byDb.get(db);
  if (!held) {
    held = { generation: 0, marks: new Map() };
    byDb.set(db, held);
  }
  return held;
}

/** Forgets every mark of `db`: rows were written, a remembered row may no longer start its page. */
export function forgetMarks(db: Reader): void {
  const held = marksOf(db);
  held.generation++;
  held.marks.clear();
}

export interface MarkedSort {
  id: AnyPgColumn;
  /** The sorted column, unless the list is sorted by id. */
  key?: AnyPgColumn;
  order: 'asc' | 'desc';
  sql: SQL[];
}

/** Whether pages of this sort can start at a mark (see the file's comment). */
function canMark(sort: MarkedSort): boolean {
  return sort.key === undefined || sort.key.notNull;
}

/**
 * The ids of the page at `window.offset` of the list `listKey` (its family, filters and sort), read from the
 * mark before it when one is known, else by offset; either way the marks it reveals are remembered. A sort that
 * cannot use marks (`canMark`) is always read by offset.
 */
export async function markedPageIds(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  sort: MarkedSort,
  window: { limit: number; offset: number },
  listKey: string,
): Promise<number[]> {
  if (!canMark(sort)) return (await rowsAt(db, table, where, sort, window)).map((row) => row.id);
  const held = marksOf(db);
  const generation = held.generation;
  const markKey = (offset: number) => `${listKey}@${offset}`;
  const remember = (offset: number, mark: Mark) => {
    if (held.generation !== generation) return;
    const name = markKey(offset);
    held.marks.delete(name);
    held.marks.set(name, { mark, until: Date.now() + MARK_TTL_MS });
    if (held.marks.size > MAX_MARKS) held.marks.delete(held.marks.keys().next().value as string);
  };
  const known = held.marks.get(markKey(window.offset));
  let rows: Mark[] | undefined;
  if (known && known.until > Date.now()) {
    rows = await rowsAt(db, table, and(where, rangeAfter(sort, known.mark)), sort, { ...window, offset: 0 });
    // Short: the list may end here, or the marked row moved; only the offset can tell.
    if (rows.length < window.limit) {
      held.marks.delete(markKey(window.offset));
      rows = undefined;
    }
  }
  if (!rows) {
    // One row more in front: the row before the page is its mark.
    const before = window.offset > 0 ? 1 : 0;
    rows = await rowsAt(db, table, where, sort, {
      limit: window.limit + before,
      offset: window.offset - before,
    });
    if (before && rows.length > 0) remember(window.offset, rows.shift() as Mark);
  }
  const last = rows.at(-1);
  if (last && rows.length === window.limit) remember(window.offset + window.limit, last);
  return rows.map((row) => row.id);
}

/**
 * The ids of a whole list in its order, `size` at a time, at most `limit`: an export's batches. Each batch
 * after the first is the range after the last row of the one before (what a mark gives a page), so the
 * hundredth batch costs what the first does instead of walking 99,000 index entries first; a sort that cannot
 * use marks (`canMark`) steps by offset.
 */
export async function* listIdBatches(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  sort: MarkedSort,
  size: number,
  limit: number,
): AsyncGenerator<number[]> {
  let after: Mark | undefined;
  for (let read = 0; read < limit; ) {
    const window = { limit: Math.min(size, limit - read), offset: 0 };
    const rows = !canMark(sort)
      ? await rowsAt(db, table, where, sort, { ...window, offset: read })
      : await rowsAt(db, table, after ? and(where, rangeAfter(sort, after)) : where, sort, window);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    read += rows.length;
    if (rows.length < window.limit) return;
    after = rows.at(-1);
  }
}

/** The rows after `mark` in the list's order. */
function rangeAfter(sort: MarkedSort, mark: Mark): SQL {
  const after = sql.raw(sort.order === 'asc' ? '>' : '<');
  return sort.key && mark.key !== null
    ? sql`(${sort.key}, ${sort.id}) ${after} (${mark.key}::${sql.raw(sort.key.getSQLType())}, ${mark.id})`
    : sql`${sort.id} ${after} ${mark.id}`;
}

/** A window of the rows matching `where` in the list's order: their ids and sort keys as text. */
async function rowsAt(
  db: Reader,
  table: PgTable,
  where: SQL | undefined,
  sort: MarkedSort,
  window: { limit: number; offset: number },
): Promise<Mark[]> {
  const key = sort.key ? sql`${sort.key}::text` : sql`null`;
  const rows = await preparedRows<{ id: number | string; sort_key: string | null }>(
    db,
    sql`select ${sort.id} as id, ${key} as sort_key from ${table}
        ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(sort.sql, sql`, `)} limit ${window.limit} offset ${window.offset}`,
  );
  // A raw read of any family's id: a bigserial one comes from node-postgres as a string.
  return rows.map((row) => ({ id: Number(row.id), key: row.sort_key }));
}
