#!/usr/bin/env node
// `npm test`: every check and suite of the project, each counted; the last line totals them as
// `N passed, N failed` (the form CI reads). Pass suite names to run a subset:
//   npm test -- unit integration
// Suites: lint, types, unit, integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), e2e.
//
// The suites run in three lanes at once (TEST_LANES=1 runs them one after another): each suite keeps the
// machine's cores only partly busy (one Node thread for PGlite; Node and a PostgreSQL backend; a browser and
// a server), so on two cores the lanes finish in about half the time the suites take in a row. The lanes are
// checks, contract and server unit, PostgreSQL; PGlite; web build, browser and web unit. A suite's
// output is held and printed whole when it ends, so the log reads suite by suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const wanted = new Set(process.argv.slice(2));
const serial = process.env.TEST_LANES === '1';
const started = Date.now();
const results = [];
/** Suites under way, for the heartbeat: a CI log silent for twenty minutes looks hung. */
const running = new Map();

const elapsed = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/** Runs a command; its output is printed as one block when it ends (or as it comes when lanes are off). */
function run(label, cmd, args, options = {}) {
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? root,
      env: { ...env, ...options.env },
      stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    if (serial) console.log(`\n$ ${[cmd, ...args].join(' ')}`);
    running.set(label, from);
    child.on('close', (code) => {
      running.delete(label);
      if (!serial) {
        console.log(`\n===== ${label}: $ ${[cmd, ...args].join(' ')}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`===== ${label}: ${code === 0 ? 'ok' : `exit ${code}`} in ${elapsed(from)}`);
      resolve(code === 0);
    });
  });
}

/** A check without test cases of its own (lint, types) counts as one. */
async function check(name, cmd, args) {
  const ok = await run(name, cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function vitestSuite(name, cwd, args, extraEnv = {}) {
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = await run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { cwd: join(root, cwd), env: extraEnv },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
  // A run that failed without a failing test (a crash, a load error) still counts as a failure.
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) failed += 1; // a suite that ran nothing proves nothing
  results.push({ name, passed, failed });
}

async function playwrightSuite(name) {
  const file = join(reports, 'e2e.json');
  const ok = await run(name, 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
  }
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) failed += 1;
  results.push({ name, passed, failed });
}

const want = (suite) => wanted.size === 0 || wanted.has(suite);

/** Checks and the light unit suites, then the PostgreSQL run (each test file a copy of a template database). */
async function checksLane() {
  if (want('lint')) await check('lint (biome)', 'npx', ['biome', 'check', '.']);
  if (want('types')) await check('types (tsc -b)', 'npx', ['tsc', '-b']);
  if (want('unit')) {
    await vitestSuite('unit: contract', 'packages/contract', []);
    await vitestSuite('unit: server', 'apps/server', ['--project', 'unit']);
  }
  if (!want('integration')) return;
  if (process.env.TEST_DATABASE_URL) {
    await vitestSuite('integration: PostgreSQL', 'apps/server', ['--project', 'integration'], {
      DATABASE_URL: '',
    });
  } else {
    console.log(
      '\nintegration on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run it (CI does).',
    );
  }
}

/**
 * Files that check volume or every route rather than the database's behaviour (a brute-force oracle over
 * hundreds of sheets, every POST route fuzzed, a file past each import limit): when the PostgreSQL run takes
 * them, the PGlite run leaves them out, since both are the same PostgreSQL engine. Without TEST_DATABASE_URL
 * the PGlite run has them all.
 */
const postgresCarries = ['datasheet-search', 'datasheet-import-limits', 'input-boundary', 'permissions'].map(
  (name) => `test/integration/${name}.test.ts`,
);

/** The PGlite run, the longest suite (the database runs in the test process's own thread): a lane of its own. */
async function pgliteLane() {
  if (!want('integration')) return;
  const leftOut = process.env.TEST_DATABASE_URL ? postgresCarries.flatMap((file) => ['--exclude', file]) : [];
  await vitestSuite('integration: PGlite', 'apps/server', ['--project', 'integration', ...leftOut], {
    TEST_DATABASE_URL: '',
    DATABASE_URL: '',
  });
}

/**
 * The web build, then the browser suite (a server and embedded database per worker), then the web unit suite.
 * The browser suite keeps the machine busiest, so the web unit suite (one worker on two cores, rendering
 * components) runs after it, when the other lanes are down to one process each, rather than starved beside it.
 */
async function browserLane() {
  if (want('e2e')) {
    if (await run('web build', 'npm', ['run', 'build', '--workspace', '@console/web']))
      await playwrightSuite('e2e: Chromium');
    else results.push({ name: 'e2e: web build', passed: 0, failed: 1 });
  }
  if (want('unit')) await vitestSuite('unit: web', 'apps/web', []);
}

const heartbeat = setInterval(() => {
  const names = [...running].map(([label, from]) => `${label} (${elapsed(from)})`);
  if (names.length > 0) console.log(`… still running: ${names.join(', ')}`);
}, 120_000);
heartbeat.unref();

const lanes = [checksLane, pgliteLane, browserLane];
if (serial) for (const lane of lanes) await lane();
else await Promise.all(lanes.map((lane) => lane()));

const order = (name) => ['lint', 'types', 'unit', 'integration', 'e2e'].findIndex((s) => name.startsWith(s));
results.sort((a, b) => order(a.name) - order(b.name));
console.log(`\nSuite                          passed  failed   (all lanes: ${elapsed(started)})`);
for (const r of results)
  console.log(`${r.name.padEnd(30)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
