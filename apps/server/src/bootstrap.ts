import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError, type DataDirLock, lockDataDir, takeoverMessage } from './db/data-dir-lock.ts';
import { type Database, openDatabase } from './db/index.ts';
import { syncLayoutAuthorities } from './modules/layout-authority/sync.ts';
import { syncMenuRecords } from './modules/menu-records/sync.ts';
import { seed } from './modules/seed/seed.ts';
import { MigrationRefused, migrateSafely } from './operations/migrate.ts';
import type { StartSteps } from './start-steps.ts';

export interface PreparedDatabase {
  database: Database;
  /** Held in PGlite mode only; release it after closing the database. */
  lock: DataDirLock | undefined;
}

/** Refusals a person can act on are printed as one clear line, not a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The validated configuration, or a clear message and exit 1. */
export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * What every process that opens the database does first (the server and the admin CLI): lock `DATA_DIR`
 * (PGlite cannot be shared), open, migrate, synchronise the layout authorities, seed an empty database.
 */
export async function prepareDatabase(
  config: Config,
  onLockLost: (error: Error) => void,
  steps?: StartSteps,
): Promise<PreparedDatabase> {
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(config.dataDir, onLockLost);
      // Before any logger exists: a line of its own on stderr, naming the dead process.
      if (lock.tookOverFrom) process.stderr.write(`${takeoverMessage(config.dataDir, lock.tookOverFrom)}\n`);
    } catch (error) {
      if (error instanceof DataDirBusyError) fail(error.message);
      throw error;
    }
  }
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    steps?.mark(database.kind === 'pglite' ? 'PGlite open' : 'PostgreSQL connect');
    // A backup first when it would change a database holding data; all or nothing (docs/operations.md).
    await migrateSafely(database, config);
    steps?.mark('migrations check');
    await syncLayoutAuthorities(database.db);
    await syncMenuRecords(database.db);
    steps?.mark('menu authorities and records');
    await seed(database.db, config);
    steps?.mark('seed check');
    return { database, lock };
  } catch (error) {
    await database?.close().catch(() => {});
    await lock?.release().catch(() => {});
    if (error instanceof MigrationRefused) fail(error.message);
    throw error;
  }
}
