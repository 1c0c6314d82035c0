// The system screens of the configuration area and the personal center, on the real server. The specs share
// one database: whatever is changed here that others read (a menu name, the admin's avatar) is put back.
import { apiPaths, cacheRuleResource } from '@console/contract';
import { expect, type Page } from '@playwright/test';
import { ADMIN, adminApi, logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

/** A name no other run or spec uses. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}`;
}

const table = (page: Page) => page.locator('[data-testid="resource-table"]:visible');
const rowOf = (page: Page, text: string) => table(page).locator('.ant-table-row', { hasText: text });
const sidebarItem = (page: Page, path: string) =>
  page.locator(`[data-testid="sidebar"] [data-testid="menu-item"][data-path="${path}"]`);
const lastMessage = (page: Page) => page.locator('.ant-message-notice').last();

/** Marks the document; the mark is gone if the page reloads. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'kept'));
}
async function expectNotReloaded(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-mark', 'kept');
}

/** Edits the menu record of `path` on the route list: its Chinese name and its icon. */
async function editMenuRecord(page: Page, path: string, nameZh: string, icon: string, shot?: string) {
  await rowAction(rowOf(page, path), 'row-edit');
  const form = page.getByTestId('resource-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('field-path')).toHaveValue(path);
  await page.getByTestId('field-name_zh').fill(nameZh);
  await page.getByTestId('field-icon').click();
  await page.keyboard.type(icon.replace(/Outlined$/, ''));
  const option = page.locator(
    `.ant-select-dropdown:visible [data-testid="icon-option"][data-icon="${icon}"]`,
  );
  await expect(option).toBeVisible();
  if (shot) await saveScreenshot(page, shot);
  await option.click();
  await expect(page.locator('[data-testid="field-icon"] [data-testid="icon-option"]')).toHaveAttribute(
    'data-icon',
    icon,
  );
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
}

test.describe('as the first admin', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('a renamed menu record shows in the sidebar at once, with its new icon', async ({ page }) => {
    const path = '/configuration/keys';
    await openScreen(page, '/configuration/router/list');
    await page.locator('[data-testid="filter-path"]:visible').fill(path);
    await page.locator('[data-testid="filter-submit"]:visible').click();
    // The filtered page itself (the family's previous page is shown meanwhile): this one route only.
    await expect(table(page).locator('.ant-table-row')).toHaveCount(1);
    await expect(rowOf(page, path)).toContainText('键值配置');
    await expect(sidebarItem(page, path)).toHaveText('键值配置');
    await markDocument(page);

    await editMenuRecord(page, path, '键值配置E2E', 'ExperimentOutlined', 'menu-record-icon-picker');
    await expect(rowOf(page, path)).toContainText('键值配置E2E');
    await expect(rowOf(page, path).locator('[data-testid="icon-cell"] .anticon-experiment')).toBeVisible();
    // The sidebar follows without a reload: new name, new icon.
    await expect(sidebarItem(page, path)).toHaveText('键值配置E2E');
    const entry = page.locator('[data-testid="sidebar"] li.ant-menu-item', {
      has: page.locator(`[data-testid="menu-item"][data-path="${path}"]`),
    });
    await expect(entry.locator('.anticon-experiment')).toBeVisible();
    await expectNotReloaded(page);
    await sidebarItem(page, path).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'menu-record-renamed');

    // Put it back: other specs find the screen by its usual name.
    await editMenuRecord(page, path, '键值配置', 'KeyOutlined');
    await expect(sidebarItem(page, path)).toHaveText('键值配置');
    await expect(entry.locator('.anticon-key')).toBeVisible();
    await expectNotReloaded(page);
  });

  test('tags are bound in bulk, their bindings listed and unbound, a company’s tags copied to a user', async ({
    page,
  }) => {
    await openScreen(page, '/configuration/tags');
    const prefix = unique('绑定');
    for (const suffix of ['甲', '乙']) {
      await page.getByTestId('resource-add').click();
      await page.getByTestId('field-name').fill(`${prefix}${suffix}`);
      await page.getByTestId('field-type').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="企业"]').click();
      await page.getByTestId('resource-form-submit').click();
      await expect(page.getByTestId('resource-form')).toBeHidden();
    }
    await page.locator('[data-testid="filter-name"]:visible').fill(prefix);
    await page.locator('[data-testid="filter-submit"]:visible').click();
    const rows = table(page).locator('.ant-table-row');
    await expect(rows).toHaveCount(2);

    // Both tags onto two companies (their shared type is preselected).
    await expect(page.getByTestId('tag-bulk-bind')).toBeDisabled();
    for (const row of await rows.all()) await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('tag-bulk-bind').click();
    const dialog = page.getByTestId('tag-bind-dialog');
    await expect(dialog.getByTestId('tag-bind-tags')).toContainText(`${prefix}甲`);
    await expect(dialog.getByTestId('tag-bind-tags')).toContainText(`${prefix}乙`);
    await expect(page.getByTestId('tag-bind-type')).toContainText('企业');
    await page.getByTestId('tag-bind-ids').fill('70001, 70002');
    await expect(dialog).toContainText('共 2 个对象');
    await saveScreenshot(page, 'tag-bulk-bind');
    await page.getByTestId('tag-bind-submit').click();
    await expect(lastMessage(page)).toContainText('新增 4 条绑定');
    await expect(dialog).toBeHidden();

    // The first tag's bindings: both companies; one is unbound.
    await rowOf(page, `${prefix}甲`).getByTestId('row-tag-bindings').click();
    const drawer = page.getByTestId('tag-bindings-drawer');
    await expect(drawer).toContainText(`标签「${prefix}甲」的绑定`);
    const bindings = drawer.locator('[data-testid="tag-bindings-table"] .ant-table-row');
    await expect(bindings).toHaveCount(2);
    await expect(drawer).toContainText('70001');
    await expect(drawer).toContainText('70002');
    await expect(bindings.first()).toContainText('企业');
    await saveScreenshot(page, 'tag-bindings');
    await bindings.filter({ hasText: '70002' }).getByTestId('binding-unbind').click();
    await page.locator('.ant-popover:visible').getByTestId('binding-unbind-ok').click();
    await expect(bindings).toHaveCount(1);
    await expect(bindings.first()).toContainText('70001');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Company 70001 holds both tags: copied onto user 80001, twice (the second time nothing is new).
    await page.getByTestId('tag-copy-company').click();
    await page.getByTestId('tag-copy-company-id').fill('70001');
    await page.getByTestId('tag-copy-user-id').fill('80001');
    await saveScreenshot(page, 'tag-copy-company');
    await page.getByTestId('tag-copy-submit').click();
    await expect(lastMessage(page)).toContainText('已复制 2 个标签到该用户');
    await page.getByTestId('tag-copy-company').click();
    await page.getByTestId('tag-copy-company-id').fill('70001');
    await page.getByTestId('tag-copy-user-id').fill('80001');
    await page.getByTestId('tag-copy-submit').click();
    await expect(lastMessage(page)).toContainText('没有复制任何标签');

    await rowOf(page, `${prefix}乙`).getByTestId('row-tag-bindings').click();
    await expect(bindings).toHaveCount(3);
    await expect(bindings.filter({ hasText: '80001' })).toContainText('用户');
  });

  test('a setting is added, and editing the map-service key refreshes what the console read at start', async ({
    page,
  }) => {
    await openScreen(page, '/configuration/keys');
    const key = unique('e2e.setting.');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('field-key').fill(key);
    await page.getByTestId('field-value').fill('42');
    await page.getByTestId('field-description').fill('端到端测试的设置');
    await page.getByTestId('resource-form-submit').click();
    await expect(page.getByTestId('resource-form')).toBeHidden();
    await expect(rowOf(page, key)).toContainText('端到端测试的设置');

    // The shell holds the public settings (map-service key) under the family's key: a save reads them again.
    const mapKey = 'map.service_key';
    await rowAction(rowOf(page, mapKey), 'row-edit');
    await expect(page.getByTestId('field-key')).toHaveValue(mapKey);
    await page.getByTestId('field-value').fill('e2e-map-key');
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/system/keys/public'));
    await page.getByTestId('resource-form-submit').click();
    const settings = (await (await reread).json()) as { data: Record<string, string> };
    expect(settings.data[mapKey]).toBe('e2e-map-key');
    await expect(rowOf(page, mapKey)).toContainText('e2e-map-key');
    await saveScreenshot(page, 'setting-keys');

    // Put the seeded value back, and remove the added setting.
    await rowAction(rowOf(page, mapKey), 'row-edit');
    await page.getByTestId('field-value').fill('');
    await page.getByTestId('resource-form-submit').click();
    await expect(rowOf(page, mapKey)).not.toContainText('e2e-map-key');
    await rowAction(rowOf(page, key), 'row-delete');
    await page.getByTestId('row-delete-ok').click();
    await expect(rowOf(page, key)).toHaveCount(0);
  });

  test('the keys of the seeded cache rule are listed and deleted as a group', async ({ page, request }) => {
    // The key listed is made here, to outlive the test: a rule more specific than the seeded dashboard:* gives
    // dashboard:overview an hour, the group is emptied, and one read of the dashboard's figures caches them
    // afresh under it. (Waiting for the key an earlier page load wrote for 60 s raced its expiry.)
    const api = await adminApi(request);
    const holdRule = await api.add(cacheRuleResource.base, {
      name: unique('e2e 保留首页统计'),
      pattern: 'dashboard:overview',
      ttl_seconds: 3600,
      enabled: true,
    });
    await api.post(apiPaths.cacheDelGroup, { pattern: 'dashboard:*' });
    await api.get(apiPaths.dashboardOverview);
    await openScreen(page, '/configuration/cache/remote_rules');
    const rule = rowOf(page, 'dashboard:*');
    await expect(rule).toContainText('首页统计');
    await saveScreenshot(page, 'cache-rules');
    await rule.getByTestId('row-cache-keys').click();
    const drawer = page.getByTestId('cache-keys-drawer');
    await expect(drawer).toContainText('缓存键：dashboard:*');
    await expect(drawer.getByTestId('cache-key').filter({ hasText: 'dashboard:overview' })).toBeVisible();
    await expect(drawer).toContainText('秒');
    await saveScreenshot(page, 'cache-keys');

    await drawer.getByTestId('cache-keys-delete-group').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('删除所有匹配「dashboard:*」的缓存键？');
    await page.getByTestId('cache-delete-group-ok').click();
    await expect(lastMessage(page)).toContainText(/已删除 [1-9]\d* 个缓存键/);
    await expect(drawer).toContainText('没有匹配的缓存键');
    await expect(drawer.getByTestId('cache-key')).toHaveCount(0);
    await api.post(`${cacheRuleResource.base}/del`, { id: holdRule });
  });

  test('the avatar changed on the personal center shows in the navbar at once', async ({ page }) => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-profile').click();
    await expect(page).toHaveURL(/\/profile$/);
    const account = page.getByTestId('profile-account');
    await expect(account).toContainText(ADMIN.username);
    await expect(account).toContainText('超级管理员');
    await saveScreenshot(page, 'profile');

    const navbarAvatar = page.locator('[data-testid="user-menu"] img');
    const before = await navbarAvatar.getAttribute('src');
    // A real PNG to upload: a picture of the page itself.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
    await markDocument(page);
    await page
      .locator('[data-testid="profile-page"] input[type="file"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await expect(lastMessage(page)).toContainText('头像已更新');
    await expect(navbarAvatar).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(await navbarAvatar.getAttribute('src')).not.toBe(before);
    // The stored file is served and is the picture (it decodes to its size).
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute(
      'src',
      (await navbarAvatar.getAttribute('src')) ?? '',
    );
    await expectNotReloaded(page);
    await saveScreenshot(page, 'profile-avatar-changed');

    // Back to the default avatar, as the other specs found it.
    await page.getByTestId('avatar-remove').click();
    await expect(lastMessage(page)).toContainText('已恢复默认头像');
    await expect(navbarAvatar).toHaveAttribute('src', before ?? '');
  });
});

test('an admin changes their own password and logs in with the new one', async ({ page }) => {
  // A separate admin, created through the API by the first one: the first admin's password stays as it is.
  const username = unique('pw.e2e.');
  const oldPassword = 'e2e-Old-Pass-3141';
  const newPassword = 'e2e-New-Pass-2718';
  const login = await page.request.post('/api/admin/user/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const added = await page.request.post('/api/admin/user/add', {
    headers: { Authorization: token },
    data: { username, name: '改密测试', role: 'admin', password: oldPassword },
  });
  expect(((await added.json()) as { code: number }).code).toBe(0);

  await logIn(page, username, oldPassword);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-profile').click();
  await expect(page.getByTestId('profile-account')).toContainText(username);

  // The form's own rules first, then the server's answer to a wrong current password.
  await page.getByTestId('password-old').fill('not-my-password');
  await page.getByTestId('password-new').fill('short');
  await page.getByTestId('password-confirm').fill('shorter');
  await page.getByTestId('password-submit').click();
  const form = page.getByTestId('password-form');
  await expect(form).toContainText('新密码至少 8 个字符');
  await expect(form).toContainText('两次输入的新密码不一致');
  await page.getByTestId('password-new').fill(newPassword);
  await page.getByTestId('password-confirm').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(form).toContainText('原密码不正确');
  await saveScreenshot(page, 'profile-password-error');

  await page.getByTestId('password-old').fill(oldPassword);
  await page.getByTestId('password-submit').click();
  await expect(lastMessage(page)).toContainText('密码已修改');
  await expect(page.getByTestId('password-old')).toHaveValue('');

  // Out, then in again: the old password is refused, the new one works.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(oldPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, username, newPassword);
});
