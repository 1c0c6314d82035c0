/**
 * The sessions this instance has checked recently, held in memory so a guarded request spends no round trip
 * on its session. The database stays the truth, and tells every instance when it changes: triggers on
 * admin_session, admin_user and permission_epoch (migration 0015) send `NOTIFY console_auth` when a session
 * is revoked or cut short, an admin disabled, renamed, given another role or removed, or a grant changes;
 * PostgreSQL delivers it at commit, and each instance then forgets every session it held. So a revoked
 * session, a disabled admin or a removed grant holds on every instance as soon as the notification arrives
 * (within a millisecond on one network), whichever process or hand-typed UPDATE made the change.
 *
 * This instance hears its own changes before the code that made them carries on (every connection of its
 * pool listens too, db/listen.ts), so a caller's next request never meets a session it just revoked.
 * When the listening connection is lost (PostgreSQL restarted, network cut), whatever it missed is unknown,
 * so the cache is off — every request reads its session — until a new connection listens again.
 * A lookup that started before a forget is never stored (the generation moved), so a read of the old state
 * cannot outlive the change that made it stale. Entries also expire with their session and after a minute.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../db/index.ts';
import { AUTH_CHANNEL } from '../db/listen.ts';
import type { ActiveSession } from './auth.ts';
import { hashSessionToken } from './session-token.ts';

/** A cached session is read again after this long even without a notification (a bound, not the mechanism). */
const MAX_AGE_MS = 60_000;
const MAX_SESSIONS = 10_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** Payloads of `caughtUp()`'s own notifications, which change nothing. */
const MARK = 'mark:';

interface Held {
  session: ActiveSession;
  readAt: number;
}

export type SessionLookup = (tokenHash: string, now: Date) => Promise<ActiveSession | null>;

export class SessionCache {
  #held = new Map<string, Held>();
  #generation = 0;
  #listener: Listener | null = null;
  #closed = false;
  #retryMs = RECONNECT_MIN_MS;
  #retry: NodeJS.Timeout | null = null;
  #marks = new Map<string, () => void>();
  #markSeq = 0;
  /** Lookups answered from memory and from the database, since start. */
  readonly stats = { held: 0, read: 0 };

  constructor(
    private readonly database: Pick<Database, 'listen' | 'db'>,
    private readonly lookup: SessionLookup,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True while a connection listens: only then are sessions held. */
  get listening(): boolean {
    return this.#listener !== null;
  }

  /** Starts listening; when that fails the cache stays off and keeps trying in the background. */
  async start(): Promise<void> {
    await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    this.forgetAll();
    await listener?.close();
  }

  /** The session of a token: from memory while listening, else (and then remembered) from the database. */
  async find(token: string, now: Date): Promise<ActiveSession | null> {
    const tokenHash = hashSessionToken(token);
    const held = this.#held.get(tokenHash);
    if (held && this.#listener) {
      const time = now.getTime();
      if (held.session.expiresAt.getTime() > time && time - held.readAt < MAX_AGE_MS) {
        this.stats.held++;
        return held.session;
      }
      this.#held.delete(tokenHash);
    }
    const generation = this.#generation;
    const session = await this.lookup(tokenHash, now);
    this.stats.read++;
    if (session && this.#listener && generation === this.#generation) {
      if (this.#held.size >= MAX_SESSIONS) this.#held.delete(this.#held.keys().next().value as string);
      this.#held.set(tokenHash, { session, readAt: now.getTime() });
    }
    return session;
  }

  /** Forgets every session held; lookups already under way are not stored. */
  forgetAll(): void {
    this.#generation++;
    this.#held.clear();
  }

  /**
   * Resolves once this instance has heard every change committed before the call (PostgreSQL delivers
   * notifications in commit order: a mark sent now arrives after them). Resolves at once when not listening,
   * since then nothing is held.
   */
  async caughtUp(): Promise<void> {
    if (!this.#listener) return;
    const mark = `${MARK}${process.pid}:${++this.#markSeq}`;
    const heard = new Promise<void>((resolve) => this.#marks.set(mark, resolve));
    await this.database.db.execute(sqlNotify(mark));
    await heard;
  }

  #heard(payload: string, via: 'listener' | 'pool'): void {
    if (payload.startsWith(MARK)) {
      // Only the listening connection hears every change in order; a pool connection may have begun later.
      if (via !== 'listener') return;
      this.#marks.get(payload)?.();
      this.#marks.delete(payload);
      return;
    }
    this.forgetAll();
  }

  #lost(error: Error): void {
    this.#listener = null;
    this.forgetAll();
    // Nobody will hear the marks: let their waiters go (nothing is held now).
    for (const resolve of this.#marks.values()) resolve();
    this.#marks.clear();
    this.log.warn({ err: error }, 'session cache off: the connection listening for changes was lost');
    this.#schedule();
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    try {
      const listener = await this.database.listen(
        AUTH_CHANNEL,
        (payload, via) => this.#heard(payload, via),
        (error) => this.#lost(error),
      );
      if (this.#closed) {
        await listener.close();
        return;
      }
      // What changed while nobody listened is unknown: start from nothing.
      this.forgetAll();
      this.#listener = listener;
      this.#retryMs = RECONNECT_MIN_MS;
    } catch (error) {
      this.log.warn({ err: error }, 'session cache off: could not listen for changes; retrying');
      this.#schedule();
    }
  }

  #schedule(): void {
    if (this.#closed || this.#retry) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#connect().then(() => {
        if (this.#listener) this.log.info('session cache on again: listening for changes');
      });
    }, wait);
    this.#retry.unref();
  }
}

function sqlNotify(payload: string) {
  return sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`;
}
