import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_FIRST_PORT, E2E_WORKERS } from './fixtures.ts';

/** This run's seeded database, which every server but the first copies (one folder per run). */
const demoTemplate = join(import.meta.dirname, `../node_modules/.e2e-demo-${process.pid}`);

// Real servers on fresh embedded databases, started for the run and stopped after it: one per worker, each
// worker's spec files one at a time against its own server (fixtures.ts).
export default defineConfig({
  testDir: './specs',
  outputDir: '../artifacts/test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The suite runs on machines shared with other work (2 cores, several builds and servers at once), where a
  // step can take several times as long as on an idle one. Every wait is for a condition, so a generous limit
  // costs nothing when the machine is fast, and a failure still means the condition never held.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_FIRST_PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The console stops antd's animations for people who ask for less motion: a click into a popup that is
    // still zooming in could otherwise land where an item was a frame earlier.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // The first server seeds the run's database; the others copy it (start-server.ts).
    command: `node --import tsx start-server.ts --demo-template ${demoTemplate}${index === 0 ? ' --seed' : ''}`,
    url: `http://127.0.0.1:${E2E_FIRST_PORT + index}/api/health`,
    // The first start migrates a fresh embedded database and seeds every domain's demo rows through the real
    // import, beside the other lanes of `npm test`: minutes on a busy two-core machine.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(E2E_FIRST_PORT + index) },
  })),
});
