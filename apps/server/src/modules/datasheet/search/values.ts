/**
 * Keeps the search copy of property values (datasheet_search_value) in step with the grids: rewritten for a
 * sheet whenever its grid is saved, for the sheets naming a metric when that metric's factor changes, and
 * for every sheet by a bulk load or a backfill.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../engine/hooks.ts';

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

/** Rewrites the search rows of the given sheets from their grids as stored. */
export async function refreshSearchValues(tx: Tx, sheetIds: readonly number[]): Promise<void> {
  if (sheetIds.length === 0) return;
  const ids = sql`(${sql.join(
    sheetIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await tx.execute(sql`delete from datasheet_search_value where sheet_id in ${ids}`);
  await tx.execute(
    sql`insert into datasheet_search_value ${columns} ${searchRowsSelect(sql`p.parent_id in ${ids}`)}`,
  );
}

/** Rewrites the search rows of every sheet whose grid names the metric (its factor or offset changed). */
export async function refreshSearchValuesOfMetric(tx: Tx, metricId: number): Promise<void> {
  const sheets = sql`(select distinct parent_id from datasheet_properties where metric_id = ${metricId})`;
  await tx.execute(sql`delete from datasheet_search_value where sheet_id in ${sheets}`);
  await tx.execute(
    sql`insert into datasheet_search_value ${columns} ${searchRowsSelect(sql`p.parent_id in ${sheets}`)}`,
  );
}

/** Rebuilds the whole search copy (after a bulk load that bypassed the hooks, or to backfill). */
export async function rebuildSearchValues(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from datasheet_search_value`);
  await tx.execute(sql`insert into datasheet_search_value ${columns} ${searchRowsSelect(sql`true`)}`);
}
