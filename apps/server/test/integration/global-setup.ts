import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/index.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { preparePostgresTemplates } from './postgres-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dump of a migrated PGlite database; empty when the tests run on TEST_DATABASE_URL. */
    pgliteSnapshot: string;
    /** TEST_DATABASE_URL as given: the server the per-worker databases are made on; empty on PGlite. */
    postgresServerUrl: string;
  }
}

/**
 * Creating a database and migrating it takes seconds (PGlite runs initdb, ≈5 s; PostgreSQL creates some
 * hundreds of tables and indexes), so it is done once here and every test file starts from a copy: a dump
 * PGlite loads, or a PostgreSQL template database (see postgres-templates.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await preparePostgresTemplates(url);
    project.provide('pgliteSnapshot', '');
    project.provide('postgresServerUrl', url);
    return;
  }
  project.provide('postgresServerUrl', '');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  // Checkpointed, so a copy opens without replaying the migrations' WAL (a third of its opening time), and
  // uncompressed: loading it then skips a gunzip of some 50 MB at every test database.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
  const file = join(dir, 'pglite-snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
