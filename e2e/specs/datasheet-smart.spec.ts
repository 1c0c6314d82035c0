import { datasheetPaths } from '@console/contract';
import { expect, type Page } from '@playwright/test';
import { type Envelope, logInAt, saveScreenshot, test } from '../fixtures.ts';

/** Picks `option` in the antd Select labelled `label` within `scope`, typing it first when it is searchable. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  const select = scope.getByLabel(label);
  await select.click();
  if (await select.isEditable()) await select.fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a saved advanced search reopens from the saved searches with the same results', async ({ page }) => {
  await logInAt(page, '/datasheet/smart/advanced');
  const total = page.locator('[data-testid="search-total"]:visible');
  await page.getByRole('button', { name: /添加性能条件/ }).click();
  const row = page.getByTestId('search-condition').first();
  await choose(page, row, '性能', '拉伸强度');
  // The default system is SI: the condition starts in MPa.
  await expect(row.getByTestId('search-condition-unit')).toHaveText('MPa');
  await row.getByLabel('下限').fill('120');
  // The page shows the unfiltered answer until the filtered one arrives (and "共 0 份" before any): the total
  // to expect is the one the server gave this search.
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api${datasheetPaths.smartSearch}`) &&
      (r.request().postDataJSON() as { conditions?: unknown[] }).conditions?.length === 1,
  );
  await page.getByTestId('search-run').click();
  await expect(page).toHaveURL(/q=/);
  const answer = (await (await answered).json()) as Envelope<{ total: number }>;
  expect(answer.data.total).toBeGreaterThan(0);
  const found = `共 ${answer.data.total} 份物性表`;
  await expect(total).toHaveText(found);
  const rows = await page.locator('.ant-table-tbody:visible tr').allTextContents();

  const name = `E2E 拉伸 ≥ 120 MPa ${Date.now()}`;
  await page.locator('[data-testid="search-save"]:visible').click();
  await page.getByTestId('search-save-name').fill(name);
  await saveScreenshot(page, 'datasheet-smart-save');
  await page.getByTestId('search-save-confirm').click();
  await expect(page.getByText('已保存。')).toBeVisible();

  await page.goto('/datasheet/smart/list');
  const saved = page.locator('.ant-table-tbody:visible tr', { hasText: name });
  await expect(saved).toHaveCount(1);
  await saveScreenshot(page, 'datasheet-smart-list');
  await saved.getByRole('link', { name: '打开' }).click();
  await expect(page).toHaveURL(/\/datasheet\/smart\/advanced\?q=/);
  await expect(total).toHaveText(found);
  await expect(page.locator('.ant-table-tbody:visible tr')).toHaveText(rows);
  await expect(page.locator('[data-testid="search-condition"]:visible')).toHaveCount(1);
});

test('a raw UL row is matched to a yellow card from its suggestions', async ({ page }) => {
  await logInAt(page, '/datasheet/cache/ul_data');
  const match = page.locator('[data-testid^="ul-match-"]:visible').first();
  await expect(match).toBeVisible();
  const waiting = await page.locator('.ant-table-tbody:visible tr.ant-table-row').count();
  await saveScreenshot(page, 'datasheet-ul-data');
  await match.click();
  const dialog = page.locator('.ant-modal:visible');
  // The suggested company is chosen for the operator.
  await expect(dialog.locator('.ant-tag-checkable-checked')).toHaveCount(1);
  await saveScreenshot(page, 'datasheet-ul-data-match');
  await page.getByTestId('ul-match-confirm').click();
  await expect(page.getByText(/已(匹配到|新建)黄卡 #\d+/)).toBeVisible();
  // The list opens on the waiting rows: the matched one leaves it.
  await expect(page.locator('.ant-table-tbody:visible tr.ant-table-row')).toHaveCount(waiting - 1);
});

test('the search units, options and one header’s values are built screens', async ({ page }) => {
  await logInAt(page, '/datasheet/smart/unit');
  await expect(page.getByTestId('unit-offered-psi')).toBeVisible();
  await saveScreenshot(page, 'datasheet-smart-unit');
  await page.goto('/datasheet/smart/option');
  await expect(page.getByTestId('search-header-order')).toBeVisible();
  await expect(page.getByText('PA66 GF30 结构件')).toBeVisible();
  await saveScreenshot(page, 'datasheet-smart-option');
  // A preset fills the advanced search's conditions.
  await page.goto('/datasheet/smart/advanced');
  await page.locator('[data-testid="search-preset"]:visible').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('PA66 GF30 结构件', { exact: true }).click();
  await expect(page.locator('[data-testid="search-condition"]:visible')).toHaveCount(2);
  await page.locator('[data-testid="search-run"]:visible').click();
  await expect(page).toHaveURL(/q=/);
  // The answer shown (the network idle, unless the counter stream keeps it busy) before the picture.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await saveScreenshot(page, 'datasheet-smart-advanced-preset');
  await page.goto('/datasheet/header_set/v1_header');
  await page
    .locator('.ant-table-tbody:visible tr', { hasText: '拉伸强度' })
    .first()
    .getByTestId('row-view')
    .click();
  await page.getByTestId('header-values-link').click();
  await expect(page).toHaveURL(/\/datasheet\/item\/header\?id=\d+/);
  await expect(page.getByTestId('header-values-summary')).toContainText('中位数');
  await saveScreenshot(page, 'datasheet-item-header');
});
