// The peer benchmark (bench README): one million datasheets loaded into a throw-away PostgreSQL database,
// then the five list calls a–e measured through the console's real API (session, permission check, access
// log) with 16 keep-alive connections, beside the peer's figures. Prints figures; asserts nothing about speed.
//
//   BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/bench npm run bench:datasheets
//
// `-- --calls c,e` measures only those calls; `-- --node-args '--cpu-prof --cpu-prof-dir=/tmp/prof'` passes flags
// to the server's node (a CPU profile of the calls: it is written when the benchmark stops the server).
//
// BENCH_DATABASE_URL is wiped: its `public` and `drizzle` schemas are dropped and rebuilt. Give it an empty or
// throw-away database, never one whose rows matter.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { seed } from '../../apps/server/src/modules/seed/seed.ts';
import { checkCalls, type PeerCall, peerCalls } from './calls.ts';
import { type CpuShare, cpuWindow } from './cpu.ts';
import { fingerprint, gridSheetOf, type LoadReport, loadPeerData } from './load.ts';
import { type Figures, measure } from './measure.ts';

const CONNECTIONS = 16;
const PEER_SHEETS = 1_000_000;
const ADMIN = { username: 'admin', password: 'bench-Admin-Pass-1' };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function wholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail(
    'BENCH_DATABASE_URL must name a PostgreSQL database the benchmark may wipe (postgres://user:pass@host:5432/db):\n' +
      'its public and drizzle schemas are dropped and rebuilt. Use an empty or throw-away database.',
  );
}
const sheets = wholeNumber('BENCH_SHEETS', process.env.BENCH_SHEETS, PEER_SHEETS, 1000, 10_000_000);
const seconds = wholeNumber('BENCH_SECONDS', process.env.BENCH_SECONDS, 20, 1, 600);
const port = wholeNumber('BENCH_PORT', process.env.BENCH_PORT, 3290, 1, 65535);
/** Reuse the rows of the previous run when they are the same count (saves the load while tuning). */
const keepData = process.env.BENCH_KEEP_DATA === '1';
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '') : '';
};
const nodeArgs = argument('--node-args').split(' ').filter(Boolean);
const onlyCalls = argument('--calls').split(',').filter(Boolean);
const warmupSeconds = Math.min(5, Math.max(1, Math.round(seconds / 4)));
const log = (line = '') => process.stdout.write(`${line}\n`);

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** Refuses a database holding tables that are not the console's: a wrong URL must not wipe someone's data. */
async function resetDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: string; console: boolean }>(
    `SELECT count(*) AS n, bool_or(tablename = 'admin_user') AS console FROM pg_tables WHERE schemaname = 'public'`,
  );
  const tables = Number(rows[0]?.n ?? 0);
  if (tables > 0 && !rows[0]?.console) {
    fail(
      `BENCH_DATABASE_URL holds ${tables} tables that are not a console schema; the benchmark wipes its database, so give it an empty one.`,
    );
  }
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/** Migrates and seeds the first admin with the server's own code, as a first start would. */
async function migrateAndSeed(): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seed(database.db, config, { print: () => {} });
  } finally {
    await database.close();
  }
}

async function loadedSheets(client: pg.Client): Promise<number> {
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM datasheet');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(import.meta.dirname, '../../apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
}

const base = `http://127.0.0.1:${port}`;

/**
 * Sheets loaded by SQL have no search documents: the server builds them in the background at start, which
 * would take server and PostgreSQL time from the calls measured. `/api/ready` says `warm` once it is done.
 */
async function waitUntilWarm(): Promise<void> {
  const began = performance.now();
  for (;;) {
    const body = (await (await fetch(`${base}/api/ready`)).json()) as { data?: { warm?: boolean } };
    if (body.data?.warm) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const waited = (performance.now() - began) / 1000;
  if (waited >= 1)
    log(`  ${'the search index built at start (waited for)'.padEnd(48)} ${waited.toFixed(1).padStart(6)} s`);
}

async function waitUntilUp(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) fail(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  fail('the server did not start within 2 minutes');
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/admin/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) fail(`login failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

interface Row extends Figures {
  id: PeerCall['id'];
  what: string;
  peer: number;
  ratio: number;
  /** The machine's 1-minute load average after the call's run: other processes share the cores. */
  load: number;
  /** CPU of the server, PostgreSQL's backends and this client over the measured seconds (% of one core). */
  cpu?: CpuShare;
}

const percent = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(0)}%`);

function printTable(rows: Row[]): void {
  const head = `${'call'.padEnd(46)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'peer'.padStart(6)} ${'× peer'.padStart(7)} ${'aim ×10'.padStart(8)} ${'load'.padStart(5)} ${'server'.padStart(7)} ${'pg'.padStart(5)} ${'client'.padStart(7)}`;
  log(head);
  log('-'.repeat(head.length));
  for (const row of rows) {
    const aim = row.ratio >= 10 && row.p99 <= 25 ? 'met' : 'not met';
    log(
      `${`${row.id}  ${row.what}`.padEnd(46)} ${row.perSecond.toFixed(0).padStart(7)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${String(row.peer).padStart(6)} ${row.ratio.toFixed(1).padStart(7)} ${aim.padStart(8)} ${row.load.toFixed(1).padStart(5)} ${percent(row.cpu?.server).padStart(7)} ${percent(row.cpu?.postgres).padStart(5)} ${percent(row.cpu?.client).padStart(7)}` +
        (row.failures > 0 ? `  (${row.failures} failed)` : ''),
    );
  }
}

async function main(): Promise<void> {
  const client = await connect();
  let load: LoadReport | undefined;
  try {
    if (keepData && (await loadedSheets(client)) === sheets) {
      log(`Reusing the ${sheets.toLocaleString('en-US')} sheets already loaded (BENCH_KEEP_DATA=1).`);
    } else {
      log(`Wiping ${new URL(databaseUrl).pathname.slice(1)} and loading the peer's data set…`);
      await resetDatabase(client);
      const t0 = performance.now();
      await migrateAndSeed();
      log(
        `  ${'migrate and seed the first admin'.padEnd(48)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`,
      );
      load = await loadPeerData(client, sheets, log);
      log(`Loaded in ${load.seconds.toFixed(1)} s (migration and seed not counted).`);
    }
    log(`Fingerprint (the peer's check query): ${JSON.stringify(await fingerprint(client))}`);
  } catch (error) {
    await client.end();
    throw error;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-ds-'));
  const server = startServer(dataDir);
  const results: Row[] = [];
  try {
    await waitUntilUp(server);
    await waitUntilWarm();
    const token = await login();
    const headers = { authorization: `Bearer ${token}` };
    const allCalls = peerCalls(gridSheetOf(sheets));
    const calls = allCalls.filter((call) => onlyCalls.length === 0 || onlyCalls.includes(call.id));
    const fetchData = async (path: string) => {
      const body = (await (await fetch(`${base}${path}`, { headers })).json()) as {
        code: number;
        msg: string;
        data: unknown;
      };
      if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
      return body.data;
    };
    const checked = await checkCalls(client, allCalls, fetchData, sheets);
    for (const note of checked.notes) log(`  ${note}`);
    if (checked.problems.length > 0) {
      for (const problem of checked.problems) log(`  WRONG ${problem}`);
      fail('The calls do not answer the rows the peer does; not measuring.');
    }
    log('Every call answers the rows the peer does.');
    log(
      `\n${CONNECTIONS} keep-alive connections, ${warmupSeconds} s warm-up, ${seconds} s measured per call, ${sheets.toLocaleString('en-US')} sheets (load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores before):\n`,
    );
    for (const call of calls) {
      const window = cpuWindow(server.pid, client);
      const figures = await measure({ host: '127.0.0.1', port, headers }, call.path, {
        connections: CONNECTIONS,
        seconds,
        warmupSeconds,
        window,
      });
      results.push({
        id: call.id,
        what: call.what,
        peer: call.peer,
        ratio: figures.perSecond / call.peer,
        load: loadavg()[0] ?? 0,
        cpu: window.share(),
        ...figures,
      });
    }
    printTable(results);
    log(
      `\nload: the 1-minute load average of the machine's ${cpus().length} cores after each run; above ${cpus().length} other work competed with the server, PostgreSQL and this client.` +
        `\nserver, pg, client: CPU over the measured seconds in percent of one core — the server process (one JavaScript thread), PostgreSQL's backends of this database (— where PostgreSQL is not on this machine), this load client.`,
    );
    const round = (n: number) => Math.round(n * 10) / 10;
    log(
      `\n${JSON.stringify(
        {
          sheets,
          connections: CONNECTIONS,
          seconds,
          load_seconds: load ? round(load.seconds) : null,
          calls: results.map((row) => ({
            id: row.id,
            path: calls.find((call) => call.id === row.id)?.path,
            requests: row.requests,
            req_per_s: round(row.perSecond),
            p50_ms: round(row.p50),
            p99_ms: round(row.p99),
            max_ms: round(row.max),
            failures: row.failures,
            peer_req_per_s: row.peer,
            ratio: round(row.ratio),
            load_avg_1m: round(row.load),
            cpu_percent: row.cpu
              ? {
                  server: row.cpu.server === undefined ? null : round(row.cpu.server),
                  postgres: row.cpu.postgres === undefined ? null : round(row.cpu.postgres),
                  client: round(row.cpu.client),
                }
              : null,
          })),
        },
        null,
        2,
      )}`,
    );
  } finally {
    await client.end();
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
