import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { serverRoot } from '../server-root.ts';
import { type Heard, type Listener, PostgresChannels } from './listen.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import * as schema from './schema/index.ts';

export { schema };

/** The one database type the modules use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * The driver underneath, for what Drizzle does not do: PGlite's dump of its data directory (backups), the
   * pool's figures (metrics).
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
  /** Applies the SQL migrations of `folder` (`apps/server/drizzle`) that have not run yet, in one transaction. */
  migrate(folder?: string): Promise<void>;
  /**
   * Hears `NOTIFY` on `channel` (each payload, in commit order) until `close()`, this process's own commits
   * before the code that made them carries on (listen.ts). On PostgreSQL, `onLost` is called once if the
   * listening connection ends otherwise (server restarted, network cut): what it would have heard since is
   * unknown. PGlite runs in this process and never loses it.
   */
  listen(channel: string, onPayload: Heard, onLost: (error: Error) => void): Promise<Listener>;
  close(): Promise<void>;
}

export type { Heard, Listener };

export const migrationsFolder = join(serverRoot, 'drizzle');

export interface OpenOptions {
  /** PGlite only: keep the database in memory instead of under `DATA_DIR` (tests). */
  inMemory?: boolean;
  /** PGlite only: start from this `dumpDataDir()` snapshot (tests load a migrated one). */
  loadDataDir?: Blob;
}

/**
 * PGlite's buffer pool when the configuration does not say. initdb writes PostgreSQL's 128 MB into the data
 * directory, and in WebAssembly every page the pool ever held stays in the process's memory (it grows and never
 * shrinks): the demo's idle server held 480 MB after a restart and 700 after its first start, 265 with 16 MB. The
 * files under it stay in the operating system's page cache, so a smaller pool costs a copy, not a disk read.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** The folder PGlite keeps its files in, inside `DATA_DIR`. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * Opens PostgreSQL when `DATABASE_URL` is set, else the embedded PGlite under `DATA_DIR`.
 * In PGlite mode the caller must hold the `DATA_DIR` lock (see `data-dir-lock.ts`): PGlite itself does not lock.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'pgliteSharedBuffersMb'>>,
  options: OpenOptions = {},
): Promise<Database> {
  const url = config.databaseUrl;
  if (url) {
    const channels = new PostgresChannels(url);
    const pool = new pg.Pool({ connectionString: url, max: 10, onConnect: channels.onConnect });
    // An idle connection dropped by the server emits 'error'; unhandled, that would end the process.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL connection error: ${error.message}\n`));
    const db = drizzleNodePg({ client: pool, schema });
    // Fail at start, not at the first request, when the server is unreachable.
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, url },
      migrate: (folder = migrationsFolder) => migrateNodePg(db, { migrationsFolder: folder }),
      listen: (channel, onPayload, onLost) => channels.listen(channel, onPayload, onLost),
      close: () => pool.end(),
    };
  }

  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = pgliteDir(config.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${config.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`,
    ],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, (payload) => onPayload(payload, 'listener'));
      return { close: () => unlisten() };
    },
    close: () => client.close(),
  };
}

/** The rows of a raw SQL query, whichever driver ran it (both answer `{ rows }`). */
export async function queryRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Most statement texts `preparedRows` names; past it, further texts run unnamed (a connection never forgets one). */
const MAX_NAMED_STATEMENTS = 500;
const namedStatements = new Map<string, string>();
const dialect = new PgDialect();

/**
 * The rows of a raw SQL query, prepared under a name derived from its text: a statement whose text recurs (a
 * list's page and count, for one shape of filters; its values are parameters) is parsed and planned once per
 * connection instead of at every call, which costs PostgreSQL more than running it. PostgreSQL may then keep
 * a generic plan, as it does for any prepared statement. PGlite runs it as any other query.
 */
export async function preparedRows<Row>(db: Pick<Db, '_'>, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const result = (await db._.session
    .prepareQuery(built, undefined, statementName(built.sql), false)
    .execute()) as unknown as {
    rows: Row[];
  };
  return result.rows;
}

/** The name `preparedRows` gives a statement's text; undefined past MAX_NAMED_STATEMENTS. */
function statementName(text: string): string | undefined {
  let name = namedStatements.get(text);
  if (name === undefined && namedStatements.size < MAX_NAMED_STATEMENTS) {
    name = `q:${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    namedStatements.set(text, name);
  }
  return name;
}

/** Most shapes `shapedRows` keeps built; past it, further shapes are built at every call. */
const MAX_SHAPES = 1000;
const shapes = new Map<string, { sql: string; params: unknown[]; name: string | undefined }>();

/**
 * The rows of a statement whose text depends only on `shape`, with `values` for its placeholders
 * (`sql.placeholder(name)`): as `preparedRows`, but the text is built from drizzle's SQL once per shape, not at
 * every call — building it walks every piece of the query and cost a list call more than its own rows did.
 * `build` must give the same text for the same shape; the values are bound at each call.
 */
export async function shapedRows<Row>(
  db: Pick<Db, '_'>,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let built = shapes.get(shape);
  if (!built) {
    const query = dialect.sqlToQuery(build());
    built = { ...query, name: statementName(query.sql) };
    if (shapes.size < MAX_SHAPES) shapes.set(shape, built);
  }
  const statement = db._.session.prepareQuery(
    { sql: built.sql, params: built.params },
    undefined,
    built.name,
    false,
  );
  const result = (await statement.execute(values)) as unknown as { rows: Row[] };
  return result.rows;
}
