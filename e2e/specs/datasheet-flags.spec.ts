/**
 * Issue 36 in the browser: "聚丙烯" typed into the top bar finds the demo's PP sheets (their rows say "PP"); the
 * 材料名称 library lists the families with their other names; a PP grade imported with density 9.05 shows its
 * flagged value with why on the review screen, is marked checked there, and the report of flagged values lists the
 * open ones by header with a link to each sheet; a header renamed has its sheets judged again in the background,
 * which the report says. Screenshots of each.
 */
import { expect } from '@playwright/test';
import { ADMIN, logIn, saveScreenshot, test, visit } from '../fixtures.ts';

test('聚丙烯 finds the PP sheets; the material names library lists the families', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('global-search').fill('聚丙烯');
  await page.getByTestId('global-search-button').click();
  const results = page.locator('[data-testid="search-results"]:visible');
  const sheets = results.locator('[data-testid="search-hit"][data-kind="datasheet"]');
  await expect(sheets.first()).toBeVisible();
  // The family's abbreviation is marked where the sheet names it.
  await expect(sheets.locator('mark', { hasText: /^PP$/ }).first()).toBeVisible();
  await saveScreenshot(page, 'global-search-family-name');

  await visit(page, '/datasheet/polymer_family');
  await expect(page.getByRole('cell', { name: 'PA66', exact: true }).first()).toBeVisible();
  await expect(page.getByText('尼龙66').first()).toBeVisible();
  await saveScreenshot(page, 'polymer-families');
});

test('a PP grade with density 9.05 is flagged on review, checked there, and listed in the report', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const login = await page.request.post('/api/admin/user/login', { data: ADMIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: token };
  const companies = await page.request.get('/api/v1_company/list?size=1', { headers });
  const company = ((await companies.json()) as { data: { list: { name_zh: string }[] } }).data.list[0]
    ?.name_zh;
  const csv = [
    'grade,company,category,header,standard,condition,state,value,unit',
    `E2E-PP-905,${company},PP,密度,ISO 1183-1,,,9.05,g/cm³`,
  ].join('\n');
  const imported = await page.request.post('/api/ds/cache/import?dry_run=0', {
    headers,
    multipart: { file: { name: 'flagged.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(((await imported.json()) as { code: number }).code).toBe(0);
  const cached = await page.request.get('/api/ds/cache/list?grade=E2E-PP-905', { headers });
  const id = ((await cached.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;

  await logIn(page);
  await visit(page, `/datasheet/cache/detail/${id}`);
  const flags = page.getByTestId('flagged-values');
  await expect(flags).toContainText('9.05 g/cm³');
  await expect(flags).toContainText('小数点错位');
  await saveScreenshot(page, 'cache-detail-flagged-value');

  await visit(page, '/datasheet/value_flag');
  await expect(page.getByTestId('flag-cache-link').filter({ hasText: 'E2E-PP-905' })).toBeVisible();
  await saveScreenshot(page, 'value-flag-report');

  await visit(page, `/datasheet/cache/detail/${id}`);
  await flags.getByTestId('transition-check').click();
  const dialog = page.getByTestId('transition-dialog');
  await dialog.getByTestId('transition-submit').click();
  await expect(flags).toContainText('0 个待核对');

  // A header renamed (and named back): its sheets are judged again in the background; the report says so.
  const flagged = await page.request.get(`/api/ds/value_flag/list?cache_id=${id}`, { headers });
  const headerId = ((await flagged.json()) as { data: { list: { header_id: number }[] } }).data.list[0]
    ?.header_id;
  const rename = async (suffix: string) => {
    const got = await page.request.get(`/api/v1_header/get?id=${headerId}`, { headers });
    const header = ((await got.json()) as { data: { name_en: string; updated_at: string } }).data;
    const name_en = suffix ? `${header.name_en}${suffix}` : header.name_en.replace(/ \(renamed\)$/, '');
    const saved = await page.request.post('/api/v1_header/update', {
      headers,
      data: { id: headerId, name_en, updated_at: header.updated_at },
    });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
    await expect
      .poll(
        async () => {
          const judging = await page.request.get('/api/ds/value_flag/judging', { headers });
          return ((await judging.json()) as { data: { tasks: unknown[] } }).data.tasks.length;
        },
        // Every demo sheet states the header: a few hundred sheets judged on a shared machine.
        { timeout: 120_000 },
      )
      .toBe(0);
  };
  await rename(' (renamed)');
  await rename('');
  await visit(page, '/datasheet/value_flag');
  await expect(page.getByTestId('flag-judging')).toContainText('表头变更后重新判断');
  await saveScreenshot(page, 'value-flag-report-judging');
});
