// The everyday datasheet screens: a sheet typed in from the keyboard, found in the list, read in SI and
// imperial on its detail page, downloaded as a PDF. The libraries it needs come from datasheet-entry.ts, which
// makes them only where missing, so the spec runs on an empty database and on the demo's libraries alike.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ensureLibraries, enter, type HeaderCode, pick, pickField, typeValue } from '../datasheet-entry.ts';
import { type Envelope, logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

const downloads = join(import.meta.dirname, '../../artifacts/downloads');
const stamp = Date.now().toString(36).slice(-5);

let names: {
  company: string;
  trademark: string;
  filler: string;
  feature: string;
  topCategory: string;
  headerNames: Record<HeaderCode, string>;
};

test.beforeAll(async ({ request }) => {
  names = await ensureLibraries(request, stamp);
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

// The second test finds the sheet the first one typed in.
test.describe.configure({ mode: 'serial' });
const grade = `E2E-66G30-${stamp}`;
let dsno = '';

test('a sheet typed in from the keyboard, then read in imperial and downloaded as a PDF', async ({
  page,
}) => {
  await openScreen(page, '/datasheet/list');
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/datasheet\/add$/);
  const editor = page.getByTestId('datasheet-editor');
  await expect(editor.getByTestId('property-grid')).toBeVisible();

  // The sheet's fields.
  await page.getByTestId('field-grade').fill(grade);
  await pickField(page, page.getByTestId('field-company_id'), names.company);
  await pickField(page, page.getByTestId('field-trademark_id'), names.trademark);
  await page.getByTestId('field-category_id').click();
  await page.keyboard.type('PA66');
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: 'PA66' })
    .first()
    .click();
  const fillers = page.getByTestId('children-fillers');
  await fillers.locator('.children-table__add').click();
  await pickField(page, fillers.getByTestId('field-filler_id'), names.filler);
  await fillers.getByTestId('field-percent').fill('30');
  await pickField(page, page.getByTestId('field-features'), names.feature);
  await page.keyboard.press('Escape');
  await page.getByTestId('field-colour').fill('黑色');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'datasheet-editor-fields');

  // Five property rows, from the keyboard only: the first row's property picker has the focus.
  await page.locator('[data-testid="grid-row"] [data-testid="grid-header"] input').first().focus();
  await pick(page, names.headerNames.density, 'standard');
  await pick(page, 'ISO 1183', 'condition');
  await enter(page, 'entry');
  await typeValue(page, '1.36', 'metric');
  await enter(page, 'header');

  await pick(page, names.headerNames.tensile_strength, 'standard');
  await pick(page, '527', 'condition', 'ISO 527-2');
  await pick(page, '23 °C', 'state');
  await pick(page, '干态', 'entry');
  await typeValue(page, '190', 'metric');
  await enter(page, 'header');

  await pick(page, names.headerNames.tensile_strength, 'standard');
  await pick(page, '527', 'condition', 'ISO 527-2');
  await pick(page, '23 °C', 'state');
  await pick(page, '调湿', 'entry', '调湿态');
  await typeValue(page, '130', 'metric');
  await enter(page, 'header');

  await pick(page, names.headerNames.hdt, 'standard');
  await pick(page, '75-2', 'condition', 'ISO 75-2');
  await pick(page, '1.8 MPa', 'entry');
  await typeValue(page, '250', 'metric');
  await enter(page, 'header');

  await pick(page, names.headerNames.ul94, 'standard');
  await pick(page, 'UL 94', 'condition');
  await pick(page, '1.5 mm', 'entry');
  await page.keyboard.type('V-0');

  const grid = page.getByTestId('property-grid');
  await expect(grid.locator('[data-testid="grid-row"][data-row]')).toHaveCount(5);
  await expect(grid.locator('[data-problem]')).toHaveCount(0);
  await expect(grid.getByTestId('grid-band')).toHaveText([/物理性能/, /机械性能/, /热性能/, /阻燃性能/]);
  await saveScreenshot(page, 'datasheet-editor');

  // Ctrl+Enter saves the sheet and its grid in one call, then shows the new sheet.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/ds/add'));
  await page.keyboard.press('Control+Enter');
  const added = (await (await saved).json()) as Envelope<{ id: number; dsno: string }>;
  expect(added.code, added.msg).toBe(0);
  const { id } = added.data;
  dsno = added.data.dsno;
  await expect(page).toHaveURL(new RegExp(`/datasheet/detail/${id}$`));

  // Detail: SI as entered, then imperial (psi, °F); the choice is remembered.
  const detail = page.getByTestId('datasheet-detail');
  await expect(detail.getByTestId('sheet-head')).toContainText(dsno);
  await expect(detail.getByTestId('sheet-head')).toContainText('GF');
  const table = detail.getByTestId('property-table');
  await expect(table).toContainText('190');
  await expect(table).toContainText('MPa');
  await page.getByTestId('unit-imperial').click();
  await expect(table).toContainText('psi');
  await expect(table).toContainText('°F');
  await expect(table).toContainText('27560');
  await expect(table).toContainText('482');
  await expect(table).toContainText('73.4 °F');
  await saveScreenshot(page, 'datasheet-detail-imperial');

  // The PDF, fetched with the session and saved as "<DSNO> <grade>.pdf".
  const download = page.waitForEvent('download');
  await page.getByTestId('detail-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${dsno} ${grade}.pdf`);
  mkdirSync(downloads, { recursive: true });
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByTestId('unit-si').click();
});

test('the sheet in the list: every filter finds it, its cells, into the comparison', async ({ page }) => {
  test.setTimeout(360_000);
  expect(dsno, 'the sheet of the first test').not.toBe('');
  await openScreen(page, '/datasheet/list');
  const list = page.locator('[data-testid="resource-list"]:visible');
  await list.getByTestId('filter-grade').fill(grade);
  await list.getByTestId('filter-submit').click();
  const row = list.locator('[data-testid="resource-table"] .ant-table-row', { hasText: grade });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('sheet-dsno')).toHaveText(dsno);
  await expect(row.getByTestId('sheet-filler')).toHaveText('GF 30%');
  await expect(row.getByTestId('sheet-ul94')).toHaveText('V-0');
  await expect(row).toContainText('PA66');

  // Each filter of the declaration, one at a time on the list of this grade: the sheet is found by it; a
  // status it does not have leaves it out.
  const byGrade = `/datasheet/list?grade=${encodeURIComponent(grade)}`;
  // Folded: four of the thirteen filters, the rest behind 展开; a filter set in the URL unfolds it.
  await expect(list.getByTestId('filter-updated_at')).toHaveCount(0);
  await expect(list.getByTestId('filter-expand')).toHaveText('展开');
  await page.goto(`${byGrade}&status=1`);
  await expect(list.getByTestId('filter-status')).toBeVisible();
  await expect(list.getByTestId('filter-expand')).toHaveText('收起');
  const filtered = async (param: string, set: () => Promise<void>, found = true) => {
    await page.goto(byGrade);
    // A fresh load of the app on a busy machine: give its first list time.
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    // The form shows its first four filters; the others are one click away.
    const more = list.getByTestId('filter-expand');
    if ((await more.getAttribute('aria-expanded')) === 'false') await more.click();
    await set();
    const answered = page.waitForResponse(
      // A range is sent as its two ends (`updated_at_from=` …), anything else as `name=`.
      (r) => r.url().includes('/api/ds/list?') && new RegExp(`[?&]${param}(_from|_to)?=`).test(r.url()),
      { timeout: 20_000 },
    );
    // Enter in a text filter submits the form, as a person searching from the keyboard does.
    await list.getByTestId('filter-grade').press('Enter');
    const answer = (await (await answered).json()) as Envelope<{ list: { dsno: string }[] }>;
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.list.some((sheet) => sheet.dsno === dsno)).toBe(found);
    await expect(row).toHaveCount(found ? 1 : 0);
  };
  const pickFilter = async (name: string, text: string) => {
    await pickField(page, list.getByTestId(`filter-${name}`), text);
    await page.keyboard.press('Escape');
  };
  /** A select without search (yes/no, the status): opened and picked with the mouse. */
  const chooseFilter = async (name: string, title: string) => {
    await list.getByTestId(`filter-${name}`).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
    await page.keyboard.press('Escape');
  };
  await filtered('dsno', () => list.getByTestId('filter-dsno').fill(dsno));
  await filtered('company_id', () => pickFilter('company_id', names.company));
  // A category stands for its subtree: the sheet's PA66 is found by the top of its chain.
  await filtered('category_id', async () => {
    await list.getByTestId('filter-category_id').locator('input').focus();
    await page.keyboard.type(names.topCategory);
    await page
      .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${names.topCategory}$`) })
      .click();
    await page.keyboard.press('Escape');
  });
  await filtered('fillers', () => pickFilter('fillers', names.filler));
  await filtered('features', () => pickFilter('features', names.feature));
  await filtered('ul94', () => list.getByTestId('filter-ul94').fill('V-0'));
  await filtered('enabled', () => chooseFilter('enabled', '是'));
  await filtered('updated_at', async () => {
    // Today to today: the sheet was saved a minute ago.
    await list.getByTestId('filter-updated_at').first().click();
    const today = page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').first();
    await today.click();
    await today.click();
  });
  await filtered('status', () => chooseFilter('status', '待审核'));
  await filtered('status', () => chooseFilter('status', '已发布'), false);

  await page.goto(byGrade);
  await expect(row).toHaveCount(1);
  await row.locator('.ant-checkbox-input').check();
  await list.getByTestId('compare-ticked').click();
  await expect(row.getByTestId('row-compare')).toHaveAttribute('data-in-comparison', 'true');
  await expect(list.getByTestId('compare-count')).toContainText('1');
  await saveScreenshot(page, 'datasheet-list');

  // The generic list's bulk actions work on sheets: the publish transition, disable and enable again, export.
  const confirm = page.locator('.ant-modal-confirm:visible [data-testid="confirm-ok"]');
  await list.getByTestId('bulk-transition-publish').click();
  await page.getByTestId('transition-submit').click();
  await expect(row).toContainText('已发布');
  await expect(row).not.toContainText('待审核');
  await row.locator('.ant-checkbox-input').check();
  await list.getByTestId('bulk-disable').click();
  await confirm.click();
  await expect(row.getByTestId('row-enable')).not.toBeChecked();
  await row.locator('.ant-checkbox-input').check();
  await list.getByTestId('bulk-enable').click();
  await confirm.click();
  await expect(row.getByTestId('row-enable')).toBeChecked();
  const exported = page.waitForEvent('download');
  await list.getByTestId('resource-export').click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  mkdirSync(downloads, { recursive: true });
  const path = join(downloads, 'datasheets.xlsx');
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
});
