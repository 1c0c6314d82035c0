// Measures the API of a real server on a fresh embedded database: latency of the calls every page load
// makes. Prints figures; asserts nothing. Run: npm run bench  (BENCH_REQUESTS=500 to change the count)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, startServer } from './server.ts';

const port = Number(process.env.BENCH_PORT ?? 3290);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
/** Rows of one declared family (tags) added through the API before the engine's calls are measured. */
const familyRows = Number(process.env.BENCH_ROWS ?? 3000);
const password = 'bench-Admin-Pass-1';
const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));

async function measure(name: string, call: () => Promise<Response>): Promise<void> {
  for (let i = 0; i < 10; i++) await (await call()).arrayBuffer(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `${name.padEnd(28)} p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  ` +
      `max ${fmt(times.at(-1) ?? 0)} ms  ${(requests / (total / 1000)).toFixed(0).padStart(5)} req/s`,
  );
}

const server = await startServer(port, { DATA_DIR: dataDir, ADMIN_PASSWORD: password }).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const { base } = server;
try {
  const login = await fetch(`${base}/admin/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const auth = { authorization: data.token };
  console.log(`${requests} sequential requests each, PGlite in ${dataDir}\n`);
  await measure('GET /admin/user/info', () => fetch(`${base}/admin/user/info`, { headers: auth }));
  await measure('GET /admin/user/layout_auth', () =>
    fetch(`${base}/admin/user/layout_auth`, { headers: auth }),
  );
  await measure('GET /system/counting', () => fetch(`${base}/system/counting`, { headers: auth }));
  await measure('GET /main/overview', () => fetch(`${base}/main/overview`, { headers: auth }));

  // The resource engine on one family with realistic volume.
  const json = { ...auth, 'content-type': 'application/json' };
  const t0 = performance.now();
  for (let i = 0; i < familyRows; i++) {
    const res = await fetch(`${base}/tags/add`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: `标签 ${i}`, type: [1, 4, 6][i % 3], sort: i % 97 }),
    });
    await res.arrayBuffer();
  }
  const addMs = performance.now() - t0;
  console.log(
    `\n${familyRows} tags added one by one: ${(addMs / familyRows).toFixed(2)} ms per add (with its audit row)\n`,
  );
  await measure('GET /tags/list (page 1)', () => fetch(`${base}/tags/list`, { headers: auth }));
  await measure('GET /tags/list (deep page)', () =>
    fetch(`${base}/tags/list?page=${Math.max(1, Math.floor(familyRows / 40))}&size=20&sort=-sort`, {
      headers: auth,
    }),
  );
  await measure('GET /tags/list?name=…&type=…', () =>
    fetch(`${base}/tags/list?name=${encodeURIComponent('标签 12')}&type=1,4`, { headers: auth }),
  );
  const e0 = performance.now();
  const exported = await (await fetch(`${base}/tags/export`, { headers: auth })).arrayBuffer();
  console.log(
    `GET /tags/export (all ${familyRows} rows)  ${(performance.now() - e0).toFixed(0)} ms, ${(exported.byteLength / 1024).toFixed(0)} KiB xlsx`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
