// Two people on one row: the second save made on an older version is shown the first one's change field by
// field instead of overwriting it; and a mistaken change is taken back from the row's change history.
import { expect, type Page } from '@playwright/test';
import { type AdminApi, type ApiRow, adminApi, logIn, rowAction, saveScreenshot, test } from '../fixtures.ts';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;
const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

let api: AdminApi;

async function addTag(name: string, description: string): Promise<ApiRow> {
  return api.post<ApiRow>('/tags/save', { action: 'add', name, type: 4, description });
}

async function openEditForm(page: Page, name: string) {
  await page.goto(`/configuration/tags?name=${encodeURIComponent(name)}`);
  await rowAction(rowOf(page, name), 'row-edit');
  await expect(page.getByTestId('field-name')).toHaveValue(name);
}

test.beforeEach(async ({ page, request }) => {
  api = await adminApi(request);
  await logIn(page);
});

test('the second of two edits of one row shows the first one and saves only when told to', async ({
  page,
}) => {
  const name = unique('并发');
  const tag = await addTag(name, '最初的说明');
  const other = await page.context().newPage();

  await openEditForm(page, name);
  await openEditForm(other, name);

  // The first person changes the description and saves.
  await other.getByTestId('field-description').fill('同事改的说明');
  await other.getByTestId('resource-form-submit').click();
  await expect(other.getByTestId('resource-form')).toBeHidden();

  // The second, still on the row as it was, renames it: refused, and shown what changed meanwhile.
  await page.getByTestId('field-name').fill(`${name}改`);
  await page.getByTestId('resource-form-submit').click();
  const notice = page.getByTestId('stale-row');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('stale-row-theirs').first()).toContainText('同事改的说明');
  await expect(notice).toContainText(`${name}改`);
  await saveScreenshot(page, 'row-version-conflict');
  expect((await api.get<ApiRow>('/tags/get', { id: tag.id })).name).toBe(name);

  // Saving on the version the notice showed keeps both changes: the colleague's description and the new name.
  await notice.getByTestId('stale-row-overwrite').click();
  await expect(page.getByTestId('resource-form')).toBeHidden();
  const saved = await api.get<ApiRow>('/tags/get', { id: tag.id });
  expect([saved.name, saved.description]).toEqual([`${name}改`, '同事改的说明']);
  await other.close();
});

test('a change is taken back from the row’s change history', async ({ page }) => {
  const name = unique('恢复');
  const tag = await addTag(name, '正确的说明');
  await api.post('/tags/save', { action: 'update', id: tag.id, description: '误改的说明' });

  await page.goto(`/configuration/tags?name=${encodeURIComponent(name)}`);
  await rowOf(page, name).getByTestId('row-view').click();
  const history = page.getByTestId('change-history');
  await expect(history).toContainText('误改的说明');
  await history.getByTestId('history-restore-field').first().click();
  await page.getByTestId('history-restore-ok').click();
  await expect(page.locator('.ant-message')).toContainText('已恢复');
  // The history now starts with the restore, which put the old text back.
  await expect(history.locator('.ant-table-row').first()).toContainText('恢复');
  await saveScreenshot(page, 'row-restore-history');
  expect((await api.get<ApiRow>('/tags/get', { id: tag.id })).description).toBe('正确的说明');
});
