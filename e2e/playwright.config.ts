import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './fixtures.ts';

// One real server on a fresh embedded database, started for the run and stopped after it.
// The specs share it, so they run one at a time.
export default defineConfig({
  testDir: './specs',
  outputDir: '../artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The suite runs on machines shared with other work (2 cores, several builds and servers at once), where a
  // step can take several times as long as on an idle one. Every wait is for a condition, so a generous limit
  // costs nothing when the machine is fast, and a failure still means the condition never held.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: E2E_BASE_URL,
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
  webServer: {
    command: 'node --import tsx start-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    // The first start migrates a fresh embedded database and seeds every domain's demo rows through the real
    // import, beside the other lanes of `npm test`: minutes on a busy two-core machine.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
