/**
 * Writes module code asks for beyond one row: the same change on many rows (by ids, or by the family's declared
 * list filters), many new rows at once, and an upsert by a unique key (find the row by the key's values, else add
 * it). Each is a plan run by the one write pipeline (pipeline.ts) — values and references checked, the family's
 * hooks run (given the rows as they were), unique values kept, one audit row per changed row, afterCommit once
 * committed — on its own or inside the caller's `writeTransaction` (`deps.tx`).
 */
import type { NoNamesBeyond, ResourceDef, RowOf, RowVersions, WriteValuesOf } from '@console/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../core/actor.ts';
import type { AuditAs } from './audit.ts';
import { type WriteDeps, writeTransaction } from './commit.ts';
import { runWrite } from './pipeline.ts';
import { getRows } from './read.ts';
import type { RowSelection } from './selection.ts';
import { idColumn, requireColumn, tableOf } from './tables.ts';

export type { RowSelection } from './selection.ts';

export interface BulkUpdateOptions {
  /** The versions the client showed: refused as stale when a row changed since. */
  versions?: RowVersions;
  recordAs?: AuditAs;
}

/**
 * Sets `values` on the selected rows, one transaction: rows already holding them are left alone (no hook, no
 * audit row); the others run the family's update hooks together (`before`: those rows as they were) and each gets
 * its audit row. Answers how many rows changed and which.
 */
export async function updateRows<D extends ResourceDef, V extends WriteValuesOf<D>>(
  deps: WriteDeps,
  def: D,
  actor: Actor,
  selection: RowSelection,
  values: V & NoNamesBeyond<V, WriteValuesOf<D>>,
  options: BulkUpdateOptions = {},
): Promise<{ updated: number; ids: number[] }> {
  const { ids } = await runWrite(deps, {
    def,
    actor,
    action: 'update',
    selection,
    values: values as Record<string, unknown>,
    ...options,
  });
  return { updated: ids.length, ids };
}

export interface UpsertOptions {
  /** Key fields compared ignoring case (a designation written in another case is the same one). */
  ignoreCase?: readonly string[];
  recordAs?: AuditAs;
}

/** The key must be what the family declares unique: one unique field or one `uniqueTogether` group. */
function assertUniqueKey(def: ResourceDef, key: readonly string[]) {
  const sorted = [...key].sort().join(',');
  const declared =
    (key.length === 1 && def.fields.some((field) => field.name === key[0] && field.unique)) ||
    (def.uniqueTogether ?? []).some((names) => [...names].sort().join(',') === sorted);
  if (!declared) throw new Error(`${def.key}: (${key.join(', ')}) is not a declared unique key`);
}

/**
 * Finds the row whose key fields hold `key`'s values (and locks it until the transaction ends) and updates it with
 * `values`, or adds a row of `key` and `values`. `values` may be a function of the row found (undefined: none),
 * for a change that depends on what the row holds (a card's rating rows with one more). The key must be declared
 * unique (one unique field or a `uniqueTogether` group). Hooks, checks and audit as `updateRow` / `addRow`.
 */
export async function upsertRow<D extends ResourceDef>(
  deps: WriteDeps,
  def: D,
  actor: Actor,
  key: Readonly<WriteValuesOf<D>>,
  values: WriteValuesOf<D> | ((found: RowOf<D> | undefined) => WriteValuesOf<D>),
  options: UpsertOptions = {},
): Promise<{ row: RowOf<D>; created: boolean }> {
  const keyValues = key as Readonly<Record<string, unknown>>;
  const names = Object.keys(keyValues);
  assertUniqueKey(def, names);
  return writeTransaction(deps, async (inTx) => {
    const table = tableOf(def.key);
    const id = idColumn(table);
    const conditions: SQL[] = names.map((name) => {
      const column = requireColumn(table, name);
      const value = keyValues[name];
      if (value === null || value === undefined) return isNull(column);
      return options.ignoreCase?.includes(name)
        ? sql`lower(${column}) = lower(${String(value)})`
        : eq(column, value);
    });
    const [match] = await inTx.tx
      .select({ id })
      .from(table)
      .where(and(...conditions))
      .orderBy(id)
      .limit(1)
      .for('update');
    const found = match ? (await getRows(inTx.tx, def, [match.id]))[0] : undefined;
    const changes = typeof values === 'function' ? values(found) : { ...values };
    // Typed at upsertRow's own signature: the plans take them as they are (and check them by name).
    const given = changes as Record<string, unknown>;
    const { recordAs } = options;
    if (found) {
      const { after } = await runWrite(inTx, {
        def,
        actor,
        action: 'update',
        selection: { ids: [found.id] },
        values: given,
        recordAs,
      });
      return { row: after[0] as RowOf<D>, created: false };
    }
    const { after } = await runWrite(inTx, {
      def,
      actor,
      action: 'add',
      rows: [{ ...keyValues, ...given }],
      recordAs,
    });
    return { row: after[0] as RowOf<D>, created: true };
  });
}

/**
 * Adds many rows in one transaction: references checked for all of them at once, the family's add hooks run on
 * each row's values, the rows inserted in chunks, afterWrite told their ids together and each audited as added.
 * `skipExisting` leaves out a row whose unique values another row holds already (a binding made twice) instead
 * of refusing the call. Answers the rows added.
 */
export async function addRows<D extends ResourceDef, V extends WriteValuesOf<D>>(
  deps: WriteDeps,
  def: D,
  actor: Actor,
  rows: readonly (V & NoNamesBeyond<V, WriteValuesOf<D>>)[],
  options: { skipExisting?: boolean } = {},
): Promise<{ added: number; ids: number[] }> {
  const { ids } = await runWrite(deps, {
    def,
    actor,
    action: 'add',
    rows: rows as readonly Record<string, unknown>[],
    many: true,
    skipExisting: options.skipExisting,
  });
  return { added: ids.length, ids };
}
