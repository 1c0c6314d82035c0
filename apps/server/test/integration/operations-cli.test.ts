/**
 * What an operator runs, as processes: the console serving on PGlite, `npm run admin -- backup` while it
 * serves (through its control socket), the console stopped and the data folder given up, `restore` into an
 * empty folder (refusing a non-empty one and a cut archive with one clear line), and the console started
 * again on the restored folder with its rows and uploads. On PostgreSQL: backup and restore of the test
 * database into an empty one, by the same command.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, type Envelope } from '@console/contract';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, queryRows } from '../../src/db/index.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { journal } from '../../src/operations/manifest.ts';
import { createTestApp, migratedDataDir, TEST_ADMIN } from './harness.ts';
import { migrationsUpTo } from './migration-target.ts';
import { dropPostgres, emptyPostgresBeside } from './operations-targets.ts';

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const cliFile = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'console-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const baseEnv = {
  ...process.env,
  DATABASE_URL: '',
  SEED_DEMO: '0',
  ADMIN_PASSWORD: TEST_ADMIN.password,
  WEB_DIST: join(work, 'no-web'),
  BACKUP_DIR: join(work, 'backups'),
};

/** Runs the admin command as `npm run admin` does; answers its exit code and output. */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliFile, ...args], {
      env: { ...baseEnv, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Starts the console on `dataDir` and waits until it listens; answers its base URL and a stop. */
async function serve(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; log(): string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A start that migrates (the older database below) takes minutes on a busy two-core machine.
    const timer = setTimeout(() => reject(new Error(`the console did not start:\n${log}`)), 200_000);
    child.stdout?.on('data', (chunk) => {
      log += chunk;
      const port = /console ready at http:\/\/localhost:(\d+)/.exec(log)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    child.on('exit', () => reject(new Error(`the console stopped:\n${log}`)));
  });
  return {
    url,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function api<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const login = (base: string) =>
  api<{ token: string }>(base, apiPaths.login, undefined, TEST_ADMIN).then((data) => data.token);

describe.runIf(!process.env.TEST_DATABASE_URL)('backup and restore as an operator runs them (PGlite)', () => {
  it('backs up while serving, restores into an empty folder only, and the console starts on it', async () => {
    const dataDir = join(work, 'data');
    const file = join(work, 'mine.tar');
    const note = Buffer.from(`备份 ${randomBytes(800).toString('hex')}\n`);
    await migratedDataDir(dataDir);
    const server = await serve(dataDir);
    let uploadUrl: string;
    try {
      const token = await login(server.url);
      await api(server.url, '/tags/add', token, { name: '备份前的标签', type: 1 });
      const form = new FormData();
      form.append('file', new Blob([note], { type: 'text/plain' }), 'note.txt');
      const res = await fetch(`${server.url}/api${apiPaths.upload}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      uploadUrl = ((await res.json()) as Envelope<{ url: string }>).data.url;

      const backup = await admin(['backup', file], { DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(
        /^backup written: .*mine\.tar \(.* MB; \d+ rows in \d+ tables, 1 uploaded files/,
      );
      // The console kept serving.
      expect((await api<{ status: string }>(server.url, '/health')).status).toBe('ok');
    } finally {
      await server.stop();
    }

    const again = await admin(['restore', file], { DATA_DIR: dataDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('the target is not empty');
    expect(again.stderr).not.toContain('    at ');

    const cut = join(work, 'cut.tar');
    const whole = readFileSync(file);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const refused = await admin(['restore', cut], { DATA_DIR: join(work, 'never') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/cut\.tar is damaged or incomplete .*; nothing was restored/);
    expect(refused.stderr).not.toContain('    at ');

    const restoredDir = join(work, 'restored');
    const restore = await admin(['restore', file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('Start the console to use it.');

    const restored = await serve(restoredDir);
    try {
      const token = await login(restored.url);
      const tags = await api<{ list: { name: string }[] }>(restored.url, '/tags/list?size=10', token);
      expect(tags.list.map((row) => row.name)).toEqual(['备份前的标签']);
      const served = await fetch(`${restored.url}${uploadUrl}`);
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), note)).toBe(0);
    } finally {
      await restored.stop();
    }
  }, 480_000);
});

describe.runIf(!process.env.TEST_DATABASE_URL)(
  'a start that migrates a database holding data (PGlite)',
  () => {
    it('takes a backup first, at the migration the database was at, and keeps every row', async () => {
      const entries = journal();
      const previous = entries.at(-2)?.tag ?? '';
      const dataDir = join(work, 'older');
      mkdirSync(dataDir);
      const older = await PGlite.create({ dataDir: pgliteDir(dataDir), extensions: pgliteExtensions });
      const folder = migrationsUpTo(previous);
      try {
        const db = drizzlePglite({ client: older });
        await migratePglite(db, { migrationsFolder: folder });
        await older.exec("insert into tag (name, type) values ('升级前的标签', 1)");
      } finally {
        await older.close();
        rmSync(folder, { recursive: true, force: true });
      }
      const backups = join(work, 'older-backups');
      const server = await serve(dataDir, { BACKUP_DIR: backups });
      try {
        const token = await login(server.url);
        const tags = await api<{ list: { name: string }[] }>(server.url, '/tags/list?size=10', token);
        expect(tags.list.map((row) => row.name)).toEqual(['升级前的标签']);
      } finally {
        await server.stop();
      }
      const archive = readdirSync(backups).find((name) => /^console-pre-migration-.*\.tar$/.test(name));
      expect(archive).toBeDefined();
      const summary = JSON.parse(readFileSync(join(backups, `${archive}.json`), 'utf8'));
      expect(summary).toMatchObject({ reason: 'pre-migration', migration: previous });
      expect(server.log()).toContain(`backing up before migrating (${entries.at(-1)?.tag})`);
    }, 360_000);
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore by the command (PostgreSQL)', () => {
  it('dumps the database and restores it into an empty one, refusing it a second time', async () => {
    const t = await createTestApp();
    const token = await t.login();
    await t.call(token, { method: 'POST', url: '/api/tags/add', payload: { name: 'pg 备份', type: 1 } });
    await t.close();
    const source = process.env.TEST_DATABASE_URL ?? '';
    const file = join(work, 'pg.tar');
    const dataDir = join(work, 'pg-data');
    const backup = await admin(['backup', file], { DATABASE_URL: source, DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);

    const target = await emptyPostgresBeside('cli');
    const env = { DATABASE_URL: target, DATA_DIR: join(work, 'pg-restored') };
    const restore = await admin(['restore', file], env);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const database = await openDatabase({ databaseUrl: target, dataDir: env.DATA_DIR });
    try {
      const rows = await queryRows<{ name: string }>(database.db, sql`select name from tag`);
      expect(rows.map((row) => row.name)).toEqual(['pg 备份']);
    } finally {
      await database.close();
    }
    const again = await admin(['restore', file], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('the database of DATABASE_URL has tables');
    await dropPostgres(target);
  }, 120_000);
});
