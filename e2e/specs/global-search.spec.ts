/**
 * The global search (issue 23): "改性" typed into the top bar's search, the results grouped by kind with the word
 * marked, a news result opened on its own screen. Screenshot of the results.
 */
import { expect } from '@playwright/test';
import { logIn, saveScreenshot, test } from '../fixtures.ts';

test('searches 改性 from the top bar, sees the results grouped and opens a news result', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('global-search').fill('改性');
  await page.getByTestId('global-search-button').click();
  await expect(page).toHaveURL(/\/dashboard\?key=%E6%94%B9%E6%80%A7$/);

  const results = page.locator('[data-testid="search-results"]:visible');
  const groups = results.getByTestId('search-group');
  await expect(groups.first()).toBeVisible();
  const kinds = await groups.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind')));
  expect(kinds).toContain('news');
  expect(kinds.length).toBeGreaterThan(1);
  // Each hit marks the word; the demo's fair news is among the news.
  const fair = results
    .locator('[data-testid="search-hit"][data-kind="news"]')
    .filter({ hasText: '改性材料展区面积创新高' });
  await expect(fair.locator('mark').first()).toHaveText('改性');
  await saveScreenshot(page, 'global-search-results');
  await fair.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'global-search-results-news');

  await fair.locator('.search-hit__title').click();
  await expect(page).toHaveURL(/\/news\/details\/\d+$/);
  // The dashboard stays alive (hidden) behind the news screen: the title seen is the news screen's.
  await expect(
    page.getByText('2026 中国国际塑料展开幕，改性材料展区面积创新高').filter({ visible: true }).first(),
  ).toBeVisible();
});
