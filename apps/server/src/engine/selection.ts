/** Which rows a change of many rows selects: ids, or the family's declared list filters. */
import type { ResourceDef } from '@console/contract';
import type { Tx } from './hooks.ts';
import { parseListQuery } from './query.ts';
import { whereOf } from './read.ts';
import { idColumn, tableOf } from './tables.ts';

/**
 * Which rows a bulk update changes: these ids, or the rows the family's declared list filters select, written as
 * the list's query takes them (`{status: 1, grade: 'PA66'}`, `{created_at_from: '2026-01-01'}`).
 */
export type RowSelection =
  | { ids: readonly number[] }
  | { filter: Readonly<Record<string, string | number | boolean>> };

const LIST_KEYS = ['page', 'size', 'sort'];

export async function selectedIds(tx: Tx, def: ResourceDef, selection: RowSelection): Promise<number[]> {
  if ('ids' in selection) return [...new Set(selection.ids)];
  const keys = Object.keys(selection.filter);
  // An empty filter would change every row: a caller meaning that says so with the ids.
  if (keys.length === 0 || keys.some((key) => LIST_KEYS.includes(key))) {
    throw new Error(
      `${def.key}: a bulk update's filter names at least one declared filter, and nothing else`,
    );
  }
  const query = parseListQuery(def, selection.filter);
  const table = tableOf(def.key);
  const id = idColumn(table);
  const rows = await tx.select({ id }).from(table).where(whereOf(def, query.filters)).orderBy(id);
  return rows.map((row) => row.id);
}
