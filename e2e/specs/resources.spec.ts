import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

const downloads = join(import.meta.dirname, '../../artifacts/downloads');

/** A name no other run or spec uses, so the assertions see only this test's rows. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}`;
}

const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

/** Adds a tag through the list's add form. */
async function addTag(page: Page, name: string, type: string, description = '') {
  await page.getByTestId('resource-add').click();
  const form = page.getByTestId('resource-form');
  await expect(form).toBeVisible();
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-type').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${type}"]`).click();
  if (description) await page.getByTestId('field-description').fill(description);
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a tag is created, edited and deleted through the tag library screen', async ({ page }) => {
  await openScreen(page, '/configuration/tags');
  const name = unique('工程塑料');

  // An empty form is refused with the declaration's rules.
  await page.getByTestId('resource-add').click();
  const form = page.getByTestId('resource-form');
  await expect(form).toContainText('新增标签');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toContainText('请填写标签名');
  await expect(form).toContainText('请填写类型');
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="企业"]').click();
  await page.getByTestId('field-description').fill('主营工程塑料的企业');
  await saveScreenshot(page, 'resource-form');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText('企业');

  // The same name in the same type: the server's message names the field, next to it.
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="企业"]').click();
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form-error')).toContainText('标签名');
  await page.getByTestId('resource-form-cancel').click();
  await expect(form).toBeHidden();

  // Edit: only the changed fields go to the server.
  await rowAction(row, 'row-edit');
  await expect(page.getByTestId('field-name')).toHaveValue(name);
  const renamed = `${name}改`;
  await page.getByTestId('field-name').fill(renamed);
  // Tags save through one call whose body names the action (spec §7 "Add/update tag").
  const update = page.waitForRequest((r) => r.url().endsWith('/api/tags/save'));
  await page.getByTestId('resource-form-submit').click();
  // With the version the edit was made on (a change made meanwhile is refused, not overwritten).
  expect((await update).postDataJSON()).toEqual({
    action: 'update',
    id: expect.any(Number),
    name: renamed,
    updated_at: expect.any(String),
  });
  await expect(rowOf(page, renamed)).toBeVisible();

  // Detail: the row and its change history (added, then renamed).
  await rowOf(page, renamed).getByTestId('row-view').click();
  const detail = page.getByTestId('resource-detail');
  await expect(detail).toContainText('主营工程塑料的企业');
  const history = page.getByTestId('change-history');
  await expect(history).toContainText('新增');
  await expect(history).toContainText('修改');
  await expect(history).toContainText(renamed);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await saveScreenshot(page, 'resource-detail');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('resource-detail-drawer')).toBeHidden();

  // Delete, confirmed.
  await rowAction(rowOf(page, renamed), 'row-delete');
  // The confirmation names the row it deletes.
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(`删除「${renamed}」？`);
  await page.getByTestId('row-delete-ok').click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
});

test('the list keeps its filters in the URL across a reload, and bulk-disables after a confirmation', async ({
  page,
}) => {
  await openScreen(page, '/configuration/tags');
  const prefix = unique('筛选');
  await addTag(page, `${prefix}甲`, '企业');
  await addTag(page, `${prefix}乙`, '资讯');

  await page.getByTestId('filter-name').fill(prefix);
  await page.getByTestId('filter-submit').click();
  await expect(page).toHaveURL(new RegExp(`\\?name=${encodeURIComponent(prefix)}$`));
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  await expect(rows).toHaveCount(2);

  // An enum filter on top: only the company tag is left.
  await page.getByTestId('filter-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="企业"]').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-submit').click();
  await expect(page).toHaveURL(/type=4/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix}甲`);

  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('filter-name')).toHaveValue(prefix);
  await expect(page.getByTestId('filter-type')).toContainText('企业');
  await expect(rows).toHaveCount(1);
  await saveScreenshot(page, 'resource-list');

  // Bulk disable: the confirmation names the count.
  await page.getByTestId('filter-reset').click();
  await expect(page).toHaveURL(/\/configuration\/tags$/);
  await expect(page.getByTestId('filter-name')).toHaveValue('');
  await expect(rows).not.toHaveCount(1);
  await page.getByTestId('filter-name').fill(prefix);
  await page.getByTestId('filter-submit').click();
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('bulk-disable').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定停用选中的 2 条记录吗？');
  await page.getByTestId('confirm-ok').click();
  // Both rows are still listed, each with its switch now off.
  await expect(rows).toHaveCount(2);
  const switches = rows.getByTestId('row-enable');
  await expect(switches).toHaveCount(2);
  for (let i = 0; i < 2; i += 1) await expect(switches.nth(i)).not.toBeChecked();
});

test('export downloads an xlsx of the filtered rows that opens', async ({ page }) => {
  await openScreen(page, '/configuration/tags');
  const name = unique('导出');
  await addTag(page, name, '用户', '导出测试');
  await page.getByTestId('filter-name').fill(name);
  await page.getByTestId('filter-submit').click();
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByTestId('resource-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  mkdirSync(downloads, { recursive: true });
  const path = join(downloads, 'tags.xlsx');
  await file.saveAs(path);
  await expect(page.getByTestId('export-done')).toContainText('导出完成');

  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).map((v) => String(v ?? ''));
  expect(cells(1)).toContain('标签名');
  // Only the filtered row, after the header.
  expect(sheet.actualRowCount).toBe(2);
  expect(cells(2)).toContain(name);
  expect(cells(2)).toContain('导出测试');
});

test('the access log (opened from the navbar in a new window) filters guarded calls by method', async ({
  page: home,
}) => {
  const opened = home.waitForEvent('popup');
  await home.getByTestId('access-log').click();
  const page = await opened;
  await expect(page).toHaveURL(/\/monitor\/admin$/);
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('filter-method').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="GET"]').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-submit').click();
  await expect(page).toHaveURL(/\/monitor\/admin\?method=GET$/);
  await expect(rows.first()).toContainText('GET');
  await expect(rows.filter({ hasText: 'POST' })).toHaveCount(0);
  await saveScreenshot(page, 'access-log');
});
