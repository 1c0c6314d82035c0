import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, rowActionIds, saveScreenshot, test } from '../fixtures.ts';

/** A title no other run uses, so the assertions see only this test's questionnaire. */
const title = `E2E 展会调研 ${Date.now().toString(36).slice(-5)}`;

const question = (page: Page, index: number) => page.getByTestId('paper-question').nth(index);

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('builds and publishes a three-question questionnaire, enters a response and reads its results', async ({
  page,
}) => {
  await openScreen(page, '/paper/list');
  // The demo survey lists with its responses.
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'paper-list');

  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/paper\/add$/);
  await page.getByTestId('paper-title').fill(title);

  await page.getByTestId('paper-add-single').click();
  await question(page, 0).getByTestId('paper-question-title').fill('您主要采购哪类材料？');
  await question(page, 0).getByTestId('paper-question-required').click();
  const options = question(page, 0).getByTestId('paper-option');
  await options.nth(0).fill('尼龙');
  await options.nth(1).fill('聚碳酸酯');
  await question(page, 0).getByTestId('paper-add-option').click();
  await options.nth(2).fill('聚丙烯');

  await page.getByTestId('paper-add-multiple').click();
  await question(page, 1).getByTestId('paper-question-title').fill('您关注哪些性能？');
  await question(page, 1).getByTestId('paper-option').nth(0).fill('阻燃');
  await question(page, 1).getByTestId('paper-option').nth(1).fill('耐热');

  await page.getByTestId('paper-add-rating').click();
  await question(page, 2).getByTestId('paper-question-title').fill('对平台的满意度');
  await saveScreenshot(page, 'paper-builder');

  await page.getByTestId('paper-save').click();
  await expect(page).toHaveURL(/\/paper\/update\/\d+$/);
  await expect(page.getByTestId('paper-status')).toHaveText('草稿');
  await expect(page.getByTestId('paper-question')).toHaveCount(3);

  // Publishing is the workflow's transition, offered in the header as on the list; its dialog says what it locks.
  await page.getByTestId('transition-publish').click();
  await expect(page.getByTestId('transition-hint')).toContainText('已作答的问题');
  await page.getByTestId('transition-submit').click();
  await expect(page.getByTestId('paper-status')).toHaveText('已发布');
  await expect(page.getByTestId('transition-close')).toBeVisible();
  await expect(page.getByTestId('transition-publish')).toHaveCount(0);

  // A response from a paper form, entered in the preview; the required choice is checked first.
  await page.getByRole('tab', { name: '预览' }).click();
  await page.getByTestId('paper-submit-answer').click();
  await expect(page.getByText('此题必答')).toBeVisible();
  const preview = page.getByTestId('paper-preview');
  await preview.getByLabel('聚碳酸酯').check();
  await preview.getByLabel('阻燃').check();
  await preview.locator('.ant-rate-star').nth(3).click();
  await page.getByTestId('paper-respondent').fill('李经理');
  await saveScreenshot(page, 'paper-preview');
  await page.getByTestId('paper-submit-answer').click();
  await expect(page.getByText('答卷已录入')).toBeVisible();

  await page.getByRole('tab', { name: '结果' }).click();
  await expect(page.getByTestId('paper-results-total')).toContainText('1');
  const chosen = page.locator(
    '[data-testid="paper-tally"][data-key="q1"] [data-testid="paper-tally-option"]',
  );
  await expect(chosen).toHaveCount(3);
  await expect(chosen.nth(1)).toHaveAttribute('data-count', '1');
  await expect(chosen.nth(0)).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('paper-responses')).toContainText('李经理');
  await saveScreenshot(page, 'paper-results');

  // A change that would break the response is refused with its reason; the question stays.
  await page.getByRole('tab', { name: '设计' }).click();
  await question(page, 0).getByRole('button', { name: '删除' }).first().click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await page.getByTestId('paper-save').click();
  await expect(page.getByTestId('paper-refusal')).toContainText('已作答');

  // Back in the list, the questionnaire is published with one response, and offers only what is legal from there.
  await openScreen(page, '/paper/list');
  const row = page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: title });
  await expect(row).toContainText('已发布');
  await expect.poll(() => rowActionIds(row)).toContain('transition-close');
  const offered = await rowActionIds(row);
  expect(offered).not.toContain('transition-publish');
  expect(offered).not.toContain('transition-reopen');
  // The selection's toolbar offers the transitions too.
  await row.locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('bulk-transition-close')).toBeEnabled();
  await saveScreenshot(page, 'paper-list-transitions');

  // Closed from its row, it may be published again (and nothing else).
  await rowAction(row, 'transition-close');
  await expect(page.getByTestId('transition-hint')).toContainText('不再收集答卷');
  await page.getByTestId('transition-submit').click();
  await expect(row).toContainText('已关闭');
  await expect.poll(() => rowActionIds(row)).toContain('transition-reopen');
  expect(await rowActionIds(row)).not.toContain('transition-close');
  await rowAction(row, 'transition-reopen');
  await page.getByTestId('transition-submit').click();
  await expect(row).toContainText('已发布');

  await row.getByTestId('paper-results-link').click();
  await expect(page.getByTestId('paper-results-total')).toContainText('1');
});
