import { expect, type Page } from '@playwright/test';
import { logInAt, saveScreenshot, test, visit } from '../fixtures.ts';

/** The deepest route of the table: three groups down (企业管理 / 工厂管理 / 设备管理). */
const DEEP = '/enterprise/factory/equipment/second_type';

/** The top-level groups of the sidebar that are open now, by name. */
async function openGroups(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="sidebar"] nav > ul > li.ant-menu-submenu-open > .ant-menu-submenu-title')
    .allInnerTexts();
}

/** Whether the sidebar's selected entry lies whole inside the sidebar's visible height. */
async function selectedInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const sider = document.querySelector('[data-testid="sidebar"]');
    const item = sider?.querySelector('.ant-menu-item-selected');
    if (!sider || !item) return false;
    const box = sider.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    return itemBox.height > 0 && itemBox.top >= box.top && itemBox.bottom <= box.bottom;
  });
}

function groupTitle(page: Page, name: string) {
  return page.locator('[data-testid="sidebar"] .ant-menu-submenu-title', { hasText: name }).first();
}

test('the sidebar keeps one group open, shows the current entry after a deep route is opened from a tab, and remembers pins', async ({
  page,
}) => {
  await logInAt(page, DEEP);
  await expect(page.locator('[data-testid="sidebar"] .ant-menu-item-selected')).toContainText('设备二级类型');
  await expect.poll(() => selectedInView(page)).toBe(true);
  expect(await openGroups(page)).toEqual(['企业管理']);

  // Opening another group closes the first (accordion).
  await groupTitle(page, '资讯管理').click();
  await expect.poll(() => openGroups(page)).toEqual(['资讯管理']);
  await page.locator('[data-testid="sidebar"] [data-testid="menu-item"][data-path="/news/list"]').click();
  await expect(page).toHaveURL(/\/news\/list$/);
  // A screen far down the menu, then the sidebar scrolled back to its top, away from it.
  await visit(page, '/configuration/tags');
  await expect.poll(() => openGroups(page)).toEqual(['系统配置']);
  await expect.poll(() => selectedInView(page)).toBe(true);
  await page.getByTestId('sidebar').evaluate((sider) => {
    sider.scrollTop = 0;
  });

  // The deep route again, from its tab: its branch opens alone and its entry is scrolled into view.
  await page.locator(`[data-testid="tab"][data-path="${DEEP}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${DEEP}$`));
  await expect(page.locator('[data-testid="sidebar"] .ant-menu-item-selected')).toContainText('设备二级类型');
  await expect.poll(() => selectedInView(page)).toBe(true);
  expect(await openGroups(page)).toEqual(['企业管理']);
  await saveScreenshot(page, 'sidebar-deep-route-from-tab');

  // A pinned group stays open beside the current one, also after a reload.
  const news = groupTitle(page, '资讯管理');
  await news.hover();
  await news.getByTestId('menu-pin').click();
  await expect(news.getByTestId('menu-pin')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => openGroups(page)).toEqual(['资讯管理', '企业管理']);
  await groupTitle(page, '物性表管理').click();
  await expect.poll(() => openGroups(page)).toEqual(['物性表管理', '资讯管理']);
  await page.reload();
  await expect.poll(() => openGroups(page)).toEqual(['资讯管理', '企业管理']);
  await expect.poll(() => selectedInView(page)).toBe(true);
  // Unpinned, it closes with the next group opened.
  await groupTitle(page, '资讯管理').getByTestId('menu-pin').click();
  await groupTitle(page, '物性表管理').click();
  await expect.poll(() => openGroups(page)).toEqual(['物性表管理']);
});

test('switching to English keeps the open tabs, the filter, the scroll and the page itself; messages are composed in English', async ({
  page,
}) => {
  // A short window, so the list scrolls.
  await page.setViewportSize({ width: 1440, height: 560 });
  await logInAt(page, '/dashboard');
  await visit(page, '/news/type_list');
  await visit(page, '/configuration/tags');
  await page.getByTestId('filter-name').fill('演示');
  await page.getByTestId('filter-name').press('Enter');
  await expect(page).toHaveURL(/\/configuration\/tags\?.*name=/);
  const filtered = new URL(page.url());
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // Scrolled until the position holds (the list may still grow under the first try).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 240));
      await page.waitForTimeout(300);
      return page.evaluate(() => window.scrollY);
    })
    .toBe(240);
  // The filtered list is a tab of its own beside the unfiltered one.
  const tabsBefore = await page.getByTestId('tab').evaluateAll((tabs) => tabs.map((t) => t.dataset.path));
  expect(tabsBefore).toHaveLength(4);
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
  });

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-locale').click();
  await expect(page.getByTestId('crumb')).toHaveText(['Home', 'Configuration', 'Tag library']);
  expect(
    await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
  ).toBe(true);
  expect(await page.getByTestId('tab').evaluateAll((tabs) => tabs.map((t) => t.dataset.path))).toEqual(
    tabsBefore,
  );
  await expect(page.locator('[data-testid="tab"][data-active="true"]')).toHaveText(/^Tag library/);
  expect(page.url()).toBe(filtered.href);
  await expect(page.getByTestId('filter-name')).toHaveValue('演示');
  expect(await page.evaluate(() => window.scrollY)).toBe(240);
  await expect(page.getByTestId('filter-submit')).toHaveText(/Search/);
  await saveScreenshot(page, 'language-switch-keeps-tabs');

  // The welcome line: the English template, the seeded name inserted as it is.
  await page.locator('[data-testid="tab"][data-path="/dashboard"]').click();
  const name = await page.getByTestId('user-menu').getAttribute('title');
  await expect(page.locator('.dashboard__welcome h4:visible')).toHaveText(`Welcome back, ${name}`);
});
