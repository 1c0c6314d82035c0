/**
 * A change the server made on its own is shown in the row's change history by its system actor (issue 33): the
 * demo's import run was started and closed by the seed, not by an admin.
 */
import { expect } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

test('the change history names the seed as the actor of the demo import', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/datasheet/cache/import_run');
  const row = page.locator('[data-testid="resource-table"] .ant-table-row').first();
  await expect(row).toBeVisible();
  await rowAction(row, 'row-view');
  const history = page.getByTestId('change-history');
  await expect(history).toContainText('系统·演示数据');
  await expect(history).toContainText('新增');
  await saveScreenshot(page, 'history-system-actor');
});
