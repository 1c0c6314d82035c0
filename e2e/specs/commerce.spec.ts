import { expect } from '@playwright/test';
import { logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('compares a requirement’s quotes in one currency, at the setting’s and then at typed rates', async ({
  page,
}) => {
  await openScreen(page, '/purchase/requirement/list');
  const requirement = page.locator('[data-testid="resource-table"] .ant-table-row', {
    hasText: 'PA66 GF30 月度采购',
  });
  await saveScreenshot(page, 'purchase-requirements');
  await requirement.getByTestId('requirement-compare').click();
  await expect(page).toHaveURL(/\/price\/bid\?requirement_id=\d+$/);

  const table = page.getByTestId('bid-table');
  await expect(page.getByTestId('bid-rates-from')).toContainText('price.exchange_rates');
  // In yuan a tonne at the demo rates: 480 JPY/kg = 22,560; 23,500 CNY; 3,000 EUR = 23,100; the dollar quote
  // per kg (9,940) has expired, so the yen quote is the best.
  const rows = table.locator('.ant-table-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByTestId('bid-converted')).toHaveText('22,560');
  await expect(rows.nth(1).getByTestId('bid-best')).toBeVisible();
  await saveScreenshot(page, 'price-bid');

  // In dollars at typed rates: the order holds, the figures follow the rates.
  await page.getByTestId('bid-currency').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'USD' }).click();
  await page.getByTestId('bid-rates').fill('USD=7.0; EUR=7.8; JPY=0.045');
  await page.getByTestId('bid-compare').click();
  await expect(page.getByTestId('bid-rates-from')).toContainText(/本次输入/);
  await expect(rows.nth(1).getByTestId('bid-converted')).toHaveText('3,085.71');
  await expect(rows.nth(1).getByTestId('bid-best')).toBeVisible();
  await saveScreenshot(page, 'price-bid-usd');

  // Accepting the best quote awards the requirement.
  await rows.nth(1).getByTestId('bid-accept').click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('已采纳报价，需求已成交')).toBeVisible();
  await openScreen(page, '/purchase/requirement/list');
  await expect(requirement).toContainText('已成交');
});
