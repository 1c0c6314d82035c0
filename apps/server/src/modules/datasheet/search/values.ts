/**
 * Keeps the search copies of property values in step with the grids: `datasheet_search_value` (one row per
 * grid row) and `datasheet_search_sheet` (one row per sheet, a slot per stated value), both rewritten for a
 * sheet whenever its grid is saved, for the sheets naming a metric when that metric's factor changes, and
 * for every sheet by a bulk load or a backfill — always in the transaction of the change.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import { SEARCH_SLOTS, slotNumbers } from '../../../db/search-slots.ts';
import type { Tx } from '../../../engine/index.ts';

/**
 * The search rows of the grid rows `where` selects (`p` is the grid, `m` its metric), in base units:
 * base = value · factor + offset; a value without a metric is taken as written. Ratings and other text
 * keep their words, trimmed and upper-cased, so "v-0 " matches "V-0".
 */
export function searchRowsSelect(where: SQL): SQL {
  const factor = sql`coalesce(m.factor, 1)::float8`;
  const offset = sql`coalesce(m."offset", 0)::float8`;
  return sql`select p.parent_id, p.header_id, coalesce(p.condition_id, 0), coalesce(p.state, ''),
      case when coalesce(p.value, p.value_min) is not null
             then coalesce(p.value, p.value_min)::float8 * ${factor} + ${offset}
           when p.value_max is not null then '-Infinity'::float8 end,
      case when coalesce(p.value, p.value_max) is not null
             then coalesce(p.value, p.value_max)::float8 * ${factor} + ${offset}
           when p.value_min is not null then 'Infinity'::float8 end,
      upper(btrim(p.value_text))
    from datasheet_properties p left join metric m on m.id = p.metric_id
    where ${where}`;
}

const columns = sql`(sheet_id, header_id, condition_id, state, lo, hi, rating)`;

/**
 * The numeric search rows `where` selects (over `v`), each numbered within its sheet and key (header,
 * condition, state) by (lo, hi): the ordinal that, with the key, names the row's slot.
 */
function numberedValues(where: SQL): SQL {
  return sql`select v.sheet_id, v.header_id, v.condition_id, v.state, v.lo, v.hi,
      row_number() over (partition by v.sheet_id, v.header_id, v.condition_id, v.state
                         order by v.lo, v.hi) as ordinal
    from datasheet_search_value v where v.lo is not null and ${where}`;
}

/**
 * Registers the keys and ordinals of the rows `where` selects that have no slot row yet, and gives each new
 * one the lowest free slot (none when all are taken: that key is then searched in datasheet_search_value).
 * A slot is never taken back, so a key without a slot never gains one later and no sheet's row misses it.
 */
export async function assignSlots(tx: Tx, where: SQL): Promise<void> {
  // raw write: the search side tables, copies derived from the grids that no family declares
  const added = await queryRows<{ header_id: number }>(
    tx,
    sql`insert into datasheet_search_slot (header_id, condition_id, state, ordinal)
      select distinct n.header_id, n.condition_id, n.state, n.ordinal from (${numberedValues(where)}) n
      where not exists (select 1 from datasheet_search_slot k where k.header_id = n.header_id
        and k.condition_id = n.condition_id and k.state = n.state and k.ordinal = n.ordinal)
      on conflict do nothing returning header_id`,
  );
  if (added.length === 0) return;
  // Two writers must not hand out the same free slot; this lock conflicts with itself only.
  await tx.execute(sql`lock table datasheet_search_slot in share row exclusive mode`);
  await tx.execute(sql.raw(ASSIGN_FREE_SLOTS));
}

/** Gives the keys waiting without a slot the free slots, lowest first (plain SQL: the backfill runs it too). */
export const ASSIGN_FREE_SLOTS = `with free as (
    select k, row_number() over (order by k) as n from generate_series(0, ${SEARCH_SLOTS - 1}) k
    where not exists (select 1 from datasheet_search_slot s where s.slot = k)),
  waiting as (
    select header_id, condition_id, state, ordinal,
           row_number() over (order by header_id, condition_id, state, ordinal) as n
    from datasheet_search_slot where slot is null)
  update datasheet_search_slot s set slot = f.k from waiting w join free f on f.n = w.n
  where s.header_id = w.header_id and s.condition_id = w.condition_id and s.state = w.state
    and s.ordinal = w.ordinal`;

/** The per-sheet rows of the search values `where` selects, one column pair per slot. */
export function slotRowsSelect(where: SQL): SQL {
  const pairs = slotNumbers.map((k) =>
    sql.raw(`max(n.lo) filter (where k.slot = ${k}), max(n.hi) filter (where k.slot = ${k})`),
  );
  return sql`select n.sheet_id, ${sql.join(pairs, sql`, `)}
    from (${numberedValues(where)}) n
    join datasheet_search_slot k on k.header_id = n.header_id and k.condition_id = n.condition_id
      and k.state = n.state and k.ordinal = n.ordinal
    where k.slot is not null
    group by n.sheet_id`;
}

export const slotColumnList = sql.raw(`(sheet_id, ${slotNumbers.map((k) => `lo_${k}, hi_${k}`).join(', ')})`);

/** Rewrites both search copies of the sheets `sheets` (a subquery or list of ids) from their grids. */
async function rewrite(tx: Tx, sheets: SQL): Promise<void> {
  // raw write: the search side tables, copies derived from the grids that no family declares
  await tx.execute(sql`delete from datasheet_search_value where sheet_id in ${sheets}`);
  await tx.execute(sql`delete from datasheet_search_sheet where sheet_id in ${sheets}`);
  await tx.execute(
    sql`insert into datasheet_search_value ${columns} ${searchRowsSelect(sql`p.parent_id in ${sheets}`)}`,
  );
  await assignSlots(tx, sql`v.sheet_id in ${sheets}`);
  await tx.execute(
    sql`insert into datasheet_search_sheet ${slotColumnList} ${slotRowsSelect(sql`v.sheet_id in ${sheets}`)}`,
  );
}

/** Rewrites the search rows of the given sheets from their grids as stored. */
export async function refreshSearchValues(tx: Tx, sheetIds: readonly number[]): Promise<void> {
  if (sheetIds.length === 0) return;
  const ids = sql`(${sql.join(
    sheetIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await rewrite(tx, ids);
}

/** Rewrites the search rows of every sheet whose grid names the metric (its factor or offset changed). */
export async function refreshSearchValuesOfMetric(tx: Tx, metricId: number): Promise<void> {
  await rewrite(tx, sql`(select distinct parent_id from datasheet_properties where metric_id = ${metricId})`);
}

/** Rebuilds both search copies of every sheet (after a bulk load that bypassed the hooks, or to backfill). */
export async function rebuildSearchValues(tx: Tx): Promise<void> {
  // raw write: the search side tables, copies derived from the grids that no family declares
  await tx.execute(sql`delete from datasheet_search_value`);
  await tx.execute(sql`delete from datasheet_search_sheet`);
  await tx.execute(sql`insert into datasheet_search_value ${columns} ${searchRowsSelect(sql`true`)}`);
  await assignSlots(tx, sql`true`);
  await tx.execute(sql`insert into datasheet_search_sheet ${slotColumnList} ${slotRowsSelect(sql`true`)}`);
}
