/**
 * The counter stream (`GET /system/counting/stream`, Server-Sent Events): every open console holds one and
 * hears the top bar's counters as soon as a change moves them, on whichever instance it was made. Which changes
 * move which counter is declared once (`counterTables` in the contract): a committed write of any family stored
 * in one of those tables, whatever module made it, is announced on the counter channel (channel.ts); each
 * instance then counts once and sends the new values to its streams. The stream needs a valid session and
 * ends (event `end`) when that session does; the console falls back to its polling whenever the stream is down.
 */
import {
  COUNTER_END_EVENT,
  COUNTER_EVENT,
  type CounterGroup,
  type CounterPush,
  counterStreamEndpoint,
  counterTables,
  ResultCode,
} from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { allFamilies } from '../../engine/index.ts';
import type { SessionCache } from '../../http/session-cache.ts';
import { readAuthorizationToken } from '../../http/session-token.ts';
import { type ServeStream, streamServer } from '../../http/stream-endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { type CounterChannel, PostgresCounterChannel, RedisCounterChannel } from './channel.ts';
import {
  countVideoComments,
  grantedCommentCount,
  grantedProposalCounters,
  mayCountOf,
  proposalCounters,
} from './service.ts';

export interface CounterStreamOptions {
  /** How often an open stream checks that its session is still valid (ms). */
  sessionCheckMs?: number;
  /** Changes heard within this window are counted once (ms). */
  settleMs?: number;
}

const counted: Record<CounterGroup, (db: Db) => Promise<CounterPush[CounterGroup]>> = {
  proposals: (db) => proposalCounters(db),
  comments: (db) => countVideoComments(db, 0),
};

type EndReason = 'session' | 'unavailable' | 'shutdown';

interface Stream {
  send(data: CounterPush): void;
  end(reason: EndReason): void;
}

export class CounterHub {
  readonly #streams = new Set<Stream>();
  readonly #moved = new Set<CounterGroup>();
  #timer: NodeJS.Timeout | null = null;
  #hearing = false;

  constructor(
    private readonly db: Db,
    private readonly channel: CounterChannel,
    private readonly log: FastifyBaseLogger,
    private readonly settleMs: number,
  ) {}

  get hearing(): boolean {
    return this.#hearing;
  }

  get streams(): number {
    return this.#streams.size;
  }

  /** Every family stored in a counted table tells the channel about each change it commits. */
  watch(engine: ResourceEngine): void {
    for (const [group, tables] of Object.entries(counterTables) as [CounterGroup, readonly string[]][]) {
      for (const def of allFamilies().filter((family) => tables.includes(family.table))) {
        engine.hooks.add(def.key, {
          afterWrite: ({ tx }) => this.channel.inTransaction(tx, group),
          afterCommit: () => this.channel.afterCommit(group),
        });
      }
    }
  }

  async start(): Promise<void> {
    await this.channel.start(
      (group) => this.#heard(group),
      (hearing) => {
        this.#hearing = hearing;
        // Streams that would miss changes are ended: their consoles poll until they reconnect.
        if (!hearing) for (const stream of this.#streams) stream.end('unavailable');
      },
    );
  }

  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    for (const stream of this.#streams) stream.end('shutdown');
    await this.channel.close();
  }

  /** Every counter as it is now: what a new stream starts with. */
  async snapshot(): Promise<CounterPush> {
    const groups = Object.keys(counted) as CounterGroup[];
    const values = await Promise.all(groups.map((group) => counted[group](this.db)));
    return Object.fromEntries(groups.map((group, i) => [group, values[i]])) as CounterPush;
  }

  add(stream: Stream): () => void {
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  #heard(group: CounterGroup): void {
    this.#moved.add(group);
    this.#timer ??= setTimeout(() => void this.#push(), this.settleMs);
  }

  async #push(): Promise<void> {
    this.#timer = null;
    const groups = [...this.#moved];
    this.#moved.clear();
    if (this.#streams.size === 0 || groups.length === 0) return;
    try {
      const values = await Promise.all(groups.map((group) => counted[group](this.db)));
      const push = Object.fromEntries(groups.map((group, i) => [group, values[i]])) as CounterPush;
      for (const stream of this.#streams) stream.send(push);
    } catch (error) {
      this.log.warn({ err: error }, 'counter stream: could not count');
    }
  }
}

/** Serves the stream (declared as `counterStreamEndpoint`) on the `/api` scope. */
export function counterStreamRoute(
  serveStream: ServeStream,
  hub: CounterHub,
  sessions: SessionCache,
  options: CounterStreamOptions = {},
): void {
  const sessionCheckMs = options.sessionCheckMs ?? 2_000;
  serveStream(counterStreamEndpoint, async (_input, request, open) => {
    if (!hub.hearing) {
      throw new AppError(ResultCode.failed, {
        zh: '实时推送暂不可用，已改为定时刷新',
        en: 'Live counters are unavailable; the console polls instead',
      });
    }
    const token = readAuthorizationToken(request.headers.authorization);
    // What this admin may know of each push: a count follows the grant of what it counts (null otherwise).
    const mayCount = mayCountOf(request);
    const granted = async (push: CounterPush): Promise<CounterPush> => ({
      ...(push.proposals && { proposals: await grantedProposalCounters(push.proposals, mayCount) }),
      ...('comments' in push && { comments: await grantedCommentCount(mayCount, async () => push.comments) }),
    });
    const first = await granted(await hub.snapshot());
    const events = open();
    // Pushes are judged one after another, so they leave in the order they were counted.
    let sending = Promise.resolve();
    // The answer lasts until the browser leaves or the server ends it (the session ended, shutdown).
    await new Promise<void>((done) => {
      let check: NodeJS.Timeout | undefined;
      const finish = () => {
        if (check) clearInterval(check);
        remove();
        done();
      };
      const stream: Stream = {
        send: (data) => {
          sending = sending
            .then(() => granted(data))
            .then((push) => {
              if (events.open) events.send(COUNTER_EVENT, push);
            })
            .catch(() => {});
        },
        end: (reason) => {
          if (events.open) events.send(COUNTER_END_EVENT, { reason });
          finish();
        },
      };
      const remove = hub.add(stream);
      events.signal.addEventListener('abort', finish, { once: true });
      check = setInterval(() => {
        void (async () => {
          const session = token ? await sessions.find(token, new Date()).catch(() => undefined) : null;
          // null: logged out, expired or disabled. undefined: the database could not say; asked again next time.
          if (session === null) stream.end('session');
        })();
      }, sessionCheckMs);
      events.send(COUNTER_EVENT, first);
    });
  });
}

/** Changes heard within this window are counted once, well inside the two seconds a console may lag. */
const SETTLE_MS = 50;

/** The counter stream as a module: its channel, hub and route. */
export function counterStreamModule({ api, db, database, sessions, engine, config }: ModuleContext): void {
  // Redis when instances share one (REDIS_URL), else the database's own NOTIFY: either reaches every instance.
  const channel = config.redisUrl
    ? new RedisCounterChannel(config.redisUrl, api.log)
    : new PostgresCounterChannel(database, api.log);
  const hub = new CounterHub(db, channel, api.log, SETTLE_MS);
  hub.watch(engine);
  counterStreamRoute(streamServer(api, config.checkApiOutput), hub, sessions);
  api.addHook('onReady', () => hub.start());
  // Before the server stops taking connections: an open stream would otherwise hold the close forever.
  api.addHook('preClose', () => hub.close());
}
