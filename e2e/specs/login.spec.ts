import { expect } from '@playwright/test';
import { ADMIN, adminApi, EDITOR, logIn, saveScreenshot, test } from '../fixtures.ts';

test('the login page refuses a wrong password with a message that names no account', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await saveScreenshot(page, 'login');
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin logs in and lands on the dashboard with figures from the database', async ({
  page,
  request,
}) => {
  // As the database has them now: other specs of the run may have accepted proposals or reviewed comments.
  const api = await adminApi(request);
  const proposals = await api.get<Record<string, number>>('/system/counting');
  const comments = await api.get<number>('/v1_video/comment/count', { is_check: '0' });
  expect(proposals['proposal.waiting.saas']).toBeGreaterThan(0);
  expect(comments).toBeGreaterThan(0);
  await logIn(page);
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures).toContainText('待处理企业提案');
  await expect(page.getByTestId('proposal-saas')).toHaveAttribute(
    'data-count',
    String(proposals['proposal.waiting.saas']),
  );
  await expect(page.getByTestId('comment-bell')).toContainText(String(comments));
  await expect(page.getByTestId('breadcrumb')).toContainText('首页');
  await saveScreenshot(page, 'dashboard');
});

test('the sidebar collapses with the hamburger and stays collapsed after a reload', async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await page.getByTestId('hamburger').click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await saveScreenshot(page, 'sidebar-collapsed');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
});

test('a limited admin sees only the menu entries of its layout role', async ({ page }) => {
  await logIn(page, EDITOR.username, EDITOR.password);
  const entries = page.locator('[data-testid="sidebar"] [data-testid="menu-item"]');
  await expect(entries).toHaveText(['首页', '资讯管理', '媒体管理']);
  // Open every submenu: the leaves are exactly the role's pages.
  await page.getByTestId('sidebar').getByText('资讯管理').click();
  await page.getByTestId('sidebar').getByText('媒体管理').click();
  await page.getByTestId('sidebar').getByText('视频', { exact: true }).click();
  const leaves = page.locator('[data-testid="sidebar"] [data-testid="menu-item"][data-path]');
  await expect(leaves).toHaveCount(4);
  const paths = await leaves.evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  expect(paths.sort()).toEqual([
    '/dashboard',
    '/media/video/comment_list',
    '/media/video/list',
    '/news/list',
  ]);
  // The top bar follows the same permissions: only the comment entries lead somewhere this role may go.
  await expect(page.getByTestId('comment-bell')).toBeVisible();
  await expect(page.getByTestId('comment-list')).toBeVisible();
  for (const entry of [
    'proposal-saas',
    'proposal-user',
    'network-expansion',
    'saas-overview',
    'access-log',
  ]) {
    await expect(page.getByTestId(entry)).toHaveCount(0);
  }
  await saveScreenshot(page, 'limited-role-sidebar');
  // A route outside the role is refused, even typed into the address bar.
  await page.goto('/configuration/tags');
  await expect(page).toHaveURL(/\/401$/);
});
