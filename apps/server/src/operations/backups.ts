/**
 * The backups a server takes itself, and their record. The record is the backup folder (BACKUP_DIR): each
 * archive has its summary beside it (`<archive>.json`, what the manifest says, its size and why it was taken),
 * and the last failure is `last-failure.json`. No table holds it, so it survives a restore of an older archive
 * and says the truth about the files an operator sees in the folder.
 *
 * One backup runs at a time per process (the scheduled one, one asked for through the control socket, the one
 * before a migration): a second waits for the first.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { BackupStatus } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { createBackup } from './backup.ts';
import { markPartial, sweepPartials } from './backup-partials.ts';
import type { Manifest } from './manifest.ts';

export type BackupReason = 'scheduled' | 'manual' | 'pre-migration';

/** Archives this console names in BACKUP_DIR; only these are counted and pruned. */
const ARCHIVE_NAME = /^console-.*\.tar$/;
const FAILURE_FILE = 'last-failure.json';

export type BackupConfig = Pick<
  Config,
  'dataDir' | 'databaseUrl' | 'backupDir' | 'backupEveryHours' | 'backupKeep'
>;

interface Summary {
  file: string;
  size: number;
  reason: BackupReason;
  created_at: string;
  version: string;
  migration: string | null;
  rows: number;
}

/** A new archive's path in BACKUP_DIR; names sort by time. */
export function newBackupFile(config: Pick<Config, 'backupDir'>, reason: BackupReason): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(config.backupDir, `console-${reason === 'pre-migration' ? 'pre-migration-' : ''}${stamp}.tar`);
}

export interface TakenBackup {
  file: string;
  size: number;
  manifest: Manifest;
}

/** Told how many backups failed, when one fails or interrupted ones are found (the metric counts them). */
export type BackupFailures = (count: number) => void;

async function recordFailure(
  config: BackupConfig,
  failure: { at: string; reason: string; file: string; message: string },
): Promise<void> {
  await mkdir(config.backupDir, { recursive: true })
    .then(() => writeFile(join(config.backupDir, FAILURE_FILE), `${JSON.stringify(failure, null, 2)}\n`))
    .catch(() => {});
}

/**
 * Removes the partial archives of BACKUP_DIR whose writer stopped before completing them (a killed server or
 * command) and records the newest as the last failure: an operator learns that the backup did not happen.
 */
export async function sweepInterrupted(
  config: BackupConfig,
  failed: BackupFailures = () => {},
): Promise<number> {
  const swept = await sweepPartials(config.backupDir);
  const newest = swept.at(-1);
  if (newest) {
    // A partial is dated by its last write: a failure recorded since then stays the one shown.
    const recorded = await readJson<{ at?: string }>(join(config.backupDir, FAILURE_FILE));
    if (!recorded?.at || recorded.at < newest.at) await recordFailure(config, newest);
    failed(swept.length);
  }
  return swept.length;
}

/**
 * Takes one backup into `file` and records it beside it, after sweeping BACKUP_DIR of interrupted ones; a failure
 * is recorded in BACKUP_DIR and thrown, and a success into BACKUP_DIR clears the failure recorded before it.
 */
export async function takeBackup(
  database: Database,
  config: BackupConfig,
  file: string,
  reason: BackupReason,
  failed: BackupFailures = () => {},
): Promise<TakenBackup> {
  let unmark: (() => Promise<void>) | undefined;
  try {
    await sweepInterrupted(config, failed);
    await mkdir(dirname(file), { recursive: true });
    unmark = await markPartial(file, reason);
    const { manifest, size } = await createBackup({ database, config, file });
    const summary: Summary = {
      file: basename(file),
      size,
      reason,
      created_at: manifest.createdAt,
      version: manifest.version,
      migration: manifest.migration.tag,
      rows: Object.values(manifest.rows).reduce((sum, n) => sum + n, 0),
    };
    await writeFile(`${file}.json`, `${JSON.stringify(summary, null, 2)}\n`);
    // The status shows the newest archive of BACKUP_DIR: one written elsewhere does not answer its failure.
    if (resolve(dirname(file)) === resolve(config.backupDir)) {
      await rm(join(config.backupDir, FAILURE_FILE), { force: true });
    }
    return { file, size, manifest };
  } catch (error) {
    failed(1);
    await recordFailure(config, {
      at: new Date().toISOString(),
      reason,
      file,
      message: (error as Error).message,
    });
    throw error;
  } finally {
    await unmark?.();
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The archives of BACKUP_DIR, newest first. */
async function archives(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** What 配置管理 shows a super admin: the last backup, the last failure after it, the schedule. */
export async function backupStatus(config: BackupConfig, nextAt: Date | null): Promise<BackupStatus> {
  let last: BackupStatus['last'] = null;
  for (const name of await archives(config.backupDir)) {
    const summary = await readJson<Summary>(join(config.backupDir, `${name}.json`));
    if (!summary) continue;
    const size = await stat(join(config.backupDir, name)).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) continue;
    last = { ...summary, size };
    break;
  }
  const failure = await readJson<{ at: string; reason: BackupReason; message: string }>(
    join(config.backupDir, FAILURE_FILE),
  );
  return {
    dir: config.backupDir,
    every_hours: config.backupEveryHours,
    keep: config.backupKeep,
    next_at: nextAt?.toISOString() ?? null,
    last,
    failure: failure && (!last || failure.at > last.created_at) ? failure : null,
  };
}

/** Removes the oldest archives (and their summaries) past BACKUP_KEEP. */
async function prune(config: BackupConfig): Promise<string[]> {
  const removed = (await archives(config.backupDir)).slice(config.backupKeep);
  for (const name of removed) {
    await rm(join(config.backupDir, name), { force: true });
    await rm(join(config.backupDir, `${name}.json`), { force: true });
  }
  return removed;
}

const HOUR_MS = 3_600_000;

/** The server's backups: one at a time, and every BACKUP_EVERY_HOURS when set. */
export class Backups {
  #chain: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #nextAt: Date | null = null;

  constructor(
    private readonly database: Database,
    private readonly config: BackupConfig,
    private readonly log: FastifyBaseLogger,
    private readonly failed: BackupFailures = () => {},
  ) {}

  /** Takes a backup once the one running (if any) has finished. */
  take(file: string, reason: BackupReason): Promise<TakenBackup> {
    const run = this.#chain.then(() => takeBackup(this.database, this.config, file, reason, this.failed));
    this.#chain = run.catch(() => {});
    return run;
  }

  status(): Promise<BackupStatus> {
    return backupStatus(this.config, this.#nextAt);
  }

  /**
   * Sweeps the backups a stopped process left unfinished (recorded as a failure), then schedules the next backup
   * from the last one in the folder, so that restarts do not postpone it.
   */
  async start(): Promise<void> {
    const interrupted = await this.#chain
      .then(() => sweepInterrupted(this.config, this.failed))
      .catch((err) => {
        this.log.error({ err }, 'BACKUP_DIR could not be swept of interrupted backups');
        return 0;
      });
    if (interrupted > 0) {
      this.log.warn(
        { interrupted },
        'interrupted backups found in BACKUP_DIR: removed and recorded as failed',
      );
    }
    if (this.config.backupEveryHours <= 0) return;
    const every = this.config.backupEveryHours * HOUR_MS;
    const status = await this.status();
    const lastAt = status.last ? Date.parse(status.last.created_at) : 0;
    this.#arm(Math.max(0, lastAt + every - Date.now()));
  }

  #arm(delay: number): void {
    // setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is taken in steps.
    const step = Math.min(delay, 2 ** 31 - 1);
    this.#nextAt = new Date(Date.now() + delay);
    this.#timer = setTimeout(() => {
      if (delay > step) return this.#arm(delay - step);
      void this.#scheduled();
    }, step);
    this.#timer.unref();
  }

  async #scheduled(): Promise<void> {
    try {
      const taken = await this.take(newBackupFile(this.config, 'scheduled'), 'scheduled');
      const removed = await prune(this.config);
      this.log.info({ file: taken.file, size: taken.size, removed }, 'scheduled backup written');
    } catch (err) {
      this.log.error({ err }, 'scheduled backup failed');
    }
    if (this.#timer) this.#arm(this.config.backupEveryHours * HOUR_MS);
  }

  /** Stops the schedule and waits for a backup in progress. */
  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#nextAt = null;
    await this.#chain;
  }
}
