/**
 * Reading a family's rows: the filtered, sorted page; one row; the choices of a reference picker. Rows come
 * back as the API shows them: declared fields by name, multi-references as id lists, child rows, and
 * `$labels` with the titles of referenced rows.
 */
import {
  MAX_TREE_ROWS,
  type ReferenceOption,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  type TreeOption,
} from '@console/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { familyByKey } from './families.ts';
import type { FilterValue, ListQuery } from './query.ts';
import { childTableOf, columnOf, isScalar, joinTableOf, requireColumn, tableOf } from './tables.ts';

/** A database handle or an open transaction: both read alike. */
export type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** `%` and `_` in a person's search text are literal, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `values` of a filter on a multi-reference or a children field: rows linked to / holding one of them. */
function linkedCondition(def: ResourceDef, filter: FilterValue): SQL | undefined {
  const values = filter.op === 'eq' ? [filter.value] : filter.op === 'in' ? filter.values : [];
  if (values.length === 0) return undefined;
  const id = requireColumn(tableOf(def.key), 'id');
  const field = filter.field;
  if (field.kind === 'multiReference') {
    const join = joinTableOf(def, field);
    return sql`exists (select 1 from ${join.table} where ${join.owner} = ${id} and ${inArray(join.target, values as number[])})`;
  }
  if (field.kind === 'children') {
    const child = childTableOf(def, field);
    const compared = requireColumn(child.table, field.filterField ?? '');
    return sql`exists (select 1 from ${child.table} where ${child.parent} = ${id} and ${inArray(compared, values as (string | number)[])})`;
  }
  return undefined;
}

/** The ids of the given rows of a tree family and of every row below them. */
function subtreeIds(targetKey: string, ids: readonly number[]): SQL {
  const target = familyByKey(targetKey);
  if (!target.tree) throw new Error(`${targetKey} is not a tree family`);
  const table = tableOf(targetKey);
  const name = sql.identifier(getTableName(table));
  const parent = sql.identifier(requireColumn(table, target.tree.parentField).name);
  const roots = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(with recursive sub(id) as (select id from ${name} where id in (${roots}) union select c.id from ${name} c join sub on c.${parent} = sub.id) select id from sub)`;
}

function condition(def: ResourceDef, filter: FilterValue): SQL | undefined {
  if (filter.field.kind === 'multiReference' || filter.field.kind === 'children') {
    return linkedCondition(def, filter);
  }
  const table = tableOf(def.key);
  const column = requireColumn(table, filter.field.name);
  switch (filter.op) {
    case 'subtree':
      if (filter.field.kind !== 'reference' || filter.ids.length === 0) return undefined;
      return sql`${column} in ${subtreeIds(filter.field.target, filter.ids)}`;
    case 'eq':
      return eq(column, filter.value);
    case 'contains':
      return ilike(column, `%${escapeLike(filter.value)}%`);
    case 'in':
      return filter.values.length > 0 ? inArray(column, filter.values) : undefined;
    case 'range':
      return and(
        filter.from !== undefined ? gte(column, filter.from) : undefined,
        filter.to !== undefined ? lte(column, filter.to) : undefined,
      );
  }
}

export function whereOf(def: ResourceDef, filters: readonly FilterValue[]): SQL | undefined {
  return and(...filters.map((filter) => condition(def, filter)));
}

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

function serialize(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

async function titlesOf(db: Reader, targetKey: string, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const target = familyByKey(targetKey);
  const table = tableOf(targetKey);
  const id = requireColumn(table, 'id');
  const rows = await db
    .select({ id, title: requireColumn(table, target.titleField) })
    .from(table)
    .where(inArray(id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id as number, String(row.title ?? '')]));
}

/** Adds multi-reference ids, child rows and the titles of referenced rows to freshly read rows. */
export async function decorate(
  db: Reader,
  def: ResourceDef,
  raw: Record<string, unknown>[],
  /** A list page leaves out the children fields declared `detailOnly`. */
  purpose: 'list' | 'detail' = 'detail',
): Promise<ResourceRow[]> {
  const rows = raw.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) out[key] = serialize(value);
    out.$labels = {};
    return out as ResourceRow & { $labels: Record<string, string | string[] | null> };
  });
  const ids = rows.map((row) => row.id);
  if (rows.length === 0) return rows;

  for (const field of def.fields) {
    if (field.kind === 'reference') {
      const titles = await titlesOf(
        db,
        field.target,
        rows.map((row) => row[field.name]).filter((v): v is number => typeof v === 'number'),
      );
      for (const row of rows) {
        const value = row[field.name];
        row.$labels[field.name] = typeof value === 'number' ? (titles.get(value) ?? null) : null;
      }
    } else if (field.kind === 'multiReference') {
      const join = joinTableOf(def, field);
      const links = await db
        .select({ owner: join.owner, target: join.target })
        .from(join.table)
        .where(inArray(join.owner, ids))
        .orderBy(asc(join.target));
      const titles = await titlesOf(
        db,
        field.target,
        links.map((link) => link.target as number),
      );
      for (const row of rows) {
        const targets = links.filter((link) => link.owner === row.id).map((link) => link.target as number);
        row[field.name] = targets;
        row.$labels[field.name] = targets.map((id) => titles.get(id) ?? String(id));
      }
    } else if (field.kind === 'children') {
      if (purpose === 'list' && field.detailOnly) continue;
      const child = childTableOf(def, field);
      const selection: Record<string, AnyPgColumn> = {
        id: requireColumn(child.table, 'id'),
        $parent: child.parent,
      };
      for (const childField of field.fields)
        selection[childField.name] = requireColumn(child.table, childField.name);
      const childRows = await db
        .select(selection)
        .from(child.table)
        .where(inArray(child.parent, ids))
        .orderBy(asc(child.position), asc(requireColumn(child.table, 'id')));
      for (const row of rows) {
        row[field.name] = childRows
          .filter((childRow) => childRow.$parent === row.id)
          .map(({ $parent: _parent, ...rest }) =>
            Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, serialize(value)])),
          );
      }
    }
  }
  return rows;
}

export function orderOf(def: ResourceDef, sort: ListQuery['sort']): SQL[] {
  const table = tableOf(def.key);
  const column = requireColumn(table, sort.field);
  const id = requireColumn(table, 'id');
  const direction = sort.order === 'asc' ? asc : desc;
  // The id breaks ties, so a page boundary never shows a row twice or skips one.
  return sort.field === 'id' ? [direction(id)] : [direction(column), direction(id)];
}

export async function listRows(db: Reader, def: ResourceDef, query: ListQuery): Promise<ResourcePage> {
  const table = tableOf(def.key);
  const where = whereOf(def, query.filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  const raw = await db
    .select(selectionOf(def))
    .from(table)
    .where(where)
    .orderBy(...orderOf(def, query.sort))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    list: await decorate(db, def, raw, 'list'),
    total: Number(total),
    page: query.page,
    size: query.size,
  };
}

export async function getRows(db: Reader, def: ResourceDef, ids: readonly number[]): Promise<ResourceRow[]> {
  if (ids.length === 0) return [];
  const table = tableOf(def.key);
  const raw = await db
    .select(selectionOf(def))
    .from(table)
    .where(inArray(requireColumn(table, 'id'), [...ids]));
  return decorate(db, def, raw);
}

export async function getRow(db: Reader, def: ResourceDef, id: number): Promise<ResourceRow | null> {
  const [row] = await getRows(db, def, [id]);
  return row ?? null;
}

/** Choices of a reference picker: rows whose title contains `q`, or exactly the rows `ids`. */
export async function referenceOptions(
  db: Reader,
  def: ResourceDef,
  search: { q?: string; ids?: number[]; size: number },
): Promise<ReferenceOption[]> {
  const table = tableOf(def.key);
  const id = requireColumn(table, 'id');
  const title = requireColumn(table, def.titleField);
  const where = search.ids
    ? inArray(id, search.ids)
    : search.q
      ? ilike(sql`${title}::text`, `%${escapeLike(search.q)}%`)
      : undefined;
  const rows = await db
    .select({ value: id, label: title })
    .from(table)
    .where(where)
    .orderBy(asc(title), asc(id))
    .limit(search.size);
  return rows.map((row) => ({ value: row.value as number, label: String(row.label ?? '') }));
}

/** Every row of a tree family with its parent, for a cascading picker (at most MAX_TREE_ROWS). */
export async function treeOptions(db: Reader, def: ResourceDef): Promise<TreeOption[]> {
  if (!def.tree) throw new Error(`${def.key} is not a tree family`);
  const table = tableOf(def.key);
  const id = requireColumn(table, 'id');
  const title = requireColumn(table, def.titleField);
  const parent = requireColumn(table, def.tree.parentField);
  const rows = await db
    .select({ value: id, label: title, parent })
    .from(table)
    .orderBy(...orderOf(def, def.defaultSort))
    .limit(MAX_TREE_ROWS);
  return rows.map((row) => ({
    value: row.value as number,
    label: String(row.label ?? ''),
    parent: (row.parent as number | null) ?? null,
  }));
}
