/**
 * What a row carries beyond its own columns: the titles of the rows it references, its multi-reference ids
 * (with their titles) and its child rows. They are read in the row's own statement, as one correlated
 * subquery per field, so a page or a sheet is one round trip to the database however many fields it has.
 */
import type { ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { familyByKey } from './families.ts';
import { childTableOf, joinTableOf, requireColumn, tableOf } from './tables.ts';

/** Which fields a read adds: a list page leaves out the children fields declared `detailOnly`. */
export type ReadPurpose = 'list' | 'detail';

interface Decoration {
  field: ResourceField;
  /** Key of the subquery's value in the selection. */
  key: string;
  sql: SQL;
}

const name = (column: AnyPgColumn) => sql.identifier(column.name);

/** The target family's table under the alias `ref`, and its title as text ('' when empty). */
function titleOf(targetKey: string): { from: SQL; title: SQL; id: SQL } {
  const target = familyByKey(targetKey);
  const table = tableOf(targetKey);
  const ref = sql.identifier('ref');
  return {
    from: sql`${table} ${ref}`,
    title: sql`coalesce(${ref}.${name(requireColumn(table, target.titleField))}::text, '')`,
    id: sql`${ref}.${name(requireColumn(table, 'id'))}`,
  };
}

/** The subqueries of `def`'s fields, correlated with the row of `def`'s table in the enclosing statement. */
function decorationsOf(def: ResourceDef, purpose: ReadPurpose): Decoration[] {
  const table = tableOf(def.key);
  // Drizzle leaves the table off the columns of a one-table selection; inside a subquery a bare name could
  // mean the subquery's own table, so the row's columns are named with their table.
  const outer = (column: string) =>
    sql`${sql.identifier(getTableName(table))}.${sql.identifier(requireColumn(table, column).name)}`;
  const rowId = outer('id');
  const out: Decoration[] = [];
  for (const field of def.fields) {
    if (field.kind === 'reference') {
      // The alias hides the target table's own name, so a reference to the same family (a parent category)
      // still means the outer row.
      const { from, title, id } = titleOf(field.target);
      out.push({
        field,
        key: `$ref.${field.name}`,
        sql: sql`(select ${title} from ${from} where ${id} = ${outer(field.name)})`,
      });
    } else if (field.kind === 'multiReference') {
      const join = joinTableOf(def, field);
      const j = sql.identifier('link');
      const target = sql`${j}.${name(join.target)}`;
      const { from, title, id } = titleOf(field.target);
      // A link whose target row is gone (never, with the cascade) shows its id.
      const label = sql`case when ${id} is null then ${target}::text else ${title} end`;
      out.push({
        field,
        key: `$links.${field.name}`,
        sql: sql`(select coalesce(json_agg(json_build_array(${target}, ${label}) order by ${target}), '[]'::json)
          from ${join.table} ${j} left join ${from} on ${id} = ${target}
          where ${j}.${name(join.owner)} = ${rowId})`,
      });
    } else if (field.kind === 'children') {
      if (purpose === 'list' && field.detailOnly) continue;
      const child = childTableOf(def, field);
      const c = sql.identifier('child');
      const pairs = [
        sql`'id', ${c}.${sql.identifier('id')}`,
        ...field.fields.map(
          (childField) =>
            sql`${childField.name}::text, ${c}.${name(requireColumn(child.table, childField.name))}`,
        ),
      ];
      out.push({
        field,
        key: `$children.${field.name}`,
        sql: sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${c}.${name(child.position)}, ${c}.${sql.identifier('id')}), '[]'::json)
          from ${child.table} ${c} where ${c}.${name(child.parent)} = ${rowId})`,
      });
    }
  }
  return out;
}

const plans = new Map<string, Decoration[]>();

/** The decorations of a family, built once per family and purpose. */
export function decorationPlan(def: ResourceDef, purpose: ReadPurpose): Decoration[] {
  // A view of a family (`preset`) is a different object with the same fields: key by family, not object.
  const key = `${def.key}:${purpose}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = decorationsOf(def, purpose);
    plans.set(key, plan);
  }
  return plan;
}

/** The selection entries that read the decorations. */
export function decorationSelection(plan: readonly Decoration[]): Record<string, SQL> {
  return Object.fromEntries(plan.map((decoration) => [decoration.key, decoration.sql]));
}

function serialize(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** What turning a plan's rows into API rows needs, read once per plan. */
interface PlanKeys {
  decorated: Set<string>;
  /** Each children field's date-time fields: the only child values that change on the way. */
  childInstants: Map<string, string[]>;
}

const planKeys = new WeakMap<readonly Decoration[], PlanKeys>();

function keysOf(plan: readonly Decoration[]): PlanKeys {
  let keys = planKeys.get(plan);
  if (!keys) {
    const childInstants = new Map<string, string[]>();
    for (const { field } of plan) {
      if (field.kind === 'children')
        childInstants.set(
          field.name,
          field.fields.filter((child) => child.kind === 'datetime').map((child) => child.name),
        );
    }
    keys = { decorated: new Set(plan.map((decoration) => decoration.key)), childInstants };
    planKeys.set(plan, keys);
  }
  return keys;
}

/**
 * A children field's rows as the API shows them. They are parsed from the statement's JSON for this row alone,
 * so they are changed in place: date-times come as text with an offset and leave as ISO instants, like a column.
 */
function childRows(value: unknown, instants: readonly string[]): Record<string, unknown>[] {
  const rows = (value ?? []) as Record<string, unknown>[];
  if (instants.length === 0) return rows;
  for (const row of rows) {
    for (const name of instants) {
      const text = row[name];
      if (typeof text === 'string') row[name] = new Date(text).toISOString();
    }
  }
  return rows;
}

/** Turns a row of the statement into the row the API shows. */
export function toResourceRow(raw: Record<string, unknown>, plan: readonly Decoration[]): ResourceRow {
  const { decorated, childInstants } = keysOf(plan);
  const out: Record<string, unknown> = {};
  for (const key in raw) if (!decorated.has(key)) out[key] = serialize(raw[key]);
  const labels: Record<string, string | string[] | null> = {};
  out.$labels = labels;
  for (const { field, key } of plan) {
    const value = raw[key];
    if (field.kind === 'reference') {
      labels[field.name] = typeof out[field.name] === 'number' ? ((value as string | null) ?? null) : null;
    } else if (field.kind === 'multiReference') {
      const links = (value ?? []) as [number, string][];
      out[field.name] = links.map((link) => link[0]);
      labels[field.name] = links.map((link) => link[1]);
    } else if (field.kind === 'children') {
      out[field.name] = childRows(value, childInstants.get(field.name) ?? []);
    }
  }
  return out as ResourceRow;
}
