// The datasheet list's export (`GET /api/ds/export`, the whole list as an xlsx) of 100,000 sheets on a real
// server: how long it takes, how large the server grows meanwhile, and how long `/api/health` takes to answer
// during it, beside the same call on the idle server. Prints figures; asserts nothing about speed.
//
//   npm run bench:export                                   # PGlite in a temporary DATA_DIR
//   BENCH_DATABASE_URL=postgres://…/throwaway npm run bench:export   # that database is WIPED
//
// The sheets are the peer's rows of bench:datasheets (bench/datasheets/load.ts), written straight into the
// tables before the server starts; BENCH_SHEETS changes their number. `-- --main <checkout>/apps/server/src/main.ts`
// runs another checkout's server on the same data, to compare two versions on one machine; `-- --node-args '…'`
// hands flags to the server's node (a CPU profile: '--cpu-prof --cpu-prof-dir=/tmp/prof').
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EXPORT_ROWS_HEADER } from '@console/contract';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { rebuildAll } from '../apps/server/src/modules/search/documents.ts';
import { seed } from '../apps/server/src/modules/seed/seed.ts';
import { loadPeerData } from './datasheets/load.ts';
import { percentile, startServer } from './server.ts';

const ADMIN = { username: 'admin', password: 'bench-Admin-Pass-1' };
const port = Number(process.env.BENCH_PORT ?? 3290);
const sheets = Number(process.env.BENCH_SHEETS ?? 100_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const log = (line = '') => process.stdout.write(`${line}\n`);
const mainAt = process.argv.indexOf('--main');
const serverMain = mainAt > 0 ? process.argv[mainAt + 1] : undefined;
const nodeArgsAt = process.argv.indexOf('--node-args');
/** Flags for the server's node (`--node-args '--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the export). */
const nodeArgs = nodeArgsAt > 0 ? (process.argv[nodeArgsAt + 1] ?? '').split(' ').filter(Boolean) : [];

if (!Number.isInteger(sheets) || sheets < 1000) throw new Error(`BENCH_SHEETS must be ≥ 1000, not ${sheets}`);

/** What loadPeerData needs of a client: PGlite's `exec` runs the loader's multi-statement texts. */
type LoadClient = Parameters<typeof loadPeerData>[0];

interface PGliteLike {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Migrates, seeds the first admin and loads the sheets, with the server's own code, then closes. */
async function prepare(dataDir: string): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string; console: boolean }>(
        `SELECT count(*) AS n, bool_or(tablename = 'admin_user') AS console FROM pg_tables WHERE schemaname = 'public'`,
      );
      if (Number(rows[0]?.n ?? 0) > 0 && !rows[0]?.console)
        throw new Error(
          'BENCH_DATABASE_URL holds tables that are not a console schema; give it an empty database.',
        );
      await client.query(
        'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
      );
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seed(database.db, config, { print: () => {} });
    // The driver's own client under drizzle: a pg Pool or the PGlite instance (not part of the Db type).
    const raw = (database.db as unknown as { $client: pg.Pool | PGliteLike }).$client;
    const client: LoadClient =
      raw instanceof pg.Pool
        ? (raw as unknown as LoadClient)
        : ({
            query: async (text: string, params?: unknown[]) =>
              params ? raw.query(text, params) : ((await raw.exec(text)).at(-1) ?? { rows: [] }),
          } as unknown as LoadClient);
    await loadPeerData(client, sheets, (line) => log(line));
    // A server finding rows without search documents builds them in the background at start, which would
    // compete with the export measured here: built now, as a server running for a while has them.
    const t0 = performance.now();
    const indexed = await rebuildAll(database.db);
    const documents = Object.values(indexed).reduce((a, b) => a + b, 0);
    const label = `  search documents (${documents.toLocaleString('en-US')})`;
    log(`${label.padEnd(52)}${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/** The server's resident memory now, in MB (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** `/api/health` one call after another until `stop()`: the latencies seen. */
function healthLoop(base: string) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        await (await fetch(`${base}/health`)).arrayBuffer();
        times.push(performance.now() - t0);
      } catch {
        // A kept-alive connection the server closed meanwhile: counted, not measured.
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { times: times.sort((a, b) => a - b), failures };
    },
  };
}

const figures = ({ times, failures }: { times: number[]; failures: number }) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${times.length} calls${failures ? `, ${failures} failed` : ''})`;

async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-export-'));
  try {
    log(`Loading ${sheets.toLocaleString('en-US')} sheets into ${databaseUrl ? 'PostgreSQL' : 'PGlite'}…`);
    await prepare(dataDir);
    const server = await startServer(
      port,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      { main: serverMain, nodeArgs },
    );
    try {
      const pid = server.pid ?? 0;
      const login = await fetch(`${server.base}/admin/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const answer = (await login.json()) as { code: number; msg: string; data: { token: string } };
      if (answer.code !== 0) throw new Error(`login failed: ${answer.code} ${answer.msg}`);
      const { data } = answer;
      const headers = { authorization: `Bearer ${data.token}` };

      const idleLoop = healthLoop(server.base);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const idle = await idleLoop.stop();
      const rssBefore = rssMb(pid);

      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssMb(pid));
      }, 100);
      const busyLoop = healthLoop(server.base);
      const t0 = performance.now();
      const res = await fetch(`${server.base}/ds/export`, { headers });
      const firstByte = performance.now() - t0;
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        chunks.push(chunk);
        bytes += chunk.byteLength;
      }
      const seconds = (performance.now() - t0) / 1000;
      const busy = await busyLoop.stop();
      clearInterval(sampler);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const rows = (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;

      log(`\n${cpus().length} cores, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
      log(`GET /api/ds/export of ${sheets.toLocaleString('en-US')} sheets (status ${res.status})`);
      log(
        `  ${seconds.toFixed(1)} s, first byte after ${firstByte.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
      );
      log(
        `  rows in the file: ${rows.toLocaleString('en-US')} (header said ${res.headers.get(EXPORT_ROWS_HEADER)})`,
      );
      log(`  server RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB during`);
      log(`GET /api/health idle:          ${figures(idle)}`);
      log(`GET /api/health during export: ${figures(busy)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
