/**
 * Migrations at start (operations/migrate.ts): a database holding data is backed up before a migration
 * (PGlite by default; PostgreSQL refuses and says to, unless told `take` or `skip`), and pending migrations
 * run all or nothing: one that throws leaves the database at the migration it was at, every row in place.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, queryRows } from '../../src/db/index.ts';
import { journal, migrationStateOf } from '../../src/operations/manifest.ts';
import { type MigrateConfig, MigrationRefused, migrateSafely } from '../../src/operations/migrate.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let work: string;
const quiet = () => {};

/** The real migrations plus these, each given as its SQL statements. */
function migrationsWith(extra: Record<string, string[]>): string {
  const folder = mkdtempSync(join(work, 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const file = join(folder, 'meta', '_journal.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, unknown>[] };
  let when = Math.max(...journal().map((entry) => entry.when));
  for (const [tag, statements] of Object.entries(extra)) {
    when += 1000;
    parsed.entries.push({ idx: parsed.entries.length, version: '7', when, tag, breakpoints: true });
    writeFileSync(join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  }
  writeFileSync(file, JSON.stringify(parsed));
  return folder;
}

function configWith(mode: MigrateConfig['backupBeforeMigrate']): MigrateConfig {
  return { ...t.config, backupDir: join(work, `backups-${mode}`), backupBeforeMigrate: mode };
}

async function tagNames(): Promise<string[]> {
  return (await queryRows<{ name: string }>(t.db, sql`select name from tag order by id`)).map((r) => r.name);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'console-migrate-'));
  t = await createTestApp();
  await t.db.execute(sql`insert into tag (name, type) values ('kept', 1)`);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a migration that throws', () => {
  it('leaves the database at the previous migration, with none of the pending ones applied', async () => {
    const before = await migrationStateOf(t.db);
    const folder = migrationsWith({
      '0900_good': [
        'create table ops_migrate_good (id int)',
        "insert into tag (name, type) values ('added by 0900', 1)",
      ],
      '0901_throws': ["insert into tag (name, type) values ('added by 0901', 1)", 'select 1 / 0'],
    });
    const attempt = migrateSafely(t.database, configWith('skip'), quiet, folder);
    await expect(attempt).rejects.toBeInstanceOf(MigrationRefused);
    await expect(attempt).rejects.toThrow(`none was applied: the database is still at ${before.tag}`);
    expect(await migrationStateOf(t.db)).toEqual(before);
    expect(await tagNames()).toEqual(['kept']);
    const [table] = await queryRows<{ present: boolean }>(
      t.db,
      sql`select to_regclass('public.ops_migrate_good') is not null as present`,
    );
    expect(table?.present).toBe(false);
  });
});

describe('before a migration of a database holding data', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'PGlite takes a backup first, at the migration it was at',
    async () => {
      const before = await migrationStateOf(t.db);
      const folder = migrationsWith({ '0910_adds_a_table': ['create table ops_migrate_one (id int)'] });
      const config = configWith('auto');
      const done = await migrateSafely(t.database, config, quiet, folder);
      expect(done.applied).toEqual(['0910_adds_a_table']);
      expect(done.backup).not.toBeNull();
      const files = readdirSync(config.backupDir);
      expect(files.some((name) => /^console-pre-migration-.*\.tar$/.test(name))).toBe(true);
      const summary = JSON.parse(readFileSync(`${done.backup}.json`, 'utf8'));
      expect(summary).toMatchObject({ reason: 'pre-migration', migration: before.tag });
      expect((await migrationStateOf(t.db, folder)).tag).toBe('0910_adds_a_table');
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL says to back up and migrates nothing, unless told',
    async () => {
      const before = await migrationStateOf(t.db);
      const folder = migrationsWith({ '0920_adds_a_table': ['create table ops_migrate_two (id int)'] });
      const refused = migrateSafely(t.database, configWith('auto'), quiet, folder);
      await expect(refused).rejects.toThrow(/Back it up first .*BACKUP_BEFORE_MIGRATE=skip/);
      expect(await migrationStateOf(t.db)).toEqual(before);

      const config = configWith('take');
      const done = await migrateSafely(t.database, config, quiet, folder);
      expect(done.applied).toEqual(['0920_adds_a_table']);
      expect(done.backup && existsSync(done.backup)).toBe(true);
      expect(JSON.parse(readFileSync(`${done.backup}.json`, 'utf8')).migration).toBe(before.tag);
    },
  );

  it('takes none for a database with nothing pending', async () => {
    const done = await migrateSafely(t.database, configWith('take'), quiet);
    expect(done).toEqual({ applied: [], backup: null });
  });
});
