/**
 * A database to run migrations on in a test: the PostgreSQL test database when TEST_DATABASE_URL is set (reset
 * first), else an in-memory PGlite; and a copy of the migrations folder cut after a given migration, so a test
 * can build a database as an earlier version left it and then migrate it to the current schema.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/index.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { resetPostgres } from './harness.ts';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that ends with `lastTag`. */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

export interface Target {
  run(statement: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await resetPostgres(url);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = drizzleNodePg({ client: pool });
    return {
      run: async (statement) => (await db.execute(sql.raw(statement))).rows,
      migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzlePglite({ client });
  return {
    run: async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[],
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
