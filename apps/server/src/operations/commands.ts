/**
 * `npm run admin -- backup [FILE]` and `npm run admin -- restore FILE` (cli.ts hands them here).
 *
 * Backup never migrates: it takes the database as it is. With PGlite, a running server holds DATA_DIR, so the
 * command asks it through its control socket; with the server stopped it takes the lock and dumps itself.
 * Restore takes the lock (a running server must be stopped) and writes only into an empty target.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { DataDirBusyError, lockDataDir, takeoverMessage } from '../db/data-dir-lock.ts';
import { openDatabase, pgliteDir } from '../db/index.ts';
import { newBackupFile, type TakenBackup, takeBackup } from './backups.ts';
import { backupThroughServer } from './control.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

/** A command that cannot go on, said in one line. */
export class CommandError extends Error {
  override name = 'CommandError';
}

function describe(manifest: Manifest): string {
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  const uploads = manifest.files.filter((file) => file.path.startsWith('uploads/')).length;
  return `${rows} rows in ${Object.keys(manifest.rows).length} tables, ${uploads} uploaded files, migration ${manifest.migration.tag ?? manifest.migration.count}`;
}

async function backupHere(config: Config, file: string): Promise<TakenBackup> {
  if (!config.databaseUrl && !existsSync(pgliteDir(config.dataDir))) {
    throw new CommandError(`DATA_DIR ${config.dataDir} holds no database: nothing to back up`);
  }
  const database = await openDatabase(config);
  try {
    return await takeBackup(database, config, file, 'manual');
  } finally {
    await database.close();
  }
}

export async function backupCommand(config: Config, target: string | undefined): Promise<string> {
  const file = target ? resolve(target) : newBackupFile(config, 'manual');
  if (existsSync(file)) throw new CommandError(`${file} exists already; name another file`);
  let taken: TakenBackup;
  if (config.databaseUrl) {
    taken = await backupHere(config, file);
  } else {
    let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
    try {
      lock = await lockDataDir(config.dataDir);
      if (lock.tookOverFrom) process.stderr.write(`${takeoverMessage(config.dataDir, lock.tookOverFrom)}\n`);
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
    }
    if (lock) {
      try {
        taken = await backupHere(config, file);
      } finally {
        await lock.release();
      }
    } else {
      taken = await backupThroughServer(config.dataDir, file);
    }
  }
  const mb = (taken.size / 1024 / 1024).toFixed(1);
  return `backup written: ${taken.file} (${mb} MB; ${describe(taken.manifest)})`;
}

export async function restoreCommand(config: Config, target: string): Promise<string> {
  const file = resolve(target);
  let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(config.dataDir);
      if (lock.tookOverFrom) process.stderr.write(`${takeoverMessage(config.dataDir, lock.tookOverFrom)}\n`);
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        throw new CommandError(`${error.message} A restore needs the console stopped.`);
      }
      throw error;
    }
  }
  try {
    const manifest = await restoreBackup({ config, file });
    return `restored ${file} (taken ${manifest.createdAt} by console ${manifest.version}): ${describe(manifest)}. Start the console to use it.`;
  } finally {
    await lock?.release();
  }
}
