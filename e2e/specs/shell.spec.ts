import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('visiting 8 screens leaves the 6 most recent tabs; closing the active tab moves to the last one', async ({
  page,
}) => {
  const screens = [
    '/news/list',
    '/news/type_list',
    '/media/video/list',
    '/media/image/list',
    '/application/theme',
    '/application/type/list',
    '/media/subject/list',
    '/expert_service/list',
  ];
  for (const path of screens) {
    await openScreen(page, path);
    await expect(page.locator('[data-testid="tab"][data-active="true"]')).toHaveAttribute('data-path', path);
  }
  const tabs = page.getByTestId('tab');
  await expect(tabs).toHaveCount(6);
  const active = page.locator('[data-testid="tab"][data-active="true"]');
  await expect(active).toHaveAttribute('data-path', '/expert_service/list');
  // The home tab is among the most recent (each screen was opened from it); the oldest screens fell off.
  const paths = await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  expect(paths).toContain('/dashboard');
  expect(paths).not.toContain('/news/list');
  expect(paths).not.toContain('/news/type_list');
  await saveScreenshot(page, 'six-tabs');

  await active.getByTestId('tab-close').click();
  await expect(tabs).toHaveCount(5);
  const last = await tabs.last().getAttribute('data-path');
  expect(last).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`${last?.replace(/[/?]/g, '\\$&')}$`));
  await expect(tabs.last()).toHaveAttribute('data-active', 'true');
});

test('a kept-alive screen keeps what was typed while its tab stays open', async ({ page }) => {
  const finder = page.locator('[data-testid="screen-finder"]:visible');
  await finder.fill('标签');
  await page.locator('[data-testid="screen-finder-result"][data-path="/configuration/tags"]:visible').click();
  await expect(page).toHaveURL(/\/configuration\/tags$/);
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await saveScreenshot(page, 'shell-resource-list');
  await page.locator('[data-testid="tab"][data-path="/dashboard"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-testid="screen-finder"]:visible')).toHaveValue('标签');
  // Closing its tab drops the kept view: opening it again starts empty.
  await page.locator('[data-testid="tab"][data-path="/dashboard"]').getByTestId('tab-close').click();
  await expect(page).toHaveURL(/\/configuration\/tags$/);
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await page.locator('[data-testid="sidebar"] [data-testid="menu-item"][data-path="/dashboard"]').click();
  await expect(page.locator('[data-testid="screen-finder"]:visible')).toHaveValue('');
});

test('the global search lands on /dashboard?key=… and clears the box', async ({ page }) => {
  const search = page.getByTestId('global-search');
  await search.fill('abc');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?key=abc$/);
  await expect(search).toHaveValue('');
  await expect(page.locator('[data-testid="dashboard-key"]:visible')).toContainText('abc');
  // The keyword also fills the screen finder of that dashboard view.
  await expect(page.locator('[data-testid="screen-finder"]:visible')).toHaveValue('abc');
});

test('a failing call shows the persistent 错误 notification', async ({ page }) => {
  // The network drops the counter call (a transport failure, as when the server is unreachable).
  await page.route('**/api/system/counting', (route) => route.abort('connectionrefused'));
  await page.reload();
  const notification = page.locator('.ant-notification-notice').filter({ hasText: '错误' });
  await expect(notification.first()).toBeVisible();
  await saveScreenshot(page, 'error-notification');
  // It stays (duration 0) until closed.
  await page.waitForTimeout(5000);
  await expect(notification.first()).toBeVisible();
  await notification.first().locator('.ant-notification-notice-close').click();
  await expect(notification).toHaveCount(0);
});

test('the access-log button opens /monitor/admin in a new tab', async ({ page, context }) => {
  await expect(page.getByTestId('access-log')).toHaveAttribute('title', '访问日志');
  const opened = context.waitForEvent('page');
  await page.getByTestId('access-log').click();
  const logPage = await opened;
  await expect(logPage).toHaveURL(/\/monitor\/admin$/);
  // The new browser tab is titled after the route, so it is told apart from the console's own tab.
  await expect(logPage).toHaveTitle('访问日志 · 塑料物性管理后台');
  await expect(page).toHaveTitle('首页 · 塑料物性管理后台');
});

// The easing is what people who have not asked for less motion see (the config asks for less).
test.describe('without a reduced-motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('back to top: from 400 px of scroll, 40×40 at 50 px from right and bottom, eases back to 0', async ({
    page,
  }) => {
    // A long page whatever the dashboard shows.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '4000px';
      // Scroll anchoring would move the position past 400 px when the dashboard's content grows above it.
      document.documentElement.style.overflowAnchor = 'none';
      document.body.style.overflowAnchor = 'none';
    });
    const button = page.getByTestId('back-to-top');
    // On a slow machine the shell may still finish its first navigation and put the page at the top: scroll
    // until the position holds, then check the button stays away at 399 px.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 399));
        await page.waitForTimeout(300);
        return page.evaluate(() => window.scrollY);
      })
      .toBe(399);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
    expect(await button.boundingBox()).toEqual({
      x: viewport.width - 50 - 40,
      y: viewport.height - 50 - 40,
      width: 40,
      height: 40,
    });
    // Eased, not a jump: the positions of the frames until the top include some between 1500 and 0. (Read in
    // the page, frame by frame: a position read after a fixed wait depended on the machine's speed.)
    const frames = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const started = performance.now();
          const frame = () => {
            seen.push(window.scrollY);
            if (window.scrollY === 0 || performance.now() - started > 30_000) resolve(seen);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    await button.click();
    const positions = await frames;
    expect(positions.at(-1)).toBe(0);
    expect(positions.filter((y) => y > 0 && y < 1500).length).toBeGreaterThan(1);
  });
});

test('a dialog and its mask cover the sidebar too', async ({ page }) => {
  await openScreen(page, '/configuration/tags');
  await page.getByTestId('resource-add').click();
  await expect(page.locator('.ant-drawer-mask')).toBeVisible();
  // Over the sidebar's column: the mask is on top, not the menu.
  const onTop = await page.evaluate(() => {
    const hit = document.elementFromPoint(40, 400);
    return { sidebar: Boolean(hit?.closest('.sidebar')), mask: Boolean(hit?.closest('.ant-drawer-mask')) };
  });
  expect(onTop).toEqual({ sidebar: false, mask: true });
});

test('logging out returns to /login, and / then redirects to /login', async ({ page }) => {
  await page.getByTestId('user-menu').click();
  const logout = page.getByRole('menuitem', { name: /退出登录/ });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/datasheet/list');
  await expect(page).toHaveURL(/\/login$/);
});

/** Where the navbar's parts sit, and which crumbs are clipped (ellipsis). */
async function navbarLayout(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      return el.getBoundingClientRect();
    };
    const navbar = document.querySelector('.navbar') as HTMLElement;
    const crumbs = [...document.querySelectorAll<HTMLElement>('[data-testid="crumb"]')];
    const last = crumbs[crumbs.length - 1];
    return {
      navbarWidth: navbar.clientWidth,
      overflow: navbar.scrollWidth - navbar.clientWidth,
      rightLeft: rect('.navbar__right').left,
      rightWidth: rect('.navbar__right').width,
      breadcrumbWidth: rect('[data-testid="breadcrumb"]').width,
      lastCrumbRight: last ? last.getBoundingClientRect().right : 0,
      clipped: crumbs.map((c) => c.scrollWidth > c.clientWidth),
      crumbWidths: crumbs.map((c) => Math.round(c.getBoundingClientRect().width)),
    };
  });
}

/** The deepest route of the table (five crumbs) and the one of the report (permissions' menu authority). */
const DEEP = '/enterprise/factory/equipment/second_type';

for (const width of [1280, 1440]) {
  test(`at ${width} px wide the navbar keeps the whole breadcrumb of a deep route`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(DEEP);
    const crumbs = page.getByTestId('crumb');
    await expect(crumbs).toHaveText(['首页', '企业管理', '工厂管理', '设备管理', '设备二级类型']);
    let layout = await navbarLayout(page);
    expect(layout.overflow).toBe(0);
    expect(layout.lastCrumbRight).toBeLessThanOrEqual(layout.rightLeft);
    expect(layout.clipped).toEqual([false, false, false, false, false]);
    // The counters keep icon and count; the label moved into the tooltip.
    const tile = page.getByTestId('proposal-saas');
    await expect(tile.locator('.proposal-tile__label')).toBeHidden();
    await tile.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^企业提案 · \d+ 条未处理提案$/);
    await page.mouse.move(600, 400);
    await saveScreenshot(page, `navbar-${width}`);

    await page.goto('/configuration/auth/layout/authority');
    await expect(crumbs).toHaveText(['首页', '系统配置', '权限管理', '菜单权限']);
    layout = await navbarLayout(page);
    expect(layout.overflow).toBe(0);
    expect(layout.clipped).toEqual([false, false, false, false]);
    expect(layout.lastCrumbRight).toBeLessThanOrEqual(layout.rightLeft);
  });
}

test('at 1280 px in English the middle crumbs give way with an ellipsis and show their name on hover', async ({
  page,
}) => {
  // At this width the English labels of DEEP's crumbs and the bar's entries do not fit side by side.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DEEP);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-locale').click();
  const crumbs = page.getByTestId('crumb');
  await expect(crumbs).toHaveText(['Home', 'Enterprises', 'Factories', 'Equipment', 'Equipment sub-types']);
  // The bar lays out again around the longer English labels: wait until a crumb gives way.
  await expect.poll(async () => (await navbarLayout(page)).clipped.some(Boolean)).toBe(true);
  const layout = await navbarLayout(page);
  expect(layout.overflow).toBe(0);
  expect(layout.lastCrumbRight).toBeLessThanOrEqual(layout.rightLeft);
  // Home and the current page stay whole; only crumbs between them are clipped.
  expect(layout.clipped[0]).toBe(false);
  expect(layout.clipped.at(-1)).toBe(false);
  const clipped = layout.clipped.indexOf(true);
  expect(clipped).toBeGreaterThan(0);
  expect(clipped).toBeLessThan(layout.clipped.length - 1);
  await saveScreenshot(page, 'navbar-1280-en');

  const crumb = crumbs.nth(clipped);
  const name = (await crumb.textContent()) ?? '';
  expect(name.length).toBeGreaterThan(0);
  await crumb.hover();
  await expect(page.getByRole('tooltip')).toHaveText(name);
  // A whole crumb has no tooltip.
  await page.mouse.move(600, 400);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await crumbs.first().hover();
  await page.waitForTimeout(400);
  await expect(page.getByRole('tooltip')).toBeHidden();
});
