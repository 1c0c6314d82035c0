/**
 * A change the server made on its own is shown in the row's change history by its system actor (issue 33): the
 * limited admin the e2e setup creates with `npm run admin -- create` was added by the command line, not by an admin.
 */
import { expect } from '@playwright/test';
import { EDITOR, logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

test('the change history names the command line as the actor of an account it created', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/user');
  const row = page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: EDITOR.username });
  await expect(row).toBeVisible();
  await rowAction(row, 'row-view');
  const history = page.getByTestId('change-history');
  await expect(history).toContainText('新增');
  await expect(history).toContainText('系统·命令行');
  await saveScreenshot(page, 'history-system-actor');
});
