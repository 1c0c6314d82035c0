/**
 * The transaction a write runs in, and what follows its commit. A write on its own opens its transaction; module
 * code that changes several families in one transaction opens it with `writeTransaction` and passes the engine
 * calls `deps.tx`, so every write inside runs the families' hooks and audit as usual while their `afterCommit`
 * (cache invalidation) waits for the outer commit — never for a change that then rolled back.
 */
import type { ResourceDef } from '@console/contract';
import type { Db } from '../db/index.ts';
import type { FamilyHookRegistry, Tx, WriteAction } from './hooks.ts';
import { forgetMarks } from './page-marks.ts';
import { forgetTotals } from './total.ts';

export interface WriteDeps {
  db: Db;
  hooks: FamilyHookRegistry;
  /** The open transaction of a `writeTransaction`: writes join it instead of opening their own. */
  tx?: Tx;
}

/** A committed change as afterCommit hears it. */
interface Committed {
  def: ResourceDef;
  action: WriteAction;
  ids: number[];
  transition?: string;
}

/** The changes each open `writeTransaction` has made so far, to announce once it commits. */
const pending = new WeakMap<Tx, Committed[]>();

/** Runs `work` in one transaction (or in the caller's, `deps.tx`) and tells the families' hooks once it committed. */
export async function writeTransaction<T>(
  deps: WriteDeps,
  work: (inTx: WriteDeps & { tx: Tx }) => Promise<T>,
): Promise<T> {
  if (deps.tx) {
    if (!pending.has(deps.tx)) {
      throw new Error(
        'deps.tx must be a transaction opened by writeTransaction: its afterCommit would be lost',
      );
    }
    return work(deps as WriteDeps & { tx: Tx });
  }
  const committed: Committed[] = [];
  const result = await deps.db.transaction(async (tx) => {
    pending.set(tx, committed);
    return work({ db: deps.db, hooks: deps.hooks, tx });
  });
  // A list remembered as far past the exact-count cap may not be any more, and its pages may have moved.
  forgetTotals(deps.db);
  forgetMarks(deps.db);
  for (const change of committed) {
    for (const hooks of deps.hooks.of(change.def.key)) await hooks.afterCommit?.(change);
  }
  return result;
}

/** Records a change made in `tx` for the afterCommit of its family; changes of one kind are told once, ids together. */
export function announceAfterCommit(tx: Tx, change: Committed): void {
  const committed = pending.get(tx);
  if (!committed) throw new Error('a write outside writeTransaction: its afterCommit would be lost');
  const same = committed.find(
    (c) => c.def.key === change.def.key && c.action === change.action && c.transition === change.transition,
  );
  if (same) same.ids.push(...change.ids.filter((id) => !same.ids.includes(id)));
  else committed.push({ ...change, ids: [...change.ids] });
}
