import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { apiPaths, type Envelope, type LoginResult } from '@console/contract';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildConsoleApp, type ConsoleApp, readyConsoleApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, type Db, openDatabase, pgliteDir } from '../../src/db/index.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { syncLayoutAuthorities } from '../../src/modules/layout-authority/sync.ts';
import { syncMenuRecords } from '../../src/modules/menu-records/sync.ts';
import { seed } from '../../src/modules/seed/seed.ts';
import { copyTemplate, demoTemplate, templateName } from './postgres-templates.ts';

/** The first admin of every test database (test-only credentials). */
export const TEST_ADMIN = { username: 'admin', password: 'test-Admin-Pass-42' } as const;

export interface TestApp {
  app: FastifyInstance;
  consoleApp: ConsoleApp;
  db: Db;
  database: Database;
  config: Config;
  /** Logs in through the API and returns the session token. */
  login(username?: string, password?: string): Promise<string>;
  /** `app.inject` with the token in the `Authorization` header, returning the parsed envelope too. */
  call<T = unknown>(
    token: string | null,
    options: InjectOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
  /** Writes the access log rows queued so far (they are written in batches, after the answer left). */
  flushAccessLog(): Promise<void>;
  close(): Promise<void>;
}

/** Empties the PostgreSQL test database: both the tables and drizzle's record of applied migrations. */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function openTestDatabase(config: Config, demo: boolean): Promise<Database> {
  const server = inject('postgresServerUrl');
  const url = process.env.TEST_DATABASE_URL;
  if (server && url) {
    const template = demo
      ? await demoTemplate(server, (into) => seededDatabase(config, into))
      : templateName(server, 'template');
    await copyTemplate(server, url, template);
    const database = await openDatabase({ databaseUrl: url, dataDir: config.dataDir });
    // Already migrated in the template; this only proves the migrator sees nothing left to do.
    await database.migrate();
    return database;
  }
  const demoFile = demo ? pgliteDemoSnapshot() : undefined;
  const from = demoFile && existsSync(demoFile) ? demoFile : inject('pgliteSnapshot');
  const database = await openDatabase(config, {
    inMemory: true,
    loadDataDir: new Blob([readFileSync(from)]),
  });
  await database.migrate();
  return database;
}

/** What every test database gets before its app starts: the synced authorities and the first admin (and demo). */
async function prepare(database: Database, config: Config): Promise<void> {
  await syncLayoutAuthorities(database.db);
  await syncMenuRecords(database.db);
  // Does nothing on a copy of the demo: its admin exists.
  await seed(database.db, config, { print: () => {} });
}

/** Seeds the PostgreSQL database at `url` as a test asking for the demo rows sees it (the demo template). */
async function seededDatabase(config: Config, url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: config.dataDir });
  try {
    await prepare(database, config);
  } finally {
    await database.close();
  }
}

export interface TestAppOptions {
  /** Environment variables as the server would read them (e.g. `{ WEB_DIST: '/tmp/x' }`). */
  env?: Record<string, string>;
  /** Adds routes before the app is ready (a route that fails the way a bug would). */
  routes?: (app: FastifyInstance) => void;
  /** Extra options of `buildConsoleApp` (e.g. a cache store). */
  build?: Partial<Omit<BuildAppOptions, 'config' | 'database'>>;
}

/** What a test does with one app instance: call it, log in through it, write its access log. */
function instance(consoleApp: ConsoleApp, database: Database) {
  const { app } = consoleApp;
  const call: TestApp['call'] = async (token, injectOptions) => {
    const headers = { ...(injectOptions.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.inject({ ...injectOptions, headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    app,
    call,
    async login(username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) {
      const { body } = await call<LoginResult>(null, {
        method: 'POST',
        url: `/api${apiPaths.login}`,
        payload: { username, password },
      });
      if (body.code !== 0) throw new Error(`login of ${username} failed: ${body.code} ${body.msg}`);
      return body.data.token;
    },
    async flushAccessLog() {
      // An answered request's row is queued by its onResponse hook, which may run just after inject() resolved.
      await new Promise((resolve) => setImmediate(resolve));
      await consoleApp.accessLog.flush();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type AppInstance = Pick<TestApp, 'app' | 'consoleApp' | 'call' | 'login' | 'flushAccessLog' | 'close'>;

/**
 * Another server instance on the test's database, as a second process behind a load balancer would be:
 * its own app, caches and access log queue; on PostgreSQL also its own connection pool. (PGlite cannot be
 * shared between processes, so there it shares the first instance's handle.)
 */
export async function createSecondInstance(
  t: TestApp,
  build: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): Promise<AppInstance> {
  const url = process.env.TEST_DATABASE_URL;
  const own = url ? await openDatabase({ databaseUrl: url, dataDir: t.config.dataDir }) : undefined;
  const database = own ?? t.database;
  const consoleApp = buildConsoleApp({ config: t.config, database, logger: false, ...build });
  await readyConsoleApp(consoleApp, database);
  const made = instance(consoleApp, database);
  return {
    ...made,
    consoleApp,
    async close() {
      await consoleApp.app.close();
      await own?.close();
    },
  };
}

/**
 * Whether a test asks for the demo rows and nothing else of the environment: then its database is a copy of
 * one seeded once per run (seeding the demo takes seconds; copying it, well under one).
 */
function wantsDemoOnly(options: TestAppOptions): boolean {
  const env = options.env ?? {};
  return env.SEED_DEMO === '1' && Object.keys(env).length === 1;
}

/**
 * Fills an empty DATA_DIR with the run's migrated test database, for a test that starts the console as a process
 * and is not about its first start: initdb and every migration in the child took minutes beside the other lanes.
 * The console then starts as on any later day (nothing left to migrate; the first admin created by the seed).
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: pgliteDir(dataDir),
    extensions: pgliteExtensions,
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
  });
  await client.close();
}

/** On PGlite: the dump of the demo database, written by the first test file of the run that asks for it. */
function pgliteDemoSnapshot(): string {
  return join(dirname(inject('pgliteSnapshot')), 'pglite-demo-snapshot.tar');
}

/**
 * A fresh, migrated database (PGlite in memory, or TEST_DATABASE_URL reset) with the layout authorities
 * synchronised and the first admin seeded (no demo rows unless `SEED_DEMO: '1'`), and the app built on it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // Every declared endpoint's answer is checked against its output schema in the tests.
    API_CHECK_OUTPUT: '1',
    DATA_DIR: join(tmpdir(), 'console-test-unused'),
    WEB_DIST: join(tmpdir(), 'console-test-no-web-dist'),
    ...options.env,
  });
  const demo = wantsDemoOnly(options);
  const database = await openTestDatabase(config, demo);
  await prepare(database, config);
  const demoFile = demo && database.driver.kind === 'pglite' ? pgliteDemoSnapshot() : undefined;
  if (demoFile && !existsSync(demoFile) && database.driver.kind === 'pglite') {
    await database.driver.client.exec('checkpoint');
    const dump = await database.driver.client.dumpDataDir('none');
    // Written whole under another name first, so a file running beside this one never loads half of it.
    writeFileSync(`${demoFile}.part`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${demoFile}.part`, demoFile);
  }
  const consoleApp = buildConsoleApp({ config, database, logger: false, ...options.build });
  const { app } = consoleApp;
  options.routes?.(app);
  await readyConsoleApp(consoleApp, database);

  return {
    ...instance(consoleApp, database),
    consoleApp,
    db: database.db,
    database,
    config,
  };
}

/**
 * What the process warns of while a file's tests run (pg warns of a query queued beside another on one
 * connection, on the next tick): listening from `start` until `stop`.
 */
export function processWarnings() {
  const warnings: Error[] = [];
  const keep = (warning: Error) => warnings.push(warning);
  return {
    warnings,
    start: () => process.on('warning', keep),
    stop: () => process.off('warning', keep),
    /** The warnings seen once a tick has passed. */
    async seen(): Promise<string[]> {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return warnings.map((warning) => `${warning.name}: ${warning.message}`);
    },
  };
}
