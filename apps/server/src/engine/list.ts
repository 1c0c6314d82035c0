/**
 * A list page (`GET {base}/list`) and its total. The page's ids come first, by themselves, then its rows by id
 * in one prepared statement; the total is exact up to a cap and the planner's estimate beyond, said to be one
 * (see total.ts). A page of a list far past the cap starts from the row before it when that is known
 * (page-marks.ts), so a deep page costs what the first does.
 */
import type { ResourceDef, ResourcePage, ResourceRow } from '@console/contract';
import { markedPageIds } from './page-marks.ts';
import type { ListQuery } from './query.ts';
import { type Reader, shapeOf, ValueSlots, whereOf } from './read.ts';
import { orderOf, rowsById } from './rows.ts';
import { requireColumn, tableOf } from './tables.ts';
import {
  EXACT_COUNT_CAP,
  knownLargeTotal,
  pageIds,
  plannedRows,
  rememberTotal,
  roundEstimate,
} from './total.ts';

export async function listRows(
  db: Reader,
  def: ResourceDef,
  query: ListQuery,
  options: { countCap?: number } = {},
): Promise<ResourcePage> {
  const table = tableOf(def.key);
  const offset = (query.page - 1) * query.size;
  const cap = options.countCap ?? EXACT_COUNT_CAP;
  const sort = {
    id: requireColumn(table, 'id'),
    key: query.sort.field === 'id' ? undefined : requireColumn(table, query.sort.field),
    order: query.sort.order,
    sql: orderOf(def, query.sort),
  };
  const page = (list: ResourceRow[], total: number): ResourcePage => ({
    list,
    total,
    page: query.page,
    size: query.size,
  });
  // A page that is not full is the last one, which tells the total.
  const isLast = (ids: number[]) => ids.length < query.size && ids.length > 0;
  const listKey = `${def.key}${JSON.stringify(query.filters, (key, value) => (key === 'field' ? value.name : value))}`;
  const known = knownLargeTotal(db, listKey, cap);
  if (known !== undefined) {
    const ids = await markedPageIds(
      db,
      table,
      whereOf(def, query.filters),
      sort,
      { limit: query.size, offset },
      `${listKey}:${query.sort.field}:${query.sort.order}`,
    );
    const list = await rowsById(db, def, ids, 'list', query.sort);
    return isLast(ids) ? page(list, offset + ids.length) : { ...page(list, known), total_estimated: true };
  }
  const slots = new ValueSlots();
  const shaped = {
    sql: whereOf(def, query.filters, 'rows', slots),
    values: slots.values,
    shape: shapeOf(def, query.filters),
  };
  const { count, ids } = await pageIds(db, table, shaped, sort, { limit: query.size, offset, cap });
  // Within the cap the count is exact.
  if (count <= cap || isLast(ids)) {
    return page(await rowsById(db, def, ids, 'list', query.sort), count <= cap ? count : offset + ids.length);
  }
  const [list, planned] = await Promise.all([
    rowsById(db, def, ids, 'list', query.sort),
    plannedRows(db, table, whereOf(def, query.filters, 'estimate')),
  ]);
  // At least the counted rows are known to exist, whatever the planner thinks.
  const total = Math.max(count, roundEstimate(planned));
  rememberTotal(db, listKey, total);
  return { ...page(list, total), total_estimated: true };
}
