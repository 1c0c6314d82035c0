/**
 * Running a declared transition (see the contract's workflow.ts) on one row or many: one transaction that locks
 * the rows, refuses the whole call when one of them is not in a state the transition starts from (naming that
 * row and its state: the second of two admins approving one request is told it was approved meanwhile), writes
 * the new state with the transition's inputs and stamp through the family's hooks, and records one audit row
 * per row under the transition's name.
 */
import {
  AuditAction,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
  type RowVersions,
  stateLabel,
  type WorkflowTransition,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { changesOf, recordAudit } from './audit.ts';
import type { Tx } from './hooks.ts';
import { getRows } from './read.ts';
import { checkReferences } from './references.ts';
import { requireColumn, tableOf } from './tables.ts';
import { lockVersions } from './versions.ts';
import { inTransaction, type WriteDeps } from './write.ts';

const title = (def: ResourceDef, row: ResourceRow) => String(row[def.titleField] ?? row.id);

/** Locks the rows in id order (two calls over the same rows never deadlock) and reads them as they are now. */
async function lockRows(tx: Tx, def: ResourceDef, ids: readonly number[]): Promise<ResourceRow[]> {
  const table = tableOf(def.key);
  const id = requireColumn(table, 'id');
  await tx
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]))
    .orderBy(id)
    .for('update');
  const rows = await getRows(tx, def, [...ids]);
  const missing = ids.filter((wanted) => !rows.some((row) => row.id === wanted));
  if (missing.length > 0) {
    throw new AppError(ResultCode.notFound, {
      zh: `${def.label.zh}不存在（ID ${missing.join(', ')}）`,
      en: `No ${def.label.en.toLowerCase()} with id ${missing.join(', ')}`,
    });
  }
  return rows;
}

function refuseIllegal(def: ResourceDef, transition: WorkflowTransition, rows: readonly ResourceRow[]) {
  const field = def.workflow?.field as string;
  const illegal = rows.filter((row) => !transition.from.includes(row[field] as never));
  if (illegal.length === 0) return;
  const shown = illegal.slice(0, 3);
  const more = illegal.length - shown.length;
  const zh = shown
    .map((row) => `「${title(def, row)}」当前为「${stateLabel(def, row[field]).zh}」`)
    .join('，');
  const en = shown.map((row) => `"${title(def, row)}" is ${stateLabel(def, row[field]).en}`).join(', ');
  throw new AppError(ResultCode.conflict, {
    zh: `不能${transition.label.zh}：${zh}${more > 0 ? ` 等 ${illegal.length} 条` : ''}`,
    en: `Cannot ${transition.label.en.toLowerCase()}: ${en}${more > 0 ? ` and ${more} more` : ''}`,
  });
}

export async function runTransition(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  transition: WorkflowTransition,
  ids: readonly number[],
  inputs: Record<string, unknown>,
  /** The versions the client showed: a row changed since (not only in state) refuses the call as stale. */
  versions?: RowVersions,
): Promise<{ updated: number }> {
  const workflow = def.workflow;
  if (!workflow) throw new Error(`${def.key} declares no workflow`);
  return inTransaction(
    deps,
    def,
    'transition',
    async (tx) => {
      const before = await lockRows(tx, def, ids);
      // The rows are locked already: the version check compares them as they are now.
      await lockVersions(tx, def, ids, versions);
      refuseIllegal(def, transition, before);
      const values: Record<string, unknown> = { ...inputs, [workflow.field]: transition.to };
      if (transition.stamp) values[transition.stamp] = new Date();
      await checkReferences(tx, def, values);
      const context = { tx, def, admin, action: 'transition' as const, transition: transition.name };
      for (const hooks of deps.hooks.of(def.key)) {
        const set = await hooks.beforeWrite?.({ ...context, values, before });
        if (set) Object.assign(values, set);
      }
      const table = tableOf(def.key);
      await tx
        .update(table)
        .set(values)
        .where(inArray(requireColumn(table, 'id'), [...ids]));
      const names = new Set(Object.keys(values));
      for (const row of before) {
        const own: Record<string, unknown> = {};
        for (const hooks of deps.hooks.of(def.key)) {
          const set = await hooks.transitionValues?.({ ...context, row, values });
          if (set) Object.assign(own, set);
        }
        if (Object.keys(own).length === 0) continue;
        await checkReferences(tx, def, own);
        await tx
          .update(table)
          .set(own)
          .where(eq(requireColumn(table, 'id'), row.id));
        for (const name of Object.keys(own)) names.add(name);
      }
      for (const hooks of deps.hooks.of(def.key))
        await hooks.afterWrite?.({ ...context, ids: [...ids], before });
      const after = await getRows(tx, def, [...ids]);
      await recordAudit(
        tx,
        admin,
        def,
        AuditAction.transition,
        before.map((row) => ({
          id: row.id,
          changes: changesOf(def, row, after.find((a) => a.id === row.id) ?? null, [...names]),
        })),
        { transition: transition.name },
      );
      return { result: { updated: before.length }, ids: [...ids] };
    },
    transition.name,
  );
}
