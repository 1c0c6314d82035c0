/**
 * The one write sequence every change of a family's rows runs, whoever asks (a REST endpoint, module code, the
 * scheduler, an import, a restore): the caller describes the change as a plan and the pipeline, in one
 * transaction (its own or the caller's `writeTransaction`), locks and reads the rows as they were, checks the
 * values by the family's rules, its references, runs the beforeWrite hooks, keeps unique values unique, writes
 * the rows with their links and child rows, runs afterWrite, records one audit row per changed row under the
 * actor, and tells afterCommit once committed. A rule added here holds for every kind of write.
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
import type { Actor } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { type AuditAs, type AuditEntry, changesOf, recordAudit } from './audit.ts';
import { announceAfterCommit, type WriteDeps, writeTransaction } from './commit.ts';
import { type Tx, writeContext } from './hooks.ts';
import { getRows } from './read.ts';
import { checkReferences, refuseReferencedDelete } from './references.ts';
import { type RowSelection, selectedIds } from './selection.ts';
import { idColumn, requireColumn, tableOf } from './tables.ts';
import { lockVersion, lockVersions } from './versions.ts';
import {
  auditedNames,
  checkUnique,
  loadAll,
  notFound,
  refuseSharedUnique,
  scalarValues,
  touchesUnique,
  writeLinks,
  writeUpdate,
} from './write-steps.ts';
import { checkedValues } from './write-values.ts';

type Values = Record<string, unknown>;

interface PlanBase {
  def: ResourceDef;
  actor: Actor;
  /** How the audit records it when not as the plain action (a restore, a password reset). */
  recordAs?: AuditAs;
}

/** New rows: one (with its links, child rows and columns the declaration does not show) or many scalar ones. */
export interface AddPlan extends PlanBase {
  action: 'add';
  rows: readonly Values[];
  /** Columns the declaration does not show (a password hash, a restored id), for a single row. */
  extraColumns?: Values;
  /** Many rows of scalar fields only, inserted in chunks (links and child rows: one row at a time). */
  many?: boolean;
  /** Leaves out a row whose unique values another row holds already, instead of refusing the call. */
  skipExisting?: boolean;
}

/** The same values on the selected rows (an update, the enable flag); rows already holding them are left alone. */
export interface UpdatePlan extends PlanBase {
  action: 'update' | 'enable';
  selection: RowSelection;
  values: Values;
  /** Columns the declaration does not show (a password hash): the rows change even when `values` do not. */
  extraColumns?: Values;
  /** One row's version as the client read it (a form), or the versions a bulk change showed. */
  version?: string;
  versions?: RowVersions;
}

export interface DeletePlan extends PlanBase {
  action: 'del';
  ids: readonly number[];
  versions?: RowVersions;
}

/** A declared transition on rows all in a state it starts from; its inputs, the new state and its stamp. */
export interface TransitionPlan extends PlanBase {
  action: 'transition';
  ids: readonly number[];
  transition: WorkflowTransition;
  inputs: Values;
  versions?: RowVersions;
}

export type WritePlan = AddPlan | UpdatePlan | DeletePlan | TransitionPlan;

/** What a write did: the rows it changed (ids), as they were and as they are now (none for a delete). */
export interface WriteOutcome {
  ids: number[];
  before: ResourceRow[];
  after: ResourceRow[];
}

/** Rows one insert statement carries (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_CHUNK = 500;

const nothing: WriteOutcome = { ids: [], before: [], after: [] };

const titleOf = (def: ResourceDef, row: ResourceRow) => String(row[def.titleField] ?? row.id);

/** A transition's rows locked in id order (two calls over the same rows never deadlock), as they are now. */
async function lockRows(tx: Tx, def: ResourceDef, ids: readonly number[]): Promise<ResourceRow[]> {
  const table = tableOf(def.key);
  const id = idColumn(table);
  await tx
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]))
    .orderBy(id)
    .for('update');
  return loadAll(tx, def, [...ids]);
}

/** Refuses the whole call when one row is not in a state the transition starts from, naming it and its state. */
function refuseIllegal(def: ResourceDef, transition: WorkflowTransition, rows: readonly ResourceRow[]) {
  const field = def.workflow?.field as string;
  const illegal = rows.filter((row) => !transition.from.includes(row[field] as never));
  if (illegal.length === 0) return;
  const shown = illegal.slice(0, 3);
  const more = illegal.length - shown.length;
  const zh = shown
    .map((row) => `「${titleOf(def, row)}」当前为「${stateLabel(def, row[field]).zh}」`)
    .join('，');
  const en = shown.map((row) => `"${titleOf(def, row)}" is ${stateLabel(def, row[field]).en}`).join(', ');
  throw new AppError(ResultCode.conflict, {
    zh: `不能${transition.label.zh}：${zh}${more > 0 ? ` 等 ${illegal.length} 条` : ''}`,
    en: `Cannot ${transition.label.en.toLowerCase()}: ${en}${more > 0 ? ` and ${more} more` : ''}`,
  });
}

/** The rows a change starts from, locked where the plan carries versions; for an update only those that differ. */
async function rowsBefore(
  tx: Tx,
  plan: WritePlan,
  values: Values,
): Promise<{ loaded: ResourceRow[]; before: ResourceRow[] }> {
  const { def } = plan;
  switch (plan.action) {
    case 'add':
      return { loaded: [], before: [] };
    case 'del': {
      await lockVersions(tx, def, plan.ids, plan.versions);
      const before = await loadAll(tx, def, [...plan.ids]);
      await refuseReferencedDelete(tx, def, plan.ids);
      return { loaded: before, before };
    }
    case 'transition': {
      const before = await lockRows(tx, def, plan.ids);
      // The rows are locked already: the version check compares them as they are now.
      await lockVersions(tx, def, plan.ids, plan.versions);
      refuseIllegal(def, plan.transition, before);
      return { loaded: before, before };
    }
    default: {
      const ids = await selectedIds(tx, def, plan.selection);
      if (ids.length === 0) return { loaded: [], before: [] };
      // A change made on the row as the client read it: refused when someone changed the row since.
      if (plan.version !== undefined && ids.length === 1)
        await lockVersion(tx, def, ids[0] as number, plan.version);
      await lockVersions(tx, def, ids, plan.versions);
      const loaded = await loadAll(tx, def, ids);
      const asked = Object.keys(values);
      const hidden = Object.keys(plan.extraColumns ?? {}).length > 0;
      const before = loaded.filter(
        (row) => hidden || Object.keys(changesOf(def, row, values, asked)).length > 0,
      );
      return { loaded, before };
    }
  }
}

async function runBeforeWrite(
  tx: Tx,
  deps: WriteDeps,
  plan: WritePlan,
  values: Values,
  before: ResourceRow[],
): Promise<void> {
  const context = writeContext(tx, plan.def, plan.actor, plan.action, transitionName(plan));
  for (const hooks of deps.hooks.of(plan.def.key)) {
    const set = await hooks.beforeWrite?.({ ...context, values, before });
    if (set) Object.assign(values, set);
  }
}

const transitionName = (plan: WritePlan) => (plan.action === 'transition' ? plan.transition.name : undefined);

/** Adds the rows (hooks and unique checks row by row, inserts in chunks); answers their ids in order. */
async function insertRows(tx: Tx, deps: WriteDeps, plan: AddPlan, rows: Values[]): Promise<number[]> {
  const { def } = plan;
  if (plan.many) {
    // Every id any row refers to, checked in one query per field.
    const referred: Values = {};
    for (const field of def.fields) {
      if (field.kind !== 'reference') continue;
      referred[field.name] = rows.map((row) => row[field.name]).filter((id) => typeof id === 'number');
    }
    await checkReferences(tx, def, referred);
  } else for (const values of rows) await checkReferences(tx, def, values);
  for (const values of rows) {
    await runBeforeWrite(tx, deps, plan, values, []);
    // After the hooks: a value the server sets (a label written from other fields) must be unique too.
    if (!plan.skipExisting) await checkUnique(tx, def, values);
  }
  const table = tableOf(def.key);
  const id = idColumn(table);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows
      .slice(start, start + INSERT_CHUNK)
      .map((values) => ({ ...scalarValues(def, values), ...plan.extraColumns }));
    const insert = tx.insert(table).values(chunk);
    const inserted = await (plan.skipExisting ? insert.onConflictDoNothing() : insert).returning({ id });
    ids.push(...inserted.map((row) => row.id));
  }
  if (!plan.many)
    for (const [index, rowId] of ids.entries()) await writeLinks(tx, def, rowId, rows[index] ?? {});
  return ids;
}

/** Writes a transition's shared values on every row, then what each row's hooks add for it alone. */
async function writeTransition(
  tx: Tx,
  deps: WriteDeps,
  plan: TransitionPlan,
  values: Values,
  before: ResourceRow[],
): Promise<Set<string>> {
  const { def } = plan;
  const table = tableOf(def.key);
  await tx
    .update(table)
    .set(values)
    .where(inArray(requireColumn(table, 'id'), [...plan.ids]));
  const names = new Set(Object.keys(values));
  const context = writeContext(tx, def, plan.actor, 'transition', plan.transition.name);
  for (const row of before) {
    const own: Values = {};
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
  return names;
}

/** The values the plan writes, checked by the family's rules; a transition's with its new state and stamp. */
function planValues(plan: WritePlan): Values[] {
  switch (plan.action) {
    case 'add':
      if (plan.many) {
        const scalars = new Set(
          plan.def.fields
            .filter((field) => field.kind !== 'multiReference' && field.kind !== 'children')
            .map((f) => f.name),
        );
        if (plan.rows.some((row) => Object.keys(row).some((name) => !scalars.has(name))))
          throw new Error(`${plan.def.key}: addRows takes scalar fields only (links and child rows: addRow)`);
      }
      return plan.rows.map((row) => checkedValues(plan.def, row));
    case 'del':
      return [{}];
    case 'transition': {
      const { workflow } = plan.def;
      if (!workflow) throw new Error(`${plan.def.key} declares no workflow`);
      const values = { ...checkedValues(plan.def, plan.inputs), [workflow.field]: plan.transition.to };
      if (plan.transition.stamp) values[plan.transition.stamp] = new Date();
      return [values];
    }
    default:
      return [checkedValues(plan.def, plan.values)];
  }
}

/** Runs the plan: one transaction, one audit row per changed row, afterCommit once committed. */
export async function runWrite(deps: WriteDeps, plan: WritePlan): Promise<WriteOutcome> {
  const { def, actor, recordAs } = plan;
  const planned = planValues(plan);
  const values = planned[0] ?? {};
  return writeTransaction(deps, async ({ tx }) => {
    const { loaded, before } = await rowsBefore(tx, plan, values);
    let ids: number[];
    let names = auditedNames(def);
    if (plan.action === 'add') {
      if (planned.length === 0) return nothing;
      ids = await insertRows(tx, deps, plan, planned);
      if (ids.length === 0) return nothing;
    } else {
      // Rows already as asked: nothing written, no hook, no audit row; answered as they are.
      if (before.length === 0) return { ...nothing, after: loaded };
      ids = before.map((row) => row.id);
      if (plan.action !== 'del') await checkReferences(tx, def, values);
      await runBeforeWrite(tx, deps, plan, values, before);
      if (plan.action === 'del') {
        const table = tableOf(def.key);
        await tx.delete(table).where(inArray(requireColumn(table, 'id'), ids));
      } else if (plan.action === 'transition') {
        names = [...(await writeTransition(tx, deps, plan, values, before))];
      } else {
        // One row keeps every unique value checked (as it is written whole); many, when a unique one moves.
        if (before.length === 1 || touchesUnique(def, values)) {
          refuseSharedUnique(def, values, before.length);
          for (const row of before) await checkUnique(tx, def, { ...row, ...values }, row.id);
        }
        await writeUpdate(tx, def, ids, values, plan.extraColumns);
        for (const id of ids) await writeLinks(tx, def, id, values);
      }
    }
    const context = writeContext(tx, def, actor, plan.action, transitionName(plan));
    for (const hooks of deps.hooks.of(def.key)) await hooks.afterWrite?.({ ...context, ids, before });
    // Recorded as stored, after the hooks: what the history shows is what the rows hold.
    const after: ResourceRow[] = [];
    for (let start = 0; start < ids.length && plan.action !== 'del'; start += INSERT_CHUNK) {
      const chunk = ids.slice(start, start + INSERT_CHUNK);
      const rows = await getRows(tx, def, chunk);
      after.push(...chunk.flatMap((id) => rows.filter((row) => row.id === id)));
      await recordAudit(tx, actor, def, auditAction(plan), entries(plan, names, before, rows), {
        reverts: recordAs?.reverts,
        transition: transitionName(plan),
      });
    }
    if (plan.action === 'del')
      await recordAudit(tx, actor, def, auditAction(plan), entries(plan, names, before, []), {
        reverts: recordAs?.reverts,
      });
    announceAfterCommit(tx, { def, action: plan.action, ids, transition: transitionName(plan) });
    return { ids, before, after };
  });
}

function auditAction(plan: WritePlan): AuditAction {
  if (plan.action === 'transition') return AuditAction.transition;
  return plan.recordAs?.action ?? plan.action;
}

/**
 * Each row's `{field: [before, after]}`. A change that ends where the row was (nothing stored differs) leaves no
 * record, but a transition always does: its state moved.
 */
function entries(
  plan: WritePlan,
  names: readonly string[],
  before: readonly ResourceRow[],
  after: readonly ResourceRow[],
): AuditEntry[] {
  const { def, recordAs } = plan;
  const rows = plan.action === 'del' ? before : after;
  return rows.flatMap((row) => {
    const old = plan.action === 'add' ? null : (before.find((b) => b.id === row.id) ?? null);
    const changes = changesOf(def, old, plan.action === 'del' ? null : row, names);
    const recorded = { ...changes, ...recordAs?.changes };
    if (plan.action === 'transition') return [{ id: row.id, changes: recorded }];
    if (Object.keys(recorded).length === 0 && plan.action !== 'add' && plan.action !== 'del') return [];
    return [{ id: row.id, changes: recorded }];
  });
}

export type { RowSelection };
export { notFound };
