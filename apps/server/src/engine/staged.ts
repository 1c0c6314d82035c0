/**
 * Rows a job writes staged (the family's `stagedField`: an import's sheets, batch by batch) are invisible until
 * the job shows them all at once. Showing them is their addition as anyone sees it, so it is recorded as such:
 * one `add` audit row per row under the job's actor, with the fields named, and the family's afterCommit told.
 */
import { AuditAction, type ResourceDef } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../core/actor.ts';
import { queryRows } from '../db/index.ts';
import { recordAudit } from './audit.ts';
import { announceAfterCommit } from './commit.ts';
import type { Tx } from './hooks.ts';
import { isScalar } from './tables.ts';

/**
 * Shows the staged rows `ids` of `def` (in the caller's `writeTransaction`) and records each as added with the
 * values of `recorded` (declared scalar fields; a few, since an import shows tens of thousands of rows and reads
 * back only these). One statement for all: answers the ids shown, in id order.
 */
export async function showStaged(
  tx: Tx,
  def: ResourceDef,
  actor: Actor,
  ids: readonly number[],
  recorded: readonly string[],
): Promise<number[]> {
  const staged = def.stagedField;
  if (!staged) throw new Error(`${def.key} declares no stagedField`);
  const names = recorded.filter((name) => def.fields.some((field) => field.name === name && isScalar(field)));
  if (names.length !== recorded.length)
    throw new Error(`${def.key}: ${recorded.join(', ')} are not all its fields`);
  if (ids.length === 0) return [];
  const some = sql`${`{${ids.join(',')}}`}::int[]`;
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  // raw write: one statement shows every row of the chunk (an update per row would take minutes for an import)
  const shown = await queryRows<Record<string, unknown> & { id: number }>(
    tx,
    sql`update ${sql.identifier(def.table)} set ${sql.identifier(staged)} = false, updated_at = now()
        where id = any(${some}) and ${sql.identifier(staged)} returning id, ${columns}`,
  );
  const entries = shown
    .map((row) => ({
      id: Number(row.id),
      changes: Object.fromEntries(names.map((name) => [name, [null, row[name] ?? null]])) as Record<
        string,
        [unknown, unknown]
      >,
    }))
    .sort((a, b) => a.id - b.id);
  await recordAudit(tx, actor, def, AuditAction.add, entries);
  announceAfterCommit(tx, { def, action: 'add', ids: entries.map((entry) => entry.id) });
  return entries.map((entry) => entry.id);
}
