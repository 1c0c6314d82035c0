/**
 * Management analysis (issue 23, /analysis): the dashboard, the counting and the data list each open, take a
 * new range through the picker, keep it in the URL and redraw (their daily table as long as the range); a
 * custom user analysis is built, saved and reopened from the saved views; the tracking points' second tab
 * issues a site key once and disables the site. A screenshot of each screen.
 */
import { expect, type Page } from '@playwright/test';
import { logInAt, saveScreenshot, test } from '../fixtures.ts';

/** A China-time day `offset` days from today, as the picker writes it. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function pickRange(page: Page, from: string, to: string) {
  const inputs = page.getByTestId('analytics-range').locator('input');
  await inputs.first().click();
  await inputs.first().fill(from);
  await inputs.first().press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  // The calendar closed: a click meant for the panel below must not land on one of its days.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** The panel's chart drew at least one series (an empty canvas is a chart too). */
async function drawn(panel: Page | ReturnType<Page['locator']>) {
  await expect(
    panel.locator('[data-testid="analytics-chart"][data-series]:not([data-series="0"])'),
  ).toBeVisible();
}

/** Switches a panel to its table and expects `rows` rows in it. */
async function tableRows(panel: Page | ReturnType<Page['locator']>, rows: number) {
  await panel.getByTestId('analytics-view').getByText('表格').click();
  await expect(panel.getByTestId('analytics-table').locator('.ant-table-row')).toHaveCount(rows);
}

test('the dashboard, the counting and the data list follow a range kept in the URL', async ({ page }) => {
  await logInAt(page, '/analysis/dashborad');
  const kpis = page.getByTestId('board-kpis');
  await expect(kpis.getByTestId('analytics-kpis').locator('.ant-statistic')).toHaveCount(5);
  await drawn(page.getByTestId('board-daily'));
  await drawn(page.getByTestId('board-demand_status'));
  await saveScreenshot(page, 'analysis-dashboard');
  await page.getByTestId('board-sources').scrollIntoViewIfNeeded();
  await drawn(page.getByTestId('board-sources'));
  await saveScreenshot(page, 'analysis-dashboard-lower');
  await pickRange(page, day(-13), day(0));
  await tableRows(page.getByTestId('board-daily'), 14);
  await expect(kpis.getByText('上一时间段').first()).toBeVisible();

  await page.goto('/analysis/counting');
  await drawn(page);
  await pickRange(page, day(-20), day(0));
  await page.getByTestId('counting-measure').getByText('累计').click();
  await expect(page).toHaveURL(/measure=total/);
  await drawn(page);
  await saveScreenshot(page, 'analysis-counting');
  await page.getByTestId('counting-grain').getByText('按日').click();
  await tableRows(page, 21);

  await page.goto(`/analysis/data-list?from=${day(-29)}&to=${day(0)}`);
  const table = page.getByTestId('analytics-table');
  await expect(table.locator('.ant-table-row')).toHaveCount(30);
  // Sorted by its first column, descending: today's row comes first.
  const dayHeader = table.locator('th').filter({ hasText: '日期' });
  await dayHeader.click();
  await dayHeader.click();
  await expect(table.locator('.ant-table-row').first()).toContainText(day(0));
  await pickRange(page, day(-6), day(0));
  await expect(table.locator('.ant-table-row')).toHaveCount(7);
  await saveScreenshot(page, 'analysis-data-list');
});

test('a custom user analysis is saved and reopened', async ({ page }) => {
  await logInAt(page, '/analysis/customize-user-analysis');
  await drawn(page);
  const dims = page.getByTestId('user-analysis-dimensions');
  await dims.click();
  await page.locator('.ant-select-dropdown:visible').getByText('已认证', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/dimensions=source%2Cverified/);
  await pickRange(page, day(-365), day(0));
  await page.getByTestId('analytics-view').getByText('表格').click();
  await expect(page.getByTestId('analytics-table').locator('th').filter({ hasText: '是' })).toBeVisible();
  await page.getByTestId('analytics-view').getByText('图表').click();
  await drawn(page);

  const name = `来源与认证 ${Date.now()}`;
  await page.getByTestId('user-view-save').click();
  await page.getByTestId('user-view-name').fill(name);
  await page.getByTestId('user-view-save-ok').click();
  await expect(page.getByTestId('user-view').filter({ hasText: name })).toBeVisible();
  await expect(page).toHaveURL(/view=\d+/);
  await saveScreenshot(page, 'analysis-custom-users');

  // A fresh screen shows the default analysis; the saved view puts its own back.
  await page.goto('/analysis/customize-user-analysis');
  await expect(page).not.toHaveURL(/dimensions/);
  await page.getByTestId('user-view').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/dimensions=source%2Cverified/);
  await expect(page).toHaveURL(new RegExp(`from=${day(-365)}`));
  await drawn(page);
});

test('the tracking points screen issues a site key once and disables the site', async ({ page }) => {
  await logInAt(page, '/operation/tracking/list');
  await page.getByRole('tab', { name: '上报站点与密钥' }).click();
  await expect(page).toHaveURL(/tab=sites/);
  await page.getByTestId('site-add').click();
  const site = `E2E 小程序 ${Date.now()}`;
  await page.getByTestId('site-name').fill(site);
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  const key = page.getByTestId('site-key');
  await expect(key).toContainText('tsk_');
  const prefix = ((await key.textContent()) ?? '').trim().slice(0, 10);
  await saveScreenshot(page, 'analysis-site-key');
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  const row = page.getByTestId('sites-table').locator('.ant-table-row').filter({ hasText: site });
  await expect(row).toContainText(prefix);
  await expect(row).toContainText('从未使用');
  await row.getByTestId('site-disable').click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row).toContainText('已停用');
  await saveScreenshot(page, 'analysis-tracking-sites');
});
