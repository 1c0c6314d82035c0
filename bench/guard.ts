// Throughput of guarded calls under load: a server on PostgreSQL (its schema dropped and migrated afresh),
// 16 requests in flight over keep-alive connections for a while per call, as a limited admin whose API role
// holds the calls and as the super admin, beside the unguarded health check. Prints req/s, p50 and p99.
// Run: node --import tsx bench/guard.ts [--database-url postgres://…] [--seconds 10] [--warmup 3]
//        [--concurrency 16] [--port 3291] [--server other-checkout/apps/server/src/main.ts] [--node-args '…']

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile, startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '3291' },
    server: { type: 'string' },
    'node-args': { type: 'string', default: '' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) {
  console.error(
    'bench:guard needs --database-url postgres://… of a throw-away database: its schema is dropped.',
  );
  process.exit(2);
}
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const concurrency = Number(args.concurrency);
const port = Number(args.port);
const password = 'bench-Admin-Pass-1';

/** Drops what an earlier run (or test) left, so the server migrates a fresh schema. */
async function freshSchema(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One request over the keep-alive pool; resolves with the status once the whole answer is read. */
function call(url: string, options: { method?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(options.token ? { authorization: options.token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function api<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const answer = await call(`${base}${path}`, { method: body === undefined ? 'GET' : 'POST', token, body });
  const envelope = JSON.parse(answer.body) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** `concurrency` loops calling `url` for `ms`; the time of each answer, and how many were not a success. */
async function run(url: string, token: string | undefined, ms: number) {
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const answer = await call(url, { token });
        times.push(performance.now() - t0);
        if (answer.status !== 200 || !answer.body.startsWith('{"code":0')) failures += 1;
      }
    }),
  );
  return { times, failures };
}

/** Loads one call: a warm-up (the server's code paths compiled, its caches filled), then the measured run. */
async function load(name: string, url: string, token?: string): Promise<void> {
  await run(url, token, warmupSeconds * 1000);
  const started = performance.now();
  const { times, failures } = await run(url, token, seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const fmt = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(34)} ${(times.length / elapsed).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${fmt(percentile(times, 50))} ms  p99 ${fmt(percentile(times, 99))} ms` +
      (failures ? `  (${failures} failed)` : ''),
  );
}

await freshSchema();
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
const server = await startServer(
  port,
  {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    SEED_DEMO: '0',
  },
  { main: args.server, nodeArgs: args['node-args'].split(' ').filter(Boolean) },
).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const { base } = server;
try {
  const login = async (username: string, secret: string) =>
    (await api<{ token: string }>(base, '/admin/user/login', undefined, { username, password: secret }))
      .token;
  const superToken = await login('admin', password);

  const tags: { id: number }[] = [];
  for (let i = 0; i < 20; i++) {
    tags.push(await api(base, '/tags/add', superToken, { name: `基准标签 ${i}`, type: 1, sort: i }));
  }
  // A limited admin: an API role holding exactly the two measured calls.
  const authorities = await api<{ list: { id: number; path: string; method: string }[] }>(
    base,
    `/admin/api/authority/list?path=${encodeURIComponent('/tags/')}&size=100`,
    superToken,
  );
  const held = authorities.list.filter((row) => ['/tags/get', '/tags/list'].includes(row.path));
  const role = await api<{ id: number }>(base, '/admin/api/role/add', superToken, {
    name: '基准只读',
    authorities: held.map((row) => row.id),
  });
  await api(base, '/admin/user/add', superToken, {
    username: 'bench-reader',
    password,
    api_roles: [role.id],
  });
  const readerToken = await login('bench-reader', password);

  const tagId = tags[0]?.id ?? 1;
  console.log(
    `${concurrency} in flight, ${seconds} s per call, PostgreSQL ${new URL(databaseUrl).pathname}\n`,
  );
  // The unguarded call first, before the guarded ones have written their access log rows.
  await load('GET /api/health', `${base}/health`);
  await load(`GET /api/tags/get?id=${tagId} (role)`, `${base}/tags/get?id=${tagId}`, readerToken);
  await load('GET /api/tags/list (role)', `${base}/tags/list`, readerToken);
  await load(`GET /api/tags/get?id=${tagId} (super admin)`, `${base}/tags/get?id=${tagId}`, superToken);
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
