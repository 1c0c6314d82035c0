/**
 * Test databases on a PostgreSQL server, made by copying templates instead of migrating each one.
 *
 * TEST_DATABASE_URL names the server and a database on it (`…/app_test`). The global setup migrates a
 * template beside it (`app_test_tpl`); each test worker gets a database of its own (`app_test_w1`, …) which
 * every `createTestApp` drops and copies again from the template, in well under a second where migrating took
 * seconds. A test that asks for the demo rows copies a second template seeded with them (`app_test_demo_tpl`),
 * seeded once by the first such test of the run. Inside a worker, TEST_DATABASE_URL is that worker's database
 * (worker-database.ts), so tests that reach for it find their own.
 */
import pg from 'pg';
import { openDatabase } from '../../src/db/index.ts';

const suffix = { template: '_tpl', demo: '_demo_tpl' } as const;

function databaseOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export function templateName(serverUrl: string, kind: keyof typeof suffix): string {
  return `${databaseOf(serverUrl)}${suffix[kind]}`;
}

/** This worker's database: one per vitest worker, so files running side by side never share one. */
export function workerDatabaseUrl(serverUrl: string): string {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '1';
  return withDatabase(serverUrl, `${databaseOf(serverUrl)}_w${worker}`);
}

/** Runs `work` on a connection to the server's own database (the one TEST_DATABASE_URL names). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
}

async function exists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

/** Waits until no session is left on `name` (a closed pool's backends end a moment after it closed). */
async function disconnected(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const { rowCount } = await client.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (!rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sessions on ${name} did not end`);
}

/** The run's migrated template, made afresh (the migrations may have changed since the last run). */
export async function preparePostgresTemplates(serverUrl: string): Promise<void> {
  const template = templateName(serverUrl, 'template');
  await onServer(serverUrl, async (client) => {
    await dropDatabase(client, templateName(serverUrl, 'demo'));
    await dropDatabase(client, template);
    await client.query(`create database ${client.escapeIdentifier(template)}`);
  });
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template), dataDir: '' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * The demo template, seeded by `seedInto` the first time a test asks for it in this run. Seeded under another
 * name and renamed when complete, under a lock, so a worker beside this one waits for it rather than copying
 * half of it.
 */
export async function demoTemplate(serverUrl: string, seedInto: (url: string) => Promise<void>) {
  const demo = templateName(serverUrl, 'demo');
  const part = `${demo}_part`;
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [demo]);
    try {
      if (await exists(client, demo)) return;
      await dropDatabase(client, part);
      await client.query(
        `create database ${client.escapeIdentifier(part)} template ${client.escapeIdentifier(templateName(serverUrl, 'template'))}`,
      );
      await seedInto(withDatabase(serverUrl, part));
      await disconnected(client, part);
      await client.query(
        `alter database ${client.escapeIdentifier(part)} rename to ${client.escapeIdentifier(demo)}`,
      );
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [demo]);
    }
  });
  return demo;
}

/** Drops the database `targetUrl` names and makes it again as a copy of `template`. */
export async function copyTemplate(serverUrl: string, targetUrl: string, template: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const target = databaseOf(targetUrl);
    await dropDatabase(client, target);
    await client.query(
      `create database ${client.escapeIdentifier(target)} template ${client.escapeIdentifier(template)}`,
    );
  });
}
