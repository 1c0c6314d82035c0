import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { pgliteDir } from '../../src/db/index.ts';

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'console-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `src/main.ts` as `npm start` does and waits for it to stop (it must, in these cases). */
function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    // A guard against a process that does not stop: starting Node, tsx and the server's modules can take most of
    // a minute on a two-core machine busy with the other lanes.
    timeout: 110_000,
  });
}

describe('server process', () => {
  it('refuses a DATA_DIR held by another process, before opening the database', async () => {
    const lock = await lockDataDir(dataDir);
    try {
      const run = runMain({ DATA_DIR: dataDir, PORT: '0' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another console process; stop it first or set DATA_DIR to another folder`,
      );
      expect(run.stderr).not.toContain('    at ');
      expect(existsSync(pgliteDir(dataDir))).toBe(false);
    } finally {
      await lock.release();
    }
  });

  it('stops with a message naming a bad variable', () => {
    const run = runMain({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
  });
});
