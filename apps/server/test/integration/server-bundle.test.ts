// What `npm start` runs: the server as one ES module built by scripts/build-server.mjs. Built here into a
// folder of the test's own (beside the real one, so the bundle finds the server's migrations and packages).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, resourcePaths, tagResource } from '@console/contract';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';

const repository = fileURLToPath(new URL('../../../..', import.meta.url));
const bundleDir = mkdtempSync(join(repository, 'apps/server/dist-test-'));
const dataDir = mkdtempSync(join(tmpdir(), 'console-bundle-'));
afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function waitForReady(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    // A first start runs initdb and every migration: minutes on a loaded two-core machine.
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 180_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /console ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    server.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('the server bundle npm start runs', () => {
  it('builds, answers, exports, and stops cleanly on a repeated signal, releasing DATA_DIR', async () => {
    const bundle = join(bundleDir, 'main.mjs');
    const build = spawnSync(process.execPath, [join(repository, 'scripts/build-server.mjs'), bundle], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const server = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        // debug: the start's steps are printed with their times (issue 37).
        LOG_LEVEL: 'debug',
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'bundle-Test-Pass-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    let log = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const port = await waitForReady(server);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ok', db: 'pglite' } });

    // Exports are written by a worker thread built beside the bundle (xlsx-worker.mjs): it must be found.
    const login = await fetch(`http://127.0.0.1:${port}/api${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bundle-Test-Pass-1' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const exported = await fetch(`http://127.0.0.1:${port}/api${resourcePaths(tagResource).export}`, {
      headers: { authorization: `Bearer ${data.token}`, 'accept-language': 'en' },
    });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.arrayBuffer());
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('ID');

    // Ctrl-C under `npm start` reaches the server twice: from the terminal and forwarded by the start script.
    server.kill('SIGINT');
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    // Every step of the start, in order, each with its wall and CPU time.
    const steps = [...log.matchAll(/start: (.+?) \d+ ms, \d+ ms CPU \(at \d+ ms\)/g)].map((m) => m[1]);
    expect(steps).toEqual([
      'module load',
      'PGlite open',
      'migrations check',
      'menu authorities and records',
      'seed check',
      'app built',
      'routes ready',
      'session listener',
      'API authority sync',
      'listening',
      'backups and control socket',
    ]);
    const lock = await lockDataDir(dataDir);
    await lock.release();
  }, 300_000);
});
