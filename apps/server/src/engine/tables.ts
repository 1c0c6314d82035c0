/**
 * The Drizzle tables of the declared families, with their join and child tables, all derived from the
 * declarations: adding a family is its declaration plus the migration drizzle-kit writes from it. Modules
 * that query a family's table directly take it from `familyTable` / `linkTable` / `childRowsTable`, typed by
 * table-types.ts.
 */
import {
  type ChildrenField,
  type MultiReferenceField,
  ngramFieldOf,
  type ResourceDef,
  type ResourceField,
  type ScalarField,
} from '@console/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/schema/columns.ts';
import { allFamilies, familyByKey } from './families.ts';
import { ngramsOf } from './ngrams.ts';
import type { ChildName, ChildRowsTable, FamilyTable, LinkName, LinkTable } from './table-types.ts';

/** Columns that every derived table has; a declaration may list them (to show or sort) but never defines them. */
const systemColumns = new Set(['id', 'created_at', 'updated_at']);

/** Longest text kept in a `varchar`; longer or unbounded text is `text`. */
const VARCHAR_LIMIT = 255;
/** Longest string enum value by default. */
const ENUM_LENGTH = 64;

/** A whole number whose declared range fits in 16 bits is stored in 2 bytes. */
function fitsSmallint(field: { min?: number; max?: number }): boolean {
  return field.min !== undefined && field.max !== undefined && field.min >= -32768 && field.max <= 32767;
}

/** A text-like field that may be left empty (stored as ''). */
function optionalText(field: ResourceField): boolean {
  return !field.required && (field.kind === 'text' || field.kind === 'longText');
}

export function isScalar(field: ResourceField): field is ScalarField {
  return field.kind !== 'multiReference' && field.kind !== 'children';
}

function scalarColumn(field: ScalarField, tableOf: (key: string) => PgTable): PgColumnBuilderBase {
  const name = field.name;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText': {
      const column =
        field.kind === 'text' && field.max !== undefined && field.max <= VARCHAR_LIMIT
          ? varchar(name, { length: field.max })
          : text(name);
      // A required value is always given, so it has no default; an optional one is '' when not given.
      if (field.required && field.default === undefined) return column.notNull();
      return column.notNull().default(field.default ?? '');
    }
    case 'image':
    case 'file':
      return text(name).notNull().default('');
    case 'integer': {
      const column = fitsSmallint(field) ? smallint(name) : integer(name);
      if (field.default !== undefined) return column.notNull().default(field.default);
      return field.required ? column.notNull() : column;
    }
    case 'decimal': {
      const column = numeric(name, {
        precision: field.precision ?? 18,
        scale: field.scale ?? 2,
        mode: 'number',
      });
      if (field.default !== undefined) return column.notNull().default(field.default);
      return field.required ? column.notNull() : column;
    }
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(field.default ?? false);
    case 'enum': {
      const numeric = field.options.every((option) => typeof option.value === 'number');
      if (numeric) {
        const column = integer(name);
        if (field.default !== undefined) return column.notNull().default(Number(field.default));
        return field.required ? column.notNull() : column;
      }
      const column = varchar(name, { length: field.length ?? ENUM_LENGTH });
      if (field.default !== undefined) return column.notNull().default(String(field.default));
      return field.required ? column.notNull() : column;
    }
    case 'datetime':
      return timestamp(name, { withTimezone: true });
    case 'date':
      return date(name, { mode: 'string' });
    case 'json':
      return jsonb(name);
    case 'reference': {
      const onDelete =
        field.onTargetDelete === 'cascade'
          ? 'cascade'
          : field.onTargetDelete === 'setNull'
            ? 'set null'
            : 'no action';
      const column = integer(name).references(() => idColumn(tableOf(field.target)), { onDelete });
      return field.required ? column.notNull() : column;
    }
  }
}

/** A column holding a row's id (its own, or its parent's), never null. */
export type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;

/**
 * The id column of any derived table, typed: a number on every table, `serial` or `bigserial` (read in mode
 * number), for generic code that does not know the family.
 */
export function idColumn(table: PgTable): IdColumn {
  const id = getTableColumns(table).id;
  if (!id) throw new Error(`table ${getTableName(table)} has no id column`);
  return id as IdColumn;
}

const derivedTables = new Map<string, PgTable>();

/** `'a', 'b'` or `1, 2`: the options of an enum as SQL literals, for its check. */
function sqlLiterals(values: readonly (number | string)[]): string {
  return values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`))
    .join(', ');
}

function deriveTable(def: ResourceDef): PgTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id:
      def.idKind === 'bigserial'
        ? bigserial('id', { mode: 'number' }).primaryKey()
        : serial('id').primaryKey(),
  };
  for (const field of def.fields) {
    if (systemColumns.has(field.name) || !isScalar(field)) continue;
    columns[field.name] = scalarColumn(field, tableOf);
  }
  columns.created_at = createdAt();
  if (def.updatedAt !== false) columns.updated_at = updatedAt();
  const column = (t: Record<string, unknown>, name: string) => t[name] as AnyPgColumn;
  const columnsOf = (t: Record<string, unknown>, names: readonly string[]) =>
    names.map((name) => column(t, name)) as [AnyPgColumn, ...AnyPgColumn[]];
  return pgTable(def.table, columns, (t) => [
    ...def.fields
      .filter((field) => field.unique && !optionalText(field))
      .map((field) => unique(`${def.table}_${field.name}_unique`).on(t[field.name] as AnyPgColumn)),
    // An optional text stores '' for "none": only the values given must be unique (as the engine checks).
    ...def.fields
      .filter((field) => field.unique && optionalText(field))
      .map((field) =>
        uniqueIndex(`${def.table}_${field.name}_unique`)
          .on(t[field.name] as AnyPgColumn)
          .where(sql`${t[field.name] as AnyPgColumn} <> ''`),
      ),
    ...def.fields
      .filter((field) => field.kind === 'reference')
      .map((field) => index(`${def.table}_${field.name}_idx`).on(t[field.name] as AnyPgColumn)),
    ...(def.indexes ?? []).map((declared) => {
      const ngram = ngramFieldOf(declared);
      if (ngram !== undefined)
        return index(`${def.table}_${ngram}_ngram_idx`).using('gin', ngramsOf(t[ngram] as AnyPgColumn));
      const names = declared as readonly string[];
      return index(`${def.table}_${names.join('_')}_idx`).on(
        ...(names.map((name) => t[name]) as unknown as [AnyPgColumn, ...AnyPgColumn[]]),
      );
    }),
    ...(def.uniqueTogether ?? []).map((names) =>
      uniqueIndex(`${def.table}_${names.join('_')}_unique`).on(...columnsOf(t, names)),
    ),
    ...def.fields.flatMap((field) =>
      field.kind === 'enum' && field.checked
        ? [
            check(
              `${def.table}_${field.name}_check`,
              sql`${column(t, field.name)} in (${sql.raw(sqlLiterals(field.options.map((o) => o.value)))})`,
            ),
          ]
        : [],
    ),
  ]);
}

/** The table of a family, by key. */
export function tableOf(key: string): PgTable {
  let table = derivedTables.get(key);
  if (!table) {
    table = deriveTable(familyByKey(key));
    derivedTables.set(key, table);
  }
  return table;
}

/** A family's table, typed from its declaration, for modules that query it directly. */
export function familyTable<const D extends ResourceDef>(def: D): FamilyTable<D> {
  // The cast joins the run-time derivation and its type-level mirror (table-types.ts); a test compares them.
  return tableOf(def.key) as unknown as FamilyTable<D>;
}

/** The join table of a family's multi-reference, typed from its declaration. */
export function linkTable<const D extends ResourceDef, N extends LinkName<D>>(
  def: D,
  name: N,
): LinkTable<D, N> {
  const field = def.fields.find(
    (f): f is MultiReferenceField => f.name === name && f.kind === 'multiReference',
  );
  if (!field) throw new Error(`${def.key} has no multi-reference ${name}`);
  return joinTableOf(def, field).table as unknown as LinkTable<D, N>;
}

/** Each table's columns by database name, made at the first look-up (a table's columns never change). */
const columnsByName = new WeakMap<PgTable, Map<string, AnyPgColumn>>();

/** The column holding a declared field (or a system column), found by its database name. */
export function columnOf(table: PgTable, name: string): AnyPgColumn | undefined {
  let byName = columnsByName.get(table);
  if (!byName) {
    byName = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
    columnsByName.set(table, byName);
  }
  return byName.get(name);
}

export function requireColumn(table: PgTable, name: string): AnyPgColumn {
  const column = columnOf(table, name);
  if (!column) throw new Error(`table ${getTableName(table)} has no column ${name}`);
  return column;
}

export interface JoinTable {
  table: PgTable;
  owner: AnyPgColumn;
  target: AnyPgColumn;
}

const joinTables = new Map<string, JoinTable>();

/** The multi-reference of the target family whose links an `inverseOf` field shows from the other side. */
function invertedField(def: ResourceDef, field: MultiReferenceField): MultiReferenceField {
  const target = familyByKey(field.target);
  const inverted = target.fields.find(
    (f): f is MultiReferenceField => f.name === field.inverseOf && f.kind === 'multiReference',
  );
  if (!inverted || inverted.target !== def.key || inverted.inverseOf) {
    throw new Error(`${def.key}.${field.name}: ${field.target}.${field.inverseOf} is no link to ${def.key}`);
  }
  return inverted;
}

/**
 * The join table of a multi-reference: `{table}_{field}` (`owner_id`, `target_id`) unless the declaration
 * names it (`through`); for an `inverseOf` field, the other side's table with owner and target swapped. Both
 * sides cascade in the database: deleting either row drops the link, never the other row. The engine's
 * delete refuses first while links to a target remain, unless the field says `unlink` (see references.ts);
 * the cascade is what a delete outside the engine (a synchronisation) relies on.
 */
export function joinTableOf(def: ResourceDef, field: MultiReferenceField): JoinTable {
  if (field.inverseOf) {
    const other = joinTableOf(familyByKey(field.target), invertedField(def, field));
    return { table: other.table, owner: other.target, target: other.owner };
  }
  const through = field.through ?? {
    table: `${def.table}_${field.name}`,
    owner: 'owner_id',
    target: 'target_id',
  };
  let join = joinTables.get(through.table);
  if (!join) {
    const table = pgTable(
      through.table,
      {
        [through.owner]: integer(through.owner)
          .notNull()
          .references(() => idColumn(tableOf(def.key)), { onDelete: 'cascade' }),
        [through.target]: integer(through.target)
          .notNull()
          .references(() => idColumn(tableOf(field.target)), { onDelete: 'cascade' }),
      },
      (t) => [
        primaryKey({ columns: [t[through.owner] as AnyPgColumn, t[through.target] as AnyPgColumn] }),
        // The key serves "targets of an owner"; filters and delete checks ask "owners of a target".
        index(`${through.table}_${through.target}_idx`).on(t[through.target] as AnyPgColumn),
      ],
    );
    join = {
      table,
      owner: requireColumn(table, through.owner),
      target: requireColumn(table, through.target),
    };
    joinTables.set(through.table, join);
  }
  return join;
}

export interface ChildTable {
  table: PgTable;
  parent: IdColumn;
  position: AnyPgColumn<{ data: number; notNull: true }>;
}

const childTables = new Map<string, ChildTable>();

/** The table of a family's child rows: `{table}_{field}` with `parent_id` (cascade) and `position`. */
export function childTableOf(def: ResourceDef, field: ChildrenField): ChildTable {
  const name = `${def.table}_${field.name}`;
  let child = childTables.get(name);
  if (!child) {
    const columns: Record<string, PgColumnBuilderBase> = {
      id: serial('id').primaryKey(),
      parent_id: integer('parent_id')
        .notNull()
        .references(() => idColumn(tableOf(def.key)), { onDelete: 'cascade' }),
      position: integer('position').notNull().default(0),
    };
    for (const childField of field.fields) columns[childField.name] = scalarColumn(childField, tableOf);
    const table = pgTable(name, columns, (t) => [
      index(`${name}_parent_idx`).on(t.parent_id as AnyPgColumn, t.position as AnyPgColumn),
    ]);
    // Both declared just above as integers, not null.
    child = {
      table,
      parent: requireColumn(table, 'parent_id') as IdColumn,
      position: requireColumn(table, 'position') as ChildTable['position'],
    };
    childTables.set(name, child);
  }
  return child;
}

/** The table of a family's child rows, typed from its declaration, for modules that query it directly. */
export function childRowsTable<const D extends ResourceDef, N extends ChildName<D>>(
  def: D,
  name: N,
): ChildRowsTable<D, N> {
  const field = def.fields.find((f): f is ChildrenField => f.name === name && f.kind === 'children');
  if (!field) throw new Error(`${def.key} has no child rows ${name}`);
  // As familyTable: the run-time derivation and its type-level mirror (table-types.ts), compared by a test.
  return childTableOf(def, field).table as unknown as ChildRowsTable<D, N>;
}

/**
 * Every table derived from the declarations (families, join tables, child tables), for drizzle-kit to write
 * migrations from and for tests to create a family's tables.
 */
export function derivedSchema(defs: readonly ResourceDef[] = allFamilies()): Record<string, PgTable> {
  const schema: Record<string, PgTable> = {};
  for (const def of defs) {
    schema[def.table] = tableOf(def.key);
    for (const field of def.fields) {
      if (field.kind === 'multiReference' && !field.inverseOf) {
        const join = joinTableOf(def, field);
        schema[getTableName(join.table)] = join.table;
      }
      if (field.kind === 'children') {
        const child = childTableOf(def, field);
        schema[getTableName(child.table)] = child.table;
      }
    }
  }
  return schema;
}
