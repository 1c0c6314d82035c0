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
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const wanted = new Set(process.argv.slice(2));
const serial = process.env.TEST_LANES === '1';
const started = Date.now();
const results = [];
/** Each failed test, named, printed above the totals: a CI log is often read from its end only. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';
/** `spec.ts:12: ` where a test's error was raised, so a failed assertion names its line. */
const where = (error) => (error?.location ? `${basename(error.location.file)}:${error.location.line}: ` : '');
/** An assertion's "Expected … Received …" lines, on one line: what the failure saw, not only that it failed. */
const expectation = (text) => {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(Expected|Received)\b/.test(line));
  return lines.length ? ` (${lines.join('; ').slice(0, 200)})` : '';
};
/** Suites under way, for the heartbeat: a CI log silent for twenty minutes looks hung. */
const running = new Map();

const elapsed = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/**
 * CPU seconds each command and the processes under it used (the shell's `times`), printed beside the totals:
 * on a two-core machine the run can take no less than the suites' CPU over two, so this is what to cut.
 */
const cpuSeconds = new Map();
const timesFile = (label) => join(reports, `${label.replace(/\W+/g, '-')}.times`);
/** Children's user and system time, from the second line `times` prints (`0m27.73s 0m3.55s`). */
function readCpu(label) {
  const file = timesFile(label);
  if (!existsSync(file)) return;
  const children = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, rest]) => sum + Number(minutes) * 60 + Number(rest),
    0,
  );
  cpuSeconds.set(label, Math.round(seconds));
}

/** Runs a command; its output is printed as one block when it ends (or as it comes when lanes are off). */
function run(label, cmd, args, options = {}) {
  const from = Date.now();
  return new Promise((resolve) => {
    // Through sh, whose `times` adds up the CPU of every process the command waited for.
    const script = `"$@"; status=$?; times > '${timesFile(label)}'; exit $status`;
    const child = spawn('sh', ['-c', script, 'sh', cmd, ...args], {
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
      readCpu(label);
      if (!serial) {
        console.log(`\n===== ${label}: $ ${[cmd, ...args].join(' ')}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const cpu = cpuSeconds.has(label) ? `, ${cpuSeconds.get(label)} CPU-s` : '';
      console.log(`===== ${label}: ${code === 0 ? 'ok' : `exit ${code}`} in ${elapsed(from)}${cpu}`);
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
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(`${root}`, '');
      if (file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'))
        failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(`${name}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
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
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { stats } = report;
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const last = test.results?.at(-1);
            const verdict =
              test.status === 'flaky'
                ? 'flaky, passed on retry'
                : `${where(last?.error)}${firstLine(last?.error?.message)}${expectation(last?.error?.message)}`;
            // A timeout's first error says only that time ran out; the step that was waiting names the line.
            const waiting = (test.status === 'flaky' ? [] : (last?.errors ?? []).slice(1, 3)).map((error) => {
              return `\n      after ${Math.round((last.duration ?? 0) / 1000)} s, ${where(error)}${firstLine(error.message)}`;
            });
            failures.push(
              `${name}: ${spec.file}:${spec.line} > ${spec.title}: ${verdict}${waiting.join('')}`,
            );
          }
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) failed += 1;
  results.push({ name, passed, failed });
}

const want = (suite) => wanted.size === 0 || wanted.has(suite);

/**
 * The server's and the contract's unit suites: in the lane that ends first, the PGlite one when PostgreSQL carries
 * most integration files, else the checks lane (the PGlite run then has every file and is the longest).
 */
async function unitSuites() {
  if (!want('unit')) return;
  await vitestSuite('unit: contract', 'packages/contract', []);
  await vitestSuite('unit: server', 'apps/server', ['--project', 'unit']);
}

/** Checks, then the PostgreSQL run (each test file a copy of a template database). */
async function checksLane() {
  if (want('lint')) await check('lint (biome)', 'npx', ['biome', 'check', '.']);
  if (want('types')) await check('types (tsc -b)', 'npx', ['tsc', '-b']);
  if (!process.env.TEST_DATABASE_URL) await unitSuites();
  if (!want('integration')) return;
  if (process.env.TEST_DATABASE_URL) {
    await vitestSuite(
      'integration: PostgreSQL',
      'apps/server',
      ['--project', 'integration', ...excluding(pgliteCarries)],
      { DATABASE_URL: '' },
    );
  } else {
    console.log(
      '\nintegration on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run it (CI does).',
    );
  }
}

/**
 * When both integration runs run, the PostgreSQL run (the production database) has every file but the two below,
 * and the PGlite run has the files whose subject is the database underneath: the generic engine, the process
 * and its DATA_DIR, migrations, backups, concurrency, sessions and caches. Both runs are the same PostgreSQL
 * engine; what differs is the driver, its concurrency and the process around it, and these files check those on
 * both. A domain's files (its workflows, demo rows and screens' calls) run once, on PostgreSQL; the browser suite
 * runs every domain on PGlite end to end. Without TEST_DATABASE_URL the PGlite run has every file.
 * - The PGlite run alone carries the files that start the console as a process on a DATA_DIR whatever
 *   TEST_DATABASE_URL says (the server bundle `npm start` runs, the DATA_DIR lock): in the PostgreSQL run they
 *   were the same test a second time.
 */
const driverFiles = [
  'access-log',
  'batched-insert',
  'auth',
  'cache-store',
  'counters',
  'counters-stream',
  'datasheet-cache',
  'datasheet-import-crash',
  'datasheet-pdf-import',
  'datasheet-search-backfill',
  'datasheet-sheets',
  'engine-assets',
  'engine-bulk',
  'engine-children',
  'engine-deletes',
  'engine-read',
  'engine-restore',
  'engine-server-writes',
  'engine-specimen',
  'engine-status',
  'engine-tags',
  'engine-tags-save',
  'engine-update-input',
  'engine-versions',
  'engine-workflow',
  'enterprise-migration',
  'export-worker',
  'global-search',
  'http-errors',
  'migration-keeps-rows',
  'module-order',
  'operations-backup',
  'operations-cli',
  'operations-migrate',
  'operations-ready',
  'operations-schedule',
  'own-password',
  'read-together',
  'security-headers',
  'session-cache',
  'settings',
  'trust-proxy',
  'uploads',
  'web-app',
  // What the issues name as tested on both databases besides the engine: the demand and proposal transitions,
  // masking and its audit, the SaaS super-user rule, export with e-mail and the learning-platform sync (issue
  // 21); the news state machine, sanitised rich text, images in use, comment review, keywords, sitemap and QR
  // codes (issue 22).
  'content-media',
  'content-news',
  'demand-rules',
  'demand-workflows',
  'operation-families',
  'operation-keywords',
  'operation-qrcode',
  'operation-sitemap',
  'site-users',
  // Issue 23's: ingestion, retention and funnel by brute force, the AI stream and its tools under permissions,
  // campaigns honouring unsubscribes (global-search is listed above).
  'ai-assistant',
  'analytics-ingest',
  'analytics-metrics',
  'analytics-retention-batches',
  'email-payment',
  // Issue 34: the charts that count business rows equal a count of those rows, on the demo and on rows written.
  'analytics-rows',
  // Issue 32: backups cut short are swept and recorded.
  'operations-backup-failures',
  // Issue 32's: no sideways takeover of a richer admin, grant switches for super admins only, what a role-less
  // admin may call.
  'admin-account-rule',
  'grant-switches',
  'roleless-admin',
].map((name) => `test/integration/${name}.test.ts`);
const pgliteCarries = ['server-bundle', 'main-process', 'data-dir-takeover'].map(
  (name) => `test/integration/${name}.test.ts`,
);
const excluding = (files) => files.flatMap((file) => ['--exclude', file]);

/** The PGlite run (the database runs in the test process's own thread): a lane of its own. */
async function pgliteLane() {
  if (want('integration')) {
    const files = process.env.TEST_DATABASE_URL ? [...driverFiles, ...pgliteCarries] : [];
    await vitestSuite('integration: PGlite', 'apps/server', ['--project', 'integration', ...files], {
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
    });
  }
  if (process.env.TEST_DATABASE_URL) await unitSuites();
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
if (failures.length > 0) {
  console.log(`\nFailed or flaky tests (${failures.length}):`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
const totalCpu = [...cpuSeconds.values()].reduce((sum, seconds) => sum + seconds, 0);
console.log(
  `\nSuite                          passed  failed   CPU-s   (all lanes: ${elapsed(started)}, ${totalCpu} CPU-s)`,
);
for (const r of results)
  console.log(
    `${r.name.padEnd(30)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(cpuSeconds.get(r.name) ?? '').padStart(6)}`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
