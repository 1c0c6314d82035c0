import { expect } from '@playwright/test';
import { ADMIN, saveScreenshot, test } from '../fixtures.ts';

// /login opened directly shows the form without the app (apps/web/src/main.tsx): issue 37 weighs it at most
// 120 KB of JavaScript on the wire, and the app, antd and the router arrive while the password is checked.
test('/login opened directly downloads no more than 120 KB of JavaScript and no antd', async ({ page }) => {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: request.url(), bytes: request.sizes().then((s) => s.responseBodySize) });
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-username')).toBeFocused();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(120 * 1024);
  // antd's form and the router's screens are not part of it (their chunks' names come from their modules).
  expect(scripts.map((s) => s.url).filter((url) => /\/(App|Layout|table|form|router)-/.test(url))).toEqual(
    [],
  );
});

test('the form asks for what is missing, switches language, and logs in to the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await page.getByTestId('login-locale').click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await page.getByTestId('login-locale').click();
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  // Each message goes as its field is filled, as antd's form does.
  await expect(page.getByText('请输入用户名')).toHaveCount(0);
  await expect(page.getByText('请输入密码')).toHaveCount(0);
  await page.getByLabel('显示密码').click();
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  await saveScreenshot(page, 'login-direct-filled');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText('首页');
});

test('/login opened while logged in goes on to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
