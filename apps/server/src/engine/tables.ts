/**
 * The Drizzle tables of the declared families. A family whose table was written by hand (the admin and
 * permission tables of the skeleton) uses it; every other table, with its join and child tables, is derived
 * from the declaration, so adding a family is its declaration plus the migration drizzle-kit writes from it.
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
  boolean,
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
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accessLog } from '../db/schema/access-log.ts';
import { adminUser } from '../db/schema/admin.ts';
import { createdAt, updatedAt } from '../db/schema/columns.ts';
import { apiAuthority, apiRole, layoutAuthority, layoutRole } from '../db/schema/permissions.ts';
import { allFamilies, familyByKey } from './families.ts';
import { ngramsOf } from './ngrams.ts';

/** Families stored in tables written by hand; their declarations name those tables' columns. */
const handWritten: Readonly<Record<string, PgTable>> = {
  admin_user: adminUser,
  layout_role: layoutRole,
  layout_authority: layoutAuthority,
  api_role: apiRole,
  api_authority: apiAuthority,
  access_log: accessLog,
};

/** Columns that every derived table has; a declaration may list them (to show or sort) but never defines them. */
const systemColumns = new Set(['id', 'created_at', 'updated_at']);

/** Longest text kept in a `varchar`; longer or unbounded text is `text`. */
const VARCHAR_LIMIT = 255;

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
    case 'text': {
      const column =
        field.max !== undefined && field.max <= VARCHAR_LIMIT
          ? varchar(name, { length: field.max })
          : text(name);
      return column.notNull().default(field.default ?? '');
    }
    case 'longText':
    case 'richText':
      return text(name)
        .notNull()
        .default(field.default ?? '');
    case 'image':
    case 'file':
      return text(name).notNull().default('');
    case 'integer': {
      const column = integer(name);
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
      const column = varchar(name, { length: 64 });
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

function idColumn(table: PgTable): AnyPgColumn {
  const id = getTableColumns(table).id;
  if (!id) throw new Error(`table ${getTableName(table)} has no id column`);
  return id;
}

const derivedTables = new Map<string, PgTable>();

function deriveTable(def: ResourceDef): PgTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const field of def.fields) {
    if (systemColumns.has(field.name) || !isScalar(field)) continue;
    columns[field.name] = scalarColumn(field, tableOf);
  }
  columns.created_at = createdAt();
  columns.updated_at = updatedAt();
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
      uniqueIndex(`${def.table}_${names.join('_')}_unique`).on(
        ...(names.map((name) => t[name]) as unknown as [AnyPgColumn, ...AnyPgColumn[]]),
      ),
    ),
  ]);
}

/** The table of a family, by key. */
export function tableOf(key: string): PgTable {
  const written = handWritten[key];
  if (written) return written;
  let table = derivedTables.get(key);
  if (!table) {
    table = deriveTable(familyByKey(key));
    derivedTables.set(key, table);
  }
  return table;
}

export function isHandWritten(def: ResourceDef): boolean {
  return def.key in handWritten;
}

/** The column holding a declared field (or a system column), found by its database name. */
export function columnOf(table: PgTable, name: string): AnyPgColumn | undefined {
  return Object.values(getTableColumns(table)).find((column) => column.name === name);
}

export function requireColumn(table: PgTable, name: string): AnyPgColumn {
  const column = columnOf(table, name);
  if (!column) throw new Error(`table ${getTableName(table)} has no column ${name}`);
  return column;
}

/** Column values keyed by the table's own property names (hand-written tables use camelCase). */
export function toColumns(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const byDbName = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const key = byDbName.get(name);
    if (!key) throw new Error(`table has no column ${name}`);
    out[key] = value;
  }
  return out;
}

export interface JoinTable {
  table: PgTable;
  owner: AnyPgColumn;
  target: AnyPgColumn;
}

const joinTables = new Map<string, JoinTable>();

/**
 * The join table of a multi-reference: `{table}_{field}` (`owner_id`, `target_id`) unless the declaration
 * names a hand-written one. Both sides cascade in the database: deleting either row drops the link, never the
 * other row. The engine's delete refuses first while links to a target remain, unless the field says `unlink`
 * (see references.ts); the cascade is what a delete outside the engine (a synchronisation) relies on.
 */
export function joinTableOf(def: ResourceDef, field: MultiReferenceField): JoinTable {
  const through = field.through ?? {
    table: `${def.table}_${field.name}`,
    owner: 'owner_id',
    target: 'target_id',
  };
  const cacheKey = `${through.table}:${through.owner}`;
  let join = joinTables.get(cacheKey);
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
    joinTables.set(cacheKey, join);
  }
  return join;
}

export interface ChildTable {
  table: PgTable;
  parent: AnyPgColumn;
  position: AnyPgColumn;
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
    child = { table, parent: requireColumn(table, 'parent_id'), position: requireColumn(table, 'position') };
    childTables.set(name, child);
  }
  return child;
}

/**
 * Every table derived from the declarations (families, join tables, child tables), for drizzle-kit to write
 * migrations from and for tests to create a family's tables.
 */
export function derivedSchema(defs: readonly ResourceDef[] = allFamilies()): Record<string, PgTable> {
  const schema: Record<string, PgTable> = {};
  for (const def of defs) {
    if (!isHandWritten(def)) schema[def.table] = tableOf(def.key);
    for (const field of def.fields) {
      if (field.kind === 'multiReference' && !field.through) {
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
