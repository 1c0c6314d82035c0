/**
 * Restore targets for the operations tests: an empty DATA_DIR for PGlite, or, on PostgreSQL, an empty
 * database beside TEST_DATABASE_URL's (its name with `_restore`, dropped and created again each time).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildConsoleApp, readyConsoleApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/index.ts';
import { migrateSafely } from '../../src/operations/migrate.ts';
import { TEST_ADMIN } from './harness.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The URL of an empty database named after the test database's, made afresh. */
export async function emptyPostgresBeside(suffix: string): Promise<string> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database `emptyPostgresBeside` made (tests leave no databases behind). */
export async function dropPostgres(url: string | undefined): Promise<void> {
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A configuration whose DATA_DIR is a new empty folder (and DATABASE_URL an empty database on PostgreSQL). */
export async function emptyTarget(suffix: string): Promise<Config> {
  const dataDir = mkdtempSync(join(tmpdir(), `console-${suffix}-`));
  return loadConfig({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BACKUP_DIR: join(dataDir, 'backups'),
    WEB_DIST: join(tmpdir(), 'console-test-no-web-dist'),
    DATABASE_URL: onPostgres ? await emptyPostgresBeside(suffix) : '',
  });
}

/** The console started on a restored target, as `npm start` would (migrations checked, app ready). */
export async function startOn(config: Config) {
  const database = await openDatabase(config);
  await migrateSafely(database, config, () => {});
  const consoleApp = buildConsoleApp({ config, database, logger: false });
  await readyConsoleApp(consoleApp, database);
  return {
    consoleApp,
    database,
    async close() {
      await consoleApp.app.close();
      await database.close();
    },
  };
}
