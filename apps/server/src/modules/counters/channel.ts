/**
 * How every server instance hears that a counter moved, whichever instance (or script) made the change:
 * - PostgreSQL (and PGlite): the change's own transaction sends `NOTIFY console_counters` naming the counter,
 *   which PostgreSQL delivers at commit to every listening connection — never for a change that rolled back;
 * - Redis, when `REDIS_URL` is set: the instance publishes the counter's name once its change committed, and
 *   every instance subscribes.
 * Either way the writing instance hears its own change as the others do, so one path serves them all.
 */
import { type CounterGroup, counterTables } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { onFirstUse } from '../../core/on-first-use.ts';
import type { Database, Listener } from '../../db/index.ts';
import type { Tx } from '../../engine/index.ts';

// Loaded when REDIS_URL is set and the channel opens; a server without Redis never loads the client.
const ioredis = onFirstUse<typeof import('ioredis')>('ioredis');

/** The NOTIFY channel, and the Redis channel's name under the same word. */
export const COUNTER_CHANNEL = 'console_counters';
const RETRY_MS = 2_000;

const groups = new Set<string>(Object.keys(counterTables));
const isGroup = (text: string): text is CounterGroup => groups.has(text);

export interface CounterChannel {
  /** Inside the change's transaction: sends (PostgreSQL) or keeps (Redis) the news that `group` moved. */
  inTransaction(tx: Tx, group: CounterGroup): Promise<void>;
  /** Once the change committed. */
  afterCommit(group: CounterGroup): Promise<void>;
  /** Starts hearing; `onState` says whether it hears (false: what moved meanwhile is unknown). */
  start(onGroup: (group: CounterGroup) => void, onState: (hearing: boolean) => void): Promise<void>;
  close(): Promise<void>;
}

export class PostgresCounterChannel implements CounterChannel {
  #listener: Listener | null = null;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async inTransaction(tx: Tx, group: CounterGroup): Promise<void> {
    // PostgreSQL folds identical notifications of one transaction into one.
    await tx.execute(sql`select pg_notify(${COUNTER_CHANNEL}, ${group})`);
  }

  async afterCommit(): Promise<void> {}

  async start(onGroup: (group: CounterGroup) => void, onState: (hearing: boolean) => void): Promise<void> {
    const connect = async () => {
      if (this.#closed) return;
      try {
        this.#listener = await this.database.listen(
          COUNTER_CHANNEL,
          (payload) => {
            if (isGroup(payload)) onGroup(payload);
          },
          (error) => {
            this.#listener = null;
            this.log.warn(
              { err: error },
              'counter stream off: the connection listening for changes was lost',
            );
            onState(false);
            this.#retry = setTimeout(connect, RETRY_MS);
          },
        );
        onState(true);
      } catch (error) {
        this.log.warn({ err: error }, 'counter stream off: could not listen for changes; retrying');
        onState(false);
        this.#retry = setTimeout(connect, RETRY_MS);
      }
    };
    await connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#listener?.close();
    this.#listener = null;
  }
}

export class RedisCounterChannel implements CounterChannel {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = { maxRetriesPerRequest: 2, connectTimeout: 5_000 };
    const { Redis } = ioredis();
    this.#publisher = new Redis(url, options);
    // A subscribed connection can do nothing else: the second one is only for hearing.
    this.#subscriber = new Redis(url, options);
    this.#channel = `console:${COUNTER_CHANNEL}`;
    for (const client of [this.#publisher, this.#subscriber])
      client.on('error', (error: Error) => this.log.debug({ err: error }, 'counter stream: Redis error'));
  }

  async inTransaction(): Promise<void> {}

  async afterCommit(group: CounterGroup): Promise<void> {
    try {
      await this.#publisher.publish(this.#channel, group);
    } catch (error) {
      // The change stands; consoles learn of it at their next poll.
      this.log.warn({ err: error }, 'counter stream: could not publish to Redis');
    }
  }

  async start(onGroup: (group: CounterGroup) => void, onState: (hearing: boolean) => void): Promise<void> {
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#channel && isGroup(message)) onGroup(message);
    });
    // ioredis subscribes again after a reconnection; what was published meanwhile is lost, hence the state.
    this.#subscriber.on('ready', () => onState(true));
    this.#subscriber.on('close', () => onState(false));
    try {
      await this.#subscriber.subscribe(this.#channel);
      onState(true);
    } catch (error) {
      this.log.warn({ err: error }, 'counter stream off: could not subscribe in Redis; retrying');
      onState(false);
    }
  }

  async close(): Promise<void> {
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
  }
}
