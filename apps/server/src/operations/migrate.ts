/**
 * Migrations at start, never without a way back: before a start migrates a database that already holds data,
 * a backup is taken (BACKUP_BEFORE_MIGRATE: `auto` takes it on PGlite and, on PostgreSQL, stops and says to
 * take one, since a large server is better dumped when its operator chooses; `take` takes it on both; `skip`
 * takes none). The pending migrations then run in one transaction (drizzle's migrator), so one that fails
 * leaves the database at the migration it was at.
 */
import type { Config } from '../config.ts';
import { type Database, migrationsFolder } from '../db/index.ts';
import { newBackupFile, takeBackup } from './backups.ts';
import { migrationStateOf, newerThanThisCode, pendingMigrations } from './manifest.ts';

/** A start that must not go on, with what the operator should do. */
export class MigrationRefused extends Error {
  override name = 'MigrationRefused';
}

export type MigrateConfig = Pick<
  Config,
  'dataDir' | 'databaseUrl' | 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupBeforeMigrate'
>;

export async function migrateSafely(
  database: Database,
  config: MigrateConfig,
  say: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  folder: string = migrationsFolder,
): Promise<{ applied: string[]; backup: string | null }> {
  const state = await migrationStateOf(database.db, folder);
  const newer = newerThanThisCode(state, folder);
  if (newer) say(`warning: ${newer}`);
  const pending = pendingMigrations(state, folder);
  if (pending.length === 0) return { applied: [], backup: null };

  let backup: string | null = null;
  if (state.count > 0) {
    const mode = config.backupBeforeMigrate;
    if (mode === 'auto' && database.kind === 'postgres') {
      throw new MigrationRefused(
        `${pending.length} migration(s) to apply to the database of DATABASE_URL (${pending.join(', ')}). ` +
          'Back it up first (`npm run admin -- backup`, or your own pg_dump), then start with ' +
          'BACKUP_BEFORE_MIGRATE=skip; or start with BACKUP_BEFORE_MIGRATE=take to have the start take it.',
      );
    }
    if (mode === 'skip') {
      say(`migrating without a backup (BACKUP_BEFORE_MIGRATE=skip): ${pending.join(', ')}`);
    } else {
      const file = newBackupFile(config, 'pre-migration');
      say(`backing up before migrating (${pending.join(', ')}) to ${file}`);
      backup = (await takeBackup(database, config, file, 'pre-migration')).file;
    }
  }
  try {
    await database.migrate(folder);
  } catch (error) {
    const at = state.tag ?? (state.count === 0 ? 'no migration' : `#${state.count}`);
    throw new MigrationRefused(
      `a migration failed, and none was applied: the database is still at ${at}. ${(error as Error).message}`,
      { cause: error },
    );
  }
  return { applied: pending, backup };
}
