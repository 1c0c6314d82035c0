/**
 * The state of a raw spelling (an origin row, a user mark) follows its mapping, whoever wrote it — the map
 * call, the import's review, the generic form: once a write has set or cleared the canonical row (value), the
 * family's server-only `map` or `unmap` transition moves the state, in the write's transaction, so the history
 * names it and no code sets the state by hand.
 */
import { declaredTransition, OriginStatus, type ResourceDef, type ResourceRow } from '@console/contract';
import type { Actor } from '../../core/actor.ts';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { getRows, runTransition } from '../../engine/index.ts';

export async function followMapping(
  engine: ResourceEngine,
  tx: Tx,
  def: ResourceDef,
  actor: Actor,
  ids: readonly number[],
  isMapped: (row: ResourceRow) => boolean,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await getRows(tx, def, [...ids]);
  const deps = { db: engine.db, hooks: engine.hooks, tx };
  for (const [name, wanted] of [
    ['map', (row: ResourceRow) => row.status !== OriginStatus.mapped && isMapped(row)],
    ['unmap', (row: ResourceRow) => row.status === OriginStatus.mapped && !isMapped(row)],
  ] as const) {
    const transition = declaredTransition(def, name);
    // An ignored row cleared again stays ignored: only rows in a state the transition starts from move.
    const moving = rows.filter((row) => wanted(row) && transition.from.includes(row.status as never));
    if (moving.length > 0)
      await runTransition(
        deps,
        def,
        actor,
        transition,
        moving.map((row) => row.id),
        {},
      );
  }
}
