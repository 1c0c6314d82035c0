/**
 * Backups that fail loudly (issue 32 §5): a backup cut short by a killed process leaves `<file>.partial` behind;
 * the server's start and every backup sweep BACKUP_DIR of such partials (a live writer's is left alone), and
 * record each sweep and each failed backup: the `failure` of `GET /api/system/backups` and the
 * `console_backup_failures_total` metric. The next successful backup clears the failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, type BackupStatus } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPartial } from '../../src/operations/backup-partials.ts';
import { newBackupFile } from '../../src/operations/backups.ts';
import { createTestApp, type TestApp } from './harness.ts';

const METRICS_TOKEN = 'backup-failures-metrics-token';
const partialsModule = fileURLToPath(new URL('../../src/operations/backup-partials.ts', import.meta.url));

let t: TestApp;
let root: string;
let dir: string;

async function status() {
  const { body } = await t.call<BackupStatus>(root, { url: `/api${apiPaths.backupStatus}` });
  expect(body.code).toBe(0);
  return body.data;
}

async function failuresCounted(): Promise<number> {
  const response = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = /^console_backup_failures_total (\d+)$/m.exec(response.body);
  if (!line) throw new Error(`no console_backup_failures_total in:\n${response.body.slice(0, 2000)}`);
  return Number(line[1]);
}

/**
 * A backup killed half-way, as `kill -9` leaves it: a real process marks itself the writer of an archive in `dir`,
 * writes part of it and is killed with SIGKILL. Answers the killed process's pid and the archive it was writing.
 */
function killedBackup(name: string): { pid: number; file: string } {
  const file = join(dir, name);
  const script = `
    const { markPartial } = await import(${JSON.stringify(partialsModule)});
    const { writeFileSync } = await import('node:fs');
    await markPartial(${JSON.stringify(file)}, 'scheduled');
    writeFileSync(${JSON.stringify(`${file}.partial`)}, Buffer.alloc(4096, 1));
    process.kill(process.pid, 'SIGKILL');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.signal, run.stderr).toBe('SIGKILL');
  expect(existsSync(`${file}.partial`)).toBe(true);
  return { pid: run.pid, file };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-backup-failures-'));
  t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '0', METRICS_TOKEN } });
  root = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backups that fail loudly', () => {
  it('removes at start a partial archive whose writer was killed, and records it as a failure', async () => {
    const killed = killedBackup('console-2026-01-01T00-00-00-000Z.tar');
    // A partial still being written by a live process (this one) is not the sweep's to remove.
    const live = join(dir, 'console-2026-01-02T00-00-00-000Z.tar');
    const unmark = await markPartial(live, 'manual');
    writeFileSync(`${live}.partial`, 'still being written');
    expect((await status()).failure).toBeNull();
    expect(await failuresCounted()).toBe(0);

    await t.consoleApp.operations.backups.start();

    expect(existsSync(`${killed.file}.partial`)).toBe(false);
    expect(existsSync(`${killed.file}.partial.owner`)).toBe(false);
    expect(existsSync(`${live}.partial`)).toBe(true);
    const { failure, last } = await status();
    expect(last).toBeNull();
    expect(failure).toMatchObject({ reason: 'scheduled' });
    expect(failure?.message).toContain(
      'interrupted: the backup console-2026-01-01T00-00-00-000Z.tar was cut short',
    );
    expect(failure?.message).toContain(`pid ${killed.pid}`);
    expect(await failuresCounted()).toBe(1);

    await unmark();
    rmSync(`${live}.partial`);
  });

  it('records a backup that fails (a folder that cannot be written), until one succeeds', async () => {
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    await expect(
      t.consoleApp.operations.backups.take(join(blocker, 'console-x.tar'), 'manual'),
    ).rejects.toThrow();
    const failed = (await status()).failure;
    expect(failed).toMatchObject({ reason: 'manual' });
    expect(failed?.message).toMatch(/EEXIST|ENOTDIR/);
    expect(await failuresCounted()).toBe(2);
    rmSync(blocker);

    // Another backup killed since: swept before the next backup, which then succeeds and clears the failure.
    const killed = killedBackup('console-2026-01-03T00-00-00-000Z.tar');
    const taken = await t.consoleApp.operations.backups.take(
      newBackupFile({ backupDir: dir }, 'manual'),
      'manual',
    );
    expect(existsSync(`${killed.file}.partial`)).toBe(false);
    expect(await failuresCounted()).toBe(3);
    const recovered = await status();
    expect(recovered.failure).toBeNull();
    expect(recovered.last?.file).toBe(taken.file.split('/').pop());
    expect(existsSync(join(dir, 'last-failure.json'))).toBe(false);
    // Nothing partial or unowned is left in the folder: the archive, its summary.
    expect(readdirSync(dir).sort()).toEqual([recovered.last?.file, `${recovered.last?.file}.json`].sort());
  });
});
