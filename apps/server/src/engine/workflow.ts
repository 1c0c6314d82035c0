/**
 * Running a declared transition (see the contract's workflow.ts) on one row or many, as a plan of the one write
 * pipeline (pipeline.ts): one transaction that locks the rows, refuses the whole call when one of them is not in a
 * state the transition starts from (naming that row and its state: the second of two admins approving one request
 * is told it was approved meanwhile), writes the new state with the transition's inputs and stamp through the
 * family's hooks, and records one audit row per row under the transition's name.
 */
import { AuditAction, type ResourceDef, type RowVersions, type WorkflowTransition } from '@console/contract';
import type { Actor } from '../core/actor.ts';
import type { AuditAs } from './audit.ts';
import { runWrite } from './pipeline.ts';
import type { WriteDeps } from './write.ts';

export async function runTransition(
  deps: WriteDeps,
  def: ResourceDef,
  actor: Actor,
  transition: WorkflowTransition,
  ids: readonly number[],
  inputs: Record<string, unknown>,
  /** The versions the client showed: a row changed since (not only in state) refuses the call as stale. */
  versions?: RowVersions,
  /** What the record shows beside the rows' own changes (what a failed import removed). */
  recordAs?: Pick<AuditAs, 'changes'>,
): Promise<{ updated: number }> {
  const { ids: moved } = await runWrite(deps, {
    def,
    actor,
    action: 'transition',
    transition,
    ids,
    inputs,
    versions,
    recordAs: recordAs && { action: AuditAction.transition, ...recordAs },
  });
  return { updated: moved.length };
}
