// The web benchmark (issue "opens fast and installs clean"): the console started as `npm start` starts it, on
// a fresh embedded data directory with demo data, then restarted on it; then Chromium measures the login
// page's JavaScript, the time until the shell is usable after the login click, and kept-alive tab switches.
// Prints a table and the same figures as JSON; asserts nothing about speed.
//
//   npm run bench:web            (BENCH_PORT, BENCH_RUNS, CHROMIUM_PATH to change the defaults)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../server.ts';
import { launchChromium, measureLoginWeight, measureShellUsable, measureTabSwitches } from './browser.ts';
import { type RunningConsole, startConsole } from './start.ts';

const port = Number(process.env.BENCH_PORT ?? 3295);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const RESTARTS = 3;
const TAB_SWITCHES = 20;
const credentials = { username: 'admin', password: 'bench-Web-Pass-1' };
const log = (line = '') => process.stdout.write(`${line}\n`);

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes: number) => Math.round(bytes / 1024);
const ms = (value: number) => Math.round(value);

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-web-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  ADMIN_USERNAME: credentials.username,
  ADMIN_PASSWORD: credentials.password,
};

let running: RunningConsole | undefined;
try {
  log(`web benchmark on ${cpus().length} cores (load ${loadavg()[0]?.toFixed(2)}), data in ${dataDir}`);
  running = await startConsole(port, env);
  const firstStart = running.startedInMs;
  log(`first start (initdb, migrations, demo data): ${ms(firstStart)} ms`);
  const restarts: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    await running.stop();
    running = await startConsole(port, env);
    restarts.push(running.startedInMs);
    log(`restart ${i + 1}: ${ms(running.startedInMs)} ms`);
  }

  const browser = await launchChromium();
  const base = running.base;
  const login = await measureLoginWeight(browser, base);
  const usable: number[] = [];
  for (let i = 0; i < runs; i++) {
    usable.push(await measureShellUsable(browser, base, credentials));
    log(`shell usable ${i + 1}: ${ms(usable[i] ?? 0)} ms`);
  }
  const switches = await measureTabSwitches(browser, base, credentials, TAB_SWITCHES);
  await browser.close();

  const sortedUsable = [...usable].sort((a, b) => a - b);
  const sortedSwitches = [...switches].sort((a, b) => a - b);
  const figures = {
    loginJs: { kb: kb(login.bytes), decodedKb: kb(login.decodedBytes), files: login.files, aimKb: 120 },
    shellUsableMs: { median: ms(median(usable)), max: ms(sortedUsable.at(-1) ?? 0), runs, aim: 800 },
    tabSwitchMs: {
      median: ms(median(switches)),
      p95: ms(percentile(sortedSwitches, 95)),
      switches: TAB_SWITCHES,
      aim: 50,
    },
    startMs: { first: ms(firstStart), restartMedian: ms(median(restarts)), aimRestart: 2000 },
  };
  log();
  log('| measure | figure | aim |');
  log('|---|---|---|');
  log(
    `| JavaScript of /login on the wire | ${figures.loginJs.kb} KB in ${login.files} files (${figures.loginJs.decodedKb} KB decoded) | ≤ 120 KB |`,
  );
  log(
    `| login click → shell usable (empty cache) | median ${figures.shellUsableMs.median} ms, max ${figures.shellUsableMs.max} ms of ${runs} | ≤ 800 ms |`,
  );
  log(
    `| switch to a kept-alive tab | median ${figures.tabSwitchMs.median} ms, p95 ${figures.tabSwitchMs.p95} ms of ${TAB_SWITCHES} | ≤ 50 ms |`,
  );
  log(
    `| npm start → listening, restart | median ${figures.startMs.restartMedian} ms of ${RESTARTS} | ≤ 2000 ms |`,
  );
  log(`| npm start → listening, first start | ${figures.startMs.first} ms | — |`);
  log();
  log(JSON.stringify(figures));
} finally {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
