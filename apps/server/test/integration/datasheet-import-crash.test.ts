/**
 * An import cut short by a dead server (issue 18 §3): the real server runs as a child process (on a DATA_DIR of
 * its own, or on TEST_DATABASE_URL), imports a large generated CSV, and is killed with SIGKILL in the middle,
 * its batches staged. Started again, it finds the run, removes what it staged and says so: no row of the file
 * in the cache, the run `interrupted` in the import history with what was removed, and an audit row by the system actor `import`. The
 * database itself is then read directly: nothing of the file is left, staged or not. Which running imports
 * are dead: on PostgreSQL, those whose advisory lock no connection holds; on PGlite, all but this process's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  type Envelope,
  IMPORT_COLUMNS,
  type ImportProgress,
  ImportRunStatus,
  type LoginResult,
  type ResourcePage,
} from '@console/contract';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDir, queryRows } from '../../src/db/index.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { recoverInterruptedRuns } from '../../src/modules/datasheet/cache/runs.ts';
import { createTestApp, migratedDataDir, resetPostgres, TEST_ADMIN } from './harness.ts';

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const databaseUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'console-import-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/main.ts` as `npm start` does, on a port of its own; resolves once it listens. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WEB_DIST: join(dataDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    // The DATA_DIR holds a migrated database (migratedDataDir); a start beside the other lanes still takes a while.
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /console ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${ready[1]}/api`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return { child, base };
}

async function call<T>(base: string, token: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  return (await response.json()) as Envelope<T>;
}

async function login(base: string): Promise<string> {
  const body = await call<LoginResult>(base, null, apiPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  });
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** 30,000 rows: 3,000 grades of ten values each, a batch staged every 500 rows. */
function largeCsv(): Blob {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let n = 0; n < 3000; n += 1) {
    for (let k = 0; k < 10; k += 1) lines.push(`CRASH-${n},Crash Maker,,Property ${k},,,,${k}.5,`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

/** What the database holds of the cache, read directly once the server has stopped. */
async function storedCache(): Promise<{ sheets: number; rows: number }> {
  const query = `select (select count(*)::int from datasheet_cache) as sheets,
                        (select count(*)::int from datasheet_cache_rows) as rows`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (
        (await client.query<{ sheets: number; rows: number }>(query)).rows[0] ?? { sheets: -1, rows: -1 }
      );
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: pgliteDir(dataDir), extensions: pgliteExtensions });
  try {
    return (await db.query<{ sheets: number; rows: number }>(query)).rows[0] ?? { sheets: -1, rows: -1 };
  } finally {
    await db.close();
  }
}

describe('a server killed during an import', () => {
  it('removes the staged sheets at its next start and says so in the import history', async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    else await migratedDataDir(dataDir);
    const first = await startServer();
    const token = await login(first.base);

    const progress = 'crash-test-import-1';
    const form = new FormData();
    form.append('file', largeCsv(), 'crash.csv');
    const sent = call(first.base, token, `/ds/cache/import?dry_run=0&progress=${progress}`, {
      method: 'POST',
      body: form,
    }).catch((error: unknown) => error);
    // Killed once several batches are staged, long before the 30,000 rows are.
    let read = 0;
    const deadline = Date.now() + 120_000;
    while (read < 2000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const told = await call<ImportProgress | null>(
        first.base,
        token,
        `/ds/cache/import_progress?progress=${progress}`,
      );
      read = told.data?.rows ?? 0;
      expect(told.data?.done ?? false).toBe(false);
    }
    expect(read).toBeGreaterThanOrEqual(2000);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The request died with the server.
    expect(await sent).toBeInstanceOf(Error);

    // The DATA_DIR lock of a killed server expires after a minute; this test knows its owner is dead.
    rmSync(join(dataDir, 'console.lock'), { recursive: true, force: true });
    const second = await startServer();
    const again = await login(second.base);
    const cache = await call<ResourcePage>(second.base, again, '/ds/cache/list');
    expect(cache.data.total).toBe(0);
    const runs = await call<ResourcePage>(second.base, again, '/ds/cache/import_run/list');
    expect(runs.data.list).toHaveLength(1);
    const [run] = runs.data.list;
    expect(run).toMatchObject({ file: 'crash.csv', status: ImportRunStatus.interrupted, dry_run: false });
    expect(Number(run?.rows)).toBeGreaterThanOrEqual(500);
    expect(run?.ended_at).toEqual(expect.any(String));
    const removed = /its (\d+) staged sheets? (?:was|were) removed/.exec(String(run?.message_en));
    expect(String(run?.message_en)).toMatch(/^The server stopped during the import, which did not finish/);
    expect(Number(removed?.[1])).toBeGreaterThanOrEqual(50);
    expect(String(run?.message_zh)).toContain(`已删除暂存的 ${removed?.[1]} 份物性表`);
    const audit = await call<ResourcePage>(second.base, again, `/system/audit/list?family=import_run`);
    // Started by the admin; closed by the import itself (no admin was there), with what it removed.
    expect(audit.data.list).toEqual([
      expect.objectContaining({
        row_id: run?.id,
        action: 'transition',
        transition: 'interrupt',
        admin_id: null,
        actor: 'import',
        changes: expect.objectContaining({
          status: [ImportRunStatus.running, ImportRunStatus.interrupted],
          staged_sheets_removed: [Number(removed?.[1]), 0],
        }),
      }),
      expect.objectContaining({ row_id: run?.id, action: 'add', actor: '' }),
    ]);

    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(await storedCache()).toEqual({ sheets: 0, rows: 0 });
  }, 600_000);
});

describe('which running imports are dead', () => {
  it('closes a run no live process holds, and leaves one whose process lives (on PostgreSQL: holds its lock)', async () => {
    const t = await createTestApp();
    const other = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    try {
      const run = async (file: string) => {
        const [row] = await queryRows<{ id: number }>(
          t.db,
          sql`insert into import_run (file, status) values (${file}, ${ImportRunStatus.running}) returning id`,
        );
        const id = Number(row?.id);
        await t.db.execute(
          sql`insert into datasheet_cache (grade, company_raw, category_raw, source, import_run_id, staged)
              values (${`${file}-sheet`}, '', '', ${file}, ${id}, true)`,
        );
        return id;
      };
      const dead = await run('dead.csv');
      const alive = await run('alive.csv');
      // Another instance running `alive` holds its advisory lock on a connection of its own (PostgreSQL only:
      // on PGlite one process owns the database, so a run this process does not hold is dead).
      await other?.connect();
      await other?.query('select pg_advisory_lock($1, $2)', [0x696d7072, alive]);

      expect(await recoverInterruptedRuns(t.consoleApp.engine)).toEqual(databaseUrl ? [dead] : [dead, alive]);
      const states = async () =>
        queryRows<{ file: string; status: number; staged: number }>(
          t.db,
          sql`select r.file, r.status, (select count(*)::int from datasheet_cache c where c.import_run_id = r.id) as staged
              from import_run r where r.file in ('dead.csv', 'alive.csv') order by r.id`,
        );
      expect(await states()).toEqual([
        { file: 'dead.csv', status: ImportRunStatus.interrupted, staged: 0 },
        databaseUrl
          ? { file: 'alive.csv', status: ImportRunStatus.running, staged: 1 }
          : { file: 'alive.csv', status: ImportRunStatus.interrupted, staged: 0 },
      ]);
      if (other) {
        // Its process gone, its lock with it: the next look closes it.
        await other.end();
        expect(await recoverInterruptedRuns(t.consoleApp.engine)).toEqual([alive]);
        expect((await states())[1]).toEqual({
          file: 'alive.csv',
          status: ImportRunStatus.interrupted,
          staged: 0,
        });
      }
    } finally {
      await other?.end().catch(() => {});
      await t.close();
    }
  }, 120_000);
});
