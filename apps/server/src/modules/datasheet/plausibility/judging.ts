/**
 * The background judging of stored values (issue 36): the queue in judging-state.ts worked through by batches of
 * sheets in id order, each batch one transaction that writes the sheets' flags and the task's progress together.
 * It starts once the server is ready (never before listening: the start only reads the queue), pauses between
 * batches as long as the batch took (requests get the database at least half the time, on PGlite's one connection
 * too), and one instance at a time works (a transaction-scoped advisory lock; another instance finds it taken and
 * tries at its next look). Work queued in this process wakes it after the commit; every minute it looks anyway.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../../db/index.ts';
import { refreshFlags } from './flags.ts';
import {
  enqueueJudging,
  type JudgingTask,
  readState,
  stateOrBackfill,
  takeQueued,
  writeState,
} from './judging-state.ts';
import { hasMovedStats, takeMovedStats } from './stats.ts';

const LOOK_EVERY_MS = 60_000;

const list = (values: readonly number[]) =>
  values.length === 0
    ? sql`null`
    : sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      );

/** The task's sheets past `after` (all of them at 0). */
function scopeOf(task: JudgingTask, after: number) {
  const sheets = sql.identifier(task.owner === 'datasheet' ? 'datasheet' : 'datasheet_cache');
  const rows = sql.identifier(task.owner === 'datasheet' ? 'datasheet_properties' : 'datasheet_cache_rows');
  const where = [sql`s.id > ${after}`];
  // A sheet under review without a category is of the family its raw category or grade names: it may be of any.
  if (task.categories)
    where.push(
      task.owner === 'cache'
        ? sql`(s.category_id in (${list(task.categories)}) or s.category_id is null)`
        : sql`s.category_id in (${list(task.categories)})`,
    );
  if (task.headers)
    where.push(
      sql`exists (select 1 from ${rows} r where r.parent_id = s.id and r.header_id in (${list(task.headers)}))`,
    );
  return { sheets, where: sql.join(where, sql` and `) };
}

export type BatchOutcome = 'judged' | 'idle' | 'busy';

/** Judges the next batch of the first task (or finishes it); `busy` when another instance holds the work. */
export async function judgeBatch(db: Db, size: number): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('value_flag:judging')) as got`,
    );
    if (!lock?.got) return 'busy';
    // Read without the row's lock (taken at the end, after the statistics' rows, in the order a header's change
    // takes them: the other order could deadlock with it).
    const state = (await readState(tx)) ?? (await stateOrBackfill(tx));
    const task = state.tasks[0];
    if (!task) return 'idle';
    const { sheets, where } = scopeOf(task, task.after);
    const total =
      task.total ??
      (
        await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sheets} s where ${scopeOf(task, 0).where}`,
        )
      )[0]?.n ??
      0;
    const ids = (
      await queryRows<{ id: number }>(
        tx,
        sql`select s.id from ${sheets} s where ${where} order by s.id limit ${size}`,
      )
    ).map((row) => row.id);
    if (ids.length > 0) await refreshFlags(tx, task.owner, ids);
    // The judgement may have queued work (a hook's), and the state is read again under the row's lock.
    const now = (await readState(tx, true)) ?? state;
    const mine = now.tasks.find((t) => t.id === task.id);
    if (mine) {
      mine.total = total;
      if (ids.length > 0) {
        mine.after = ids[ids.length - 1] ?? mine.after;
        mine.done += ids.length;
      } else {
        now.tasks = now.tasks.filter((t) => t.id !== task.id);
        now.last = { ...mine, finished_at: new Date().toISOString() };
      }
    }
    await writeState(tx, now);
    return 'judged';
  });
}

/** Queues the statistics that moved while judging (held back from the judging transactions, see stats.ts). */
async function queueMovedStats(db: Db): Promise<void> {
  const moved = takeMovedStats();
  if (moved.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { headerId, categoryIds } of moved)
      for (const owner of ['datasheet', 'cache'] as const)
        await enqueueJudging(tx, { reason: 'stats', owner, headers: [headerId], categories: categoryIds });
  });
}

export interface JudgingOptions {
  /** Sheets per batch. */
  batch?: number;
}

/** The runner of one app instance. */
export class FlagJudging {
  readonly #db: Db;
  readonly #log: Pick<FastifyBaseLogger, 'error'>;
  readonly #batch: number;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Db, log: Pick<FastifyBaseLogger, 'error'>, options: JudgingOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#batch = options.batch ?? 200;
  }

  /**
   * Creates the queue (the backfill of a database never judged) and looks at it every minute; answers the work
   * queued, which `wake` then works.
   */
  async start(): Promise<number> {
    this.#stopped = false;
    clearInterval(this.#timer);
    const state = await this.#db.transaction((tx) => stateOrBackfill(tx));
    this.#timer = setInterval(() => void this.wake(), LOOK_EVERY_MS);
    this.#timer.unref();
    return state.tasks.length;
  }

  /** Works the queue until it is empty (resolves then); a wake while working makes it look once more after. */
  wake(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#work().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Wakes the runner when this process queued work (or noted statistics that moved) since it last looked. */
  wakeIfQueued(): void {
    if (takeQueued() || hasMovedStats()) void this.wake();
  }

  /** Judges at most `batches` batches (a test's interrupted run). */
  async runBatches(batches: number): Promise<void> {
    await queueMovedStats(this.#db);
    for (let i = 0; i < batches; i++) if ((await judgeBatch(this.#db, this.#batch)) !== 'judged') return;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  async #work(): Promise<void> {
    do {
      this.#again = false;
      takeQueued();
      try {
        await queueMovedStats(this.#db);
        for (;;) {
          if (this.#stopped) return;
          const started = performance.now();
          const outcome = await judgeBatch(this.#db, this.#batch);
          if (outcome !== 'judged') break;
          await queueMovedStats(this.#db);
          const took = performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, Math.max(10, took)));
        }
      } catch (error) {
        // Tried again at the next look; the batch that failed rolled back with its progress.
        this.#log.error({ err: error }, 'judging stored values failed');
        return;
      }
    } while (this.#again && !this.#stopped);
  }
}

/** The runner of each engine (the tests reach an app's own through its engine). */
const runners = new WeakMap<object, FlagJudging>();
export const judgingOf = (engine: object) => runners.get(engine);
export function registerJudging(engine: object, runner: FlagJudging): void {
  runners.set(engine, runner);
}
