/**
 * Reading whole rows as the API shows them: declared fields by name, multi-references as id lists, child rows,
 * and `$labels` with the titles of referenced rows, all in one statement (see decorations.ts).
 *
 * Rows are read by id with a statement that is the same for every call of a family, purpose and sort, so it is
 * prepared once per database connection: its long text is neither rebuilt nor sent again, and the server
 * keeps its plan.
 */
import type { ResourceDef, ResourceRow, RowOf, RowWithout } from '@console/contract';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decorationPlan, decorationSelection, type ReadPurpose, toResourceRow } from './decorations.ts';
import type { ListQuery } from './query.ts';
import type { Reader } from './read.ts';
import { columnOf, isScalar, requireColumn, tableOf } from './tables.ts';

/**
 * A family's row as a select of `selectionOf(def)` reads it, typed from the declaration: its id and scalar fields
 * (no links, child rows or labels). Date-time fields are left out of the type: a select reads them as Date, not
 * as the API's strings.
 */
export type ColumnsOf<D extends ResourceDef> = RowWithout<
  D,
  | '$labels'
  | 'created_at'
  | 'updated_at'
  | Extract<D['fields'][number], { kind: 'multiReference' | 'children' | 'datetime' }>['name']
>;

/** The columns a row is read with, keyed by API name: the system columns the table has and the scalar fields. */
export function selectionOf(def: ResourceDef): Record<string, AnyPgColumn> {
  const table = tableOf(def.key);
  const selection: Record<string, AnyPgColumn> = {};
  for (const name of ['id', 'created_at', 'updated_at']) {
    const column = columnOf(table, name);
    if (column) selection[name] = column;
  }
  for (const field of def.fields) {
    if (isScalar(field) && !field.secret) selection[field.name] = requireColumn(table, field.name);
  }
  return selection;
}

export function orderOf(def: ResourceDef, sort: ListQuery['sort']): SQL[] {
  const table = tableOf(def.key);
  const column = requireColumn(table, sort.field);
  const id = requireColumn(table, 'id');
  const direction = sort.order === 'asc' ? asc : desc;
  // The id breaks ties, so a page boundary never shows a row twice or skips one.
  return sort.field === 'id' ? [direction(id)] : [direction(column), direction(id)];
}

interface RowsStatement {
  execute(values: { ids: number[] } | { id: number }): Promise<Record<string, unknown>[]>;
}

/** Prepared statements by database handle (the app's pool, or a transaction while it lasts), then by name. */
const prepared = new WeakMap<Reader, Map<string, RowsStatement>>();

/**
 * One row (a detail) is read by `id = $1`, not `id = any($1)`: PostgreSQL plans a prepared statement once for
 * all values only when that plan looks no dearer than planning each call, and it counts an array parameter as
 * ten ids — so reading one row by an array was planned afresh at every call, four times the cost of running it.
 */
function statementOf(
  db: Reader,
  def: ResourceDef,
  purpose: ReadPurpose,
  sort: ListQuery['sort'] | undefined,
  one: boolean,
): RowsStatement {
  // One name per text: PostgreSQL refuses a second text under a name a connection has prepared.
  const name = `engine:${def.key}:${purpose}${sort ? `:${sort.field}:${sort.order}` : ''}${one ? ':one' : ''}`;
  let byName = prepared.get(db);
  if (!byName) {
    byName = new Map();
    prepared.set(db, byName);
  }
  let statement = byName.get(name);
  if (!statement) {
    const table = tableOf(def.key);
    const query = db
      .select({ ...selectionOf(def), ...decorationSelection(decorationPlan(def, purpose)) })
      .from(table)
      .where(
        one
          ? eq(requireColumn(table, 'id'), sql.placeholder('id'))
          : eq(requireColumn(table, 'id'), sql`any(${sql.placeholder('ids')})`),
      )
      .$dynamic();
    statement = (sort ? query.orderBy(...orderOf(def, sort)) : query).prepare(name) as RowsStatement;
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The rows `ids` of a family, decorated for `purpose`; in the list's order when `sort` is given (a page), else
 * in no particular order.
 */
export async function rowsById(
  db: Reader,
  def: ResourceDef,
  ids: readonly number[],
  purpose: ReadPurpose,
  sort?: ListQuery['sort'],
): Promise<ResourceRow[]> {
  if (ids.length === 0) return [];
  const [first] = ids;
  const raw =
    ids.length === 1 && first !== undefined
      ? await statementOf(db, def, purpose, sort, true).execute({ id: first })
      : await statementOf(db, def, purpose, sort, false).execute({ ids: [...ids] });
  const plan = decorationPlan(def, purpose);
  return raw.map((row) => toResourceRow(row, plan));
}

/** The rows `ids` of a family as its declaration types them (`ResourceRow` for a plain `ResourceDef`). */
export async function getRows<D extends ResourceDef>(
  db: Reader,
  def: D,
  ids: readonly number[],
): Promise<RowOf<D>[]> {
  // The statement reads exactly the declared fields (see selectionOf and decorations.ts): what RowOf types.
  return (await rowsById(db, def, ids, 'detail')) as RowOf<D>[];
}

export async function getRow<D extends ResourceDef>(
  db: Reader,
  def: D,
  id: number,
): Promise<RowOf<D> | null> {
  const [row] = await getRows(db, def, [id]);
  return row ?? null;
}
