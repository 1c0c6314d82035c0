import { expect } from '@playwright/test';
import { adminApi, logIn, saveScreenshot, test } from '../fixtures.ts';

// The console's provider is the stub start-server.ts starts (apps/server/test/support/ai-stub.ts): it calls the
// sheet search for a question naming a grade, then reports what the console's list answered, word by word.

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('chats with the provider from the top bar: a tool looks the sheets up and the answer streams in', async ({
  page,
}) => {
  await page.getByTestId('ai-chat').click();
  await expect(page).toHaveURL(/\/ai\/chat$/);
  await expect(page.getByText('服务：127.0.0.1')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '模型' })).toBeVisible();
  await saveScreenshot(page, 'ai-chat-empty');

  // Every text the answer shows, as it changes: a streamed answer passes through several partial ones.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __answers: string[] }).__answers = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="ai-answer"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const box = page.getByPlaceholder(/问一个关于物性表的问题/);
  await box.fill('PA66 有哪些物性表？');
  await box.press('Enter');

  await expect(page.locator('.ai-tool').first()).toContainText('search_sheets');
  await expect(page.locator('.ai-tool').first()).toContainText('"grade":"PA66"');
  const answer = page.locator('.ai-bubble.ai-assistant').last();
  await expect(answer).toContainText(/找到 \d+ 个物性表：PA66/, { timeout: 60_000 });
  // Kept: the conversation is listed under its question, and reopening it shows the same answer.
  await expect(page.locator('.ai-conversation').first()).toContainText('PA66 有哪些物性表？');
  // The stream ended: the box offers sending again, and the answer is the kept message.
  await expect(page.getByTestId('ai-send')).toBeVisible();
  await expect(answer).toContainText(/。$/);
  const final = (await answer.locator('.ai-text').textContent()) ?? '';
  const seen = await page.evaluate(() => (window as unknown as { __answers: string[] }).__answers);
  const partial = seen.filter((text) => text !== '思考中…' && text.length < final.length);
  expect(partial.length, `answer texts seen: ${JSON.stringify(seen)}`).toBeGreaterThan(3);
  for (const text of partial) expect(final.startsWith(text)).toBe(true);
  await saveScreenshot(page, 'ai-chat-answered');

  await page.getByRole('button', { name: '新对话' }).click();
  await expect(page.locator('.ai-bubble')).toHaveCount(0);
  await page.locator('.ai-conversation').first().click();
  await expect(page.locator('.ai-bubble.ai-assistant').last()).toHaveText(
    new RegExp(final.slice(-12).replace(/[()（）]/g, '.')),
  );
});

test('turns a sentence into a datasheet query, shows it, and runs it as the list', async ({ page }) => {
  await page.getByTestId('ai-chat').click();
  await page.getByRole('tab', { name: 'AI 筛选' }).click();
  await page.getByPlaceholder(/例如：密度低于/).fill('PA66 的物性表');
  await page.getByRole('button', { name: '转换为查询' }).click();
  const result = page.getByTestId('ai-filter-result');
  await expect(result).toContainText('牌号');
  await expect(result).toContainText('/datasheet/list?grade=PA66');
  await saveScreenshot(page, 'ai-filter-query');
  await page.getByTestId('ai-filter-run').click();
  await expect(page).toHaveURL(/\/datasheet\/list\?grade=PA66$/);
  await expect(page.locator('[data-testid="resource-table"] .ant-table-row').first()).toContainText('PA66');
});

test('counts the demands posted in a range with a tool, the number the demand list shows', async ({
  page,
  request,
}) => {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const [from, to] = [day(-29), day(0)];
  const api = await adminApi(request);
  const listed = await api.get<{ total: number }>('/v2_demand/check/list', {
    created_at_from: `${from}T00:00:00.000+08:00`,
    created_at_to: `${to}T23:59:59.999+08:00`,
    size: 1,
  });
  expect(listed.total).toBeGreaterThan(0);
  await page.getByTestId('ai-chat').click();
  const box = page.getByPlaceholder(/问一个关于物性表的问题/);
  await box.fill(`${from} 到 ${to} 发布了多少条需求？`);
  await box.press('Enter');
  await expect(page.locator('.ai-tool').first()).toContainText('count_demands');
  const answer = page.locator('.ai-bubble.ai-assistant').last();
  await expect(answer).toContainText(`${from} 至 ${to} 共有 ${listed.total} 条需求。`, { timeout: 60_000 });
  await page.getByRole('tab', { name: '工具' }).click();
  await expect(page.getByTestId('ai-tools')).toContainText('count_demands');
  await saveScreenshot(page, 'ai-tools');
});
