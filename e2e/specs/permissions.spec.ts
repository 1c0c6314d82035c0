import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

/** A name no other run or spec uses, so the assertions see only this test's rows. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}`;
}

const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

/** A route's row in the layout authority tree. */
const authorityRow = (page: Page, path: string) =>
  page.locator(`[data-testid="authority-table"] tr[data-testid="authority-row"][data-path="${path}"]`);

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Picks one option of a remote-search reference select by typing its title. */
async function pickReference(page: Page, testId: string, title: string) {
  const field = page.getByTestId(testId);
  await field.click();
  await field.locator('input').fill(title);
  const chosen = field.locator(`.ant-select-selection-item[title="${title}"]`);
  // The options come from a search as typed: a click that lands while they are replaced is lost (the form then
  // went without the role), so the click is made again until the choice shows in the field.
  await expect(async () => {
    if ((await chosen.count()) === 0)
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`)
        .click({ timeout: 5_000 });
    await expect(chosen).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

/** Ticks one route of the layout role tree, found through the tree's search. */
async function tickRoute(page: Page, search: string, path: string) {
  await page.getByTestId('route-tree-search').locator('input').fill(search);
  await page.locator(`[data-testid="route-node"][data-path="${path}"]`).click();
}

const apiRole = unique('标签只读');
const layoutRole = unique('标签与键值');
const username = unique('limited.');
const granted = ['/configuration/keys', '/configuration/tags'];
/** The limited admin's password after the reset step. */
let resetPassword = '';

// The steps build on each other: an API role and a layout role, then an admin holding both.
test.describe.configure({ mode: 'serial' });

test('an API role is given the tag list call through the grouped picker', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/api/role');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill(apiRole);
  const picker = page.getByTestId('api-authority-picker');
  await expect(picker.getByTestId('api-group').first()).toBeVisible();
  await picker.getByTestId('api-picker-search').locator('input').fill('/tags/list');
  await picker.locator('[data-testid="api-node"][data-path="/tags/list"][data-method="GET"]').click();
  await expect(picker.getByTestId('api-picker-count')).toContainText('已选 1 /');
  await saveScreenshot(page, 'permissions-api-role-form');
  const add = page.waitForRequest((r) => r.url().endsWith('/api/admin/api/role/add'));
  await page.getByTestId('resource-form-submit').click();
  expect((await add).postDataJSON()).toMatchObject({ name: apiRole, authorities: [expect.any(Number)] });
  await expect(rowOf(page, apiRole)).toBeVisible();

  // Its own screen shows the same choice, grouped under the path prefix.
  await rowOf(page, apiRole).getByTestId('row-view').click();
  await expect(page).toHaveURL(/\/configuration\/auth\/api\/role_details\?id=\d+$/);
  const details = page.getByTestId('role-details');
  await expect(details.getByTestId('api-picker-count')).toContainText('已选 1 /');
  // The group holding the choice is open and in sight.
  await expect(details.locator('[data-testid="api-node"][data-path="/tags/list"]')).toBeVisible();
  await saveScreenshot(page, 'permissions-api-role-details');
  await details.getByTestId('api-picker-search').locator('input').fill('/tags/list');
  await expect(details.locator('[data-testid="api-group"][data-prefix="/tags"]')).toContainText('1/1');
});

test('a layout role is limited to two menu entries by ticking them in the tree', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/layout/role');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill(layoutRole);
  await page.getByTestId('field-description').fill('只能看到标签库与键值配置');
  await tickRoute(page, '标签库', granted[1] as string);
  await tickRoute(page, '键值配置', granted[0] as string);
  // The two pages bring their group: three routes in all.
  await expect(page.getByTestId('route-tree-count')).toHaveText('已授权 3 个路由');
  await page.getByTestId('route-tree-search').locator('input').fill('系统配置');
  await expect(
    page.locator('.ant-tree-treenode:has([data-path="/configuration"]) .ant-tree-checkbox'),
  ).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await saveScreenshot(page, 'permissions-layout-role-form');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
  await expect(rowOf(page, layoutRole)).toBeVisible();

  // The role's own screen: the same ticks, and the change history of its creation.
  await rowOf(page, layoutRole).getByTestId('row-view').click();
  await expect(page).toHaveURL(/\/configuration\/auth\/layout\/role_details\?id=\d+$/);
  const details = page.getByTestId('role-details');
  await expect(details.getByTestId('route-tree-count')).toHaveText('已授权 3 个路由');
  await expect(details.getByTestId('change-history')).toBeVisible();
  // Without a search, the tree opens on what the role holds (its group is near the end of a long table).
  for (const path of granted) {
    await expect(details.locator(`[data-testid="route-node"][data-path="${path}"]`)).toBeVisible();
  }
  await saveScreenshot(page, 'permissions-layout-role-details');

  // The layout authority tree says which roles hold a path; a search for the role finds its routes.
  await openScreen(page, '/configuration/auth/layout/authority');
  await page.getByTestId('authority-search').locator('input').fill(layoutRole);
  for (const path of granted) {
    await expect(authorityRow(page, path).getByTestId('authority-roles')).toContainText(layoutRole);
  }
  await authorityRow(page, '/configuration/tags').getByTestId('authority-view').click();
  await expect(page).toHaveURL(
    /\/configuration\/auth\/layout\/authority_detail\?path=%2Fconfiguration%2Ftags$/,
  );
  const authority = page.getByTestId('authority-detail');
  await expect(authority.getByTestId('authority-roles')).toContainText(layoutRole);
  await expect(authority.getByTestId('authority-position')).toHaveText('系统配置/标签库');
  await saveScreenshot(page, 'permissions-layout-authority-detail');

  // In English, the authority and role screens speak English too.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-locale').click();
  await expect(authority).toContainText('Held by roles');
  await expect(authority.getByTestId('authority-position')).toHaveText('Configuration/Tag library');
  await openScreen(page, '/configuration/auth/layout/role');
  await rowOf(page, layoutRole).getByTestId('row-view').click();
  await expect(page.getByTestId('route-tree-count')).toHaveText('3 routes granted');
  await expect(page.getByTestId('role-details')).toContainText('Layout role · ');
  await saveScreenshot(page, 'permissions-layout-role-details-en');
});

test('a new admin with that role sees exactly its two menu entries; a reset password works', async ({
  page,
}) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/user');
  await page.getByTestId('resource-add').click();
  const form = page.getByTestId('admin-add-form');
  await expect(form).toContainText('新增管理员');
  // Nothing filled: the declaration's rules and the password's own.
  await page.getByTestId('admin-add-submit').click();
  await expect(form).toContainText('请填写用户名');
  await expect(form).toContainText('请填写初始密码');
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-name').fill('受限管理员');
  await page.getByTestId('password-generate').click();
  const password = await page.getByTestId('field-password').inputValue();
  expect(password).toMatch(/^\S{16}$/);
  await pickReference(page, 'field-layout_roles', layoutRole);
  await pickReference(page, 'field-api_roles', apiRole);
  await saveScreenshot(page, 'permissions-admin-add-form');
  const add = page.waitForRequest((r) => r.url().endsWith('/api/admin/user/add'));
  await page.getByTestId('admin-add-submit').click();
  expect((await add).postDataJSON()).toMatchObject({
    username,
    password,
    layout_roles: [expect.any(Number)],
    api_roles: [expect.any(Number)],
  });
  await expect(form).toBeHidden();
  await expect(rowOf(page, username)).toContainText(layoutRole);
  await saveScreenshot(page, 'permissions-admin-list');

  // The new admin sees the home entry and the one group holding exactly the two ticked pages.
  await logOut(page);
  await logIn(page, username, password);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('menu-item')).toHaveText(['首页', '系统配置']);
  await sidebar.getByText('系统配置').click();
  const leaves = sidebar.locator('[data-testid="menu-item"][data-path]');
  await expect(leaves).toHaveCount(3);
  const paths = await leaves.evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  expect(paths.sort()).toEqual([...granted, '/dashboard']);
  // The API role lets the tag list load.
  await sidebar.locator('[data-testid="menu-item"][data-path="/configuration/tags"]').click();
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'permissions-limited-admin-sidebar');

  // Reset: confirmed, shown once, and the new password logs in.
  await logOut(page);
  await logIn(page);
  await openScreen(page, '/configuration/auth/user');
  await rowOf(page, username).getByTestId('row-reset-password').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`重置管理员 ${username} 的密码？`);
  await page.getByTestId('reset-password-ok').click();
  const shown = page.getByTestId('reset-password-value');
  await expect(shown).toHaveText(/^\S{8,}$/);
  const reset = (await shown.textContent()) ?? '';
  expect(reset).not.toBe(password);
  resetPassword = reset;
  await saveScreenshot(page, 'permissions-reset-password');
  await page.getByTestId('reset-password-close').click();
  await expect(shown).toBeHidden();
  await logOut(page);

  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, username, reset);
  await expect(page.getByTestId('sidebar').getByTestId('menu-item')).toHaveText(['首页', '系统配置']);
});

test('API authorities: sync says what changed; switches save in place, need_login off is confirmed', async ({
  page,
}) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/api/authority');
  await page.getByTestId('api-sync').click();
  const sync = page.waitForResponse((r) => r.url().endsWith('/api/admin/api/authority/sync'));
  await page.getByTestId('api-sync-ok').click();
  const answer = (await (await sync).json()) as { data: { added: number; removed: number; total: number } };
  await expect(page.locator('.ant-message')).toContainText(
    `同步完成：新增 ${answer.data.added} 个，删除 ${answer.data.removed} 个，现有 ${answer.data.total} 个接口`,
  );

  await page.getByTestId('filter-path').fill('/tags/list');
  await page.getByTestId('filter-submit').click();
  const row = rowOf(page, '标签列表');
  await expect(row).toHaveCount(1);
  const needLogin = row.getByTestId('switch-need_login');
  const needJudge = row.getByTestId('switch-need_judge');
  await expect(needLogin).toBeChecked();
  await expect(needJudge).toBeChecked();

  // Turning need_login off asks first; cancelling leaves it on and sends nothing.
  await needLogin.click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('GET /tags/list 将成为公开接口');
  await saveScreenshot(page, 'permissions-api-authority-confirm');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '取 消' }).click();
  await expect(needLogin).toBeChecked();

  // need_judge off and on again: each change is one update of that field.
  const update = page.waitForRequest((r) => r.url().endsWith('/api/admin/api/authority/update'));
  await needJudge.click();
  expect((await update).postDataJSON()).toEqual({ id: expect.any(Number), need_judge: false });
  await expect(needJudge).not.toBeChecked();
  await saveScreenshot(page, 'permissions-api-authority');
  await needJudge.click();
  await expect(needJudge).toBeChecked();
});

test('the generic edit form unbinds a role and sets the avatar; the switch disables the account', async ({
  page,
}) => {
  expect(resetPassword).not.toBe('');
  await logIn(page);
  await openScreen(page, '/configuration/auth/user');
  await rowAction(rowOf(page, username), 'row-edit');
  const form = page.getByTestId('resource-form');
  await expect(form.getByTestId('field-api_roles')).toContainText(apiRole);
  await form.getByTestId('field-api_roles').locator('.ant-select-selection-item-remove').click();
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
  await form
    .getByTestId('upload-avatar')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByTestId('upload-avatar').locator('img')).toHaveAttribute('src', /^\/uploads\//);
  const update = page.waitForRequest((r) => r.url().endsWith('/api/admin/user/update'));
  await page.getByTestId('resource-form-submit').click();
  expect((await update).postDataJSON()).toEqual({
    id: expect.any(Number),
    avatar: expect.stringMatching(/^\/uploads\//),
    api_roles: [],
    // The version the edit was made on (a change made meanwhile is refused, not overwritten).
    updated_at: expect.any(String),
  });
  await expect(form).toBeHidden();
  const row = rowOf(page, username);
  await expect(row).not.toContainText(apiRole);
  await expect(row).toContainText(layoutRole);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // Disabled: the right password no longer logs in.
  const enable = page.waitForRequest((r) => r.url().endsWith('/api/admin/user/enable'));
  await row.getByTestId('row-enable').click();
  // With the version of the row as shown: a change made since is refused, not overwritten.
  const body = (await enable).postDataJSON();
  expect(body).toEqual({
    ids: [expect.any(Number)],
    enabled: false,
    versions: { [String(body.ids[0])]: expect.any(String) },
  });
  await expect(row.getByTestId('row-enable')).not.toBeChecked();
  await logOut(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(resetPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
});

test('the layout authority tree gives a route to the role; the role’s tree then holds it', async ({
  page,
}) => {
  await logIn(page);
  await openScreen(page, '/configuration/auth/layout/authority');
  await expect(page.getByTestId('authority-count')).toContainText('个路由');
  // Unsearched: the top-level groups, folded.
  await expect(authorityRow(page, '/configuration')).toBeVisible();
  await expect(authorityRow(page, '/configuration/tags')).toHaveCount(0);
  await saveScreenshot(page, 'permissions-layout-authority-tree');
  // Found by its name: shown under its group, which opens.
  const rules = '/configuration/cache/remote_rules';
  await page.getByTestId('authority-search').locator('input').fill('远程缓存');
  await expect(page.locator('[data-testid="authority-table"] tr[data-testid="authority-row"]')).toHaveCount(
    2,
  );
  await expect(authorityRow(page, rules)).toContainText('远程缓存规则');
  await expect(authorityRow(page, rules).getByTestId('authority-roles')).not.toContainText(layoutRole);

  await authorityRow(page, rules).getByTestId('authority-edit-roles').click();
  const editor = page.getByTestId('authority-roles-editor');
  await editor.locator(`[data-role="${layoutRole}"]`).click();
  // The role holds the group already: nothing else to grant, one update of the route's row.
  await expect(editor.getByTestId('authority-roles-effects')).toHaveCount(0);
  await saveScreenshot(page, 'permissions-layout-authority-roles');
  const update = page.waitForRequest((r) => r.url().endsWith('/api/admin/layout/authority/update'));
  await page.getByTestId('authority-roles-save').click();
  expect((await update).postDataJSON()).toEqual({ id: expect.any(Number), roles: expect.any(Array) });
  await expect(editor).toBeHidden();
  await expect(authorityRow(page, rules).getByTestId('authority-roles')).toContainText(layoutRole);

  // The role's routes in the tree, with their roles.
  await page.getByTestId('authority-search').locator('input').fill(layoutRole);
  await expect(authorityRow(page, rules).getByTestId('authority-roles')).toContainText(layoutRole);
  // Its four routes are found; the group shows all of its pages.
  await expect(page.getByTestId('authority-count')).toHaveText('匹配 4 个路由');
  await saveScreenshot(page, 'permissions-layout-authority');

  // The role's own screen ticks it.
  await openScreen(page, '/configuration/auth/layout/role');
  await rowOf(page, layoutRole).getByTestId('row-view').click();
  const details = page.getByTestId('role-details');
  await expect(details.getByTestId('route-tree-count')).toHaveText('已授权 4 个路由');
  await expect(
    details.locator(`.ant-tree-treenode:has([data-path="${rules}"]) .ant-tree-checkbox`),
  ).toHaveClass(/ant-tree-checkbox-checked/);
});
