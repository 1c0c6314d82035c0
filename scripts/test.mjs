#!/usr/bin/env node
// `npm test`: every check and suite of the project, in order, each counted; the last line totals them
// as `N passed, N failed` (the form CI reads). Pass suite names to run a subset:
//   npm test -- unit integration
// Suites: lint, types, unit, integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const wanted = new Set(process.argv.slice(2));
const results = [];

function run(cmd, args, options = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const out = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...options.env },
    ...options,
  });
  return out.status === 0;
}

/** A check without test cases of its own (lint, types) counts as one. */
function check(name, cmd, args) {
  const ok = run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitestSuite(name, cwd, args, extraEnv = {}) {
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      cwd: join(root, cwd),
      env: { ...env, ...extraEnv },
    },
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

function playwrightSuite(name) {
  const file = join(reports, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
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

if (want('lint')) check('lint (biome)', 'npx', ['biome', 'check', '.']);
if (want('types')) check('types (tsc -b)', 'npx', ['tsc', '-b']);
if (want('unit')) {
  vitestSuite('unit: contract', 'packages/contract', []);
  vitestSuite('unit: web', 'apps/web', []);
  vitestSuite('unit: server', 'apps/server', ['--project', 'unit']);
}
if (want('integration')) {
  const pgliteEnv = { TEST_DATABASE_URL: '', DATABASE_URL: '' };
  vitestSuite('integration: PGlite', 'apps/server', ['--project', 'integration'], pgliteEnv);
  if (process.env.TEST_DATABASE_URL) {
    vitestSuite('integration: PostgreSQL', 'apps/server', ['--project', 'integration'], { DATABASE_URL: '' });
  } else {
    console.log(
      '\nintegration on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run it (CI does).',
    );
  }
}
if (want('e2e')) {
  if (run('npm', ['run', 'build', '--workspace', '@console/web'])) playwrightSuite('e2e: Chromium');
  else results.push({ name: 'e2e: web build', passed: 0, failed: 1 });
}

console.log('\nSuite                          passed  failed');
for (const r of results)
  console.log(`${r.name.padEnd(30)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
