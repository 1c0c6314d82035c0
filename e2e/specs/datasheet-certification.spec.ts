// UL yellow cards and certificates (issue 10 §3) in Chromium: a yellow card made through the API for a demo
// sheet's grade is found with "V-0 at ≤ 1.5 mm", opened (its rating rows and the sheet of its grade, linked to
// the sheet's detail), and an expired certificate is marked in the register and opens on its details page.
// Names carry a run id so reruns on one database do not collide.
import { expect } from '@playwright/test';
import { adminApi, logIn, openScreen, saveScreenshot, test } from '../fixtures.ts';

const stamp = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-6);

interface Row {
  id: number;
  [name: string]: unknown;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
});

test('a yellow card made for a sheet’s grade is found by "V-0 at ≤ 1.5 mm" and opened', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const sheet = (await api.get<{ list: Row[] }>('/ds/list?size=1&sort=id')).list[0] as Row;
  const fileNumber = `E${digits}`;
  const rejected = await api.call('POST', '/ds/yc/add', {
    file_number: `X${digits}`,
    company_id: sheet.company_id,
    grade: String(sheet.grade),
    ratings: [],
  });
  expect(rejected.code).toBe(2);
  await api.add('/ds/yc', {
    file_number: fileNumber,
    company_id: sheet.company_id,
    grade: String(sheet.grade),
    generic_type: `Polyamide 66 (PA66), 30% glass fibre · e2e ${stamp}`,
    ratings: [
      {
        colour: 'NC',
        min_thickness: 0.75,
        flame_class: 'V-0',
        hwi: 2,
        hai: 0,
        cti: 2,
        rti_elec: 130,
        rti_imp: 115,
        rti_str: 130,
      },
      {
        colour: 'ALL',
        min_thickness: 1.5,
        flame_class: 'V-0',
        hwi: 1,
        hai: 0,
        cti: 2,
        rti_elec: 140,
        rti_imp: 120,
        rti_str: 140,
      },
      { colour: 'ALL', min_thickness: 0.4, flame_class: 'HB', hwi: 4, hai: 2, cti: 2 },
    ],
  });

  await openScreen(page, '/datasheet/yc');
  const list = page.locator('[data-testid="resource-list"]:visible');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // The finder opens on V-0 and 1.5 mm.
  await list.getByTestId('yc-finder-apply').click();
  await expect(page).toHaveURL(/thk_v0_to=1\.5/);
  const ours = list.locator('tbody tr.ant-table-row', { hasText: fileNumber });
  await expect(ours).toBeVisible();
  await expect(ours.getByTestId('flame-class').first()).toHaveText(/V-0|HB/);
  await saveScreenshot(page, 'datasheet-yc-list');

  await ours.getByTestId('row-view').click();
  const drawer = page.getByTestId('resource-detail-drawer');
  await expect(drawer.getByTestId('resource-detail')).toBeVisible();
  await expect(drawer.getByTestId('resource-detail').getByText(fileNumber).first()).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'RTI 电气 °C' })).toBeVisible();
  const sheetLink = drawer.getByTestId('yc-sheet-link').filter({ hasText: String(sheet.dsno) });
  await expect(sheetLink).toBeVisible();
  await saveScreenshot(page, 'datasheet-yc-detail');
  await sheetLink.click();
  await expect(page).toHaveURL(new RegExp(`/datasheet/detail/${sheet.id}$`));
});

test('the certificate register marks an expired certificate and opens its details page', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const sheet = (await api.get<{ list: Row[] }>('/ds/list?size=1&sort=id')).list[0] as Row;
  const expired = await api.add('/ds/certification', {
    kind: 'reach',
    number: `E2E-REACH-${stamp}`,
    scope: 'company',
    company_id: sheet.company_id,
    issuer: 'Intertek',
    valid_from: day(-400),
    valid_to: day(-5),
  });
  await api.add('/ds/certification', {
    kind: 'ul',
    number: `E2E-UL-${stamp}`,
    scope: 'sheet',
    company_id: sheet.company_id,
    datasheet_id: sheet.id,
    issuer: 'UL Solutions',
    valid_from: day(-100),
    valid_to: day(12),
  });

  await openScreen(page, '/datasheet/v2_certification');
  const list = page.locator('[data-testid="resource-list"]:visible');
  await list.getByTestId('cert-validity-filter').getByText('已过期').click();
  await expect(page).toHaveURL(/valid_to_to=/);
  const row = list.locator('tbody tr.ant-table-row', { hasText: `E2E-REACH-${stamp}` });
  await expect(row.getByTestId('validity-expired')).toHaveText('已过期');
  await expect(list.locator('tbody tr.ant-table-row', { hasText: `E2E-UL-${stamp}` })).toHaveCount(0);
  await saveScreenshot(page, 'datasheet-v2-certification-expired');

  await list.getByTestId('cert-validity-filter').getByText('全部').click();
  await expect(list.getByTestId('validity-expiring').first()).toBeVisible();
  await saveScreenshot(page, 'datasheet-v2-certification');

  await row.getByTestId('row-view').click();
  await expect(page).toHaveURL(new RegExp(`/datasheet/v2_certification_details/${expired}$`));
  const detail = page.locator('[data-testid="resource-detail"]:visible');
  await expect(detail.getByText(`E2E-REACH-${stamp}`).first()).toBeVisible();
  await expect(detail.getByTestId('cert-notice')).toContainText('已于');
  await saveScreenshot(page, 'datasheet-v2-certification-details');

  // 认证管理 (v1): the sheets' certificates only.
  await openScreen(page, '/datasheet/certification');
  const v1 = page.locator('[data-testid="resource-list"]:visible');
  await expect(v1.locator('tbody tr.ant-table-row', { hasText: `E2E-UL-${stamp}` })).toBeVisible();
  await expect(v1.locator('tbody tr.ant-table-row', { hasText: `E2E-REACH-${stamp}` })).toHaveCount(0);
  await saveScreenshot(page, 'datasheet-certification');
});
