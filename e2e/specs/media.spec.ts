/**
 * Content and media (issue 22): a news item written in the editor with an uploaded image and published, the
 * public preview showing it; two video comments reviewed from the comment bell's link, the bell following; and
 * a screenshot of every new screen. Named to run after login.spec, which reads the demo's five waiting comments.
 */
import { expect, type Page } from '@playwright/test';
import { type ApiRow, adminApi, logIn, openScreen, saveScreenshot, test, visit } from '../fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const run = Date.now().toString(36).slice(-5);

/** Picks the first option of the antd Select in the form item `testId`, typing `text` to search. */
async function pickFirst(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('writes a news item with an uploaded image and publishes it; the preview shows it as the site will', async ({
  page,
}) => {
  const title = `E2E 改性塑料周报 ${run}`;
  await openScreen(page, '/news/list');
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'news-list');

  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/news\/editor$/);
  const form = page.getByTestId('resource-form');
  await expect(form).toBeVisible();
  await form.getByTestId('field-title').fill(title);
  await pickFirst(page, 'field-type_id', '行业');
  await form.getByTestId('field-source').fill('塑料物性网');
  await form.getByTestId('field-author').fill('编辑部');
  await form.getByTestId('upload-cover').locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByTestId('upload-cover').locator('img')).toBeVisible();
  const body = form.getByTestId('field-body');
  await body.locator('.ProseMirror').click();
  await page.keyboard.type('本周 PA66 价格小幅回落，下图为走势。');
  await body
    .locator('input[type=file]')
    .setInputFiles({ name: 'trend.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('.ProseMirror img')).toHaveCount(1);
  await saveScreenshot(page, 'news-editor-form');
  await form.getByTestId('resource-form-submit').click();

  await expect(page).toHaveURL(/\/news\/editor\?id=\d+$/);
  const state = page.getByTestId('news-editor-state');
  await expect(state).toContainText('草稿');
  const frame = page.frameLocator('[data-testid="news-preview-frame"]');
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  // The uploaded image is in the stored body and served to the sandboxed preview.
  await expect(frame.locator('.body img')).toHaveJSProperty('naturalWidth', 1);

  // The list stays alive in its tab with its own row buttons: the editor's header is where this one is.
  const editor = page.getByTestId('news-editor');
  await editor.getByTestId('transition-publish').click();
  await page.getByTestId('transition-submit').click();
  await expect(state).toContainText('已发布');
  await expect(editor.getByTestId('transition-withdraw')).toBeVisible();
  await saveScreenshot(page, 'news-editor');

  await page.goto('/news/list');
  const row = page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: title });
  await expect(row).toContainText('已发布');
});

test('reviews two video comments from the comment bell, and the bell follows at once', async ({ page }) => {
  const bell = page.getByTestId('comment-bell');
  const count = async () => Number((await bell.textContent())?.replace(/\D/g, '') || 0);
  await expect.poll(count).toBeGreaterThanOrEqual(2);
  const before = await count();
  await bell.click();
  await expect(page).toHaveURL(/\/media\/video\/comment_list\?is_check=0$/);
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  await expect(rows).toHaveCount(before);
  await saveScreenshot(page, 'media-video-comments');

  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await page.getByTestId('bulk-transition-approve').click();
  await page.getByTestId('transition-submit').click();
  await expect(rows).toHaveCount(before - 2);
  await expect.poll(count).toBe(before - 2);
  await saveScreenshot(page, 'media-video-comments-reviewed');
});

test('every new content and media screen shows its rows', async ({ page, request }) => {
  // Twenty-odd screens, each waited for and photographed.
  test.setTimeout(400_000);
  const api = await adminApi(request);
  const first = async (path: string) => (await api.get<{ list: ApiRow[] }>(path, { size: 1 })).list[0]?.id;
  const shots: [string, string][] = [
    ['/application/list', 'application-list'],
    ['/application/type/list', 'application-types'],
    ['/application/theme', 'application-themes'],
    ['/application/classification_set', 'application-classifications'],
    ['/application/lack', 'application-lack'],
    ['/news/type_list', 'news-types'],
    ['/expert_service/list', 'expert-service-requests'],
    ['/expert_service/list?tab=experts', 'expert-service-experts'],
    ['/operation/comment', 'operation-comments'],
    ['/media/live/list', 'media-live-list'],
    ['/media/video/list', 'media-video-list'],
    ['/media/subject/list', 'media-subjects'],
    ['/media/image/list', 'media-images'],
    [`/application/v1/detail/${await first('/application/list')}`, 'application-detail'],
    [`/application/type/detail?id=${await first('/application/type/list')}`, 'application-type-detail'],
    [`/application/themedetail?id=${await first('/application/theme/list')}`, 'application-theme-detail'],
    [`/news/details/${await first('/news/list')}`, 'news-detail'],
    [`/expert_service/detail?id=${await first('/expert_service/expert/list')}`, 'expert-detail'],
    [`/media/live/detail/${await first('/media/live/list')}`, 'media-live-detail'],
    [`/media/video/detail?id=${await first('/media/video/list')}`, 'media-video-detail'],
  ];
  for (const [path, name] of shots) {
    await visit(page, path);
    await expect(page.getByTestId('not-built')).toHaveCount(0);
    // The screens opened before stay open in their tabs, hidden: this one's rows are the visible ones.
    const content = page
      .locator('[data-testid="resource-table"] .ant-table-row, [data-testid="resource-detail"]')
      .filter({ visible: true });
    await expect(content.first()).toBeVisible();
    await saveScreenshot(page, name);
  }

  // The image library: an image the demo content uses lists where, and its delete is refused.
  const images = await api.get<{ list: ApiRow[] }>('/media/image/list', { name: '水室' });
  const used = images.list[0]?.id;
  await page.goto(`/media/image/detail?id=${used}`);
  await expect(page.getByTestId('image-use').first()).toBeVisible();
  await saveScreenshot(page, 'media-image-detail');

  await page.goto('/application/graph');
  const canvas = page.getByTestId('application-graph-canvas');
  await expect(canvas).not.toHaveAttribute('data-nodes', '0');
  await expect(canvas.locator('canvas')).toBeVisible();
  await saveScreenshot(page, 'application-graph');
});
