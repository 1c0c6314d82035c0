// Cross-references, prices, access and compose (issue 10 §5) in Chromium: "find similar" ranks candidates for
// a demo sheet, the price chart of a demo grade renders, two demo sheets compose into a new sheet with its own
// DSNO, and the generic screens of pairs, prices, requests and records show their notes. Screenshots of each.
import { expect } from '@playwright/test';
import { adminApi, logIn, saveScreenshot, test } from '../fixtures.ts';

const stamp = Date.now().toString(36).slice(-5);

interface Row {
  id: number;
  [name: string]: unknown;
}
interface Page<T> {
  list: T[];
  total: number;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
});

test('find similar ranks candidates for a demo sheet, with distance and basis', async ({ page, request }) => {
  const { get } = await adminApi(request);
  const pairs = await get<Page<Row>>('/ds/replace/list?size=1');
  const source = Number(pairs.list[0]?.source_id);
  await page.goto(`/datasheet/similar?id=${source}`);
  const rows = page.locator('[data-testid="similar-table"] tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('similar-summary')).toBeVisible();
  await saveScreenshot(page, 'xref-similar');

  await page.goto('/datasheet/replace_list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'xref-replace-list');
});

test('the price chart of a demo grade renders with its supply', async ({ page, request }) => {
  const { get } = await adminApi(request);
  const prices = await get<Page<Row>>('/ds/price/list?size=1');
  const grade = String(prices.list[0]?.grade);
  await page.goto(`/datasheet/price_grade_supply?grade=${encodeURIComponent(grade)}`);
  await expect(page.locator('[data-testid="price-chart"] canvas')).toBeVisible();
  await expect(page.locator('[data-testid="price-supply"] tbody tr.ant-table-row')).toHaveCount(3);
  await saveScreenshot(page, 'xref-price-chart');

  await page.goto('/datasheet/price_search');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'xref-price-search');
});

test('access requests are decided with a reason, and views are listed', async ({ page }) => {
  await page.goto('/datasheet/authority_processing');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'xref-authority-list');
  await page.getByTestId('request-reject').first().click();
  await expect(page.locator('.ant-modal-confirm, .ant-modal').first()).toBeVisible();
  await saveScreenshot(page, 'xref-authority-reject');
  await page.getByTestId('request-reason').fill(`e2e ${stamp}`);
  await page.locator('.ant-modal-footer .ant-btn-dangerous').click();
  await expect(page.locator('.ant-modal')).toBeHidden();
  await expect(page.getByText(`e2e ${stamp}`)).toBeVisible();

  await page.goto('/datasheet/access/list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'xref-access-list');
});

test('two demo sheets compose into a new sheet with its own DSNO', async ({ page, request }) => {
  const { get } = await adminApi(request);
  const sheets = await get<Page<Row>>('/ds/list?size=2&status=1');
  const [a, b] = sheets.list;
  await page.goto(`/datasheet/compose?ids=${a?.id},${b?.id}`);
  await expect(page.locator('[data-testid="compose-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('compose-grade').fill(`COMPOSED-${stamp}`);
  await saveScreenshot(page, 'xref-compose');
  await page.getByTestId('compose-save').click();
  await expect(page).toHaveURL(/\/datasheet\/detail\/\d+/);
  const id = Number(page.url().match(/detail\/(\d+)/)?.[1]);
  const row = await get<Row>(`/ds/get?id=${id}`);
  expect(row.grade).toBe(`COMPOSED-${stamp}`);
  expect(String(row.dsno)).toMatch(/^DS\d{8}$/);
  expect(row.dsno).not.toBe(a?.dsno);
  expect((row.properties as unknown[]).length).toBeGreaterThan(0);
});
