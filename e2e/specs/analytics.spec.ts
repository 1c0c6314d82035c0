/**
 * Analytics (issue 23): events reported through the public batch endpoint with a site key issued by the
 * console (a bad event refused beside the good ones), the retention chart opened and its range changed
 * (kept in the URL, the chart redrawn), its table view, and a screenshot of every chart screen. On the demo
 * (issue 34): every /data and /analysis screen draws over the demo's 90 days, the downloads chart's total
 * equals the /user/download list's for the same days, and the demand funnel's first step the demands posted.
 */
import { expect, type Page } from '@playwright/test';
import { adminApi, logIn, saveScreenshot, test, visit } from '../fixtures.ts';

const ROUTES = [
  '/data/tracking/overview',
  '/data/tracking/list',
  '/data/product/bo_score/list',
  '/data/product/retention',
  '/data/product/page_tracking',
  '/data/product/active_slot',
  '/data/product/search_list',
  '/data/product/user_session_search',
  '/data/product/find_supple_list',
  '/data/product/super_ds',
  '/data/product/v2_demand',
  '/data/product/docs',
  '/data/product/compare',
  '/data/product/opportunity',
  '/data/product/sharing',
  '/data/product/ai_analysis',
];
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function chartReady(page: Page) {
  await expect(page.getByTestId('analytics-took').first()).toBeVisible();
  await expect(page.locator('[data-testid="analytics-chart"] canvas').first()).toBeVisible();
  await expect(page.getByTestId('analytics-empty')).toHaveCount(0);
  await expect(page.getByText('没有数据')).toHaveCount(0);
}

/** The figures of a chart's table view in one column (its first page holds them all: at most 50 rows). */
async function columnOf(page: Page, index: number): Promise<number[]> {
  await page.getByTestId('analytics-view').getByText('表格').click();
  const rows = page.getByTestId('analytics-table').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  return (await rows.locator(`td:nth-child(${index + 1})`).allTextContents()).map(Number);
}

test('on the demo every chart draws; downloads and the funnel equal their lists', async ({
  page,
  request,
}) => {
  // Sixteen chart screens and three boards opened one after another on a loaded machine.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const [from, to] = [day(-29), day(0)];
  const range = {
    created_at_from: `${from}T00:00:00.000+08:00`,
    created_at_to: `${to}T23:59:59.999+08:00`,
    size: 1,
  };
  const downloads = (await api.get<{ total: number }>('/user/download/list', range)).total;
  const demands = (await api.get<{ total: number }>('/v2_demand/check/list', range)).total;
  expect(downloads).toBeGreaterThan(4);
  expect(demands).toBeGreaterThan(0);

  await logIn(page);
  await page.goto(`/data/product/docs?from=${from}&to=${to}`);
  await chartReady(page);
  await saveScreenshot(page, 'analytics-demo-downloads');
  const daily = await columnOf(page, 1);
  expect(daily).toHaveLength(30);
  expect(daily.reduce((sum, n) => sum + n, 0)).toBe(downloads);

  await visit(page, `/data/product/v2_demand?from=${from}&to=${to}`);
  await chartReady(page);
  await saveScreenshot(page, 'analytics-demo-funnel');
  const funnel = await columnOf(page, 1);
  expect(funnel[0]).toBe(demands);
  // Each step reached by no more demands than the one before.
  for (let i = 1; i < funnel.length; i += 1) expect(funnel[i]).toBeLessThanOrEqual(funnel[i - 1] as number);

  for (const route of ROUTES) {
    await visit(page, `${route}?from=${day(-89)}&to=${day(0)}`);
    await chartReady(page);
  }
  for (const route of ['/analysis/dashborad', '/analysis/counting']) {
    await visit(page, `${route}?from=${day(-89)}&to=${day(0)}`);
    await chartReady(page);
  }

  // A range before the demo: no flat line or funnel of zeros, but why there is nothing, and for events how
  // they arrive (the site key of the tracking points' second tab).
  await visit(page, '/data/tracking/overview?from=2020-01-01&to=2020-01-31');
  const empty = page.getByTestId('analytics-empty');
  await expect(empty).toHaveAttribute('data-source', 'events');
  await expect(empty).toContainText('站点密钥');
  await expect(page.getByTestId('analytics-chart')).toHaveCount(0);
  await saveScreenshot(page, 'analytics-empty-events');
  await visit(page, '/data/product/v2_demand?from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('analytics-empty')).toHaveAttribute('data-source', 'rows');
  await expect(page.getByTestId('analytics-chart')).toHaveCount(0);
  await visit(page, '/data/tracking/overview?from=2020-01-01&to=2020-01-31');
  await page.getByRole('button', { name: '打开上报站点与密钥' }).click();
  await expect(page).toHaveURL(/\/operation\/tracking\/list\?tab=sites$/);
});

test('reports events with a site key and draws them; the retention range lives in the URL', async ({
  page,
  request,
}) => {
  // Sixteen chart screens opened one after another on a loaded machine.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const issued = await api.call<{ key: string }>('POST', '/tracking/site/add', { name: 'E2E 官网' });
  expect(issued.code, issued.msg).toBe(0);
  const events: object[] = [];
  for (let v = 0; v < 30; v += 1) {
    for (const back of [6 - (v % 3), v % 2 === 0 ? 1 : 3]) {
      const time = new Date(Date.now() - back * 86_400_000 - v * 60_000).toISOString();
      const base = { anonymous_id: `e2e-v${v}`, session_id: `e2e-s${v}-${back}`, time };
      events.push({
        ...base,
        event: 'search_submit',
        page: '/search',
        properties: { keyword: 'PA66 GF30', results: v % 4 },
      });
      events.push({
        ...base,
        event: 'ds_detail_view',
        page: '/datasheet/:dsno',
        properties: { dsno: `DS${v % 5}` },
      });
    }
  }
  events.push({
    event: 'ds_detail_view',
    page: 'no-slash',
    anonymous_id: 'x',
    session_id: 'x',
    time: day(0),
  });
  const sent = await request.post('/api/tracking/events', {
    data: { events },
    headers: { 'X-Site-Key': issued.data.key },
  });
  const answer = (await sent.json()) as {
    code: number;
    data: { accepted: number; rejected: { index: number }[] };
  };
  expect(answer.code).toBe(0);
  expect(answer.data.accepted).toBe(events.length - 1);
  expect(answer.data.rejected.map((r) => r.index)).toEqual([events.length - 1]);

  await logIn(page);
  await page.goto('/data/product/retention');
  await chartReady(page);
  const range = page.getByTestId('analytics-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill(day(-13));
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill(day(0));
  await range.locator('input').nth(1).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day(-13)}&to=${day(0)}`));
  // The calendar closed: the click below must not land on one of its days.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await chartReady(page);
  await page.getByTestId('analytics-view').getByText('表格').click();
  await expect(page.getByTestId('analytics-table').locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'analytics-retention-table');

  for (const route of ROUTES) {
    await visit(page, `${route}?from=${day(-13)}&to=${day(0)}`);
    await chartReady(page);
    await saveScreenshot(page, `analytics${route.replaceAll('/', '-')}`);
  }
});
