/**
 * What a family's reads share: the where clause of the declared filters, and the choices of a reference picker.
 * Whole rows are read in rows.ts, list pages and their totals in list.ts.
 */
import { MAX_TREE_ROWS, type ReferenceOption, type ResourceDef, type TreeOption } from '@console/contract';
import { and, asc, eq, getTableName, gte, ilike, inArray, lte, Param, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { familyByKey } from './families.ts';
import { hasNgramIndex, ngramQueryOf, ngramsOf } from './ngrams.ts';
import type { FilterValue } from './query.ts';
import { orderOf } from './rows.ts';
import { childTableOf, idColumn, joinTableOf, requireColumn, tableOf } from './tables.ts';

export { getRow, getRows, orderOf, selectionOf } from './rows.ts';

/** A database handle or an open transaction: both read alike. */
export type Reader = Pick<Db, 'select' | 'selectDistinct' | 'execute' | '_'>;

/**
 * Reads that do not depend on each other: at once on the app's pool, one after another in a transaction, whose
 * one connection runs one query at a time (pg queues a query sent meanwhile, a use it deprecates).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Reader,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** `%` and `_` in a person's search text are literal, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Where the values of a where clause go. Without slots each is bound as the clause is built; with them each
 * becomes a named placeholder (`v0`, `v1` … in the order the clause is built) and its value is kept beside it,
 * so the clause's text depends only on its shape (`shapeOf`) and a statement holding it can be built once per
 * shape and run with the values (db/index.ts, `shapedRows`).
 */
export class ValueSlots {
  readonly values: Record<string, unknown> = {};
  #next = 0;

  /** A placeholder for `value`, sent as it is. */
  slot(value: unknown): SQL {
    return sql`${this.#placeholder(value)}`;
  }

  /** A placeholder for `value`, encoded as `column` encodes its values (a Date as the column stores it). */
  param(value: unknown, column: AnyPgColumn): Param {
    return new Param(this.#placeholder(value), column);
  }

  #placeholder(value: unknown) {
    const name = `v${this.#next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

/** A value to compare `column` with: as it is, or in a slot when the clause is built with slots. */
function bound<T>(slots: ValueSlots | undefined, value: T, column: AnyPgColumn): T | Param {
  return slots ? slots.param(value, column) : value;
}

/**
 * What decides the text of `whereOf(def, filters, 'rows', slots)`: the family, each filter's field and
 * operator, and how many values it holds, never the values themselves.
 */
export function shapeOf(def: ResourceDef, filters: readonly FilterValue[]): string {
  const parts = filters.map((filter) => {
    const arity =
      filter.op === 'in'
        ? filter.values.length
        : filter.op === 'subtree'
          ? filter.ids.length
          : filter.op === 'range'
            ? `${filter.from === undefined ? '' : 'f'}${filter.to === undefined ? '' : 't'}`
            : '';
    return `${filter.field.name}:${filter.op}:${arity}`;
  });
  return `${def.key}(${parts.join(',')})`;
}

/** `values` of a filter on a multi-reference or a children field: rows linked to / holding one of them. */
function linkedCondition(def: ResourceDef, filter: FilterValue, slots?: ValueSlots): SQL | undefined {
  const values = filter.op === 'eq' ? [filter.value] : filter.op === 'in' ? filter.values : [];
  if (values.length === 0) return undefined;
  const id = requireColumn(tableOf(def.key), 'id');
  const field = filter.field;
  if (field.kind === 'multiReference') {
    const join = joinTableOf(def, field);
    const ids = values.map((value) => bound(slots, value, join.target)) as number[];
    return sql`exists (select 1 from ${join.table} where ${join.owner} = ${id} and ${inArray(join.target, ids)})`;
  }
  if (field.kind === 'children') {
    const child = childTableOf(def, field);
    const compared = requireColumn(child.table, field.filterField ?? '');
    const held = values.map((value) => bound(slots, value, compared)) as (string | number)[];
    return sql`exists (select 1 from ${child.table} where ${child.parent} = ${id} and ${inArray(compared, held)})`;
  }
  return undefined;
}

/**
 * The ids of the given rows of a tree family and of every row below them, as an array computed once: `column =
 * any(array(…))` lets the index on the column take them as an index condition, and plans and runs in half the
 * time of `column in (…)`, which PostgreSQL joins to the recursive query.
 */
function subtreeIds(targetKey: string, ids: readonly number[], slots?: ValueSlots): SQL {
  const target = familyByKey(targetKey);
  if (!target.tree) throw new Error(`${targetKey} is not a tree family`);
  const table = tableOf(targetKey);
  const name = sql.identifier(getTableName(table));
  const parent = sql.identifier(requireColumn(table, target.tree.parentField).name);
  const roots = sql.join(
    ids.map((id) => (slots ? slots.slot(id) : sql`${id}`)),
    sql`, `,
  );
  return sql`array(with recursive sub(id) as (select id from ${name} where id in (${roots}) union select c.id from ${name} c join sub on c.${parent} = sub.id) select id from sub)`;
}

/**
 * What a where clause is for: finding rows (`rows`), or only the planner's estimate of how many match
 * (`estimate`), where a condition that repeats another for an index's sake would skew the count.
 */
export type WherePurpose = 'rows' | 'estimate';

function condition(
  def: ResourceDef,
  filter: FilterValue,
  purpose: WherePurpose,
  slots?: ValueSlots,
): SQL | undefined {
  if (filter.field.kind === 'multiReference' || filter.field.kind === 'children') {
    return linkedCondition(def, filter, slots);
  }
  const table = tableOf(def.key);
  const column = requireColumn(table, filter.field.name);
  switch (filter.op) {
    case 'subtree':
      if (filter.field.kind !== 'reference' || filter.ids.length === 0) return undefined;
      return sql`${column} = any(${subtreeIds(filter.field.target, filter.ids, slots)})`;
    case 'eq':
      return eq(column, bound(slots, filter.value, column));
    case 'contains': {
      const pattern = `%${escapeLike(filter.value)}%`;
      const matches = slots ? sql`${column} ilike ${slots.slot(pattern)}` : ilike(column, pattern);
      if (!hasNgramIndex(def, filter.field.name)) return matches;
      // The index finds the rows holding the text's pieces, fast; ILIKE then decides, so the answer is
      // exactly ILIKE's.
      const pieces = sql`${ngramsOf(column)} @> ${ngramQueryOf(slots ? slots.slot(filter.value) : filter.value)}`;
      if (purpose === 'rows') return and(pieces, matches);
      // For an estimate one of the two, as the planner would multiply the selectivities of what is one
      // condition said twice: text of one or two characters is its own one piece, whose frequency the
      // index's statistics know; a longer text is ILIKE's, estimated from the column's.
      return [...filter.value.toLowerCase()].length <= 2 ? pieces : matches;
    }
    case 'in':
      return filter.values.length > 0
        ? inArray(column, filter.values.map((value) => bound(slots, value, column)) as (string | number)[])
        : undefined;
    case 'range':
      return and(
        filter.from !== undefined ? gte(column, bound(slots, filter.from, column)) : undefined,
        filter.to !== undefined ? lte(column, bound(slots, filter.to, column)) : undefined,
      );
  }
}

/** The where clause of `filters`; with `slots`, its values are placeholders (see ValueSlots). */
export function whereOf(
  def: ResourceDef,
  filters: readonly FilterValue[],
  purpose: WherePurpose = 'rows',
  slots?: ValueSlots,
): SQL | undefined {
  // Rows a job is still writing are no part of any list, count or export (ResourceDef.stagedField).
  const shown = def.stagedField ? eq(requireColumn(tableOf(def.key), def.stagedField), false) : undefined;
  return and(shown, ...filters.map((filter) => condition(def, filter, purpose, slots)));
}

/** Choices of a reference picker: rows whose title contains `q`, or exactly the rows `ids`. */
export async function referenceOptions(
  db: Reader,
  def: ResourceDef,
  /** `owner`: only that admin's rows (a family with `ownerField`). */
  search: { q?: string; ids?: number[]; size: number; owner?: number },
): Promise<ReferenceOption[]> {
  const table = tableOf(def.key);
  const id = idColumn(table);
  const title = requireColumn(table, def.titleField);
  const chosen = search.ids
    ? inArray(id, search.ids)
    : search.q
      ? ilike(sql`${title}::text`, `%${escapeLike(search.q)}%`)
      : undefined;
  const owned =
    def.ownerField && search.owner !== undefined
      ? eq(requireColumn(table, def.ownerField), search.owner)
      : undefined;
  const where = and(chosen, owned);
  const rows = await db
    .select({ value: id, label: title })
    .from(table)
    .where(where)
    .orderBy(asc(title), asc(id))
    .limit(search.size);
  // The title field is named at run time and may be of any kind (a number, a date): shown as text.
  return rows.map((row) => ({ value: row.value, label: String(row.label ?? '') }));
}

/** Every row of a tree family with its parent, for a cascading picker (at most MAX_TREE_ROWS). */
export async function treeOptions(db: Reader, def: ResourceDef): Promise<TreeOption[]> {
  if (!def.tree) throw new Error(`${def.key} is not a tree family`);
  const table = tableOf(def.key);
  const id = idColumn(table);
  const title = requireColumn(table, def.titleField);
  const parent = requireColumn(table, def.tree.parentField);
  const rows = await db
    .select({ value: id, label: title, parent })
    .from(table)
    .orderBy(...orderOf(def, def.defaultSort))
    .limit(MAX_TREE_ROWS);
  return rows.map((row) => ({
    value: row.value,
    label: String(row.label ?? ''),
    parent: (row.parent as number | null) ?? null,
  }));
}
