// A backup taken by the command while the console serves, then shown to a super admin under 系统配置 →
// 键值配置 (docs/operations.md): the time and size of the last backup and how it was taken. A backup cut short by
// a killed process is shown there as a failure, until a backup succeeds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_BACKUP_DIR, E2E_DATA_DIR, logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

const cli = join(import.meta.dirname, '../../apps/server/src/cli.ts');

/** `npm run admin -- backup [file]` while the console serves (it asks the server through its control socket). */
function backupCommand(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, 'backup', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, BACKUP_DIR: E2E_BACKUP_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

test('a super admin sees the last backup, taken while the console serves', async ({ page }) => {
  const backup = backupCommand();
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const file = /^backup written: (\S+) /.exec(backup.stdout)?.[1] ?? '';
  expect(existsSync(file)).toBe(true);
  expect(readdirSync(E2E_BACKUP_DIR)).toContain(`${file.split('/').pop()}.json`);

  await logIn(page);
  await openScreen(page, '/configuration/keys');
  const panel = page.getByTestId('backup-status');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('backup-last')).not.toHaveText('尚无备份');
  await expect(panel.getByTestId('backup-size')).toHaveText(/^\d+(\.\d)? (KB|MB|GB)$/);
  await expect(panel).toContainText('手动');
  await expect(panel).toContainText(E2E_BACKUP_DIR);
  await expect(page.getByTestId('backup-failure')).toHaveCount(0);
  await saveScreenshot(page, 'operations-backup-status');
});

test('a backup cut short by a killed process is shown as failed until the next one succeeds', async ({
  page,
}) => {
  // What a server killed during a scheduled backup leaves: the partial archive and its writer, a process now gone.
  const gone = spawnSync(process.execPath, ['-e', '0']).pid;
  const archive = join(E2E_BACKUP_DIR, 'console-2026-01-01T00-00-00-000Z.tar');
  writeFileSync(`${archive}.partial`, 'cut short');
  writeFileSync(
    `${archive}.partial.owner`,
    JSON.stringify({ pid: gone, host: hostname(), process: null, since: '', reason: 'scheduled' }),
  );
  // A backup written elsewhere: the server sweeps BACKUP_DIR first, and its success does not answer for the folder.
  const elsewhere = mkdtempSync(join(tmpdir(), 'e2e-backup-'));
  try {
    const aside = backupCommand(join(elsewhere, 'aside.tar'));
    expect(aside.status, aside.stderr).toBe(0);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  expect(existsSync(`${archive}.partial`)).toBe(false);

  await logIn(page);
  await openScreen(page, '/configuration/keys');
  const failure = page.getByTestId('backup-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('的备份失败');
  await expect(failure).toContainText(
    `interrupted: the backup console-2026-01-01T00-00-00-000Z.tar was cut short`,
  );
  await expect(failure).toContainText(`pid ${gone}`);
  await saveScreenshot(page, 'operations-backup-interrupted');

  const next = backupCommand();
  expect(next.status, next.stderr).toBe(0);
  await page.reload();
  await expect(page.getByTestId('backup-status')).toBeVisible();
  await expect(page.getByTestId('backup-failure')).toHaveCount(0);
});
