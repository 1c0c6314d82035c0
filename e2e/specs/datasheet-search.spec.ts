import { expect, type Page, test } from '@playwright/test';
import { logIn, saveScreenshot } from '../fixtures.ts';

/** Picks `option` in the antd Select labelled `label` within `scope`. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('an advanced search with two ranges in imperial units comes back on reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.goto('/datasheet/smart/advanced');
  await page.getByRole('button', { name: /添加性能条件|Add a property condition/ }).click();
  await page.getByRole('button', { name: /添加性能条件|Add a property condition/ }).click();
  const rows = page.getByTestId('search-condition');
  await choose(page, rows.nth(0), '性能', '拉伸强度');
  await choose(page, rows.nth(0), '单位', 'psi');
  await rows.nth(0).getByLabel('下限').fill('10000');
  await choose(page, rows.nth(1), '性能', '热变形温度');
  await choose(page, rows.nth(1), '单位', '°F');
  await rows.nth(1).getByLabel('下限').fill('300');
  await page.getByRole('button', { name: /搜索|Search/ }).click();
  await expect(page).toHaveURL(/q=/);
  const total = page.getByTestId('search-total');
  await expect(total).not.toHaveText(/共 0 份/);
  const before = await total.textContent();
  const firstRows = await page.locator('.ant-table-tbody tr').allTextContents();
  await saveScreenshot(page, 'datasheet-smart-advanced');
  await page.reload();
  await expect(total).toHaveText(before ?? '');
  await expect(page.locator('.ant-table-tbody tr')).toHaveText(firstRows);
});
