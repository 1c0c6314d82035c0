/**
 * One consistent backup of the database and the uploaded files, while the console keeps answering.
 *
 * - PGlite: inside one transaction of the only connection (so no write can land between them), the rows are
 *   counted and PGlite dumps its data directory; writes wait for the dump (about a second per few hundred MB)
 *   and then go on. A checkpoint first means the dump needs no WAL replay when it is opened.
 * - PostgreSQL: a read-only repeatable-read transaction exports its snapshot; the rows are counted in it and
 *   `pg_dump` dumps exactly that snapshot (`--snapshot`), so the counts and the dump agree to the row.
 *
 * Uploaded files are written once and never changed (uploads/routes.ts renames a complete file into place), so
 * the files present when the backup reaches them are complete; one uploaded during the backup may or may not be
 * in it, and a row naming it is only in the backup if it was committed before the snapshot.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { uploadsRoot } from '../modules/uploads/routes.ts';
import { ArchiveWriter } from './archive.ts';
import {
  consoleVersion,
  countRows,
  DATABASE_ENTRY,
  type Manifest,
  type MigrationState,
  migrationStateOf,
  UPLOADS_PREFIX,
} from './manifest.ts';

export interface BackupOptions {
  database: Database;
  config: Pick<Config, 'dataDir'>;
  /** The archive to write (absolute); its folder is created. */
  file: string;
}

/** Every uploaded file below `root`, as paths relative to it (dot-files are uploads still being checked). */
async function uploadedFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  await walk(root);
  return found;
}

interface DatabaseSnapshot {
  migration: MigrationState;
  rows: Record<string, number>;
}

async function snapshotPglite(database: Database, writer: ArchiveWriter): Promise<DatabaseSnapshot> {
  if (database.driver.kind !== 'pglite') throw new Error('not PGlite');
  const { client } = database.driver;
  await client.exec('checkpoint');
  let dump: Blob | undefined;
  // The transaction holds PGlite's one connection; the dump takes only its query lock, free between statements.
  const snapshot = await client.transaction(async (tx) => {
    const db = drizzlePglite({ client: tx as unknown as typeof client });
    const taken = { migration: await migrationStateOf(db), rows: await countRows(db) };
    dump = await client.dumpDataDir('gzip');
    return taken;
  });
  if (!dump) throw new Error('PGlite gave no dump');
  // Streamed from the blob: no second copy of a dump that may be hundreds of MB.
  await writer.add(DATABASE_ENTRY.pglite, dump.size, Readable.fromWeb(dump.stream() as NodeReadableStream));
  return snapshot;
}

/** `pg_dump`/`pg_restore` arguments and environment for a URL, the password kept out of the process list. */
export function postgresClientArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { args: [`--dbname=${parsed.toString()}`], env };
}

/** Runs a PostgreSQL client program; a failure names it and quotes what it printed. */
export function runPostgresTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} was not found: install the PostgreSQL client programs (Debian: postgresql-client), of the server's major version or newer`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function snapshotPostgres(url: string, writer: ArchiveWriter): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url, application_name: 'console-backup' });
  await client.connect();
  const work = await mkdtemp(join(tmpdir(), 'console-backup-'));
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const db = drizzleNodePg({ client });
    const snapshot = { migration: await migrationStateOf(db), rows: await countRows(db) };
    const dumpFile = join(work, 'postgres.dump');
    const { args, env } = postgresClientArgs(url);
    await runPostgresTool(
      'pg_dump',
      [...args, '--format=custom', `--snapshot=${exported.rows[0]?.snapshot}`, `--file=${dumpFile}`],
      env,
    );
    await client.query('commit');
    await writer.addFile(DATABASE_ENTRY.postgres, dumpFile);
    return snapshot;
  } finally {
    await client.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes one archive of the database and the uploads; answers its manifest and size in bytes. */
export async function createBackup({ database, config, file }: BackupOptions): Promise<{
  manifest: Manifest;
  size: number;
}> {
  await mkdir(dirname(file), { recursive: true });
  const writer = new ArchiveWriter(file);
  try {
    const { driver } = database;
    const snapshot =
      driver.kind === 'pglite'
        ? await snapshotPglite(database, writer)
        : await snapshotPostgres(driver.url, writer);
    const root = uploadsRoot(config);
    for (const path of await uploadedFiles(root)) {
      await writer.add(
        `${UPLOADS_PREFIX}${path}`,
        (await stat(join(root, path))).size,
        createReadStream(join(root, path)),
      );
    }
    const manifest = await writer.finish({
      version: consoleVersion(),
      createdAt: new Date().toISOString(),
      database: database.kind,
      ...snapshot,
    });
    return { manifest, size: (await stat(file)).size };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
