/**
 * Scheduled backups (BACKUP_EVERY_HOURS, BACKUP_KEEP) and their record as a super admin reads it
 * (`GET /api/system/backups`): the last backup's time, size and reason, the next one, and a failure newer
 * than the last success; a limited admin without the grant is refused.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, type BackupStatus } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;
let dir: string;

const archives = () => readdirSync(dir).filter((name) => name.endsWith('.tar'));
async function status(token = root) {
  return (await t.call<BackupStatus>(token, { url: `/api${apiPaths.backupStatus}` })).body;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-schedule-'));
  // 0.0005 h = 1.8 s between backups.
  t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '0.0005', BACKUP_KEEP: '2' } });
  root = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('says there is none yet, and when the first is due', async () => {
    expect((await status()).data).toMatchObject({
      dir,
      every_hours: 0.0005,
      keep: 2,
      last: null,
      failure: null,
    });
    await t.consoleApp.operations.backups.start();
    const next = (await status()).data.next_at;
    expect(next).not.toBeNull();
    expect(Date.parse(next ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('writes one every period and keeps the newest BACKUP_KEEP', async () => {
    // A guard against a schedule that never fires, not a timing: a PGlite dump takes seconds alone and can take
    // a minute on a two-core machine busy with the other lanes.
    const deadline = Date.now() + 180_000;
    let written = new Set<string>();
    while (written.size < 3 && Date.now() < deadline) {
      written = new Set([...written, ...archives()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(written.size).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const kept = archives().sort();
    expect(kept.length).toBeLessThanOrEqual(2);
    // Each kept archive has its summary; a pruned one took its summary with it.
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.tar.json'))) {
      expect(kept).toContain(name.slice(0, -'.json'.length));
    }
    const last = (await status()).data.last;
    expect(last?.reason).toBe('scheduled');
    expect(kept).toContain(last?.file);
    expect(last?.size).toBe(statSync(join(dir, last?.file ?? '')).size);
    expect(last?.migration).toMatch(/^\d{4}_/);
  }, 240_000);

  it('shows a failed backup until one succeeds after it', async () => {
    await t.consoleApp.operations.backups.close();
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    await expect(
      t.consoleApp.operations.backups.take(join(blocker, 'console-x.tar'), 'manual'),
    ).rejects.toThrow();
    expect(existsSync(join(dir, 'last-failure.json'))).toBe(true);
    const failed = (await status()).data;
    expect(failed.failure).toMatchObject({ reason: 'manual' });
    expect(failed.failure?.message).toMatch(/EEXIST|ENOTDIR/);
    expect(failed.next_at).toBeNull();

    await t.consoleApp.operations.backups.take(join(dir, 'console-zz-after.tar'), 'manual');
    const recovered = (await status()).data;
    expect(recovered.failure).toBeNull();
    expect(recovered.last?.reason).toBe('manual');
  });

  it('refuses an admin without the grant', async () => {
    await t.call(root, {
      method: 'POST',
      url: `/api${apiPaths.adminUserAdd}`,
      payload: { username: 'plain', password: 'plain-Pass-42' },
    });
    const plain = await t.login('plain', 'plain-Pass-42');
    expect((await status(plain)).code).toBe(3);
  });
});
