/**
 * The datasheet libraries' own screens: mapping a raw header spelling from its suggestion, combining duplicate
 * fillers, the category tree, the unit conversion table. Each test creates what it needs through the API under
 * names of its own, so it runs on a fresh database and alongside demo data alike.
 */
import { expect, type Page } from '@playwright/test';
import { type AdminApi as Api, adminApi, logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

/** A suffix no other run or spec uses: names and codes (lower-case, as codes must be) of this test's rows. */
const suffix = () => Date.now().toString(36).slice(-5);

/** A three-level branch of categories named after `s`. */
async function addCategories(api: Api, s: string) {
  const first = await api.post('/v1_categories/add', {
    name_zh: `工程塑料${s}`,
    level: 1,
    code: `e2e_l1_${s}`,
  });
  const second = await api.post('/v1_categories/add', {
    name_zh: `聚酰胺${s}`,
    level: 2,
    parent_id: first.id,
    code: `e2e_l2_${s}`,
  });
  const third = await api.post('/v1_categories/add', {
    name_zh: `PA66-${s}`,
    level: 3,
    parent_id: second.id,
    code: `e2e_l3_${s}`,
  });
  return { first, second, third };
}

/** The list shown: a kept-alive screen (origin headers) keeps its earlier tabs' lists, hidden, in the page. */
const shownList = (page: Page) => page.locator('[data-testid="resource-list"]:visible');
const rowOf = (page: Page, text: string) =>
  shownList(page).locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a raw header spelling is mapped from its suggestion, and leaves the unmapped list', async ({
  page,
}) => {
  const s = suffix();
  const api = await adminApi(page.request);
  const root = await api.post('/v1_header/root/add', {
    name_zh: `机械性能${s}`,
    name_en: `Mechanical ${s}`,
    code: `e2e_root_${s}`,
  });
  const header = await api.post('/v1_header/add', {
    name_zh: `拉伸强度${s}`,
    name_en: `Tensile strength ${s}`,
    code: `e2e_ts_${s}`,
    root_id: root.id,
    quantity: 'stress',
  });
  const origin = await api.post('/v1_header/origin/add', { raw: `Tensile Strength ${s}`, source: 'e2e' });
  await api.post('/v1_header/origin/add', { raw: `Flexural Str. ${s}`, source: 'e2e' });

  await openScreen(page, '/datasheet/header_set/v1_header_origin');
  // The screen opens on the unmapped spellings.
  const list = shownList(page);
  await expect(list.getByTestId('origin-quick-filter').locator('.ant-segmented-item-selected')).toContainText(
    '待映射',
  );
  await list.getByTestId('filter-raw').fill(s);
  await list.getByTestId('filter-submit').click();
  const row = rowOf(page, `Tensile Strength ${s}`);
  const suggestion = row.getByTestId('origin-suggestion');
  await expect(suggestion).toContainText(`拉伸强度${s}`);
  await expect(suggestion).toContainText('100%');
  await expect(rowOf(page, `Flexural Str. ${s}`)).toBeVisible();
  await saveScreenshot(page, 'datasheet-origin-headers');

  await suggestion.getByTestId('origin-accept').click();
  await expect(page.locator('.ant-message-notice').last()).toContainText('已映射 1 条');
  await expect(row).toHaveCount(0);
  const mapped = await api.get<{ header_id: number; status: number }>('/v1_header/origin/get', {
    id: origin.id,
  });
  expect(mapped).toMatchObject({ header_id: header.id, status: 1 });

  // Among the mapped ones it shows its header, and no suggestion any more.
  await shownList(page).getByTestId('origin-quick-1').click();
  await expect(page).toHaveURL(/status=1/);
  const done = rowOf(page, `Tensile Strength ${s}`);
  await expect(done).toContainText(`拉伸强度${s}`);
  await expect(done).toContainText('已映射');
  await expect(done.getByTestId('origin-suggestion')).toHaveCount(0);
});

test('two duplicate fillers are combined into the one kept, and the sheets follow', async ({ page }) => {
  const s = suffix();
  const api = await adminApi(page.request);
  const keep = await api.post('/v1_filler/add', {
    name_zh: `玻璃纤维${s}`,
    abbreviation: 'GF',
    code: `e2e_gf_${s}`,
  });
  const duplicate = await api.post('/v1_filler/add', {
    name_zh: `玻纤${s}`,
    abbreviation: 'GF',
    code: `e2e_gf2_${s}`,
  });
  const company = await api.post('/v1_company/add', { name_zh: `填充物测试企业${s}` });
  const { third } = await addCategories(api, s);
  const sheet = await api.post('/ds/add', {
    grade: `E2E-GF30-${s}`,
    company_id: company.id,
    category_id: third.id,
    fillers: [{ filler_id: duplicate.id, percent: 30 }],
  });

  await openScreen(page, '/datasheet/filler');
  await page.getByTestId('filter-name_zh').fill(s);
  await page.getByTestId('filter-submit').click();
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('combine-fillers')).toBeDisabled();
  await rowOf(page, `玻璃纤维${s}`).locator('.ant-checkbox-input').check();
  await rowOf(page, `玻纤${s}`).locator('.ant-checkbox-input').check();
  await page.getByTestId('combine-fillers').click();
  const dialog = page.getByTestId('combine-dialog');
  await dialog.getByTestId(`combine-keep-${keep.id}`).click();
  await expect(dialog.getByTestId('combine-summary')).toHaveText(
    `将有 1 张物性表改为引用「玻璃纤维${s} (GF)」，删除 1 个填充物。`,
  );
  await saveScreenshot(page, 'datasheet-combine-filler');
  await page.getByTestId('combine-ok').click();
  await expect(page.locator('.ant-message-notice').last()).toContainText(
    '已合并：1 张物性表改指向，删除 1 个填充物',
  );
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row')).toHaveCount(1);
  await expect(rowOf(page, `玻璃纤维${s}`)).toBeVisible();

  const after = await api.get<{ fillers: { filler_id: number; percent: number }[] }>('/ds/get', {
    id: sheet.id,
  });
  expect(after.fillers.map((f) => [f.filler_id, Number(f.percent)])).toEqual([[keep.id, 30]]);
});

test('the category tree shows the three levels, adds a child under a node and refuses to delete a used one', async ({
  page,
}) => {
  const s = suffix();
  const api = await adminApi(page.request);
  await addCategories(api, s);

  await openScreen(page, '/datasheet/categories/all');
  await page.getByTestId('category-search').fill(s);
  const node = (label: string) =>
    page.locator('[data-testid="category-node"]').filter({
      has: page.locator('.category-tree__label', { hasText: new RegExp(`^${label}$`) }),
    });
  await expect(node(`工程塑料${s}`)).toBeVisible();
  await expect(node(`聚酰胺${s}`)).toBeVisible();
  await expect(node(`PA66-${s}`)).toBeVisible();
  await expect(node(`聚酰胺${s}`).getByTestId('category-child-count')).toHaveText('1');

  // A child under the second level: a third-level category whose parent is that node.
  await node(`聚酰胺${s}`).click();
  const panel = page.getByTestId('category-panel');
  await expect(panel).toContainText(`聚酰胺${s}`);
  await panel.getByTestId('category-add-child').click();
  const form = page.getByTestId('resource-form');
  await expect(form).toContainText('新增三级分类');
  await expect(form.getByTestId('field-parent_id')).toContainText(`工程塑料${s} / 聚酰胺${s}`);
  await page.getByTestId('field-name_zh').fill(`PA6-${s}`);
  await page.getByTestId('field-code').fill(`e2e_pa6_${s}`);
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  await expect(node(`PA6-${s}`)).toBeVisible();
  await expect(node(`聚酰胺${s}`).getByTestId('category-child-count')).toHaveText('2');
  await expect(panel).toContainText(`PA6-${s}`);
  await saveScreenshot(page, 'datasheet-category-tree');

  // The first level still has children: the server refuses, and says why.
  await node(`工程塑料${s}`).click();
  await expect(panel).toContainText(`工程塑料${s}`);
  await panel.getByTestId('category-delete').click();
  await page.getByTestId('category-delete-ok').click();
  await expect(page.locator('.ant-notification-notice')).toContainText('不能删除');
  await expect(node(`工程塑料${s}`)).toBeVisible();
});

test('the conversion table between units of a quantity is derived from the metrics', async ({ page }) => {
  const api = await adminApi(page.request);
  const { list } = await api.get<{ list: { code: string }[] }>('/ds/metric/list', {
    quantity: 'stress',
    size: 100,
  });
  // MPa and psi as the catalogue defines them, unless the database has them already.
  const wanted = [
    { code: 'MPa', symbol: 'MPa', name_zh: '兆帕', factor: 1 },
    { code: 'psi', symbol: 'psi', name_zh: '磅/平方英寸', factor: 0.00689475729, system: 'imperial' },
  ];
  for (const metric of wanted) {
    if (!list.some((row) => row.code === metric.code)) {
      await api.post('/ds/metric/add', { quantity: 'stress', ...metric });
    }
  }

  await openScreen(page, '/datasheet/transform');
  const cell = (from: string, to: string) =>
    page.locator(`[data-testid="transform-cell"][data-from="${from}"][data-to="${to}"]`);
  await expect(cell('MPa', 'psi')).toHaveText('145.04');
  await expect(cell('psi', 'MPa')).toHaveText('0.0068948');
  await expect(page.getByTestId('transform-source').getByRole('link')).toHaveAttribute(
    'href',
    '/datasheet/metric/list?quantity=stress',
  );
  await page.getByTestId('transform-from').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="MPa"]').click();
  await page.getByTestId('transform-to').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="psi"]').click();
  await page.getByTestId('transform-value').fill('50');
  await expect(page.getByTestId('transform-result')).toContainText('7251.89 psi');
  await saveScreenshot(page, 'datasheet-transform');
});
