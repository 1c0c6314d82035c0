/**
 * Restores a backup archive into an empty target: the embedded database's folder under `DATA_DIR` (or the
 * empty PostgreSQL database of `DATABASE_URL`) and `DATA_DIR/uploads`. Everything that can be refused is
 * refused before anything is written: a damaged archive, one from a newer console, one of the other kind of
 * database, a target that holds data. The restored rows are counted against the manifest before it succeeds.
 * Migrations are not run here: the next start applies what the archive lacks, taking a backup first.
 */
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { pgliteDir } from '../db/index.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { uploadsRoot } from '../modules/uploads/routes.ts';
import { ArchiveError, extractArchive, verifyArchive } from './archive.ts';
import { postgresClientArgs, runPostgresTool } from './backup.ts';
import { countRows, DATABASE_ENTRY, type Manifest, newerThanThisCode, UPLOADS_PREFIX } from './manifest.ts';

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  file: string;
}

function hasEntries(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1 limit 3`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Why the target cannot take a restore, or null when it is empty. */
async function targetInUse(config: RestoreOptions['config']): Promise<string | null> {
  const uploads = uploadsRoot(config);
  if (hasEntries(uploads)) return `${uploads} is not empty`;
  if (config.databaseUrl) {
    const tables = await postgresTables(config.databaseUrl);
    if (tables.length > 0) return `the database of DATABASE_URL has tables (${tables.join(', ')}…)`;
    return null;
  }
  const folder = pgliteDir(config.dataDir);
  return hasEntries(folder) ? `${folder} already holds a database` : null;
}

/** The path below `uploads/` an entry names, refusing any that would climb out of it. */
function uploadPath(entry: string): string {
  const below = normalize(entry.slice(UPLOADS_PREFIX.length));
  if (below.startsWith('..') || below.startsWith('/') || below === '.') {
    throw new ArchiveError(
      `the archive names a file outside the uploads folder (${entry}); nothing was restored`,
    );
  }
  return below;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function compareCounts(manifest: Manifest, restored: Record<string, number>): void {
  for (const [table, expected] of Object.entries(manifest.rows)) {
    if (restored[table] !== expected) {
      throw new Error(
        `the restored table ${table} holds ${restored[table] ?? 'no'} rows, the backup ${expected}; the restore is not complete`,
      );
    }
  }
}

/** Restores `file`; answers its manifest. Throws ArchiveError for a refusal, before writing anything. */
export async function restoreBackup({ config, file }: RestoreOptions): Promise<Manifest> {
  if (!existsSync(file)) throw new ArchiveError(`${file} does not exist`);
  const manifest = await verifyArchive(file);
  const newer = newerThanThisCode(manifest.migration);
  if (newer) throw new ArchiveError(`${file} was made by a newer console: ${newer}`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new ArchiveError(
      manifest.database === 'pglite'
        ? `${file} holds an embedded (PGlite) database: restore it with DATABASE_URL unset`
        : `${file} holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database`,
    );
  }
  const inUse = await targetInUse(config);
  if (inUse) throw new ArchiveError(`the target is not empty: ${inUse}; restore only into an empty one`);

  const work = await mkdtemp(join(tmpdir(), 'console-restore-'));
  const uploads = uploadsRoot(config);
  let database: Buffer | undefined;
  try {
    await extractArchive(file, async (path, stream) => {
      if (path.startsWith(UPLOADS_PREFIX)) {
        const target = join(uploads, uploadPath(path));
        await mkdir(dirname(target), { recursive: true });
        await pipeline(stream, createWriteStream(target, { flags: 'wx' }));
      } else if (path === DATABASE_ENTRY.pglite) {
        database = await readAll(stream);
      } else if (path === DATABASE_ENTRY.postgres) {
        await pipeline(stream, createWriteStream(join(work, 'postgres.dump')));
      } else {
        stream.resume();
      }
    });
    if (config.databaseUrl) {
      const { args, env } = postgresClientArgs(config.databaseUrl);
      await runPostgresTool(
        'pg_restore',
        [
          ...args,
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          join(work, 'postgres.dump'),
        ],
        env,
      );
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        compareCounts(manifest, await countRows(drizzleNodePg({ client })));
      } finally {
        await client.end();
      }
    } else {
      if (!database) throw new ArchiveError(`${file} holds no database`);
      const client = await PGlite.create({
        dataDir: pgliteDir(config.dataDir),
        loadDataDir: new Blob([new Uint8Array(database)]),
        extensions: pgliteExtensions,
      });
      try {
        compareCounts(manifest, await countRows(drizzlePglite({ client })));
      } finally {
        await client.close();
      }
    }
    return manifest;
  } catch (error) {
    // The target was empty: leave it so, for another try.
    await rm(uploads, { recursive: true, force: true });
    if (!config.databaseUrl) await rm(pgliteDir(config.dataDir), { recursive: true, force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
