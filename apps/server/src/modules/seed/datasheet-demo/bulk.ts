/**
 * Bulk writes for the demo seed: rows checked by the family's own add validator (so they hold exactly what an
 * add through the API would store: defaults filled, decimals rounded to their scale, lengths and patterns
 * checked), then inserted a family at a time.
 */
import { type ResourceDef, workflowStates } from '@console/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { requireColumn, tableOf, validatorsOf } from '../../../engine/index.ts';

/**
 * What the engine's add would store of `values`; throws on a row the API would refuse. A demo row may come in
 * the state its history would have left it in (a sheet published, a spelling mapped): no add writes a state,
 * so that one value is checked against the workflow's states instead.
 */
export function accepted(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const stateField = def.fields.find((field) => field.name === def.workflow?.field);
  const { [stateField?.name ?? '']: given, ...own } = values;
  // A row given no state starts in the declared one, as an add's does.
  const state = given ?? (stateField && 'default' in stateField ? stateField.default : undefined);
  const result = validatorsOf(def).add.safeParse(stateField ? own : values);
  const known = workflowStates(def).some((option) => option.value === state);
  if (!result.success || (stateField && !known)) {
    const why = result.success ? `${stateField?.name}: no state ${String(state)}` : result.error.message;
    throw new Error(`demo ${def.key} row refused: ${why}\n${JSON.stringify(values).slice(0, 500)}`);
  }
  const row = result.data as Record<string, unknown>;
  return stateField ? { ...row, [stateField.name]: state } : row;
}

/**
 * Inserts rows keyed by database column name in one statement, returning each row's `id` and `key` column.
 * The rows travel as one JSON parameter read back with the table's own row type: PGlite's cost grows faster
 * than linearly with the number of bound parameters, so 12 000 grid rows as parameters took seconds.
 */
async function insertJson(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  key?: string,
): Promise<{ id: number; key: unknown }[]> {
  const first = rows[0];
  if (!first) return [];
  const names = Object.keys(first);
  for (const row of rows) {
    if (Object.keys(row).length !== names.length || names.some((name) => !(name in row))) {
      throw new Error(`demo rows of ${getTableName(table)} differ in their columns`);
    }
  }
  const columns = sql.join(
    names.map((name) => sql.identifier(requireColumn(table, name).name)),
    sql`, `,
  );
  const returning = key
    ? sql` returning ${sql.identifier('id')} as id, ${sql.identifier(requireColumn(table, key).name)} as key`
    : sql``;
  const name = sql.identifier(getTableName(table));
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  return queryRows<{ id: number; key: unknown }>(
    tx,
    sql`insert into ${table} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)${returning}`,
  );
}

/** Inserts rows keyed by database column name (all rows naming the same columns). */
export async function insertMany(tx: Tx, table: PgTable, rows: readonly Record<string, unknown>[]) {
  await insertJson(tx, table, rows);
}

/** Like insertMany, returning the `id` and the (unique) `key` column of each inserted row. */
export function insertReturning(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  key: string,
) {
  return insertJson(tx, table, rows, key);
}

/** `key → id` of inserted rows, refusing a key the insert did not return. */
export function idMap(rows: readonly { id: number; key: unknown }[]): (key: unknown) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo row ${String(key)} was not inserted`);
    return id;
  };
}

/** True when any of the families' tables holds a row. */
export async function anyRows(tx: Tx, keys: readonly string[]): Promise<boolean> {
  const checks: SQL[] = keys.map((key) => sql`exists (select 1 from ${tableOf(key)})`);
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select (${sql.join(checks, sql` or `)}) as taken`,
  );
  return Boolean(row?.taken);
}
