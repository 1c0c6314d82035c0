import { expect, type Locator, type Page } from '@playwright/test';
import { logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

/** A name no other run uses, so the assertions see only this test's rows. */
const run = Date.now().toString(36).slice(-5);

const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

/** Picks in a form select by typing; the option of exactly this name. */
async function pickField(page: Page, field: Locator, text: string) {
  await field.locator('input').focus();
  await page.keyboard.type(text);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the catalogue, scales and sheet ratings show their generic screens with the demo rows', async ({
  page,
}) => {
  await openScreen(page, '/datasheet/chemicals/catalog/list');
  await expect(rowOf(page, '油脂与燃料')).toBeVisible();
  await saveScreenshot(page, 'chemicals-catalog');

  await openScreen(page, '/datasheet/chemicals/scale/list');
  const letters = rowOf(page, 'A–D 四级');
  await expect(letters.locator('[data-testid="grade-tag"]')).toHaveCount(4);
  await saveScreenshot(page, 'chemicals-scales');

  await openScreen(page, '/datasheet/chemicals/ds_compatibility/list');
  await expect(
    page.locator('[data-testid="resource-table"] [data-testid="grade-tag"]').first(),
  ).toBeVisible();
  await saveScreenshot(page, 'chemicals-ds-compatibility');
  const sheetGrade = (await rowOf(page, '氢氧化钠').first().locator('td').nth(3).innerText()).trim();

  // The chart for that sheet: its own grade where its maker gave one, its family's (dashed) elsewhere.
  await openScreen(page, '/datasheet/chemicals/compatibility/list');
  await pickField(page, page.getByTestId('matrix-filter-class'), '碱');
  await pickField(page, page.getByTestId('matrix-filter-sheet'), sheetGrade);
  await page.keyboard.press('Escape');
  await page.getByTestId('matrix-search').click();
  await expect(page.getByRole('columnheader', { name: new RegExp(sheetGrade) })).toBeVisible();
  const sheetCells = page.locator(`[data-testid="matrix-cell"][data-cell$="|${sheetGrade}"]`);
  await expect(sheetCells.locator('[data-testid="grade-tag"]:not([data-inherited])').first()).toBeVisible();
  await expect(sheetCells.locator('[data-testid="grade-tag"][data-inherited="true"]').first()).toBeVisible();
  await saveScreenshot(page, 'chemicals-matrix-sheet');
});

test('a chemical and a rating made through the console appear in the resistance chart', async ({ page }) => {
  const name = `测试介质${run}`;

  // The chemical: a wrong check digit is said while typing, the right one is accepted.
  await openScreen(page, '/datasheet/chemicals/item/list');
  await expect(rowOf(page, '硫酸')).toContainText('7664-93-9');
  await saveScreenshot(page, 'chemicals-items');
  await page.getByTestId('resource-add').click();
  const form = page.getByTestId('resource-form');
  await page.getByTestId('field-name_zh').fill(name);
  await page.getByTestId('field-name_en').fill(`Test medium ${run}`);
  await pickField(page, page.getByTestId('field-class_id'), '酸');
  await page.getByTestId('field-cas').fill('7664-93-8');
  await expect(page.getByTestId('cas-check')).toContainText('校验位应为 9');
  await saveScreenshot(page, 'chemicals-item-form');
  await page.getByTestId('field-cas').fill('7664-93-9');
  await expect(page.getByTestId('cas-check')).toContainText('校验位正确');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();

  // The chart opens first; the rating is added on the list beside it.
  await openScreen(page, '/datasheet/chemicals/compatibility/list');
  await expect(page.getByTestId('chemical-matrix')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '聚酰胺 PA' })).toBeVisible();
  await saveScreenshot(page, 'chemicals-matrix');

  await page.getByRole('tab', { name: '评级列表' }).click();
  await page.getByTestId('resource-add').click();
  await pickField(page, page.getByTestId('field-item_id'), name);
  await page.getByTestId('field-category_id').click();
  await page.keyboard.type('PA66');
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: 'PA66' })
    .first()
    .click();
  await page.getByTestId('field-temperature').fill('23');
  await page.getByTestId('field-duration_days').fill('7');
  await pickField(page, page.getByTestId('field-scale_id'), 'A–D 四级');
  await page.getByTestId('field-grade').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '轻微影响' }).click();
  await page.getByTestId('field-source').fill(`e2e ${run}`);
  await saveScreenshot(page, 'chemicals-rating-form');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
  const rating = rowOf(page, name);
  await expect(rating).toContainText('23 °C, 7 d');
  await expect(rating.locator('[data-testid="grade-tag"]')).toHaveAttribute('data-grade', 'B');
  await saveScreenshot(page, 'chemicals-compatibility-list');

  // The same pair and exposure again is refused by name.
  await page.getByTestId('resource-add').click();
  await pickField(page, page.getByTestId('field-item_id'), name);
  await page.getByTestId('field-category_id').click();
  await page.keyboard.type('PA66');
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: 'PA66' })
    .first()
    .click();
  await page.getByTestId('field-temperature').fill('23');
  await page.getByTestId('field-duration_days').fill('7');
  await pickField(page, page.getByTestId('field-scale_id'), 'A–D 四级');
  await page.getByTestId('field-grade').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '耐受' })
    .first()
    .click();
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form-error')).toContainText(
    `「${name}」对「PA66」在「23 °C, 7 d」下已有评级`,
  );
  await page.getByTestId('resource-form-cancel').click();

  // The chart, narrowed to the new chemical: its own grade in the PA66 column, the polyamide family's
  // ratings of it absent, and the meaning on hover.
  await page.getByRole('tab', { name: '耐化学性矩阵' }).click();
  await pickField(page, page.getByTestId('matrix-filter-item'), name);
  await page.getByTestId('matrix-search').click();
  await expect(page.getByTestId('matrix-item')).toHaveCount(1);
  const cell = page.locator(`[data-testid="matrix-cell"][data-cell="${name}|PA66"]`);
  const tag = cell.getByTestId('grade-tag');
  await expect(tag).toHaveAttribute('data-grade', 'B');
  await tag.hover();
  await expect(page.getByTestId('grade-tooltip')).toContainText('轻微影响');
  await expect(page.getByTestId('grade-tooltip')).toContainText(`e2e ${run}`);
  await saveScreenshot(page, 'chemicals-matrix-filtered');
});
