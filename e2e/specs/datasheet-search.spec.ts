import { datasheetPaths } from '@console/contract';
import { expect, type Page } from '@playwright/test';
import { type Envelope, logIn, saveScreenshot, test } from '../fixtures.ts';

/** Picks `option` in the antd Select labelled `label` within `scope`, typing it first (the list is long). */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  const select = scope.getByLabel(label);
  await select.click();
  // The header picker is searched by typing; the unit picker's few units are listed whole.
  if (await select.isEditable()) await select.fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an advanced search with two ranges in imperial units comes back on reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  // The totals compared are the server's answers: the page shows "共 0 份" before its first answer, and the
  // previous answer until the next one arrives.
  const searched = (conditions: number) =>
    page
      .waitForResponse(
        (r) =>
          r.url().endsWith(`/api${datasheetPaths.smartSearch}`) &&
          (r.request().postDataJSON() as { conditions?: unknown[] }).conditions?.length === conditions,
      )
      .then(async (r) => ((await r.json()) as Envelope<{ total: number }>).data.total);
  const unfiltered = searched(0);
  await page.goto('/datasheet/smart/advanced');
  // Without a condition the search lists every sheet: the two ranges below must narrow it.
  const total = page.locator('[data-testid="search-total"]:visible');
  const everything = await unfiltered;
  await expect(total).toHaveText(`共 ${everything} 份物性表`);
  await page.getByRole('button', { name: /添加性能条件|Add a property condition/ }).click();
  await page.getByRole('button', { name: /添加性能条件|Add a property condition/ }).click();
  const rows = page.getByTestId('search-condition');
  await choose(page, rows.nth(0), '性能', '拉伸强度');
  await choose(page, rows.nth(0), '单位', 'psi');
  await rows.nth(0).getByLabel('下限').fill('10000');
  await choose(page, rows.nth(1), '性能', '热变形温度');
  await choose(page, rows.nth(1), '单位', '°F');
  await rows.nth(1).getByLabel('下限').fill('300');
  const filtered = searched(2);
  await page.getByTestId('search-run').click();
  await expect(page).toHaveURL(/q=/);
  const narrowed = await filtered;
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(everything);
  // Each search is a tab of its own (its query is in the URL), the earlier ones kept alive but hidden.
  const before = `共 ${narrowed} 份物性表`;
  await expect(total).toHaveText(before);
  const firstRows = await page.locator('.ant-table-tbody:visible tr').allTextContents();
  await saveScreenshot(page, 'datasheet-smart-advanced');
  await page.reload();
  await expect(total).toHaveText(before);
  await expect(page.locator('.ant-table-tbody:visible tr')).toHaveText(firstRows);
});
