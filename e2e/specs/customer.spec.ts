import { expect } from '@playwright/test';
import { logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('checks a scanned card against its proposed duplicate, merges it and finds the card updated', async ({
  page,
}) => {
  await openScreen(page, '/customer/bcard/cache');
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  // The demo scan of 王建国 has his mobile written +86-138-0013-8000: the kept card is proposed.
  const wang = rows.filter({ hasText: '王建国' }).first();
  const duplicates = wang.getByTestId('customer-duplicates');
  await expect(duplicates).toHaveAttribute('data-count', '1');
  await expect(rows.filter({ hasText: '刘芳' }).getByTestId('customer-duplicates')).toHaveAttribute(
    'data-count',
    '0',
  );
  await saveScreenshot(page, 'customer-cache');

  await duplicates.click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.getByTestId('customer-duplicate')).toHaveCount(1);
  await expect(dialog.getByTestId('customer-duplicate')).toContainText('手机');
  const compare = dialog.getByTestId('customer-compare');
  await expect(compare).toContainText('华南塑化集团');
  // The kept card has a company already: only a ticked field is overwritten.
  await dialog.getByTestId('customer-overwrite-company').check();
  await saveScreenshot(page, 'customer-compare');
  await dialog.getByTestId('customer-merge').click();
  await expect(page.getByText('已合并到名片「王建国」')).toBeVisible();
  await expect(wang).toContainText('已合并');

  await openScreen(page, '/customer/bcard/list');
  const card = page.locator('[data-testid="resource-table"] .ant-table-row').filter({ hasText: '王建国' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('华南塑化集团');
  await saveScreenshot(page, 'customer-cards');
});
