/**
 * Every list screen fits at 1440 × 900 (issue 35): for each screen of the first admin's menu
 * (`/api/admin/user/layout_auth`) that shows a table, no header cell of a shown column lies under the pinned
 * action column or past the table's visible width, unless the table scrolls sideways with a scrollbar in view
 * without scrolling the page; no tag in a cell is cut; a row shows at most three actions inline. The screens open inside one logged-in page, and each
 * list is photographed (artifacts/screenshots/list-<path>.png).
 */
import { dynamicRoutes, flattenRoutes } from '@console/contract';
import { expect, type Page } from '@playwright/test';
import { adminApi, logIn, saveScreenshot, test, visit } from '../fixtures.ts';

/** What is wrong with one table, as sentences naming the column; empty when it fits. */
function tableProblems(): string[] {
  const view = document.querySelector('.view-fade:not([data-e2e-left])');
  const problems: string[] = [];
  const tables = [...(view?.querySelectorAll<HTMLElement>('.ant-table-wrapper') ?? [])].filter(
    (t) => t.getBoundingClientRect().width > 0 && !t.closest('.ant-modal, .ant-drawer, .ant-popover'),
  );
  for (const [index, table] of tables.entries()) {
    const name = (text: string) => `table ${index + 1}, «${text.trim().slice(0, 24)}»`;
    const scroller =
      table.querySelector<HTMLElement>('.ant-table-body') ??
      table.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) continue;
    const box = scroller.getBoundingClientRect();
    const visibleRight = Math.min(box.right, window.innerWidth);
    const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    if (scrolls) {
      // A bar the page draws: the list's own (TableScrollbar) or antd's sticky one. The scroller's own bar is
      // the system's, which some systems (and headless Chromium) hide until scrolled.
      const bars = [
        table.parentElement?.querySelector<HTMLElement>(':scope > [data-testid="table-scrollbar"]'),
        table.querySelector<HTMLElement>('.ant-table-sticky-scroll'),
      ];
      const drawn = bars.some((bar) => {
        const r = bar?.getBoundingClientRect();
        return r !== undefined && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;
      });
      if (!drawn) problems.push(`table ${index + 1} scrolls sideways with no scrollbar drawn in view`);
      continue;
    }
    const head = table.querySelector('.ant-table-thead tr:last-child');
    // antd 6 names pinned cells by the writing direction (fix-start / fix-end), antd 5 by the side.
    const fixedRight = head?.querySelector<HTMLElement>(
      'th.ant-table-cell-fix-end, th.ant-table-cell-fix-right',
    );
    const edge = Math.min(visibleRight, fixedRight ? fixedRight.getBoundingClientRect().left : visibleRight);
    for (const th of head?.querySelectorAll<HTMLElement>('th') ?? []) {
      if (
        th.matches(
          '.ant-table-cell-fix-end, .ant-table-cell-fix-start, .ant-table-cell-fix-right, .ant-table-cell-fix-left, .ant-table-selection-column, .ant-table-cell-scrollbar',
        )
      )
        continue;
      const rect = th.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.right > edge + 1)
        problems.push(`${name(th.innerText)}: header under the pinned column or off-screen`);
      const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
      if (title.scrollWidth > title.clientWidth + 1) problems.push(`${name(th.innerText)}: header text cut`);
    }
    for (const row of [...table.querySelectorAll('.ant-table-tbody tr.ant-table-row')].slice(0, 10)) {
      const inline = row.querySelectorAll(
        '[data-testid="row-actions"] .row-link:not([data-testid="row-more"])',
      );
      if (inline.length > 3) problems.push(`table ${index + 1}: ${inline.length} actions inline in a row`);
      for (const td of row.querySelectorAll<HTMLElement>('td')) {
        if (
          td.matches(
            '.ant-table-cell-fix-end, .ant-table-cell-fix-start, .ant-table-cell-fix-right, .ant-table-cell-fix-left, .ant-table-selection-column',
          )
        )
          continue;
        const cell = td.getBoundingClientRect();
        for (const tag of td.querySelectorAll<HTMLElement>('.ant-tag')) {
          const r = tag.getBoundingClientRect();
          if (r.width > 0 && (r.right > cell.right + 1 || tag.scrollWidth > tag.clientWidth + 1))
            problems.push(`${name(tag.innerText)}: tag cut in its cell`);
        }
      }
    }
  }
  return problems;
}

/** The screen's tables once its rows arrived (a spinner gone), or nothing when it shows no table. */
async function settled(page: Page) {
  const view = page.locator('.view-fade:not([data-e2e-left])');
  await expect(view.locator('.ant-spin-spinning, .route-loading')).toHaveCount(0);
}

test('every list screen of the menu fits at 1440 × 900: columns clear of the pinned actions, tags whole', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const api = await adminApi(page.request);
  const granted = new Set(await api.get<string[]>('/admin/user/layout_auth'));
  // The screens themselves: no group (it redirects to its first page), no row's page (its path takes an id).
  const paths = flattenRoutes(dynamicRoutes)
    .filter(({ fullPath, node }) => granted.has(fullPath) && !node.children?.length && !node.redirect)
    .map(({ fullPath }) => fullPath)
    .filter((path) => !path.includes(':'));
  expect(paths.length).toBeGreaterThan(100);
  await logIn(page);
  const clipped: string[] = [];
  let lists = 0;
  let barMoved = false;
  for (const path of paths) {
    await visit(page, path);
    await settled(page);
    const tables = await page.locator('.view-fade:not([data-e2e-left]) .ant-table-wrapper:visible').count();
    if (tables === 0) continue;
    lists += 1;
    // The photograph waits for the table to have laid out (antd places its sticky scrollbar after a frame).
    await saveScreenshot(page, `list${path.replace(/\//g, '-')}`);
    const problems = await page.evaluate(tableProblems);
    for (const problem of problems) clipped.push(`${path}: ${problem}`);
    const bar = page.locator('.view-fade:not([data-e2e-left]) [data-testid="table-scrollbar"]').first();
    if (!barMoved && (await bar.isVisible())) {
      // The drawn bar moves its table (once: every list has the same bar).
      const scroller = page.locator('.view-fade:not([data-e2e-left]) .ant-table-body').first();
      await bar.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      await page.keyboard.press('ArrowLeft');
      barMoved = true;
    }
  }
  expect(lists, 'list screens checked').toBeGreaterThan(50);
  expect(barMoved, 'a list wider than the screen was scrolled by its drawn bar').toBe(true);
  expect(clipped, 'columns hidden or cut at 1440 × 900').toEqual([]);
});
