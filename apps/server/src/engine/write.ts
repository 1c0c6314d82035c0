/**
 * Changing a family's rows: add, update, del, enable. Each is a plan run by the one write pipeline
 * (pipeline.ts): one transaction that also checks values, unique values and references, writes the links and
 * child rows, runs the family's hooks and records the audit under the actor.
 */
import {
  type NoNamesBeyond,
  type ResourceDef,
  ROW_VERSION_FIELD,
  type RowOf,
  type RowVersions,
  type WriteValuesOf,
} from '@console/contract';
import type { Actor } from '../core/actor.ts';
import type { AuditAs } from './audit.ts';
import type { WriteDeps } from './commit.ts';
import { runWrite } from './pipeline.ts';

export type { WriteDeps } from './commit.ts';
export { auditedNames, checkUnique, loadAll, scalarValues, writeLinks, writeUpdate } from './write-steps.ts';

/** Adds a row; answers it as stored, typed by the declaration (`RowOf<typeof def>`). */
export async function addRow<D extends ResourceDef, V extends WriteValuesOf<D>>(
  deps: WriteDeps,
  def: D,
  actor: Actor,
  values: V & NoNamesBeyond<V, WriteValuesOf<D>>,
  /** Columns the declaration does not show (a password hash), by database name. */
  extraColumns: Record<string, unknown> = {},
  recordAs?: AuditAs,
): Promise<RowOf<D>> {
  const { after } = await runWrite(deps, {
    def,
    actor,
    action: 'add',
    rows: [values as Record<string, unknown>],
    extraColumns,
    recordAs,
  });
  return after[0] as RowOf<D>;
}

/** Changes a row; answers it as it now is, typed by the declaration (`RowOf<typeof def>`). */
export async function updateRow<D extends ResourceDef, V extends WriteValuesOf<D> & { id: number }>(
  deps: WriteDeps,
  def: D,
  actor: Actor,
  input: V & NoNamesBeyond<V, WriteValuesOf<D> & { id: number }>,
  recordAs?: AuditAs,
  /** Columns the declaration does not show (a password hash), by database name. */
  extraColumns?: Record<string, unknown>,
): Promise<RowOf<D>> {
  const { id, [ROW_VERSION_FIELD]: version, ...values } = input as Record<string, unknown> & { id: number };
  const { after } = await runWrite(deps, {
    def,
    actor,
    action: 'update',
    selection: { ids: [id] },
    values,
    // A change made on the row as the client read it: refused when someone changed the row since.
    version: typeof version === 'string' ? version : undefined,
    recordAs,
    extraColumns,
  });
  return after[0] as RowOf<D>;
}

/**
 * Deletes rows, refusing (with the count and the family) while rows of another family still reference them,
 * unless that reference says cascade or set null (which the database then carries out) or unlink.
 */
export async function deleteRows(
  deps: WriteDeps,
  def: ResourceDef,
  actor: Actor,
  ids: number[],
  /** The versions the client showed (refused as stale when a row changed since); how the audit records it. */
  options: { versions?: RowVersions; recordAs?: AuditAs } = {},
): Promise<{ deleted: number }> {
  const { before } = await runWrite(deps, { def, actor, action: 'del', ids, ...options });
  return { deleted: before.length };
}

/** Sets the enable flag on many rows; rows already at that value are left alone. */
export async function setField(
  deps: WriteDeps,
  def: ResourceDef,
  actor: Actor,
  action: 'enable',
  ids: number[],
  fieldName: string,
  value: unknown,
  /** The versions the client showed: refused as stale when a row changed since. */
  versions?: RowVersions,
): Promise<{ updated: number }> {
  const outcome = await runWrite(deps, {
    def,
    actor,
    action,
    selection: { ids },
    values: { [fieldName]: value },
    versions,
  });
  return { updated: outcome.ids.length };
}
