// Entering a datasheet as a person does in the e2e specs: the libraries a sheet names (looked up through
// `/api/ds/libraries`, made through the API only where missing, so a spec runs on an empty database and on the
// demo's libraries alike), and the grid editor's keyboard moves, each waiting for the cell it lands in.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { adminApi } from './fixtures.ts';

interface Libraries {
  roots: { id: number; name_zh: string }[];
  headers: { id: number; code: string; name_zh: string }[];
  standards: { id: number; code: string }[];
  conditions: { id: number; label: string }[];
  metrics: { id: number; code: string }[];
}

export type HeaderCode = 'density' | 'tensile_strength' | 'hdt' | 'ul94';

/** What the sheet names: looked up first, made only when missing. */
export async function ensureLibraries(request: APIRequestContext, stamp: string) {
  const api = await adminApi(request);
  const libs = await api.get<Libraries>('/ds/libraries');
  const rootId = async (name_zh: string, name_en: string, sort: number) =>
    libs.roots.find((r) => r.name_zh === name_zh)?.id ??
    api.add('/v1_header/root', { name_zh, name_en, code: `e2e_${name_en.toLowerCase()}_${stamp}`, sort });
  const metricId = async (
    code: string,
    symbol: string,
    quantity: string,
    factor: number,
    offset: number,
    system: string,
  ) =>
    libs.metrics.find((m) => m.code === code)?.id ??
    api.add('/ds/metric', {
      code,
      symbol,
      name_zh: symbol,
      name_en: symbol,
      quantity,
      factor,
      offset,
      system,
    });
  const standardId = async (code: string, organisation: string) =>
    libs.standards.find((s) => s.code === code)?.id ??
    api.add('/v1_standard', { code, organisation, title_zh: code, title_en: code });
  const conditionId = async (label: string, parts: object) =>
    libs.conditions.find((c) => c.label === label)?.id ?? api.add('/ds/condition', parts);

  const physical = await rootId('物理性能', 'Physical', 1);
  const mechanical = await rootId('机械性能', 'Mechanical', 2);
  const thermal = await rootId('热性能', 'Thermal', 3);
  const flammability = await rootId('阻燃性能', 'Flammability', 4);
  const MPa = await metricId('MPa', 'MPa', 'stress', 1, 0, 'si');
  await metricId('psi', 'psi', 'stress', 0.006894757293168361, 0, 'imperial');
  const degC = await metricId('degC', '°C', 'temperature', 1, 0, 'si');
  await metricId('degF', '°F', 'temperature', 5 / 9, -160 / 9, 'imperial');
  const gcm3 = await metricId('g/cm3', 'g/cm³', 'density', 1, 0, 'si');
  // The header of a code as the database names it (the demo library's name, or the one made here).
  const headerNames: Record<HeaderCode, string> = { density: '', tensile_strength: '', hdt: '', ul94: '' };
  const headerId = async (code: HeaderCode, values: { name_zh: string; [field: string]: unknown }) => {
    const found = libs.headers.find((h) => h.code === code);
    headerNames[code] = found?.name_zh ?? values.name_zh;
    return found?.id ?? api.add('/v1_header', { code, ...values });
  };
  await headerId('density', {
    name_zh: '密度',
    name_en: 'Density',
    root_id: physical,
    quantity: 'density',
    default_metric_id: gcm3,
    sort: 1,
  });
  await headerId('tensile_strength', {
    name_zh: '拉伸强度',
    name_en: 'Tensile strength',
    root_id: mechanical,
    quantity: 'stress',
    default_metric_id: MPa,
    better: 'higher',
    has_state: true,
    sort: 1,
  });
  await headerId('hdt', {
    name_zh: '热变形温度',
    name_en: 'Heat deflection temperature',
    root_id: thermal,
    quantity: 'temperature',
    default_metric_id: degC,
    better: 'higher',
    sort: 1,
  });
  await headerId('ul94', {
    name_zh: 'UL94 阻燃等级',
    name_en: 'UL94 flammability',
    root_id: flammability,
    quantity: 'rating',
    value_kind: 'text',
    sort: 1,
  });
  await standardId('ISO 527-2', 'ISO');
  await standardId('ISO 1183', 'ISO');
  await standardId('ISO 75-2', 'ISO');
  await standardId('UL 94', 'UL');
  await conditionId('23 °C', { temperature: 23 });
  await conditionId('1.8 MPa', { load_stress: 1.8 });
  await conditionId('1.5 mm', { thickness: 1.5 });

  const tree =
    await api.get<{ value: number; label: string; parent: number | null }[]>('/v1_categories/tree');
  let pa66 = tree.find((c) => c.label === 'PA66')?.value;
  if (pa66 === undefined) {
    const top = await api.add('/v1_categories', {
      name_zh: `工程塑料${stamp}`,
      name_en: 'Engineering plastics',
      level: 1,
    });
    const pa = await api.add('/v1_categories', {
      name_zh: `聚酰胺${stamp}`,
      name_en: 'Polyamide',
      level: 2,
      parent_id: top,
    });
    pa66 = await api.add('/v1_categories', { name_zh: 'PA66', name_en: 'PA66', level: 3, parent_id: pa });
  }
  const glass = await api.get<{ list: { name_zh: string; abbreviation: string }[] }>(
    '/v1_filler/list?abbreviation=GF&page=1&size=10',
  );
  let filler = glass.list.find((f) => f.abbreviation === 'GF')?.name_zh;
  if (!filler) {
    filler = `玻璃纤维${stamp}`;
    await api.add('/v1_filler', { name_zh: filler, name_en: 'Glass fibre', abbreviation: 'GF' });
  }
  const flows = await api.get<{ list: { name_zh: string }[] }>(
    `/v1_feature/list?name_zh=${encodeURIComponent('高流动')}&page=1&size=10`,
  );
  const feature = flows.list[0]?.name_zh ?? `高流动${stamp}`;
  if (!flows.list[0]) await api.add('/v1_feature', { name_zh: feature, name_en: 'High flow' });
  const company = `端到端聚合物${stamp}`;
  const companyId = await api.add('/v1_company', { name_zh: company, name_en: `E2E Polymers ${stamp}` });
  await api.add('/v1_trademark', { name: `E2Etron${stamp}`, company_id: companyId });
  // The top of PA66's chain (the demo tree's or the one made here): the list's category filter picks it.
  const chain =
    await api.get<{ value: number; label: string; parent: number | null }[]>('/v1_categories/tree');
  let top = chain.find((c) => c.value === pa66);
  while (top?.parent != null) top = chain.find((c) => c.value === top?.parent);
  return {
    company,
    trademark: `E2Etron${stamp}`,
    filler,
    feature,
    topCategory: top?.label ?? '',
    headerNames,
  };
}

/** The focused grid cell's name (header, standard, condition, state, entry, min, max, metric). */
const focusedCell = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest<HTMLElement>('[data-grid-cell]')?.dataset.gridCell?.split(':')[1],
  );

/**
 * Types into the focused picker and takes `label` with Enter, moving down to it with ↓ when another match is
 * highlighted first (a larger library has more names containing the words typed).
 */
export async function pick(page: Page, text: string, next: string, label = text) {
  await page.keyboard.type(text);
  // The previous picker's list may still be closing (its animation, on a loaded machine): wait for it to go.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toBeVisible();
  for (let i = 0; i < 30 && (await active.getAttribute('title')) !== label; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveAttribute('title', label);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedCell(page)).toBe(next);
}

export async function enter(page: Page, next: string) {
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedCell(page)).toBe(next);
}

export async function typeValue(page: Page, text: string, next: string) {
  await page.keyboard.type(text);
  await enter(page, next);
}

/** Picks in a form select by typing, as on the grid. */
export async function pickField(page: Page, field: Locator, text: string) {
  await field.locator('input').focus();
  await page.keyboard.type(text);
  // The option of exactly this name (others may contain it).
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).click();
}
