/**
 * Keeping the declared counts (the contract's counts.ts): a field holding how many rows of another family point
 * at its row through a reference, optionally only those in some states. They are the engine's own hooks, run
 * before any module's, in the transaction of every write of the counted rows — add, delete, re-parent (an update
 * of the reference), a change of the condition's field (update, enable, transition) — and of a delete
 * that the database cascades to them. A write moves each count by the rows it moved in or out, compared as they
 * were (`before`) and as they are: `count = count + n` is safe when two transactions write one parent at once (a
 * recount inside each would miss the other's rows). `recountAll` sets every count from the rows themselves: the
 * repair for a count a raw UPDATE or a deeper cascade left wrong. A count of a row's own child rows is set with
 * the write that gives them (they are written whole).
 */
import {
  type ChildrenField,
  type CountOf,
  countsRow,
  type DeclaredChildCount,
  type DeclaredCount,
  declaredChildCounts,
  declaredCounts,
  type ResourceDef,
} from '@console/contract';
import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { allFamilies, familyByKey } from './families.ts';
import type { FamilyHooks, Tx } from './hooks.ts';
import { childTableOf, requireColumn, tableOf } from './tables.ts';

/** A count's reference checked against the declarations, once per family set. */
function checked(count: DeclaredCount): DeclaredCount {
  const { holder, field, countOf } = count;
  const name = `${holder.key}.${field}`;
  const holderField = holder.fields.find((f) => f.name === field);
  if (!holderField?.readOnly) throw new Error(`${name}: a count is read-only (declare it with countField)`);
  const counted = familyByKey(countOf.family);
  const via = counted.fields.find((f) => f.name === countOf.via);
  if (via?.kind !== 'reference' || via.target !== holder.key)
    throw new Error(`${name}: ${counted.key}.${countOf.via} is no reference to ${holder.key}`);
  if (countOf.where && !counted.fields.some((f) => f.name === countOf.where?.field))
    throw new Error(`${name}: ${counted.key} has no field ${countOf.where.field}`);
  return count;
}

/** A count of child rows checked against its holder: a read-only count of a children field it has. */
function checkedChildren(count: DeclaredChildCount): DeclaredChildCount {
  const { holder, field, children } = count;
  if (!holder.fields.find((f) => f.name === field)?.readOnly)
    throw new Error(`${holder.key}.${field}: a count is read-only (declare it with childCountField)`);
  if (holder.fields.find((f) => f.name === children)?.kind !== 'children')
    throw new Error(`${holder.key}.${field}: ${children} is no children field`);
  return count;
}

let known:
  | {
      families: number;
      counts: DeclaredCount[];
      childCounts: DeclaredChildCount[];
      hooks: Map<string, FamilyHooks[]>;
    }
  | undefined;

function declared(): NonNullable<typeof known> {
  const families = allFamilies();
  if (known?.families !== families.length)
    known = {
      families: families.length,
      counts: declaredCounts(families).map(checked),
      childCounts: declaredChildCounts(families).map(checkedChildren),
      hooks: new Map(),
    };
  return known;
}

/** Every declared count, checked; read again when a family is declared later (a test's specimen). */
export function allCounts(): DeclaredCount[] {
  return declared().counts;
}

/** Moves counts by the given amounts: parent id → change. Parents in id order, so two writers queue alike. */
async function move(tx: Tx, count: DeclaredCount, deltas: ReadonlyMap<number, number>): Promise<void> {
  const byAmount = new Map<number, number[]>();
  for (const [id, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    if (delta !== 0) byAmount.set(delta, [...(byAmount.get(delta) ?? []), id]);
  }
  const table = tableOf(count.holder.key);
  const column = sql.identifier(count.field);
  for (const [delta, ids] of byAmount) {
    // Raw on purpose: a derived count is no edit of the row, so its version (updated_at) stays, and a form
    // opened on it is not refused as stale because a response arrived meanwhile.
    await tx.execute(
      sql`update ${table} set ${column} = ${column} + ${delta} where ${inArray(requireColumn(table, 'id'), ids)}`,
    );
  }
}

function tally(
  countOf: CountOf,
  rows: readonly Record<string, unknown>[],
  sign: 1 | -1,
  into: Map<number, number>,
) {
  for (const row of rows) {
    const parent = row[countOf.via];
    if (parent === null || parent === undefined || !countsRow(countOf, row)) continue;
    into.set(Number(parent), (into.get(Number(parent)) ?? 0) + sign);
  }
}

/** The counted fields of rows as they are now (a deleted row is simply absent). */
async function current(tx: Tx, def: ResourceDef, counts: readonly DeclaredCount[], ids: readonly number[]) {
  if (ids.length === 0) return [];
  const table = tableOf(def.key);
  const names = new Set([
    'id',
    ...counts.flatMap((c) => [c.countOf.via, c.countOf.where?.field ?? c.countOf.via]),
  ]);
  const columns = Object.fromEntries([...names].map((name) => [name, requireColumn(table, name)]));
  return (await tx
    .select(columns)
    .from(table)
    .where(inArray(requireColumn(table, 'id'), [...ids]))) as Record<string, unknown>[];
}

/** Counts of `key`'s rows: moved by what each write of them moved. */
function countedRowsHooks(counts: readonly DeclaredCount[]): FamilyHooks {
  return {
    async afterWrite({ tx, def, ids, before }) {
      const now = await current(tx, def, counts, ids);
      // Only the rows written: a row left alone is neither taken out nor read back in.
      const written = new Set(ids);
      const was = before.filter((row) => written.has(row.id));
      for (const count of counts) {
        const deltas = new Map<number, number>();
        tally(count.countOf, was, -1, deltas);
        tally(count.countOf, now, 1, deltas);
        await move(tx, count, deltas);
      }
    },
  };
}

/** A reference of the counted family that the database follows when its target row is deleted. */
interface Cascade {
  count: DeclaredCount;
  reference: string;
}

/**
 * Counts of rows that a delete of `key`'s rows cascades to (a quote deleted with its supplier): moved before the
 * delete, while those rows can still be read. One level: a cascade of a cascade is left to the recount.
 */
function cascadeHooks(cascades: readonly Cascade[]): FamilyHooks {
  return {
    async beforeWrite({ tx, action, before }) {
      if (action !== 'del' || before.length === 0) return;
      const ids = before.map((row) => row.id);
      for (const { count, reference } of cascades) {
        const table = tableOf(count.countOf.family);
        const via = requireColumn(table, count.countOf.via);
        const rows = await tx
          .select({ [count.countOf.via]: via, ...conditionColumn(table, count.countOf) })
          .from(table)
          .where(inArray(requireColumn(table, reference), ids));
        const deltas = new Map<number, number>();
        tally(count.countOf, rows as Record<string, unknown>[], -1, deltas);
        await move(tx, count, deltas);
      }
    },
  };
}

function conditionColumn(table: PgTable, countOf: CountOf) {
  const field = countOf.where?.field;
  return field ? { [field]: requireColumn(table, field) } : {};
}

/** The engine's hooks keeping the counts that a write of `key`'s rows changes; run before the modules'. */
export function countHooksOf(key: string): readonly FamilyHooks[] {
  const memo = declared().hooks;
  let hooks = memo.get(key);
  if (!hooks) {
    hooks = hooksOf(key);
    memo.set(key, hooks);
  }
  return hooks;
}

/**
 * Counts of a row's own child rows: a write that gives the children (they are written whole) sets each count
 * from them, in the same write (the row's own values, so no separate update and no version of its own).
 */
function childCountHooks(counts: readonly DeclaredChildCount[]): FamilyHooks {
  return {
    beforeWrite({ action, values }) {
      if (action !== 'add' && action !== 'update') return;
      const set: Record<string, number> = {};
      for (const { field, children } of counts) {
        const rows = values[children];
        if (Array.isArray(rows)) set[field] = rows.length;
      }
      return set;
    },
  };
}

function hooksOf(key: string): FamilyHooks[] {
  const counts = allCounts();
  const hooks: FamilyHooks[] = [];
  const own = declared().childCounts.filter((count) => count.holder.key === key);
  if (own.length > 0) hooks.push(childCountHooks(own));
  const fed = counts.filter((count) => count.countOf.family === key);
  if (fed.length > 0) hooks.push(countedRowsHooks(fed));
  const cascades: Cascade[] = counts.flatMap((count) =>
    familyByKey(count.countOf.family)
      .fields.filter(
        (field) =>
          field.kind === 'reference' &&
          field.target === key &&
          field.onTargetDelete === 'cascade' &&
          field.name !== count.countOf.via,
      )
      .map((field) => ({ count, reference: field.name })),
  );
  if (cascades.length > 0) hooks.push(cascadeHooks(cascades));
  return hooks;
}

/** A count `recountAll` found wrong and set right. */
export interface CountFix {
  family: string;
  field: string;
  id: number;
  was: number;
  now: number;
}

function condition(countOf: CountOf): SQL {
  const where = countOf.where;
  if (!where) return sql``;
  const values = sql.join(
    where.in.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql` and k.${sql.identifier(where.field)} in (${values})`;
}

/** Sets every declared count from the rows it counts, in one transaction; returns what was wrong. */
export async function recountAll(db: Db | Tx): Promise<CountFix[]> {
  const fixes: CountFix[] = [];
  const run = async (tx: Tx) => {
    for (const count of allCounts()) {
      const holder = sql.identifier(getTableName(tableOf(count.holder.key)));
      const counted = sql.identifier(getTableName(tableOf(count.countOf.family)));
      const field = sql.identifier(count.field);
      const via = sql.identifier(count.countOf.via);
      const result = await tx.execute(sql`
        with c as (
          select h.id, h.${field} as was,
            (select count(*)::int from ${counted} k where k.${via} = h.id${condition(count.countOf)}) as now
          from ${holder} h
        )
        update ${holder} set ${field} = c.now from c
        where ${holder}.id = c.id and c.was is distinct from c.now
        returning ${holder}.id, c.was, c.now`);
      // Raw rows of any holder family, untyped: a bigserial id comes from node-postgres as a string, a count
      // field may be any number field (a decimal one a string too), one never set is null (reported as 0).
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
        fixes.push({
          family: count.holder.key,
          field: count.field,
          id: Number(row.id),
          was: Number(row.was),
          now: Number(row.now),
        });
      }
    }
  };
  const recountChildren = async (tx: Tx) => {
    for (const count of declared().childCounts) {
      const children = count.holder.fields.find((f) => f.name === count.children) as ChildrenField;
      const holder = sql.identifier(getTableName(tableOf(count.holder.key)));
      const rows = sql.identifier(getTableName(childTableOf(count.holder, children).table));
      const field = sql.identifier(count.field);
      const result = await tx.execute(sql`
        with c as (
          select h.id, h.${field} as was,
            (select count(*)::int from ${rows} k where k.parent_id = h.id) as now
          from ${holder} h
        )
        update ${holder} set ${field} = c.now from c
        where ${holder}.id = c.id and c.was is distinct from c.now
        returning ${holder}.id, c.was, c.now`);
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
        fixes.push({
          family: count.holder.key,
          field: count.field,
          id: Number(row.id),
          was: Number(row.was),
          now: Number(row.now),
        });
      }
    }
  };
  const all = async (tx: Tx) => {
    await run(tx);
    await recountChildren(tx);
  };
  // A transaction given is used as it is; a database opens one, so a repair is all or nothing.
  if ('rollback' in db) await all(db as Tx);
  else await (db as Db).transaction(all);
  return fixes.sort((a, b) => a.family.localeCompare(b.family) || a.id - b.id);
}
