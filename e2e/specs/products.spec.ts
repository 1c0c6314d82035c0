import { expect } from '@playwright/test';
import { logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('products, supply offers (the expired one marked) and stock lots show with the demo rows', async ({
  page,
}) => {
  await openScreen(page, '/product/list');
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'product-list');

  await openScreen(page, '/product/supple_list');
  await expect(page.locator('[data-testid="resource-table"] [data-testid="validity-expired"]')).toHaveCount(
    1,
  );
  await saveScreenshot(page, 'supply-list');

  await openScreen(page, '/store/list');
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row')).toHaveCount(5);
  await saveScreenshot(page, 'store-list');
});
