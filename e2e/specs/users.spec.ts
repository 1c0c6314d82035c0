import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test, visit } from '../fixtures.ts';

const rows = (page: Page) => page.locator('[data-testid="resource-table"] .ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text }).first();

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('verifies a user: the company check is approved, the user becomes verified; another is rejected with its reason', async ({
  page,
}) => {
  await openScreen(page, '/user/check');
  // The demo requests waiting for review: 李娜's company check and 孙悦's identity check.
  const lina = rowOf(page, '宁波模塑有限公司');
  await expect(lina).toContainText('待审核');
  await saveScreenshot(page, 'users-checks');

  await rowAction(lina, 'transition-approve');
  const dialog = page.getByTestId('transition-dialog');
  await expect(dialog.getByTestId('transition-hint')).toContainText('已认证');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();
  await expect(lina).toContainText('已通过');
  await expect(lina).toContainText('admin');

  // A rejection needs its reason, which the list then shows.
  const sun = rowOf(page, '孙悦');
  await rowAction(sun, 'transition-reject');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toContainText('驳回原因');
  await dialog.getByTestId('field-reject_reason').fill('证件照片与姓名不符');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();
  await expect(sun).toContainText('已驳回');
  await expect(sun).toContainText('证件照片与姓名不符');
  await saveScreenshot(page, 'users-checks-decided');

  // The approved user is verified, with the company the check proved; their detail gathers what they did.
  await openScreen(page, '/user/view/user');
  await page.getByTestId('filter-name').fill('李娜');
  await page.getByTestId('filter-submit').click();
  await expect(rows(page)).toHaveCount(1);
  await saveScreenshot(page, 'users-list');
  await rowOf(page, '李娜').getByTestId('row-view').click();
  const detail = page.getByTestId('resource-detail');
  await expect(detail).toContainText('宁波模塑有限公司');
  await expect(page.getByTestId('user-tags')).toContainText('重点客户');
  await expect(page.getByTestId('user-activity')).toBeVisible();
  // The super admin holds "view contact": the phone is shown whole (and the view audited), no reveal button.
  await expect(detail).toContainText('13912345601');
  await expect(page.getByTestId('user-contact')).toHaveCount(0);
  await saveScreenshot(page, 'users-detail');
  await page.getByTestId('user-activity').getByRole('tab', { name: '认证申请' }).click();
  await expect(page.getByTestId('user-site_user_check')).toContainText('已通过');
  await saveScreenshot(page, 'users-detail-checks');

  // Seeing the whole phone is recorded as a view of personal data, apart from the change history.
  await visit(page, '/monitor/personal_data');
  await page.getByTestId('filter-family').fill('site_user');
  await page.getByTestId('filter-submit').click();
  const view = rows(page).filter({ hasText: '详情' }).first();
  await expect(view).toContainText('用户');
  await expect(view).toContainText('手机');
  await saveScreenshot(page, 'monitor-personal-data');
});

test('mails an export of the filtered users and says where the message went', async ({ page }) => {
  await openScreen(page, '/user/view/client');
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('user-export-mail').click();
  await page.getByTestId('user-export-mail-to').fill('ops@example.com');
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  // No SMTP server in the test run: the message is written under the data directory, and the dialog says so.
  await expect(page.getByTestId('user-export-mail-outbox')).toContainText('mail');
  await expect(page.getByTestId('user-export-jobs')).toContainText('已发送');
  await saveScreenshot(page, 'users-export-mail');
});

test('the learning platform says no source is configured; the marks list what users typed', async ({
  page,
}) => {
  await openScreen(page, '/user/view/learning-platform');
  await expect(page.getByTestId('learning-platform-none')).toContainText('learning_platform.url');
  await expect(rowOf(page, '赵磊')).toBeVisible();
  await saveScreenshot(page, 'users-learning-platform');

  await openScreen(page, '/user/mark/company');
  // The unmapped spellings come first; 中国石化 and Sinopec wait for their canonical name.
  await expect(rowOf(page, 'Sinopec')).toContainText('待映射');
  await saveScreenshot(page, 'users-marks-company');
});
