/**
 * What a backup archive says about itself (`manifest.json`, its last entry): which console and migration made
 * it, the rows of every table at its snapshot, and the size and SHA-256 of every other entry, so that a restore
 * refuses a truncated or altered archive, or one a newer console made, before it writes anything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, migrationsFolder, queryRows } from '../db/index.ts';
import { serverRoot } from '../server-root.ts';

/** The archive layout this code writes and reads; a later layout is refused as coming from a newer console. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The database's entry: PGlite's own dump of its data directory (gzipped tar), or `pg_dump -Fc`. */
export const DATABASE_ENTRY = {
  pglite: 'database/pglite-datadir.tar.gz',
  postgres: 'database/postgres.dump',
};
/** Uploaded files keep their path below this prefix (`uploads/2024/05/<hex>.png`). */
export const UPLOADS_PREFIX = 'uploads/';

const migrationState = z.object({
  /** Migrations applied. */
  count: z.number().int().min(0),
  /** The last one's journal time (drizzle's `created_at`): what decides which migrations are still to run. */
  when: z.number().int().min(0),
  /** Its tag, when this code's journal knows it. */
  tag: z.string().nullable(),
});
export type MigrationState = z.infer<typeof migrationState>;

export const manifestSchema = z.object({
  format: z.number().int(),
  version: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migration: migrationState,
  /** Rows of each table of the `public` schema (every family's table among them) at the snapshot. */
  rows: z.record(z.string(), z.number().int().min(0)),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The server package's version, as the manifest records it. */
export function consoleVersion(): string {
  return (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

interface JournalEntry {
  tag: string;
  when: number;
}

const journals = new Map<string, JournalEntry[]>();

/** The migrations this code carries, in order (read once per folder: readiness asks at every probe). */
export function journal(folder: string = migrationsFolder): JournalEntry[] {
  let entries = journals.get(folder);
  if (!entries) {
    entries = (
      JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
    ).entries;
    journals.set(folder, entries);
  }
  return entries;
}

/** Where the database stands: nothing applied yet is `{ count: 0, when: 0, tag: null }`. */
export async function migrationStateOf(
  db: Pick<Db, 'execute'>,
  folder: string = migrationsFolder,
): Promise<MigrationState> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { count: 0, when: 0, tag: null };
  const [row] = await queryRows<{ count: number; when: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when ?? 0);
  return {
    count: row?.count ?? 0,
    when,
    tag: journal(folder).find((entry) => entry.when === when)?.tag ?? null,
  };
}

/** The migrations of this code's journal a database at `state` has still to apply (drizzle's own rule). */
export function pendingMigrations(state: MigrationState, folder: string = migrationsFolder): string[] {
  return journal(folder)
    .filter((entry) => entry.when > state.when)
    .map((entry) => entry.tag);
}

/** Why this code cannot take a database at `state`, or null: it was migrated by a newer console. */
export function newerThanThisCode(state: MigrationState, folder: string = migrationsFolder): string | null {
  const entries = journal(folder);
  const last = entries.at(-1);
  if (state.when <= (last?.when ?? 0)) return null;
  return `its database is at migration ${state.tag ?? `#${state.count}`}, newer than the last this console knows (${last?.tag ?? 'none'}): upgrade the console first`;
}

/** Rows of every table of the `public` schema, counted in the caller's transaction (the backup's snapshot). */
export async function countRows(db: Pick<Db, 'execute'>): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    rows[name] = row?.n ?? 0;
  }
  return rows;
}
