// The API reference (user menu → 接口文档): Swagger UI, bundled with the console, renders the server's
// OpenAPI document; the datasheet list call shows its declared filters. No request leaves the machine.
import { expect } from '@playwright/test';
import { E2E_BASE_URL, logIn, saveScreenshot, test } from '../fixtures.ts';

test('the API reference renders the OpenAPI document from the console itself', async ({ page }) => {
  // Swagger UI reads the whole document (some 400 operations, every family's fields) before it draws, which
  // takes a while on a busy machine: the wait is for that, not for the server.
  test.setTimeout(300_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:'))
      elsewhere.push(url);
  });
  await logIn(page);

  await page.getByTestId('user-menu').click();
  const documentLoaded = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
  await page.getByTestId('menu-api-docs').click();
  await expect(page).toHaveURL(/\/api-docs$/);
  expect((await documentLoaded).status()).toBe(200);

  const docs = page.getByTestId('api-docs');
  await expect(docs.locator('.swagger-ui .info .title')).toContainText(
    'Plastics platform admin console API',
    {
      timeout: 240_000,
    },
  );
  await expect(docs.locator('.swagger-ui .info .title')).toContainText('3.1');

  // The datasheet list (its family's tag, then its operation) lists the family's filters beside page, size
  // and sort.
  await docs.getByPlaceholder('Filter by tag or path').fill('Datasheet');
  await docs.locator('#operations-tag-Datasheet').click();
  const list = docs.locator('#operations-Datasheet-getDsList');
  await list.locator('.opblock-summary-control').click();
  const parameters = list.locator('.parameters .parameter__name');
  for (const name of ['page', 'sort', 'dsno', 'grade', 'category_id', 'density_from', 'ul94'])
    await expect(parameters.filter({ hasText: new RegExp(`^${name}`) }).first()).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'api-docs-datasheet-list');

  expect(elsewhere).toEqual([]);
});
