/**
 * The import history's rows (the `import_run` family) and what keeps an import all-or-nothing across a crash.
 * A run is recorded as it leaves the queue (running) and closed when it ends: done, failed (its staged sheets
 * removed) or, found later, interrupted. Which running run is still alive: this process's own are in `live`;
 * on PostgreSQL another instance's hold an advisory lock on a connection of their own while they run, which
 * PostgreSQL releases when that process dies, so any instance can tell a dead run from a live one (PGlite is
 * one process: at start, every running run it did not start itself is dead). A dead run's staged sheets are
 * deleted and the run marked interrupted through the engine (its audit row by the system actor `import`), in one
 * transaction: at the next start, and on
 * PostgreSQL every minute, for the instance that died and never came back.
 */
import {
  datasheetCacheResource,
  declaredTransition,
  ImportRunStatus,
  importRunResource,
  type LocalName,
  ResultCode,
  SystemActor,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Actor, adminOf, systemActor } from '../../../core/actor.ts';
import { AppError } from '../../../core/errors.ts';
import { type Db, queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { addRow, runTransition, type WriteDeps, writeTransaction } from '../../../engine/index.ts';

/** Runs this process is executing (by id): never taken for dead. */
const live = new Set<number>();
/** The first key of an import run's advisory lock ("impr"); the second is the run's id. */
const LOCK_CLASS = 0x696d7072;

/** The PostgreSQL pool under the app's database handle; null on PGlite. */
function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export interface RunCounts {
  rows: number;
  sheets: number;
}

/** Records a run leaving the queue, and holds it as alive until `release`. */
export async function startRun(
  deps: WriteDeps,
  actor: Actor,
  file: string,
  dryRun: boolean,
): Promise<{ id: number; release: () => Promise<void> }> {
  const { db } = deps;
  const run = await addRow(deps, importRunResource, actor, {
    file: file.slice(0, 255),
    dry_run: dryRun,
    admin_id: adminOf(actor)?.uid ?? null,
    status: ImportRunStatus.running,
  });
  const id = run.id;
  // Should this fail, the run is left running without its lock: the next sweep takes it for dead and closes it.
  const pool = postgresPool(db);
  const client = pool ? await pool.connect() : null;
  if (client) await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, id]);
  live.add(id);
  return {
    id,
    async release() {
      live.delete(id);
      if (!client) return;
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, id]);
        client.release();
      } catch {
        // A connection that failed is not given back to the pool; PostgreSQL dropped its lock with it.
        client.release(true);
      }
    },
  };
}

/** Counts of a run in progress, for the history while it runs (and for what a crash leaves). */
export async function noteProgress(tx: Tx, id: number, counts: RunCounts): Promise<void> {
  // raw write: progress counts noted every few thousand rows are not a change of the run worth a history entry
  // each (the run's start and end are, through the engine); the statement also tells a run closed meanwhile
  const [run] = await queryRows<{ status: number }>(
    tx,
    sql`update import_run set rows = ${counts.rows}, sheets = ${counts.sheets}, updated_at = now()
        where id = ${id} returning status`,
  );
  if (run?.status !== ImportRunStatus.running) throw stopped();
}

/** The run was closed by someone else (taken for dead): it must not write on. */
export const stopped = () =>
  new AppError(ResultCode.conflict, {
    zh: '导入已被中断，已写入的暂存数据已删除；请重新导入',
    en: 'The import was stopped and what it had staged removed; import the file again',
  });

/** Closes a run as done (a real run does it in its publishing transaction, `deps.tx`). */
export async function closeRun(
  deps: WriteDeps,
  actor: Actor,
  id: number,
  counts: RunCounts,
  message: LocalName,
): Promise<void> {
  await runTransition(deps, importRunResource, actor, declaredTransition(importRunResource, 'finish'), [id], {
    rows: counts.rows,
    sheets: counts.sheets,
    message_zh: message.zh.slice(0, 1000),
    message_en: message.en.slice(0, 1000),
  });
}

/** Deletes the sheets a run staged (their rows go with them); how many. */
async function removeStaged(tx: Tx, id: number): Promise<number> {
  // raw write: staged sheets were never shown or audited; the run's audit row says they were removed
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`delete from ${sql.identifier(datasheetCacheResource.table)} where import_run_id = ${id} and staged returning id`,
  );
  return removed.length;
}

/**
 * Ends a run that will not publish: its staged sheets deleted, the run marked `status` with the reason and
 * what was removed, recorded under `actor` (the admin whose import failed; the import itself when the server
 * found a run cut short).
 */
async function abandonRun(
  deps: WriteDeps,
  actor: Actor,
  id: number,
  status: typeof ImportRunStatus.failed | typeof ImportRunStatus.interrupted,
  reason: LocalName,
): Promise<number> {
  return writeTransaction(deps, async (inTx) => {
    // Locked first: a run closed meanwhile by another instance is not closed twice.
    await queryRows(inTx.tx, sql`select id from import_run where id = ${id} for update`);
    const removed = await removeStaged(inTx.tx, id);
    const tail: LocalName =
      removed > 0
        ? {
            zh: `；已删除暂存的 ${removed} 份物性表，待审核列表未受影响`,
            en: `; its ${removed} staged ${removed === 1 ? 'sheet was' : 'sheets were'} removed, the pending list is as it was`,
          }
        : { zh: '；没有写入任何数据', en: '; nothing had been written' };
    const end = status === ImportRunStatus.failed ? 'fail' : 'interrupt';
    await runTransition(
      inTx,
      importRunResource,
      actor,
      declaredTransition(importRunResource, end),
      [id],
      {
        message_zh: `${reason.zh}${tail.zh}`.slice(0, 1000),
        message_en: `${reason.en}${tail.en}`.slice(0, 1000),
      },
      undefined,
      { changes: { staged_sheets_removed: [removed, 0] } },
    );
    return removed;
  });
}

/** A run that failed (the file refused half-way, a database error): what it staged is removed. */
export async function failRun(deps: WriteDeps, id: number, actor: Actor, error: unknown): Promise<void> {
  const why: LocalName =
    error instanceof AppError
      ? { zh: `导入失败：${error.text.zh}`, en: `The import failed: ${error.text.en}` }
      : { zh: '导入失败：服务器错误', en: 'The import failed: a server error' };
  await abandonRun(deps, actor, id, ImportRunStatus.failed, why);
}

const interrupted: LocalName = {
  zh: '服务器在导入过程中停止，导入未完成；请重新导入该文件',
  en: 'The server stopped during the import, which did not finish; import the file again',
};

/**
 * Finds running runs whose process is gone and closes them as interrupted, removing what they staged.
 * Returns the ids closed.
 */
export async function recoverInterruptedRuns(deps: WriteDeps): Promise<number[]> {
  const { db } = deps;
  // No admin closes a dead run: the import's own work, recorded as such.
  const importer = systemActor(SystemActor.import);
  const running = await queryRows<{ id: number }>(
    db,
    sql`select id from import_run where status = ${ImportRunStatus.running} order by id`,
  );
  const pool = postgresPool(db);
  const closed: number[] = [];
  for (const { id } of running) {
    if (live.has(id)) continue;
    if (!pool) {
      await abandonRun(deps, importer, id, ImportRunStatus.interrupted, interrupted);
      closed.push(id);
      continue;
    }
    const client = await pool.connect();
    try {
      // Taken: its process is gone. Held while closing it, so two instances never close one run twice.
      const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1, $2) as free', [
        LOCK_CLASS,
        id,
      ]);
      if (!rows[0]?.free) continue;
      try {
        const [still] = await queryRows<{ status: number }>(
          db,
          sql`select status from import_run where id = ${id}`,
        );
        if (still?.status !== ImportRunStatus.running) continue;
        await abandonRun(deps, importer, id, ImportRunStatus.interrupted, interrupted);
        closed.push(id);
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, id]);
      }
    } finally {
      client.release();
    }
  }
  return closed;
}

/** Whether the database is PostgreSQL, where other instances may die while this one lives. */
export const sharedDatabase = (db: Db) => postgresPool(db) !== null;
