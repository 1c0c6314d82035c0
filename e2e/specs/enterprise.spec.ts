import { expect, type Locator, type Page } from '@playwright/test';
import { logIn, openScreen, rowAction, saveScreenshot, test } from '../fixtures.ts';

/** A name no other run uses, so the assertions see only this test's rows. */
const run = Date.now().toString(36).slice(-5);

const rowOf = (page: Page, text: string) =>
  page.locator('[data-testid="resource-table"] .ant-table-row', { hasText: text });

/**
 * Picks in a form select by typing; the option of exactly this name. A select that depends on another is
 * enabled only once that one's choice has rendered: typed into before, the text would land in the other.
 */
async function pickField(page: Page, field: Locator, text: string) {
  const input = field.locator('input');
  await expect(input).toBeEnabled();
  await input.focus();
  await expect(input).toBeFocused();
  await page.keyboard.type(text);
  // The options come from a search as typed: a click that lands while they are replaced is lost, and the
  // dropdown stays open on the same option, so the click is made again until the choice shows.
  await expect(async () => {
    if (!(await field.textContent())?.includes(text))
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`)
        .click({ timeout: 5_000 });
    await expect(field).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a group and a company with a factory and two pieces of equipment, all on the company detail', async ({
  page,
}) => {
  const group = `测试集团${run}`;
  const company = `测试改性${run}有限公司`;
  const factory = `测试工厂${run}`;

  await openScreen(page, '/enterprise/v1_group_list');
  await page.getByTestId('resource-add').click();
  const form = page.getByTestId('resource-form');
  await page.getByTestId('field-name_zh').fill(group);
  await page.getByTestId('field-country').fill('中国');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, group)).toBeVisible();

  await openScreen(page, '/enterprise/v1_company_list');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name_zh').fill(company);
  await pickField(page, page.getByTestId('field-group_id'), group);
  // A wrong check character is refused in the form, before anything is sent.
  await page.getByTestId('field-credit_code').fill('91310000MA1E2E0012');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toContainText('校验位');
  await saveScreenshot(page, 'enterprise-company-credit-code');
  await page.getByTestId('field-credit_code').fill('91310000ma1e2e0011');
  await page.getByTestId('field-region').fill('上海市');
  await page.getByTestId('field-latitude').fill('31.2304');
  await page.getByTestId('field-longitude').fill('121.4737');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  // The list is sorted by name, the demo makers first: find the new one by its name.
  await page.getByTestId('filter-name_zh').fill(company);
  await page.getByTestId('filter-submit').click();
  await rowOf(page, company).getByTestId('row-view').click();
  await expect(page).toHaveURL(/\/enterprise\/v1_company_detail\?id=\d+$/);
  const detail = page.getByTestId('resource-detail');
  await expect(detail).toContainText(group);
  await expect(detail).toContainText('91310000MA1E2E0011');
  // No map key is configured in the test run: the location stays plain coordinates.
  await expect(page.getByTestId('location-no-key')).toBeVisible();

  // A factory, added from the company: the form starts with the company filled in.
  const factories = page.getByTestId('company-factories');
  await factories.getByTestId('company-factories-add').click();
  await expect(form.getByTestId('field-company_id')).toContainText(company);
  await page.getByTestId('field-name').fill(factory);
  await page.getByTestId('field-capacity').fill('30000');
  await page.getByTestId('resource-form-submit').click();
  await expect(form).toBeHidden();
  await expect(factories).toContainText(factory);

  // Two machines, added below the factory; each sub-type among its type's.
  const equipment = factories.locator('[data-testid$="-equipment"]');
  for (const [type, second, model] of [
    ['注塑机', '卧式注塑机', `MA-${run}`],
    ['挤出机', '同向平行双螺杆', `ZSK-${run}`],
  ] as const) {
    await equipment.locator('[data-testid$="-equipment-add"]').click();
    await expect(form.getByTestId('field-second_type_id')).toContainText('先选设备类型');
    await pickField(page, page.getByTestId('field-type_id'), type);
    await pickField(page, page.getByTestId('field-second_type_id'), second);
    await page.getByTestId('field-model').fill(model);
    await page.getByTestId('resource-form-submit').click();
    await expect(form).toBeHidden();
    await expect(equipment).toContainText(model);
  }
  await expect(equipment.locator('.ant-table-row')).toHaveCount(2);
  await expect(equipment).toContainText('卧式注塑机');
  await expect(equipment).toContainText('同向平行双螺杆');
  await factories.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'enterprise-company-detail');

  // The factory's own screen, and its attributes screen.
  await factories.getByRole('link', { name: factory }).click();
  await expect(page).toHaveURL(/\/enterprise\/factory\/details\/\d+$/);
  await expect(page.getByTestId('factory-equipment')).toContainText(`ZSK-${run}`);
  await page.getByTestId('factory-panels').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'enterprise-factory-detail');
  await page.getByTestId('factory-attributes-open').click();
  await expect(page).toHaveURL(/\/enterprise\/factory\/attribute_details\/\d+$/);
  await expect(page.getByTestId('factory-attributes')).toContainText(factory);
  await saveScreenshot(page, 'enterprise-factory-attributes');

  // The group lists its new member.
  await openScreen(page, '/enterprise/v1_group_list');
  await page.getByTestId('filter-name_zh').fill(group);
  await page.getByTestId('filter-submit').click();
  await rowOf(page, group).getByTestId('row-view').click();
  await expect(page.getByTestId('group-members')).toContainText(company);
  await page.getByTestId('group-members').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'enterprise-group-detail');
});

test('handling network-expansion requests drops the top-bar badge at once', async ({ page }) => {
  const badge = page.getByTestId('network-expansion');
  const count = async () => Number(await badge.getAttribute('data-count'));
  await expect(badge).not.toHaveAttribute('data-count', '0');
  const before = await count();
  expect(before).toBeGreaterThanOrEqual(2);

  // The badge leads to the waiting requests.
  await badge.click();
  await expect(page).toHaveURL(/\/enterprise\/network_expansion\/service_list\?status=0$/);
  const rows = page.locator('[data-testid="resource-table"] .ant-table-row');
  await expect(rows).toHaveCount(before);
  await saveScreenshot(page, 'enterprise-requests-waiting');

  // Accepting and declining are the family's declared transitions: a button each, a dialog for their inputs.
  await rowAction(rows.first(), 'transition-accept');
  const dialog = page.getByTestId('transition-dialog');
  await expect(dialog.getByTestId('field-assignee_id')).toContainText('admin');
  await dialog.getByTestId('field-handle_note').fill('已约技术交流');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();
  await expect(badge).toHaveAttribute('data-count', String(before - 1));
  await expect(rows).toHaveCount(before - 1);

  // A decline needs its reason.
  await rowAction(rows.first(), 'transition-decline');
  await dialog.getByTestId('field-decline_reason').fill('   ');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toContainText('请填写拒绝原因');
  await saveScreenshot(page, 'enterprise-request-decline-dialog');
  await dialog.getByTestId('field-decline_reason').fill('平台不提供个人联系方式');
  await dialog.getByTestId('transition-submit').click();
  await expect(dialog).toBeHidden();
  await expect(badge).toHaveAttribute('data-count', String(before - 2));
  await saveScreenshot(page, 'enterprise-requests-handled');
});

test('a demo maker shows its tags, trade marks, factories and sheets; its raw spellings get suggestions', async ({
  page,
}) => {
  await openScreen(page, '/enterprise/v1_company_list');
  await page.getByTestId('filter-name_zh').fill('华瑞新材料');
  await page.getByTestId('filter-submit').click();
  await rowOf(page, '华瑞新材料').getByTestId('row-view').click();
  await expect(page.getByTestId('resource-detail')).toContainText('华瑞控股集团');
  await expect(page.getByTestId('company-tags')).toContainText('原料供应商');
  await expect(page.getByTestId('company-trademarks')).toContainText('Huralon');
  await expect(page.getByTestId('company-factories')).toContainText('华瑞苏州改性工厂');
  await expect(page.getByTestId('company-sheets').locator('.ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'enterprise-demo-company');
  await page.getByTestId('company-tags').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'enterprise-demo-company-panels');

  // Origins: the unmapped spellings, each with its closest companies.
  await openScreen(page, '/enterprise/v1_company_origin');
  const row = rowOf(page, 'HUARUI NEW MATERIAL CO LTD');
  await expect(row).toContainText('华瑞新材料');
  await saveScreenshot(page, 'enterprise-company-origins');
});
