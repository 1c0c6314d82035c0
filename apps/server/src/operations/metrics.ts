/**
 * `GET /metrics` in Prometheus's text format (prom-client), for whoever holds METRICS_TOKEN (a bearer token;
 * unset, the endpoint does not exist). Outside `/api`: no session, no envelope, no access-log row per scrape.
 * Each app has its own registry, so two apps in one process (tests, a second instance) count apart.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/index.ts';
import { queryRows } from '../db/index.ts';
import { exportsRunning } from '../engine/xlsx.ts';
import type { CacheStore } from '../integrations/cache/index.ts';
import { importQueue } from '../modules/datasheet/cache/queue.ts';

export const METRICS_PATH = '/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class ConsoleMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #latency: Histogram<'method' | 'route' | 'status'>;
  readonly #cache: Counter<'result'>;
  readonly #backupFailures: Counter;

  /** `served`: METRICS_TOKEN is set; without it nothing reads the process's own figures, so none are sampled. */
  constructor(database: Database, served: boolean) {
    const registers = [this.registry];
    if (served) collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: 'console_http_requests_total',
      help: 'Requests answered, by route pattern, method and HTTP status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#latency = new Histogram({
      name: 'console_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and HTTP status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#cache = new Counter({
      name: 'console_cache_lookups_total',
      help: 'Cache lookups by result (hit or miss); the hit rate is hit / (hit + miss).',
      labelNames: ['result'],
      registers,
    });
    this.#backupFailures = new Counter({
      name: 'console_backup_failures_total',
      help: 'Backups of this process that failed, and backups found cut short by a stopped process (BACKUP_DIR).',
      registers,
    });
    new Gauge({
      name: 'console_db_pool_connections',
      help: 'Database connections by state (PostgreSQL pool: total, idle, waiting clients; PGlite: one).',
      labelNames: ['state'],
      registers,
      collect() {
        const { driver } = database;
        if (driver.kind === 'postgres') {
          this.set({ state: 'total' }, driver.pool.totalCount);
          this.set({ state: 'idle' }, driver.pool.idleCount);
          this.set({ state: 'waiting' }, driver.pool.waitingCount);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    new Gauge({
      name: 'console_import_queue',
      help: 'Datasheet imports running or waiting in this process.',
      registers,
      collect() {
        this.set(importQueue.size);
      },
    });
    new Gauge({
      name: 'console_export_jobs',
      help: 'xlsx exports being written in this process.',
      registers,
      collect() {
        this.set(exportsRunning());
      },
    });
    new Gauge({
      name: 'console_sessions',
      help: 'Login sessions neither expired nor revoked (all instances: counted in the database).',
      registers,
      async collect() {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from admin_session where revoked_at is null and expires_at > now()`,
        );
        this.set(row?.n ?? 0);
      },
    });
  }

  /** Counts failed backups (operations/backups.ts tells). */
  backupsFailed(count: number): void {
    this.#backupFailures.inc(count);
  }

  /** Counts every answer of the server; call before the routes are registered. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // The pattern, never the raw URL: one series per route, whatever the ids in paths.
        route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
        status: String(reply.statusCode),
      };
      this.#requests.inc(labels);
      this.#latency.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** `GET /metrics` for the bearer of `token`; nothing is registered without one. */
  route(app: FastifyInstance, token: string | undefined): void {
    if (!token) return;
    app.get(METRICS_PATH, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .type('text/plain')
          .send('metrics need the METRICS_TOKEN bearer token\n');
      }
      return reply.type(this.registry.contentType).send(await this.registry.metrics());
    });
  }

  /** The store with its lookups counted (a `remember` that did not compute is a hit). */
  countLookups(store: CacheStore): CacheStore {
    const hit = () => this.#cache.inc({ result: 'hit' });
    const miss = () => this.#cache.inc({ result: 'miss' });
    return {
      kind: store.kind,
      set: (key, value, ttlSeconds) => store.set(key, value, ttlSeconds),
      del: (keys) => store.del(keys),
      keys: (pattern, limit) => store.keys(pattern, limit),
      delPattern: (pattern) => store.delPattern(pattern),
      setJson: (key, value, ttlSeconds) => store.setJson(key, value, ttlSeconds),
      close: () => store.close(),
      get: async (key: string) => {
        const value = await store.get(key);
        (value === null ? miss : hit)();
        return value;
      },
      getJson: async <T>(key: string) => {
        const value = await store.getJson<T>(key);
        (value === null ? miss : hit)();
        return value;
      },
      remember: async <T>(key: string, ttlSeconds: number, compute: () => Promise<T>) => {
        let computed = false;
        const value = await store.remember(key, ttlSeconds, () => {
          computed = true;
          return compute();
        });
        (computed ? miss : hit)();
        return value;
      },
    };
  }
}
