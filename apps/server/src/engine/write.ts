/**
 * Changing a family's rows: add, update, del, enable. Each change is one transaction that also checks
 * unique values and references, writes the links and child rows, runs the family's hooks and records the audit.
 */
import {
  type ChildrenField,
  type MultiReferenceField,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
  ROW_VERSION_FIELD,
  type RowOf,
  type RowVersions,
} from '@console/contract';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { type AuditAs, changesOf, recordAudit } from './audit.ts';
import { writeChildren } from './children.ts';
import { announceAfterCommit, type WriteDeps, writeTransaction } from './commit.ts';
import type { Tx, WriteAction } from './hooks.ts';
import { getRow, getRows } from './read.ts';
import { checkReferences, refuseReferencedDelete } from './references.ts';
import { isScalar, joinTableOf, requireColumn, tableOf } from './tables.ts';
import { lockVersion, lockVersions } from './versions.ts';

export type { WriteDeps } from './commit.ts';

export function scalarValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(def.fields.filter(isScalar).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

const conflict = (zh: string, en: string) => new AppError(ResultCode.conflict, { zh, en });
const notFound = (def: ResourceDef, ids: number[]) =>
  new AppError(ResultCode.notFound, {
    zh: `${def.label.zh}不存在（ID ${ids.join(', ')}）`,
    en: `No ${def.label.en.toLowerCase()} with id ${ids.join(', ')}`,
  });

export async function checkUnique(tx: Tx, def: ResourceDef, merged: Record<string, unknown>, id?: number) {
  const table = tableOf(def.key);
  const others = id === undefined ? undefined : ne(requireColumn(table, 'id'), id);
  for (const field of def.fields) {
    const value = merged[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    const [taken] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(requireColumn(table, field.name), value), others));
    if (Number(taken?.n) > 0) {
      throw conflict(
        `${field.label.zh}「${String(value)}」已存在`,
        `${field.label.en} "${String(value)}" is taken`,
      );
    }
  }
  for (const names of def.uniqueTogether ?? []) {
    const conditions: SQL[] = names.map((name) => eq(requireColumn(table, name), merged[name]));
    const [taken] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(...conditions, others));
    if (Number(taken?.n) > 0) {
      const fields = names.map((name) => def.fields.find((field) => field.name === name));
      const zh = fields
        .map((field) => `${field?.label.zh}「${String(merged[field?.name ?? ''])}」`)
        .join('、');
      const en = fields
        .map((field) => `${field?.label.en} "${String(merged[field?.name ?? ''])}"`)
        .join(', ');
      throw conflict(`已存在相同的记录：${zh}`, `A row with ${en} already exists`);
    }
  }
}

export async function writeLinks(tx: Tx, def: ResourceDef, id: number, values: Record<string, unknown>) {
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.kind === 'multiReference' && Array.isArray(value)) {
      const join = joinTableOf(def, field as MultiReferenceField);
      await tx.delete(join.table).where(eq(join.owner, id));
      if (value.length > 0) {
        await tx
          .insert(join.table)
          .values(value.map((target) => ({ [join.owner.name]: id, [join.target.name]: target })));
      }
    } else if (field.kind === 'children' && Array.isArray(value)) {
      await writeChildren(tx, def, field as ChildrenField, id, value);
    }
  }
}

/**
 * Writes an update's own columns on the rows `ids`. Links and child rows change a row too: an update of only
 * those moves its version (`updated_at`), so a form opened before sees it.
 */
export async function writeUpdate(
  tx: Tx,
  def: ResourceDef,
  ids: readonly number[],
  values: Record<string, unknown>,
) {
  const scalars = scalarValues(def, values);
  const stamped =
    def.updatedAt === false || Object.keys(scalars).length > 0 ? scalars : { updated_at: new Date() };
  if (Object.keys(stamped).length === 0) return;
  const table = tableOf(def.key);
  await tx
    .update(table)
    .set(stamped)
    .where(inArray(requireColumn(table, 'id'), [...ids]));
}

export const auditedNames = (def: ResourceDef) =>
  def.fields
    .filter((field) => !field.secret && !['created_at', 'updated_at'].includes(field.name))
    .map((f) => f.name);

export async function inTransaction<T>(
  deps: WriteDeps,
  def: ResourceDef,
  action: WriteAction,
  work: (tx: Tx) => Promise<{ result: T; ids: number[] }>,
  transition?: string,
): Promise<T> {
  // On its own or inside the caller's writeTransaction (deps.tx): afterCommit waits for the commit either way.
  return writeTransaction(deps, async ({ tx }) => {
    const { result, ids } = await work(tx);
    announceAfterCommit(tx, { def, action, ids, transition });
    return result;
  });
}

/** Adds a row; answers it as stored, typed by the declaration (`RowOf<typeof def>`). */
export async function addRow<D extends ResourceDef>(
  deps: WriteDeps,
  def: D,
  admin: SessionAdmin,
  values: Record<string, unknown>,
  /** Columns the declaration does not show (a password hash), by database name. */
  extraColumns: Record<string, unknown> = {},
  recordAs?: AuditAs,
): Promise<RowOf<D>> {
  return inTransaction(deps, def, 'add', async (tx) => {
    await checkReferences(tx, def, values);
    for (const hooks of deps.hooks.of(def.key)) {
      const set = await hooks.beforeWrite?.({ tx, def, admin, action: 'add', values, before: [] });
      if (set) Object.assign(values, set);
    }
    // After the hooks: a value the server sets (a label written from other fields) must be unique too.
    await checkUnique(tx, def, values);
    const table = tableOf(def.key);
    const [inserted] = await tx
      .insert(table)
      .values({ ...scalarValues(def, values), ...extraColumns })
      .returning({ id: requireColumn(table, 'id') });
    const id = inserted?.id as number;
    await writeLinks(tx, def, id, values);
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action: 'add', ids: [id], before: [] });
    const row = (await getRow<ResourceDef>(tx, def, id)) as ResourceRow;
    await recordAudit(
      tx,
      admin,
      def,
      recordAs?.action ?? 'add',
      [{ id, changes: { ...changesOf(def, null, row, auditedNames(def)), ...recordAs?.changes } }],
      { reverts: recordAs?.reverts },
    );
    return { result: row as RowOf<D>, ids: [id] };
  });
}

/** Changes a row; answers it as it now is, typed by the declaration (`RowOf<typeof def>`). */
export async function updateRow<D extends ResourceDef>(
  deps: WriteDeps,
  def: D,
  admin: SessionAdmin,
  input: Record<string, unknown> & { id: number },
  recordAs?: AuditAs,
): Promise<RowOf<D>> {
  const { id, [ROW_VERSION_FIELD]: version, ...values } = input;
  return inTransaction(deps, def, 'update', async (tx) => {
    // A change made on the row as the client read it: refused when someone changed the row since.
    if (typeof version === 'string') await lockVersion(tx, def, id, version);
    const before = await getRow<ResourceDef>(tx, def, id);
    if (!before) throw notFound(def, [id]);
    const changed = changesOf(def, before, values, Object.keys(values));
    if (Object.keys(changed).length === 0) return { result: before as RowOf<D>, ids: [] };
    await checkReferences(tx, def, values);
    for (const hooks of deps.hooks.of(def.key)) {
      const set = await hooks.beforeWrite?.({ tx, def, admin, action: 'update', values, before: [before] });
      if (set) Object.assign(values, set);
    }
    await checkUnique(tx, def, { ...before, ...values }, id);
    await writeUpdate(tx, def, [id], values);
    await writeLinks(tx, def, id, values);
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action: 'update', ids: [id], before: [before] });
    const after = (await getRow<ResourceDef>(tx, def, id)) as ResourceRow;
    const changes = changesOf(def, before, after, auditedNames(def));
    // A change that ends where the row was (nothing stored differs) leaves no record.
    if (Object.keys(changes).length > 0)
      await recordAudit(
        tx,
        admin,
        def,
        recordAs?.action ?? 'update',
        [{ id, changes: { ...changes, ...recordAs?.changes } }],
        { reverts: recordAs?.reverts },
      );
    return { result: after as RowOf<D>, ids: [id] };
  });
}

export async function loadAll(tx: Tx, def: ResourceDef, ids: number[]): Promise<ResourceRow[]> {
  const rows = await getRows(tx, def, ids);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(def, missing);
  return rows;
}

/**
 * Deletes rows, refusing (with the count and the family) while rows of another family still reference them,
 * unless that reference says cascade or set null (which the database then carries out) or unlink.
 */
export async function deleteRows(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  ids: number[],
  /** The versions the client showed (refused as stale when a row changed since); how the audit records it. */
  options: { versions?: RowVersions; recordAs?: AuditAs } = {},
): Promise<{ deleted: number }> {
  return inTransaction(deps, def, 'del', async (tx) => {
    await lockVersions(tx, def, ids, options.versions);
    const before = await loadAll(tx, def, ids);
    await refuseReferencedDelete(tx, def, ids);
    for (const hooks of deps.hooks.of(def.key)) {
      await hooks.beforeWrite?.({ tx, def, admin, action: 'del', values: {}, before });
    }
    const table = tableOf(def.key);
    await tx.delete(table).where(inArray(requireColumn(table, 'id'), ids));
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action: 'del', ids, before });
    const names = auditedNames(def);
    await recordAudit(
      tx,
      admin,
      def,
      options.recordAs?.action ?? 'del',
      before.map((row) => ({
        id: row.id,
        changes: { ...changesOf(def, row, null, names), ...options.recordAs?.changes },
      })),
      { reverts: options.recordAs?.reverts },
    );
    return { result: { deleted: before.length }, ids };
  });
}

/** Sets the enable flag on many rows; rows already at that value are left alone. */
export async function setField(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  action: 'enable',
  ids: number[],
  fieldName: string,
  value: unknown,
  /** The versions the client showed: refused as stale when a row changed since. */
  versions?: RowVersions,
): Promise<{ updated: number }> {
  return inTransaction(deps, def, action, async (tx) => {
    await lockVersions(tx, def, ids, versions);
    const before = await loadAll(tx, def, ids);
    const changing = before.filter((row) => row[fieldName] !== value);
    if (changing.length === 0) return { result: { updated: 0 }, ids: [] };
    const changedIds = changing.map((row) => row.id);
    for (const hooks of deps.hooks.of(def.key)) {
      await hooks.beforeWrite?.({ tx, def, admin, action, values: { [fieldName]: value }, before: changing });
    }
    const table = tableOf(def.key);
    await tx
      .update(table)
      .set({ [fieldName]: value })
      .where(inArray(requireColumn(table, 'id'), changedIds));
    for (const hooks of deps.hooks.of(def.key))
      await hooks.afterWrite?.({ tx, def, admin, action, ids: changedIds, before: changing });
    await recordAudit(
      tx,
      admin,
      def,
      action,
      changing.map((row) => ({ id: row.id, changes: { [fieldName]: [row[fieldName], value] } })),
    );
    return { result: { updated: changing.length }, ids: changedIds };
  });
}
