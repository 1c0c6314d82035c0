import { type AuditAction, auditLogResource, type ChildrenField, type ResourceDef } from '@console/contract';
import { type Actor, isSystemWork } from '../core/actor.ts';
import type { Db } from '../db/index.ts';
import { type WriteDeps, writeTransaction } from './commit.ts';
import type { Tx } from './hooks.ts';
import { tableOf } from './tables.ts';

export interface AuditEntry {
  id: number;
  /** `{field: [before, after]}` of the fields that changed. */
  changes: Record<string, [unknown, unknown]>;
}

/** One audit row per changed row, in the change's own transaction: no change without its record. */
export async function recordAudit(
  tx: Tx | Db,
  actor: Actor,
  def: ResourceDef,
  action: AuditAction,
  entries: readonly AuditEntry[],
  /** The change a restore takes back; the declared transition a `transition` ran. */
  mark: { reverts?: number; transition?: string } = {},
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(tableOf(auditLogResource.key)).values(
    entries.map((entry) => ({
      admin_id: isSystemWork(actor) ? null : actor.uid,
      actor: isSystemWork(actor) ? actor.system : '',
      family: def.key,
      row_id: entry.id,
      action,
      changes: entry.changes,
      reverts: mark.reverts ?? null,
      transition: mark.transition ?? '',
    })),
  );
}

/**
 * Records an attempt the server turned down on a row (a wrong current password): nothing of the row changes, so
 * no write runs, but who tried what is kept in the row's history. In its own transaction, or the caller's.
 */
export async function recordRefusal(
  deps: WriteDeps,
  actor: Actor,
  def: ResourceDef,
  id: number,
  changes: Record<string, [unknown, unknown]>,
): Promise<void> {
  await writeTransaction(deps, ({ tx }) => recordAudit(tx, actor, def, 'refused', [{ id, changes }]));
}

/**
 * How a write is recorded when it is not the plain action: a restore names the change it takes back; module code
 * may add what the row's own fields do not show (a password reset, the row a combined one was folded into).
 */
export interface AuditAs {
  action: AuditAction;
  reverts?: number;
  /** Recorded beside each row's own changes, as `{name: [before, after]}`. */
  changes?: Record<string, [unknown, unknown]>;
}

export function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

type ChildRow = Record<string, unknown>;

function childRows(value: unknown): ChildRow[] {
  return Array.isArray(value) ? (value as ChildRow[]) : [];
}

/**
 * The child rows that changed, as `[before, after]`: rows changed in place (both sides, matched by id),
 * removed rows (before only) and added rows (after only); rows that stayed as they were are left out, so a
 * history entry shows what was done rather than two whole tables. A new order shows both tables whole.
 */
export function childChanges(
  field: ChildrenField,
  beforeValue: unknown,
  afterValue: unknown,
): [ChildRow[], ChildRow[]] | undefined {
  const before = childRows(beforeValue);
  const after = childRows(afterValue);
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const keptIds = after.map((row) => row.id).filter((id) => id !== undefined && beforeById.has(id));
  const stayingOrder = before.map((row) => row.id).filter((id) => keptIds.includes(id));
  if (keptIds.some((id, index) => stayingOrder[index] !== id)) return [before, after];

  const changedBefore: ChildRow[] = [];
  const changedAfter: ChildRow[] = [];
  for (const row of after) {
    const old = row.id === undefined ? undefined : beforeById.get(row.id);
    if (!old) changedAfter.push(row);
    else if (field.fields.some((f) => comparable(old[f.name]) !== comparable(row[f.name]))) {
      changedBefore.push(old);
      changedAfter.push(row);
    }
  }
  for (const row of before) if (!keptIds.includes(row.id)) changedBefore.push(row);
  return changedBefore.length === 0 && changedAfter.length === 0 ? undefined : [changedBefore, changedAfter];
}

/** `{field: [before, after]}` for the fields whose value differs (child rows: only the rows that differ). */
export function changesOf(
  def: ResourceDef,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: readonly string[],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const name of names) {
    const a = before?.[name] ?? null;
    const b = after?.[name] ?? null;
    const field = def.fields.find((f) => f.name === name);
    if (field?.kind === 'children') {
      const rows = childChanges(field, a, b);
      if (rows) changes[name] = rows;
    } else if (comparable(a) !== comparable(b)) {
      changes[name] = [a, b];
    }
  }
  return changes;
}
