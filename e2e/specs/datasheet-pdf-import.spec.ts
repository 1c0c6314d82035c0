/**
 * A maker's PDF datasheet through the import and review in the browser (issue 24): an extrusion-coating LDPE
 * sheet in a maker's layout, made by the project itself (apps/server/test/support/maker-pdfs.ts, `ldpe-coating`:
 * a logo word, the grade, a headline box, the property table, CJK unit forms) and written to a temporary folder
 * when the test starts, is uploaded through the pending
 * list's dialog; the dry run reports the one spelling no library knows — the maker as the sheet prints it —
 * the review screen shows the page beside the raw rows with each value boxed, the maker is mapped from its
 * suggestion, the sheet approved and found in the datasheet list with its values.
 *
 * The libraries first get what mapping the maker's first sheet would have given them (through the API, as an
 * operator did earlier): the maker, the LDPE category, the one header and the one ASTM method the demo lacks,
 * the maker's header spellings. The demo's `Elongation at break` is a PA header that needs a dry/conditioned state,
 * which a PE sheet does not print: its check is switched off for the test (the row is left out of the
 * published grid, as the console does for a check switched off) and back on after.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import {
  type AdminApi,
  type ApiRow,
  adminApi,
  logIn,
  openScreen,
  saveScreenshot,
  test,
} from '../fixtures.ts';

const SHEET = 'ldpe-coating';
const GRADE = 'L820';
const PRINTED_MAKER = 'NORTHWIND';

/** The sheet's PDF, made by the server's test support (a process of its own: it is the server's code). */
function makeSheet(): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-maker-pdf-'));
  try {
    const root = join(import.meta.dirname, '../..');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/support/maker-pdf-main.ts', folder, SHEET],
      { cwd: root, stdio: 'pipe' },
    );
    return readFileSync(join(folder, `${SHEET}.pdf`));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface Page<T> {
  list: T[];
}

/** The row of the family at `base` whose `field` is `value` (the lists filter only by declared fields). */
async function find(api: AdminApi, base: string, field: string, value: string): Promise<ApiRow | undefined> {
  for (let page = 1; page <= 50; page += 1) {
    const { list } = await api.get<Page<ApiRow>>(`${base}/list`, { size: 100, page });
    const row = list.find((candidate) => candidate[field] === value);
    if (row || list.length < 100) return row;
  }
  return undefined;
}

async function idOf(api: AdminApi, base: string, field: string, value: string): Promise<number> {
  const row = await find(api, base, field, value);
  expect(row, `${base}: ${field} = ${value}`).toBeTruthy();
  return (row as ApiRow).id;
}

/** The row's id, added first when the library lacks it (a second run on the same server finds it). */
async function ensure(api: AdminApi, base: string, field: string, values: Record<string, unknown>) {
  const row = await find(api, base, field, String(values[field]));
  return row ? row.id : api.add(base, values);
}

/** What the maker's first sheet left in the libraries; answers the id of the values check, switched off. */
async function prepareLibraries(api: AdminApi): Promise<number> {
  await ensure(api, '/v1_company', 'name_en', {
    name_zh: '北风聚合物',
    name_en: 'Northwind Polymers',
    country: 'CN',
  });
  const polyolefins = await idOf(api, '/v1_categories', 'name_en', 'Polyolefins');
  await ensure(api, '/v1_categories', 'name_en', {
    name_zh: 'LDPE',
    name_en: 'LDPE',
    level: 3,
    parent_id: polyolefins,
  });
  const physical = await idOf(api, '/v1_header/root', 'code', 'physical');
  // The demo library has the polyolefin headers and methods (tensile strength at break, brittleness, ASTM
  // D1505 and D746, `Melt Index` and `Melting Point` mapped); the coating speed of an extrusion-coating grade and
  // ASTM D3417 it lacks.
  const coating = await ensure(api, '/v1_header', 'code', {
    code: 'coating_speed',
    name_en: 'Allowable coating speed',
    name_zh: '允许涂覆速度',
    quantity: 'speed',
    value_kind: 'range',
    root_id: physical,
    better: 'none',
  });
  await ensure(api, '/v1_standard', 'code', {
    code: 'ASTM D3417',
    organisation: 'ASTM',
    title_en: 'ASTM D3417',
    title_zh: 'ASTM D3417',
  });
  const mappings: [string, number][] = [
    ['Vicat Softening Point', await idOf(api, '/v1_header', 'code', 'vicat')],
    ['Brittleness Temperature, F', await idOf(api, '/v1_header', 'code', 'brittleness_temperature')],
    ['Allowable Coating Speed', coating],
  ];
  for (const [raw, target_id] of mappings)
    await api.post('/ds/cache/map', { kind: 'header', raw, target_id });
  // A check without a row of its own is on; its row switches it off.
  const check = await ensure(api, '/ds/cache/condition', 'check', { check: 'values_valid', enabled: false });
  await api.post('/ds/cache/condition/enable', { ids: [check], enabled: false });
  return check;
}

test('a maker PDF: dry run names the one unknown spelling, the page beside the rows, map, approve', async ({
  page,
  request,
}) => {
  // Reading the PDF, importing, approving and opening the published sheet: minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const check = await prepareLibraries(api);
  try {
    await logIn(page);
    await openScreen(page, '/datasheet/cache/list');
    const list = page.locator('[data-testid="resource-list"]:visible');
    await list.getByTestId('cache-import').click();
    await page.getByTestId('cache-import-file').setInputFiles({
      name: `${SHEET}.pdf`,
      mimeType: 'application/pdf',
      buffer: makeSheet(),
    });
    const summary = page.getByTestId('cache-import-summary');
    // 8 table rows, one sheet; each row names the maker as printed, the one spelling no library knows.
    await expect(summary).toContainText('8 行，1 个物性表；8 行含未映射项，0 行有错误');
    const dialog = page.locator('.ant-modal:visible');
    await expect(dialog).toContainText(`生产商「${PRINTED_MAKER}」未映射`);
    await expect(dialog).not.toContainText('表头「');
    await saveScreenshot(page, 'pdf-import-dry-run');
    await page.getByTestId('cache-import-confirm').click();
    await expect(summary).toBeHidden();

    await list.getByTestId('filter-grade').fill(GRADE);
    await list.getByTestId('filter-submit').click();
    const row = list
      .locator('[data-testid="resource-table"] .ant-table-row', { hasText: `${SHEET}.pdf` })
      .first();
    await row.getByTestId('row-view').click();
    const detail = page.getByTestId('cache-detail');
    await expect(detail).toBeVisible();

    // The page the rows came from, beside them: every value boxed where it was printed.
    const source = detail.getByTestId('pdf-source');
    await expect(source).toBeVisible();
    await expect(source.getByTestId('pdf-page-1')).toBeVisible();
    await expect(source.locator('[data-testid^="pdf-mark-"]')).toHaveCount(8);
    await expect(source.getByTestId('pdf-page-1')).toContainText('Allowable Coating Speed');
    await expect(detail.getByTestId('cache-raw-rows')).toContainText('g/㎤');
    await expect(detail.getByTestId('cache-raw-rows')).toContainText('<-76');
    await detail.getByTestId('cache-raw-rows').locator('.ant-table-row').nth(1).hover();
    await expect(source.locator('.pdf-mark--on')).toHaveCount(1);
    await source.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'pdf-review-page-beside-rows');

    // The maker, mapped from its best suggestion once, for this sheet and every later import.
    const suggestion = detail.getByTestId('cache-suggest-company-0');
    await expect(suggestion).toContainText('北风聚合物');
    await suggestion.click();
    await expect(detail.getByTestId('cache-head')).toContainText('→ 北风聚合物');
    await expect(detail.getByTestId('cache-head')).toContainText('→ LDPE');
    await saveScreenshot(page, 'pdf-review-mapped');

    await detail.locator('[data-testid^="cache-approve-"]').click();
    await expect(detail.getByTestId('cache-status')).toHaveText('已通过');
    await expect(detail.getByTestId('cache-published-link')).toBeVisible();

    // In the datasheet list: the grade, of the maker it was mapped to, in the category its title named.
    await openScreen(page, '/datasheet/list');
    const sheets = page.locator('[data-testid="resource-list"]:visible');
    await sheets.getByTestId('filter-grade').fill(GRADE);
    await sheets.getByTestId('filter-submit').click();
    const published = sheets.locator('[data-testid="resource-table"] .ant-table-row', {
      hasText: '北风聚合物',
    });
    await expect(published).toHaveCount(1);
    await expect(published).toContainText('LDPE');
    // This click has hung in two full runs and passed alone (the cause is not found yet; the list is refetched
    // as the approval's changes arrive): it is bounded and made again until the sheet's page opens.
    await expect(async () => {
      if (!/\/datasheet\/detail\//.test(page.url()))
        await published.getByTestId('row-view').click({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/datasheet\/detail\//, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    // Its grid: the values the PDF printed, shown in SI (120 kg/cm² is 11.77 MPa; "<-76" an upper bound).
    const body = page.locator('body');
    for (const value of ['0.918', '6.5', '11.77', '≤ -76', 'ASTM D1505'])
      await expect(body).toContainText(value);
    await saveScreenshot(page, 'pdf-published-sheet');
  } finally {
    await api.post('/ds/cache/condition/enable', { ids: [check], enabled: true });
  }
});
