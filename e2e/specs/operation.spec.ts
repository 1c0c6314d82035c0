// The /operation screens (issue 22, operations part): a QR code generated on the server, previewed and downloaded
// as PNG and SVG; a portal built from two panels and previewed as the server resolves it; and a screenshot of
// every operations screen, each showing its demo rows.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

const unique = (text: string) => `${text}${Date.now().toString(36).slice(-5)}`;
const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });
const option = (page: Page, title: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a QR code is generated for a URL, previewed and downloaded as PNG and SVG', async ({ page }) => {
  await openScreen(page, '/operation/qrcode');
  const name = unique('展会导览');
  await page.getByTestId('resource-add').click();
  await expect(page.getByTestId('resource-form')).toBeVisible();
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-url').fill('https://www.example.com/expo2026/booth-A12');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
  const row = rowOf(page, name);
  // Counted: the code encodes the platform's redirect on the demo site.
  await expect(row).toContainText('https://www.plastics-demo.cn/q/');

  await row.getByTestId('qr-preview').click();
  const image = page.getByTestId('qr-image');
  await expect(image).toBeVisible();
  await expect(image.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await saveScreenshot(page, 'operation-qrcode-preview');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('qr-download-png').click(),
  ]);
  expect(png.suggestedFilename()).toBe(`${name}.png`);
  const pngBytes = readFileSync(await png.path());
  expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('qr-download-svg').click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`${name}.svg`);
  expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg');
});

test('a portal is built from two panels and previewed', async ({ page }) => {
  await openScreen(page, '/operation/portal/list');
  const title = unique('工程塑料专题');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-title').fill(title);
  await page.getByTestId('field-slug').fill(unique('ep-').toLowerCase());
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
  await rowAction(rowOf(page, title), 'row-edit');
  await expect(page).toHaveURL(/\/operation\/portal\/details\/\d+$/);
  const builder = page.getByTestId('portal-builder');
  await expect(builder).toBeVisible();

  // A company list, with two companies picked from the library.
  await page.getByTestId('portal-panel-add').click();
  const panels = page.getByTestId('portal-panel');
  await expect(panels).toHaveCount(1);
  await panels.nth(0).getByTestId('portal-panel-picker').click();
  const companies = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await companies.nth(0).click();
  await companies.nth(1).click();
  await page.keyboard.press('Escape');

  // Rich text.
  await page.getByTestId('portal-panel-kind').click();
  await option(page, '图文').click();
  await page.getByTestId('portal-panel-add').click();
  await expect(panels).toHaveCount(2);
  const editor = panels.nth(1).locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('长玻纤 PP 与 PA66-GF30 正在替代金属件。');
  await saveScreenshot(page, 'operation-portal-builder');

  await page.getByTestId('portal-save').click();
  await expect(page.getByTestId('portal-refusal')).toHaveCount(0);
  await expect(page.getByTestId('portal-preview')).toBeEnabled();
  await page.getByTestId('portal-preview').click();
  const preview = page.getByTestId('portal-preview-body');
  await expect(preview).toBeVisible();
  const shown = preview.getByTestId('portal-preview-panel');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0).locator('.ant-card-body .ant-card')).toHaveCount(2);
  await expect(shown.nth(1)).toContainText('长玻纤 PP 与 PA66-GF30 正在替代金属件。');
  await saveScreenshot(page, 'operation-portal-preview');
});

const screens = [
  ['/operation/advertisement', 'advertisement'],
  ['/operation/show_control', 'show-control'],
  ['/operation/multiple_show_control', 'multiple-show-control'],
  ['/operation/recommend_company_list', 'recommend-companies'],
  ['/operation/customize_pd_scene', 'customize-pd-scene'],
  ['/operation/user_feedback', 'user-feedback'],
  ['/operation/link/0', 'links-friendly'],
  ['/operation/link/1', 'links-search-engine'],
  ['/operation/activity/list', 'activities'],
  ['/operation/activity/apply', 'activity-applications'],
  ['/operation/portal/list', 'portals'],
  ['/operation/docs/list', 'documents'],
  ['/operation/keyword/list', 'keywords'],
  ['/operation/qrcode', 'qrcodes'],
  ['/operation/sitemap', 'sitemap'],
  ['/operation/tracking/list', 'tracking-points'],
  ['/operation/tracking/page', 'tracking-pages'],
] as const;

test('every operations screen shows its demo rows', async ({ page }) => {
  // Twenty-one screens, each opened as a person would and photographed.
  test.setTimeout(600_000);
  for (const [path, name] of screens) {
    await openScreen(page, path);
    if (path === '/operation/sitemap')
      await expect(page.getByTestId('sitemap-files')).toContainText('sitemap.xml');
    else await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toBeVisible();
    await saveScreenshot(page, `operation-${name}`);
  }
  // The detail screens: a recommendation slot, a display plan, an activity, a keyword.
  for (const [path, name] of [
    ['/operation/recommend_company_list', 'recommend-company-details'],
    ['/operation/multiple_show_control', 'multiple-show-control-details'],
    ['/operation/activity/list', 'activity-details'],
    ['/operation/keyword/list', 'keyword-details'],
  ] as const) {
    await openScreen(page, path);
    await page
      .locator('[data-testid="resource-table"] .ant-table-row')
      .first()
      .getByTestId('row-view')
      .click();
    await expect(page.getByTestId('resource-detail')).toBeVisible();
    await saveScreenshot(page, `operation-${name}`);
  }
});
