import { expect, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

/** Picks a class in the cascader: typing its name, then the search result reading `path`. */
async function pickClass(page: Page, field: string, typed: string, path: string) {
  const dialog = page.getByTestId('transition-dialog');
  await dialog.getByTestId(field).click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: path })
    .first()
    .click();
}

/** The second-level classes the approval dialog's picker offers (its menu closed again). */
async function secondClasses(page: Page): Promise<string[]> {
  await page.getByTestId('transition-dialog').getByTestId('field-second_classification_id').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const names = (await options.allInnerTexts()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  return names;
}

async function pickSecond(page: Page, name: string) {
  await page.getByTestId('transition-dialog').getByTestId('field-second_classification_id').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
}

test('a demand waiting for review is approved with its classes and flags; the check log names it', async ({
  page,
}) => {
  await logIn(page);
  await openScreen(page, '/v2_demand/check/list');
  // The demand whose open follow-up is past stands out.
  await expect(rowOf(page, 'PA66 GF30 进气歧管料').getByTestId('follow-overdue')).toBeVisible();
  await saveScreenshot(page, 'demand-check-list');
  await rowOf(page, '医疗耗材 PC 注塑代工').getByTestId('row-view').click();
  await expect(page).toHaveURL(/\/v2_demand\/check\/detail\?id=\d+$/);
  const detail = page.getByTestId('resource-detail');
  await expect(detail).toContainText('待审核');

  await page.getByTestId('transition-approve').first().click();
  const dialog = page.getByTestId('transition-dialog');
  // The second-level picker offers the classes under the first-level one chosen, and is emptied when it changes.
  await pickClass(page, 'field-first_classification_id', '塑料原料', '塑料原料');
  await expect(await secondClasses(page)).toEqual(['工程塑料', '通用塑料', '改性塑料']);
  await pickSecond(page, '工程塑料');
  await pickClass(page, 'field-first_classification_id', '加工服务', '加工服务');
  await expect(dialog.getByTestId('field-second_classification_id')).not.toContainText('工程塑料');
  await expect(await secondClasses(page)).toEqual(['注塑加工', '挤出加工']);
  await pickSecond(page, '注塑加工');
  await dialog.getByTestId('field-points').fill('40');
  await dialog.getByTestId('field-is_top').click();
  await dialog.getByTestId('field-on_shelf').click();
  await dialog.getByTestId('field-can_proposal').click();
  await dialog.getByTestId('field-hide_user_info').click();
  await saveScreenshot(page, 'demand-approve-dialog');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();

  await expect(detail).toContainText('已通过');
  await expect(detail).toContainText('加工服务');
  await expect(detail).toContainText('注塑加工');
  await expect(detail).toContainText('40');
  // The change history is the check log: the approval, by its name and who ran it.
  await expect(page.getByTestId('change-history')).toContainText('审核通过');
  await expect(page.getByTestId('demand-push')).toBeVisible();
  await saveScreenshot(page, 'demand-approved-detail');

  // On the shelf now: the operations view lists it.
  await openScreen(page, '/operation/demand/list');
  await expect(rowOf(page, '医疗耗材 PC 注塑代工')).toBeVisible();
  await saveScreenshot(page, 'demand-operations-list');
});

test('demands waiting for review are approved together; the confirmation names them', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/v2_demand/check/list');
  for (const title of ['POM 齿轮耐磨改性咨询', 'PBT 光纤套管料检测']) {
    await rowOf(page, title).locator('.ant-checkbox-input').check();
  }
  await page.getByTestId('bulk-transition-approve').click();
  const dialog = page.getByTestId('transition-dialog');
  await expect(dialog).toContainText('审核通过选中的 2 条记录');
  await expect(dialog.getByTestId('transition-names')).toContainText('POM 齿轮耐磨改性咨询');
  await expect(dialog.getByTestId('transition-names')).toContainText('PBT 光纤套管料检测');
  await pickClass(page, 'field-first_classification_id', '技术服务', '技术服务');
  await pickSecond(page, '检测认证');
  await saveScreenshot(page, 'demand-bulk-approve-dialog');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();
  for (const title of ['POM 齿轮耐磨改性咨询', 'PBT 光纤套管料检测']) {
    await expect(rowOf(page, title)).toContainText('已通过');
    await expect(rowOf(page, title)).toContainText('检测认证');
  }
});

test('a user proposal accepted in one console drops the tile in another without reloading', async ({
  page,
  browser,
}) => {
  await logIn(page);
  const watcher = await (
    await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
  ).newPage();
  await logIn(watcher);
  const tile = watcher.getByTestId('proposal-user');
  await expect(tile).not.toHaveAttribute('data-count', '0');
  const before = Number(await tile.getAttribute('data-count'));
  // The watcher's console is left alone from here on: no reload, no navigation, no click.
  const loads: string[] = [];
  watcher.on('load', () => loads.push(watcher.url()));

  await page.getByTestId('proposal-user').click();
  await expect(page).toHaveURL(/\/user\/proposal\?status=0$/);
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  await expect(rows).toHaveCount(before);
  await saveScreenshot(page, 'proposal-user-waiting');
  await rowAction(rows.first(), 'transition-accept');
  const dialog = page.getByTestId('transition-dialog');
  await expect(dialog.getByTestId('field-handler_id')).toContainText('admin');
  await dialog.getByTestId('field-handle_note').fill('已排入下个版本');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();

  await expect(tile).toHaveAttribute('data-count', String(before - 1), { timeout: 2_000 });
  expect(loads).toEqual([]);
  await saveScreenshot(watcher, 'proposal-tile-pushed');
  await watcher.context().close();
});

test('pushing a demand, the SaaS workspace and the business lists are built screens', async ({ page }) => {
  await logIn(page);
  await openScreen(page, '/saas/enter');
  await page.getByTestId('saas-enter-select').click();
  await page.keyboard.type('华东汽车');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '华东汽车' }).click();
  await expect(page.getByTestId('workspace-seats')).toContainText('/ 20');
  await expect(page.getByTestId('workspace-payments')).toContainText('CNY');
  await saveScreenshot(page, 'saas-enter');

  await openScreen(page, '/saas/user');
  await saveScreenshot(page, 'saas-users');
  await openScreen(page, '/v2_demand/business/list');
  await expect(rowOf(page, 'PA66 GF30 选型对比表')).toBeVisible();
  await saveScreenshot(page, 'demand-business-list');

  await openScreen(page, '/v2_demand/send_message');
  await page.getByTestId('send-demand').click();
  await page.keyboard.type('进气歧管');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '进气歧管' }).click();
  // The demo pushed it to three users, one of whom read it.
  await expect(page.getByTestId('sent-messages')).toContainText('是');
  await saveScreenshot(page, 'demand-send-message');
});
