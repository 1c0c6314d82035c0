import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, logIn, saveScreenshot } from '../fixtures.ts';

const downloads = join(import.meta.dirname, '../../artifacts/downloads');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
type Row = Record<string, unknown> & { id: number };

/**
 * The API as the console calls it, with the first admin's session: the spec builds its sheets through it
 * (the libraries they name, then the sheets), so it needs no demo data and does not clash with any.
 */
class Api {
  constructor(
    private readonly http: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(http: APIRequestContext): Promise<Api> {
    const res = await http.post('/api/admin/user/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    return new Api(http, ((await res.json()) as Envelope<{ token: string }>).data.token);
  }

  async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
    const res = await this.http.get(`/api${path}`, { headers: { Authorization: this.token }, params });
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, `${path}: ${body.msg}`).toBe(0);
    return body.data;
  }

  async add(base: string, data: Record<string, unknown>): Promise<Row> {
    const res = await this.http.post(`/api${base}/add`, { headers: { Authorization: this.token }, data });
    const body = (await res.json()) as Envelope<Row>;
    expect(body.code, `${base}/add: ${body.msg}`).toBe(0);
    return body.data;
  }

  /** The row of `base` the list filtered by `filter` holds and `matches`, else a new one made of `data`. */
  async ensure(
    base: string,
    filter: Record<string, string>,
    matches: (row: Row) => boolean,
    data: Record<string, unknown>,
  ): Promise<Row> {
    const page = await this.get<{ list: Row[] }>(`${base}/list`, { ...filter, size: 100 });
    return page.list.find(matches) ?? this.add(base, data);
  }
}

interface Sheets {
  dsnos: string[];
  grades: string[];
}

/** Three glass-filled grades: tensile strength under ISO 527-2 (and ASTM D638 on one), HDT, density. */
async function createSheets(api: Api, tag: string): Promise<Sheets> {
  const metric = (code: string, symbol: string, quantity: string, offset = 0) =>
    api.ensure('/ds/metric', { symbol }, (row) => row.code === code, {
      code,
      symbol,
      name_zh: code,
      name_en: code,
      quantity,
      factor: 1,
      offset,
      system: 'si',
    });
  const mpa = await metric('MPa', 'MPa', 'stress');
  const degC = await metric('degC', '°C', 'temperature');
  const gcm3 = await metric('g/cm3', 'g/cm³', 'density');

  // Codes are optional but unique, and two rows without one collide on '' (the engine answers 500): name them.
  const root = (name_zh: string, name_en: string, code: string) =>
    api.ensure('/v1_header/root', { name_zh }, (row) => row.name_zh === name_zh, {
      name_zh,
      name_en,
      code: `${code}_${tag}`,
    });
  const physical = await root('物理性能', 'Physical', 'physical');
  const mechanical = await root('机械性能', 'Mechanical', 'mechanical');
  const thermal = await root('热性能', 'Thermal', 'thermal');

  // Headers of this run's own (their names need not be unique), so their direction and unit are known.
  const header = (name_zh: string, name_en: string, root_id: number, rest: Record<string, unknown>) =>
    api.add('/v1_header', {
      name_zh,
      name_en,
      root_id,
      code: `${name_en.toLowerCase().replace(/\W+/g, '_')}_${tag}`,
      value_kind: 'number',
      ...rest,
    });
  const density = await header('密度', 'Density', physical.id, {
    quantity: 'density',
    better: 'none',
    default_metric_id: gcm3.id,
  });
  const tensile = await header('拉伸强度', 'Tensile strength', mechanical.id, {
    quantity: 'stress',
    better: 'higher',
    default_metric_id: mpa.id,
  });
  const hdt = await header('热变形温度', 'HDT', thermal.id, {
    quantity: 'temperature',
    better: 'higher',
    default_metric_id: degC.id,
  });

  const standard = (code: string, organisation: string) =>
    api.ensure('/v1_standard', { code }, (row) => row.code === code, { code, organisation });
  const iso1183 = await standard('ISO 1183', 'ISO');
  const iso527 = await standard('ISO 527-2', 'ISO');
  const astm638 = await standard('ASTM D638', 'ASTM');
  const iso75 = await standard('ISO 75-2/A', 'ISO');

  // A condition's label is written from its parts: find one with exactly these parts, else add it.
  const parts = ['temperature', 'humidity', 'load_stress', 'load_mass', 'load_force', 'speed', 'thickness'];
  const condition = async (given: Record<string, number>) => {
    const page = await api.get<{ list: Row[] }>('/ds/condition/list', { size: 100 });
    const same = page.list.find((row) =>
      parts.every((part) =>
        given[part] === undefined ? row[part] == null : Number(row[part]) === given[part],
      ),
    );
    return same ?? api.add('/ds/condition', given);
  };
  const room = await condition({ temperature: 23 });
  const hdtLoad = await condition({ load_stress: 1.8 });

  const company = await api.add('/v1_company', {
    name_zh: `对比测试化工 ${tag}`,
    name_en: `Compare Test ${tag}`,
  });
  const category = await api.add('/v1_categories', {
    name_zh: `聚酰胺 ${tag}`,
    name_en: `Polyamide ${tag}`,
    level: 1,
  });

  const grades = [`PA66 GF30 ${tag}`, `PBT GF30 ${tag}`, `PC ${tag}`];
  const rows = [
    [
      { header_id: density.id, standard_id: iso1183.id, value: 1.36, metric_id: gcm3.id },
      { header_id: tensile.id, standard_id: iso527.id, condition_id: room.id, value: 190, metric_id: mpa.id },
      { header_id: tensile.id, standard_id: astm638.id, value: 186, metric_id: mpa.id },
      { header_id: hdt.id, standard_id: iso75.id, condition_id: hdtLoad.id, value: 250, metric_id: degC.id },
    ],
    [
      { header_id: density.id, standard_id: iso1183.id, value: 1.36, metric_id: gcm3.id },
      { header_id: tensile.id, standard_id: iso527.id, condition_id: room.id, value: 135, metric_id: mpa.id },
      { header_id: hdt.id, standard_id: iso75.id, condition_id: hdtLoad.id, value: 205, metric_id: degC.id },
    ],
    [
      { header_id: density.id, standard_id: iso1183.id, value: 1.2, metric_id: gcm3.id },
      {
        header_id: tensile.id,
        standard_id: iso527.id,
        condition_id: room.id,
        value_min: 60,
        value_max: 65,
        metric_id: mpa.id,
      },
      { header_id: hdt.id, standard_id: iso75.id, condition_id: hdtLoad.id, value: 129, metric_id: degC.id },
    ],
  ];
  const dsnos: string[] = [];
  for (const [i, properties] of rows.entries()) {
    const sheet = await api.add('/ds', {
      grade: grades[i],
      company_id: company.id,
      category_id: category.id,
      region: 'global',
      properties,
    });
    dsnos.push(String(sheet.dsno));
  }
  return { dsnos, grades };
}

const sheetHeads = (page: Page) => page.getByTestId('compare-sheet');
/** The row of a header under a standard, by the texts its first cell shows. */
const rowOf = (page: Page, name: string, standard: string) =>
  page
    .getByTestId('compare-row')
    .filter({ has: page.locator('th', { hasText: name }) })
    .filter({
      has: page.getByTestId('compare-row-detail').filter({ hasText: standard }),
    });

test('compares three sheets: aligned rows, best marked, imperial units, xlsx export', async ({ page }) => {
  const tag = String(Date.now()).slice(-6);
  const api = await Api.login(page.request);
  const { dsnos, grades } = await createSheets(api, tag);

  await logIn(page);
  // Added through a shared link (the list's add-to-comparison is another screen's work).
  await page.goto(`/datasheet/compare?dsno=${dsnos.join(',')}`);
  await expect(sheetHeads(page)).toHaveCount(3);
  await expect(page.getByTestId('compare-link-notice')).toContainText('其中 3 份不在您的对比列表中');
  await page.getByTestId('compare-load-link').click();
  await page.getByTestId('compare-show-store').click();
  await expect(page).toHaveURL(/\/datasheet\/compare$/);
  await expect(sheetHeads(page)).toHaveCount(3);
  for (const [i, grade] of grades.entries()) await expect(sheetHeads(page).nth(i)).toContainText(grade);

  // One header under two standards: two rows; the best of each row marked.
  const iso = rowOf(page, '拉伸强度', 'ISO 527-2');
  const astm = rowOf(page, '拉伸强度', 'ASTM D638');
  await expect(iso).toHaveCount(1);
  await expect(astm).toHaveCount(1);
  await expect(iso.getByTestId('compare-cell')).toHaveText(['190 (最佳)', '135', '60 – 65']);
  await expect(astm.getByTestId('compare-cell')).toHaveText(['186', '—无数据', '—无数据']);
  await expect(iso.locator('[data-best]')).toHaveCount(1);

  // Imperial: psi and °F, the values converted.
  await page.getByTestId('compare-system-imperial').click();
  await expect(iso.getByTestId('compare-unit')).toHaveText('psi');
  await expect(iso.getByTestId('compare-cell').first()).toHaveText('27560 (最佳)');
  const hdt = rowOf(page, '热变形温度', 'ISO 75-2/A');
  await expect(hdt.getByTestId('compare-unit')).toHaveText('°F');
  await expect(hdt.getByTestId('compare-cell')).toHaveText(['482 (最佳)', '401', '264.2']);

  // Differences only: the density row (1.36, 1.36, 1.2) differs and stays; the count says what is shown.
  await page.getByTestId('compare-differences').click();
  await expect(page.getByTestId('compare-row-count')).toHaveText('显示 4 / 4 行');
  await page.getByTestId('compare-differences').click();

  // The screen as people see it, once the notices of the steps above have gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await saveScreenshot(page, 'compare');

  const download = page.waitForEvent('download');
  await page.getByTestId('compare-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^物性对比-\d{8}-\d{4}\.xlsx$/);
  mkdirSync(downloads, { recursive: true });
  const path = join(downloads, 'compare.xlsx');
  await file.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  expect((sheet.getRow(1).values as unknown[]).slice(6)).toEqual(grades);
  expect((sheet.getRow(2).values as unknown[]).slice(6)).toEqual(dsnos);
  let tensileRow: unknown[] | undefined;
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    if (values[1] === '拉伸强度' && values[2] === 'ISO 527-2') tensileRow = values.slice(1);
  });
  expect(tensileRow?.slice(4)).toEqual(['psi', 27560, 19580, '8702–9427']);
});
