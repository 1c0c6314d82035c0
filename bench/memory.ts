// The server's memory after a restart and after minutes of a mixed load (issue 37: ≤ 300 MB RSS on PGlite, ≤ 200 MB
// on PostgreSQL, after start and after ten minutes). Seeds the demo with a first start, restarts with `npm start`
// (the bundle, as an operator runs it), then keeps a few admins' screens busy: every family's list and one of its
// rows, the dashboard's calls, global searches, tags added, renamed and deleted, an export now and then. Prints
// the RSS every half minute and, from `/metrics`, where it is (V8's heap, memory outside it). Asserts nothing.
//   npm run bench:memory -- --minutes 10                                       # PGlite in a new folder
//   BENCH_DATABASE_URL=postgres://…/throwaway npm run bench:memory -- --minutes 10   # that database is WIPED
// Options: --minutes N (10), --clients N (4 at once), --settle S (20 s idle before each reading).
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths, resourcePaths, resources } from '@console/contract';
import pg from 'pg';
import { type RunningConsole, startConsole } from './web/start.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '4' },
    settle: { type: 'string', default: '20' },
  },
});
const minutes = Number(args.minutes);
const clients = Number(args.clients);
const settleSeconds = Number(args.settle);
if (!(minutes > 0 && Number.isInteger(clients) && clients > 0 && settleSeconds >= 0))
  throw new Error('--minutes must be above 0, --clients a whole number above 0, --settle 0 or more');
const port = Number(process.env.BENCH_PORT ?? 3290);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const password = 'bench-Admin-Pass-1';
const metricsToken = 'bench-memory-metrics-token';
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The PostgreSQL database emptied for the demo's first start; refuses one holding tables not the console's. */
async function wipe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
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

/** The server under `npm start` (its child running the bundle; esbuild's service may be another), whose memory is read. */
function serverPid(started: RunningConsole): number {
  const children = readFileSync(`/proc/${started.pid}/task/${started.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  const server = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.mjs'));
  if (!server) throw new Error('npm start has no server process');
  return Number(server);
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

/** V8's heap (used, held) and the memory outside it (PGlite's WebAssembly memory, buffers), from `/metrics`. */
async function where(base: string): Promise<string> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const metric = (name: string) => {
    const found = text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm'));
    return found ? `${Math.round(Number(found[1]) / 1048576)} MB` : '?';
  };
  return `heap used ${metric('nodejs_heap_size_used_bytes')} of ${metric('nodejs_heap_size_total_bytes')}, external ${metric('nodejs_external_memory_bytes')}`;
}

async function waitWarm(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { data?: { warm?: boolean } } | null;
    if (res?.ok && body?.data?.warm !== false) return;
    await sleep(500);
  }
  throw new Error('the server did not say warm within 5 minutes');
}

interface Call {
  name: string;
  run(): Promise<boolean>;
}

async function mixedLoad(base: string): Promise<Call[]> {
  const api = `${base}/api`;
  const login = await fetch(`${api}/admin/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: token };
  const answered = async (res: Response) => {
    const body = (await res.json().catch(() => null)) as { code?: number } | null;
    return res.ok && body?.code === 0;
  };
  const get = (path: string) => async () => answered(await fetch(`${api}${path}`, { headers }));
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ code: number; data: { id?: number } }>);

  const calls: Call[] = [
    apiPaths.userInfo,
    apiPaths.layoutAuth,
    apiPaths.proposalCounters,
    apiPaths.dashboardOverview,
  ].map((path) => ({ name: path, run: get(path) }));
  for (const key of ['改性', 'PA66', '聚丙烯 玻纤', 'ABS 阻燃', '注塑']) {
    calls.push({ name: `search ${key}`, run: get(`/system/search?key=${encodeURIComponent(key)}`) });
  }
  let families = 0;
  for (const def of Object.values(resources)) {
    const paths = resourcePaths(def);
    const res = await fetch(`${api}${paths.list}?page=1&size=20`, { headers });
    const body = (await res.json().catch(() => null)) as {
      code?: number;
      data?: { list?: { id?: number }[] };
    } | null;
    if (!res.ok || body?.code !== 0) continue;
    families += 1;
    calls.push({ name: paths.list, run: get(`${paths.list}?page=1&size=20`) });
    calls.push({ name: `${paths.list} page 2`, run: get(`${paths.list}?page=2&size=20`) });
    const id = body.data?.list?.[0]?.id;
    if (typeof id === 'number') calls.push({ name: paths.get, run: get(`${paths.get}?id=${id}`) });
  }
  let written = 0;
  calls.push({
    name: 'tag added, renamed, deleted',
    run: async () => {
      written += 1;
      const name = `内存基准 ${process.pid}-${written}`;
      const added = await post('/tags/add', { name, type: 1, sort: written % 97 });
      if (added.code !== 0 || typeof added.data.id !== 'number') return false;
      const renamed = await post('/tags/update', { id: added.data.id, name: `${name} 改`, type: 1 });
      const deleted = await post('/tags/del', { ids: [added.data.id] });
      return renamed.code === 0 && deleted.code === 0;
    },
  });
  calls.push({
    name: 'tags export',
    run: async () => (await (await fetch(`${api}/tags/export`, { headers })).arrayBuffer()).byteLength > 0,
  });
  log(
    `mixed load: ${calls.length} calls (${families} families' lists and rows, the dashboard, searches, writes, an export)`,
  );
  return calls;
}

const dataDir = await mkdtemp(join(tmpdir(), 'console-bench-memory-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: password,
  METRICS_TOKEN: metricsToken,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
let running: RunningConsole | undefined;
try {
  if (databaseUrl) await wipe(databaseUrl);
  log(
    `first start (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): initdb, migrations, the demo and its search index…`,
  );
  running = await startConsole(port, env);
  await waitWarm(running.base);
  await running.stop();

  running = await startConsole(port, env);
  const pid = serverPid(running);
  log(
    `restart answered in ${(running.startedInMs / 1000).toFixed(2)} s; RSS at the first answer ${rssMb(pid)} MB`,
  );
  await waitWarm(running.base);
  await sleep(settleSeconds * 1000);
  const before = rssMb(pid);
  log(`after start (warm, ${settleSeconds} s idle): RSS ${before} MB; ${await where(running.base)}`);

  const calls = await mixedLoad(running.base);
  const endAt = Date.now() + minutes * 60_000;
  const tally = { done: 0, failed: new Map<string, number>() };
  const client = async (offset: number) => {
    for (let i = offset; Date.now() < endAt; i += 1) {
      const call = calls[i % calls.length] as Call;
      const ok = await call.run().catch(() => false);
      tally.done += 1;
      if (!ok) tally.failed.set(call.name, (tally.failed.get(call.name) ?? 0) + 1);
    }
  };
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    peak = Math.max(peak, now);
    const left = Math.max(0, Math.round((endAt - Date.now()) / 1000));
    log(`  ${String(tally.done).padStart(7)} calls, RSS ${now} MB (${left} s left)`);
  }, 30_000);
  await Promise.all(
    Array.from({ length: clients }, (_, c) => client(Math.floor((c * calls.length) / clients))),
  );
  clearInterval(sampler);
  const loaded = rssMb(pid);
  await sleep(settleSeconds * 1000);
  const after = rssMb(pid);
  log(
    `after ${minutes} min of the mixed load (${clients} clients, ${tally.done} calls): RSS ${loaded} MB at its end, ` +
      `${after} MB after ${settleSeconds} s idle (peak ${Math.max(peak, loaded)} MB); ${await where(running.base)}`,
  );
  for (const [name, n] of tally.failed) log(`  failed ${n}×: ${name}`);
  log(`RSS before ${before} MB → after ${after} MB`);
} finally {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
