/**
 * E-mail campaigns and payments (issue 23): a campaign composed in the list's form (rich text), previewed with
 * its audience, sent, and its progress followed until the server reports it done; the payment statistics opened,
 * its range changed (kept in the URL), the reconciliation with the demands' payments shown. Screenshots of each.
 */
import { expect } from '@playwright/test';
import { logInAt, saveScreenshot, test } from '../fixtures.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

test('compose a campaign, preview it, send it and see its progress reach done', async ({ page }) => {
  await logInAt(page, '/email/list');
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill('E2E 新牌号推荐');
  await page.getByTestId('field-subject').fill('E2E：PA66-GF30 新牌号上线');
  const editor = page.locator('[data-testid="field-content"] [contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially('PA66-GF30 新牌号已上线，欢迎登录平台对比物性。');
  await page.getByTestId('field-user_filter').fill('{"is_client": true}');
  await saveScreenshot(page, 'email-compose');
  await page.getByTestId('resource-form-submit').click();

  const row = page.locator('.ant-table-row', { hasText: 'E2E 新牌号推荐' });
  await expect(row).toBeVisible();
  await row.getByTestId('campaign-preview-open').click();
  await expect(page.getByTestId('campaign-preview-subject')).toHaveText('E2E：PA66-GF30 新牌号上线');
  await expect(
    page.frameLocator('[data-testid="campaign-preview"]').getByText('PA66-GF30 新牌号已上线'),
  ).toBeVisible();
  await expect(page.getByTestId('campaign-audience')).toBeVisible();
  await saveScreenshot(page, 'email-preview');
  await page.keyboard.press('Escape');

  await row.getByTestId('campaign-send-open').click();
  await expect(page.getByTestId('campaign-send-ok')).toBeEnabled();
  await page.getByTestId('campaign-send-ok').click();
  await expect(page.getByTestId('campaign-done')).toBeVisible();
  // Sent (state 2), nobody waiting: the bar is full and shows its tick.
  await expect(page.getByTestId('campaign-progress')).toHaveAttribute('data-status', '2');
  await expect(page.locator('[data-testid="campaign-progress"] .ant-progress-status-success')).toBeVisible();
  await saveScreenshot(page, 'email-progress');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('已发送');
  await saveScreenshot(page, 'email-list');
});

test('payment statistics: the chart, its range in the URL, and the reconciliation', async ({ page }) => {
  await logInAt(page, '/payment/wechat/count');
  await expect(page.locator('[data-testid="payment-chart"] canvas').first()).toBeVisible();
  await expect(page.getByTestId('payment-totals')).toBeVisible();
  // The demo's one short payment and one recorded without a channel payment are named.
  await expect(page.getByTestId('payment-reconcile')).toContainText('金额不符');
  await expect(page.getByTestId('payment-reconcile')).toContainText('渠道无到账');
  await saveScreenshot(page, 'payment-wechat-count');
  const range = page.getByTestId('payment-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill(day(-6));
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill(day(0));
  await range.locator('input').nth(1).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day(-6)}&to=${day(0)}`));
  await expect(page.locator('[data-testid="payment-chart"] canvas').first()).toBeVisible();
  await page.getByText('表格', { exact: true }).click();
  await expect(page.getByTestId('payment-table').locator('.ant-table-row')).toHaveCount(7);
  await saveScreenshot(page, 'payment-wechat-count-table');
});
