import { expect, type Page } from '@playwright/test';
import { logInAt, saveScreenshot, test } from '../fixtures.ts';

/** What the focused element shows of its focus: an outline or a ring drawn as a shadow. */
async function focusMark(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // A field's ring is drawn around its whole box (antd's wrapper), not on the bare <input> inside it.
    const ringed =
      el.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker') ?? el;
    const style = getComputedStyle(ringed);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    return {
      what: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
      testId: el.dataset.testid ?? el.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      marked: outline || ring,
      onScreen: box.width > 0 && box.height > 0,
    };
  });
}

test('/ focuses the global search, except while typing in a field', async ({ page }) => {
  await logInAt(page, '/dashboard');
  // In a field, / is a character like any other.
  const finder = page.locator('[data-testid="screen-finder"]:visible');
  await finder.click();
  await page.keyboard.press('/');
  await expect(finder).toBeFocused();
  await expect(finder).toHaveValue('/');
  await finder.fill('');

  // Anywhere else it leads to the global search.
  const search = page.getByTestId('global-search');
  await page.locator('.dashboard__welcome').click();
  await expect(search).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // The slash itself is not typed into the box.
  await page.keyboard.type('abc');
  await expect(search).toHaveValue('abc');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?key=abc$/);
});

test('Esc closes the drawer or dialog on top and gives the focus back to what opened it; Enter submits a filter', async ({
  page,
}) => {
  await logInAt(page, '/configuration/tags');
  // A drawer, opened from the keyboard.
  const add = page.getByTestId('resource-add');
  await add.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(add).toBeFocused();

  // A dialog, the same.
  const copy = page.getByRole('button', { name: /复制企业标签/ });
  await copy.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(copy).toBeFocused();

  // A list open inside the drawer is the top layer: Esc closes it and leaves the drawer open.
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  const type = drawer.locator('.ant-select').first();
  await type.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(add).toBeFocused();

  // Enter in a filter's box runs the search.
  const name = page.getByTestId('filter-name');
  await name.fill('改性');
  await name.press('Enter');
  await expect(page).toHaveURL(/\/configuration\/tags\?.*name=/);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
});

test('Tab reaches the navigation, the filters, the toolbar and every row action, each with a visible focus mark', async ({
  page,
}) => {
  await logInAt(page, '/configuration/tags');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const reached = new Set<string>();
  const unmarked: string[] = [];
  // From the top of the page (the sidebar's brand), forwards until the first row's last action: its 更多, which
  // holds the actions folded past the row's three places (edit and delete, beside the tag's bindings).
  await page.locator('.sidebar__brand').focus();
  for (let step = 0; step < 200 && !reached.has('row-more'); step++) {
    await page.keyboard.press('Tab');
    const mark = await focusMark(page);
    if (!mark) continue;
    reached.add(mark.testId);
    if (mark.onScreen && !mark.marked) unmarked.push(mark.what);
    if (mark.testId === 'row-view') await saveScreenshot(page, 'keyboard-focus-row-action');
  }
  for (const testId of [
    'hamburger',
    'global-search',
    'user-menu',
    'tab-close',
    'filter-name',
    'filter-submit',
    'resource-add',
    'row-view',
    'row-enable',
    'row-more',
  ]) {
    expect(reached, `Tab reaches ${testId}`).toContain(testId);
  }
  expect(unmarked, 'focused without a visible mark').toEqual([]);
  // The folded actions open from the keyboard too.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('row-edit')).toBeVisible();
});
