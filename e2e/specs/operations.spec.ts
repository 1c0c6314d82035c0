// A backup taken by the command while the console serves, then shown to a super admin under 系统配置 →
// 键值配置 (docs/operations.md): the time and size of the last backup and how it was taken.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_BACKUP_DIR, E2E_DATA_DIR, logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

const cli = join(import.meta.dirname, '../../apps/server/src/cli.ts');

test('a super admin sees the last backup, taken while the console serves', async ({ page }) => {
  const backup = spawnSync(process.execPath, ['--import', 'tsx', cli, 'backup'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, BACKUP_DIR: E2E_BACKUP_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
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
