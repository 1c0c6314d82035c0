/**
 * `/api/ready` for a load balancer and `/metrics` for Prometheus. On PostgreSQL the instance reaches the
 * database through a TCP relay the test cuts, as a stopped server or a broken network would (the shared
 * PostgreSQL server itself is not stopped): 503 while cut, 200 once it answers again.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { apiPaths, type Envelope } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, type ConsoleApp, readyConsoleApp } from '../../src/app.ts';
import { type Database, openDatabase, queryRows } from '../../src/db/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

async function ready(app: ConsoleApp['app']) {
  const res = await app.inject({ url: `/api${apiPaths.ready}` });
  return { status: res.statusCode, body: res.json() as Envelope<Record<string, boolean>> };
}

describe('/api/ready', () => {
  it('answers 200 without a session when the database answers, migrations are current and it listens', async () => {
    const { status, body } = await ready(t.app);
    expect(status).toBe(200);
    expect(body.data).toEqual({ ready: true, database: true, migrations: true, listening: true, warm: true });
  });

  it('says warm: false while work the start left running goes on, and serves meanwhile', async () => {
    let finish: () => void = () => {};
    t.consoleApp.operations.startWork.track('test work', new Promise<void>((resolve) => (finish = resolve)));
    const during = await ready(t.app);
    expect(during.status).toBe(200);
    expect(during.body.data).toMatchObject({ ready: true, warm: false });
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ready(t.app)).body.data).toMatchObject({ ready: true, warm: true });
    // A failed piece of work is done too: its owner reports the failure.
    t.consoleApp.operations.startWork.track('failing work', Promise.reject(new Error('no')));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ready(t.app)).body.data).toMatchObject({ warm: true });
  });

  it('answers 503 while a migration of this code is not applied, 200 once it is', async () => {
    const [last] = await queryRows<{ hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const { status, body } = await ready(t.app);
      expect(status).toBe(503);
      expect(body.data).toMatchObject({ ready: false, database: true, migrations: false });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await ready(t.app)).status).toBe(200);
  });

  it('leaves /api/health the liveness answer', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore. */
class Relay {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    if (this.#server) return;
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.#server = server;
  }

  async down(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('/api/ready with PostgreSQL out of reach', () => {
  let relay: Relay;
  let database: Database;
  let instance: ConsoleApp;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    relay = new Relay(url);
    await relay.up();
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(relay.port);
    const config = { ...t.config, databaseUrl: through.toString() };
    database = await openDatabase(config);
    instance = buildConsoleApp({ config, database, logger: false });
    await readyConsoleApp(instance, database);
  });
  afterAll(async () => {
    await instance?.app.close();
    await database?.close().catch(() => {});
    await relay?.down();
  });

  it('answers 503 while the database is cut off, and 200 again once it answers', async () => {
    expect((await ready(instance.app)).status).toBe(200);
    await relay.down();
    const cut = await ready(instance.app);
    expect(cut.status).toBe(503);
    expect(cut.body.data).toMatchObject({ ready: false, database: false });
    await relay.up();
    // The pool reconnects at the next query; the listening connection comes back on its own schedule.
    const deadline = Date.now() + 20_000;
    let again = await ready(instance.app);
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await ready(instance.app);
    }
    expect(again.body.data).toEqual({
      ready: true,
      database: true,
      migrations: true,
      listening: true,
      warm: true,
    });
  }, 120_000);
});

describe('/metrics', () => {
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without its token or with another', async () => {
    for (const attempt of [
      await scrape(),
      await scrape('Bearer wrong-token-of-same-size-00'),
      await scrape(TOKEN),
    ]) {
      expect(attempt.statusCode).toBe(401);
      expect(attempt.body).not.toContain('console_http_requests_total');
    }
  });

  it('counts requests by route and status, and reports sessions, pool, queues, cache and event-loop lag', async () => {
    const series = /console_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)/;
    const before = Number(series.exec((await scrape(`Bearer ${TOKEN}`)).body)?.[1] ?? 0);
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health' });
    await t.login();
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(Number(series.exec(res.body)?.[1])).toBe(before + 3);
    expect(res.body).toMatch(
      /console_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(Number(/^console_sessions (\d+)/m.exec(res.body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/console_db_pool_connections\{state="total"\} \d+/);
    expect(res.body).toMatch(/^console_import_queue 0/m);
    expect(res.body).toMatch(/^console_export_jobs 0/m);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('# TYPE console_cache_lookups_total counter');
  });

  it('counts cache hits and misses', async () => {
    const count = async (result: string) =>
      Number(
        new RegExp(`console_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(
          (await scrape(`Bearer ${TOKEN}`)).body,
        )?.[1] ?? 0,
      );
    const before = { hit: await count('hit'), miss: await count('miss') };
    const key = `ops-test:${Date.now()}`;
    let computed = 0;
    for (let i = 0; i < 3; i++) await t.app.cache.remember(key, 60, async () => ++computed);
    expect(computed).toBe(1);
    expect(await count('miss')).toBe(before.miss + 1);
    expect(await count('hit')).toBe(before.hit + 2);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({ url: '/metrics' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('console_http_requests_total');
    } finally {
      await other.close();
    }
  });
});
