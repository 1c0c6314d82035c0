/**
 * Writes module code asks for beyond one row: the same change on many rows (by ids, or by the family's declared
 * list filters), and an upsert by a unique key (find the row by the key's values, else add it). Each does what a
 * single write does — references checked, the family's hooks run (given the rows as they were), unique values
 * kept, one audit row per changed row, afterCommit once committed — on its own or inside the caller's
 * `writeTransaction` (`deps.tx`).
 */
import { type ResourceDef, ResultCode, type RowOf, type RowVersions } from '@console/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { type AuditAs, changesOf, recordAudit } from './audit.ts';
import { type WriteDeps, writeTransaction } from './commit.ts';
import type { Tx } from './hooks.ts';
import { parseListQuery } from './query.ts';
import { getRows, whereOf } from './read.ts';
import { checkReferences } from './references.ts';
import { idColumn, requireColumn, tableOf } from './tables.ts';
import { lockVersions } from './versions.ts';
import {
  addRow,
  auditedNames,
  checkUnique,
  inTransaction,
  loadAll,
  scalarValues,
  updateRow,
  writeLinks,
  writeUpdate,
} from './write.ts';

/**
 * Which rows a bulk update changes: these ids, or the rows the family's declared list filters select, written as
 * the list's query takes them (`{status: 1, grade: 'PA66'}`, `{created_at_from: '2026-01-01'}`).
 */
export type RowSelection =
  | { ids: readonly number[] }
  | { filter: Readonly<Record<string, string | number | boolean>> };

export interface BulkUpdateOptions {
  /** The versions the client showed: refused as stale when a row changed since. */
  versions?: RowVersions;
  recordAs?: AuditAs;
}

const LIST_KEYS = ['page', 'size', 'sort'];

async function selectedIds(tx: Tx, def: ResourceDef, selection: RowSelection): Promise<number[]> {
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

/** A unique value written on several rows at once would be held twice: refused before the database refuses it. */
function refuseSharedUnique(def: ResourceDef, values: Record<string, unknown>, rows: number) {
  if (rows < 2) return;
  for (const field of def.fields) {
    const value = values[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    throw new AppError(ResultCode.conflict, {
      zh: `${field.label.zh}「${String(value)}」不能同时用于 ${rows} 条${def.label.zh}`,
      en: `${field.label.en} "${String(value)}" cannot be given to ${rows} rows at once`,
    });
  }
}

const touchesUnique = (def: ResourceDef, values: Record<string, unknown>) =>
  def.fields.some((field) => field.unique && field.name in values) ||
  (def.uniqueTogether ?? []).some((names) => names.some((name) => name in values));

/**
 * Sets `values` on the selected rows, one transaction: rows already holding them are left alone (no hook, no
 * audit row); the others run the family's update hooks together (`before`: those rows as they were) and each gets
 * its audit row. Answers how many rows changed and which.
 */
export async function updateRows(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  selection: RowSelection,
  values: Record<string, unknown>,
  options: BulkUpdateOptions = {},
): Promise<{ updated: number; ids: number[] }> {
  return inTransaction(deps, def, 'update', async (tx) => {
    const ids = await selectedIds(tx, def, selection);
    const none = { result: { updated: 0, ids: [] }, ids: [] };
    if (ids.length === 0) return none;
    await lockVersions(tx, def, ids, options.versions);
    const rows = await loadAll(tx, def, ids);
    const asked = Object.keys(values);
    const before = rows.filter((row) => Object.keys(changesOf(def, row, values, asked)).length > 0);
    if (before.length === 0) return none;
    const set = { ...values };
    await checkReferences(tx, def, set);
    for (const hooks of deps.hooks.of(def.key)) {
      const more = await hooks.beforeWrite?.({ tx, def, admin, action: 'update', values: set, before });
      if (more) Object.assign(set, more);
    }
    if (touchesUnique(def, set)) {
      refuseSharedUnique(def, set, before.length);
      for (const row of before) await checkUnique(tx, def, { ...row, ...set }, row.id);
    }
    const changed = before.map((row) => row.id);
    await writeUpdate(tx, def, changed, set);
    for (const id of changed) await writeLinks(tx, def, id, set);
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action: 'update', ids: changed, before });
    const after = await getRows(tx, def, changed);
    const names = auditedNames(def);
    const entries = after.flatMap((row) => {
      const changes = changesOf(def, before.find((old) => old.id === row.id) ?? null, row, names);
      // A change that ends where the row was (nothing stored differs) leaves no record, as a single update.
      return Object.keys(changes).length > 0
        ? [{ id: row.id, changes: { ...changes, ...options.recordAs?.changes } }]
        : [];
    });
    await recordAudit(tx, admin, def, options.recordAs?.action ?? 'update', entries, {
      reverts: options.recordAs?.reverts,
    });
    return { result: { updated: changed.length, ids: changed }, ids: changed };
  });
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
  admin: SessionAdmin,
  key: Readonly<Record<string, unknown>>,
  values: Record<string, unknown> | ((found: RowOf<D> | undefined) => Record<string, unknown>),
  options: UpsertOptions = {},
): Promise<{ row: RowOf<D>; created: boolean }> {
  const names = Object.keys(key);
  assertUniqueKey(def, names);
  return writeTransaction(deps, async (inTx) => {
    const table = tableOf(def.key);
    const id = idColumn(table);
    const conditions: SQL[] = names.map((name) => {
      const column = requireColumn(table, name);
      const value = key[name];
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
    if (found) {
      const row = await updateRow(inTx, def, admin, { ...changes, id: found.id }, options.recordAs);
      return { row, created: false };
    }
    const row = await addRow(inTx, def, admin, { ...key, ...changes }, {}, options.recordAs);
    return { row, created: true };
  });
}

/** Rows one insert statement carries (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_CHUNK = 500;

/**
 * Adds many rows in one transaction: references checked for all of them at once, the family's add hooks run on
 * each row's values, the rows inserted in chunks, afterWrite told their ids together and each audited as added.
 * `skipExisting` leaves out a row whose unique values another row holds already (a binding made twice) instead
 * of refusing the call. Answers the rows added.
 */
export async function addRows(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  rows: readonly Record<string, unknown>[],
  options: { skipExisting?: boolean } = {},
): Promise<{ added: number; ids: number[] }> {
  return inTransaction(deps, def, 'add', async (tx) => {
    const none = { result: { added: 0, ids: [] }, ids: [] };
    if (rows.length === 0) return none;
    const all = rows.map((row) => ({ ...row }));
    // Every id any row refers to, checked in one query per field.
    const referred: Record<string, unknown[]> = {};
    for (const field of def.fields) {
      if (field.kind !== 'reference') continue;
      referred[field.name] = all.map((row) => row[field.name]).filter((id) => typeof id === 'number');
    }
    await checkReferences(tx, def, referred);
    const scalars = scalarNames(def);
    for (const values of all) {
      if (Object.keys(values).some((name) => !scalars.has(name))) {
        throw new Error(`${def.key}: addRows takes scalar fields only (links and child rows: addRow)`);
      }
      for (const hooks of deps.hooks.of(def.key)) {
        const set = await hooks.beforeWrite?.({ tx, def, admin, action: 'add', values, before: [] });
        if (set) Object.assign(values, set);
      }
      if (!options.skipExisting) await checkUnique(tx, def, values);
    }
    const table = tableOf(def.key);
    const id = idColumn(table);
    const ids: number[] = [];
    for (let start = 0; start < all.length; start += INSERT_CHUNK) {
      const chunk = all.slice(start, start + INSERT_CHUNK).map((values) => scalarValues(def, values));
      const insert = tx.insert(table).values(chunk);
      const inserted = await (options.skipExisting ? insert.onConflictDoNothing() : insert).returning({ id });
      ids.push(...inserted.map((row) => row.id));
    }
    if (ids.length === 0) return none;
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action: 'add', ids, before: [] });
    // Recorded as stored, after the hooks: what the history shows is what the rows hold.
    const names = auditedNames(def);
    for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
      const stored = await getRows(tx, def, ids.slice(start, start + INSERT_CHUNK));
      const entries = stored.map((row) => ({ id: row.id, changes: changesOf(def, null, row, names) }));
      await recordAudit(tx, admin, def, 'add', entries);
    }
    return { result: { added: ids.length, ids }, ids };
  });
}

const scalarNames = (def: ResourceDef) =>
  new Set(
    def.fields
      .filter((field) => field.kind !== 'multiReference' && field.kind !== 'children')
      .map((f) => f.name),
  );
