/**
 * Scheduled publication of news. The plan lives in the database (status "scheduled" and `publish_at`), never in a
 * process, so a restart loses nothing: at start (onReady) each instance publishes what fell due while it was
 * down, then sleeps until the earliest time still ahead (at most POLL_MS, so a time set through another
 * instance is seen within that), and a schedule made through this instance wakes it at once.
 *
 * Several instances may wake together: each takes the due rows with FOR UPDATE SKIP LOCKED, so a row is
 * published by exactly one of them, and the others skip it (and find it published afterwards). The publication
 * is the family's declared `publish` transition through the engine — hooks, declared counts and an audit row
 * under the system actor `scheduler` — the same as the button.
 */
import { declaredTransition, newsResource, SystemActor } from '@console/contract';
import { and, asc, eq, lte, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '../../core/actor.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, runTransition, writeTransaction } from '../../engine/index.ts';
import { scheduledState } from './news.ts';

/** Longest sleep: how late a time set through another instance may be published by this one. */
export const POLL_MS = 30_000;
/** Rows one wake publishes; more due are taken by the next wake, at once. */
const BATCH = 200;

const publish = declaredTransition(newsResource, 'publish');

/** Publishes the news items due at `now`; answers their ids (empty when another instance took them). */
export async function publishDue(engine: ResourceEngine, now = new Date()): Promise<number[]> {
  const news = familyTable(newsResource);
  return writeTransaction(engine, async (deps) => {
    const due = await deps.tx
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.status, scheduledState), lte(news.publish_at, now)))
      .orderBy(asc(news.publish_at), asc(news.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    // The scheduler publishes, not the admin who scheduled it (the schedule's own record names them).
    await runTransition(deps, newsResource, systemActor(SystemActor.scheduler), publish, ids, {});
    return ids;
  });
}

/** When the next scheduled item falls due, if any. */
async function nextDue(engine: ResourceEngine): Promise<Date | undefined> {
  const news = familyTable(newsResource);
  const [row] = await engine.db
    .select({ at: min(news.publish_at) })
    .from(news)
    .where(eq(news.status, scheduledState));
  return row?.at ?? undefined;
}

export class NewsScheduler {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly engine: ResourceEngine,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs a wake now (at start, or after a schedule was made): publishes what is due and sleeps again. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  async #run(): Promise<void> {
    let sleep = POLL_MS;
    try {
      const published = await publishDue(this.engine);
      if (published.length > 0) this.log.info({ news: published }, 'scheduled news published');
      const next = await nextDue(this.engine);
      if (next) sleep = Math.min(POLL_MS, Math.max(0, next.getTime() - Date.now()));
    } catch (err) {
      // The database may be away for a moment: the plan is still there, the next wake tries again.
      this.log.warn({ err }, 'publishing scheduled news failed');
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.wake(), sleep);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
