/**
 * A small datasheet library made through the API, for the datasheet tests: the rows a PA66 GF30 sheet
 * needs (groups, headers, metrics of two systems, standards, conditions), a category tree, a maker, fillers
 * and features. Every row goes through the engine, as an operator would add it.
 */
import { DatasheetStatus, datasheetResource, type ResourceRow } from '@console/contract';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export interface DatasheetLibrary {
  roots: { mechanical: number; thermal: number; physical: number; flammability: number };
  headers: { tensile: number; density: number; hdt: number; ul94: number; elongation: number };
  metrics: { MPa: number; psi: number; degC: number; degF: number; gcm3: number; percent: number };
  standards: { iso527: number; astmD638: number; iso75: number; iso1183: number; ul94: number };
  conditions: { c23: number; hdt18: number; hdt045: number; t15: number };
  categories: { engineering: number; pa: number; pa66: number; pa6: number; pbt: number };
  company: number;
  trademark: number;
  fillers: { glass: number; glassDuplicate: number; talc: number };
  features: { flameRetardant: number; highFlow: number };
}

export function caller(t: TestApp, token: string) {
  const post = async (url: string, payload: unknown) =>
    t.call<ResourceRow>(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
  const get = async <T = unknown>(url: string) => t.call<T>(token, { method: 'GET', url: `/api${url}` });
  const add = async (base: string, values: Record<string, unknown>): Promise<number> => {
    // A sheet's state is its workflow's: one asked for published is added (pending) and then published.
    const { status, ...own } = values;
    const published = base === datasheetResource.base && status === DatasheetStatus.published;
    const { body } = await post(`${base}/add`, base === datasheetResource.base ? own : values);
    expect(body.code, `${base}/add: ${body.msg}`).toBe(0);
    if (published) {
      const moved = await post(`${base}/publish`, { ids: [body.data.id] });
      expect(moved.body.code, `${base}/publish: ${moved.body.msg}`).toBe(0);
    }
    return body.data.id;
  };
  return { post, get, add };
}

export async function makeDatasheetLibrary(t: TestApp, token: string): Promise<DatasheetLibrary> {
  const { add } = caller(t, token);
  const root = (name_zh: string, name_en: string, code: string, sort: number) =>
    add('/v1_header/root', { name_zh, name_en, code, sort });
  const roots = {
    physical: await root('物理性能', 'Physical', 'physical', 1),
    mechanical: await root('机械性能', 'Mechanical', 'mechanical', 2),
    thermal: await root('热性能', 'Thermal', 'thermal', 3),
    flammability: await root('阻燃性能', 'Flammability', 'flammability', 4),
  };
  const metric = (
    code: string,
    symbol: string,
    quantity: string,
    factor: number,
    offset: number,
    system: string,
  ) =>
    add('/ds/metric', { code, symbol, name_zh: symbol, name_en: symbol, quantity, factor, offset, system });
  const metrics = {
    MPa: await metric('MPa', 'MPa', 'stress', 1, 0, 'si'),
    psi: await metric('psi', 'psi', 'stress', 0.006894757293168361, 0, 'imperial'),
    degC: await metric('degC', '°C', 'temperature', 1, 0, 'si'),
    degF: await metric('degF', '°F', 'temperature', 5 / 9, -160 / 9, 'imperial'),
    gcm3: await metric('g/cm3', 'g/cm³', 'density', 1, 0, 'si'),
    percent: await metric('%', '%', 'ratio', 1, 0, 'both'),
  };
  const header = (values: Record<string, unknown>) => add('/v1_header', values);
  const headers = {
    density: await header({
      name_zh: '密度',
      name_en: 'Density',
      code: 'density',
      root_id: roots.physical,
      quantity: 'density',
      default_metric_id: metrics.gcm3,
      better: 'none',
      sort: 1,
    }),
    tensile: await header({
      name_zh: '拉伸强度',
      name_en: 'Tensile strength',
      code: 'tensile_strength',
      root_id: roots.mechanical,
      quantity: 'stress',
      default_metric_id: metrics.MPa,
      better: 'higher',
      has_state: true,
      smart: true,
      sort: 1,
    }),
    elongation: await header({
      name_zh: '断裂伸长率',
      name_en: 'Elongation at break',
      code: 'elongation_at_break',
      root_id: roots.mechanical,
      quantity: 'ratio',
      default_metric_id: metrics.percent,
      better: 'higher',
      sort: 2,
    }),
    hdt: await header({
      name_zh: '热变形温度',
      name_en: 'Heat deflection temperature',
      code: 'hdt',
      root_id: roots.thermal,
      quantity: 'temperature',
      default_metric_id: metrics.degC,
      better: 'higher',
      smart: true,
      sort: 1,
    }),
    ul94: await header({
      name_zh: 'UL94 阻燃等级',
      name_en: 'UL94 flammability',
      code: 'ul94',
      root_id: roots.flammability,
      quantity: 'rating',
      value_kind: 'text',
      better: 'none',
      sort: 1,
    }),
  };
  const standard = (code: string, organisation: string, title_en: string) =>
    add('/v1_standard', { code, organisation, title_en, title_zh: title_en });
  const standards = {
    iso527: await standard('ISO 527-2', 'ISO', 'Plastics — Determination of tensile properties'),
    astmD638: await standard('ASTM D638', 'ASTM', 'Standard Test Method for Tensile Properties of Plastics'),
    iso75: await standard('ISO 75-2', 'ISO', 'Temperature of deflection under load'),
    iso1183: await standard('ISO 1183', 'ISO', 'Methods for determining the density'),
    ul94: await standard('UL 94', 'UL', 'Tests for Flammability of Plastic Materials'),
  };
  const conditions = {
    c23: await add('/ds/condition', { temperature: 23, speed: 50 }),
    hdt18: await add('/ds/condition', { load_stress: 1.8 }),
    hdt045: await add('/ds/condition', { load_stress: 0.45 }),
    t15: await add('/ds/condition', { thickness: 1.5 }),
  };
  const engineering = await add('/v1_categories', {
    name_zh: '工程塑料',
    name_en: 'Engineering plastics',
    level: 1,
  });
  const pa = await add('/v1_categories', {
    name_zh: '聚酰胺 PA',
    name_en: 'Polyamide',
    level: 2,
    parent_id: engineering,
  });
  const pbtParent = await add('/v1_categories', {
    name_zh: '聚酯',
    name_en: 'Polyester',
    level: 2,
    parent_id: engineering,
  });
  const categories = {
    engineering,
    pa,
    pa66: await add('/v1_categories', { name_zh: 'PA66', name_en: 'PA66', level: 3, parent_id: pa }),
    pa6: await add('/v1_categories', { name_zh: 'PA6', name_en: 'PA6', level: 3, parent_id: pa }),
    pbt: await add('/v1_categories', { name_zh: 'PBT', name_en: 'PBT', level: 3, parent_id: pbtParent }),
  };
  const company = await add('/v1_company', {
    name_zh: '示例聚合物有限公司',
    name_en: 'Example Polymers Ltd',
    country: 'CN',
  });
  const trademark = await add('/v1_trademark', { name: 'Exatron', company_id: company });
  const fillers = {
    glass: await add('/v1_filler', { name_zh: '玻璃纤维', name_en: 'Glass fibre', abbreviation: 'GF' }),
    glassDuplicate: await add('/v1_filler', { name_zh: '玻纤', name_en: 'Glass fiber', abbreviation: 'GF' }),
    talc: await add('/v1_filler', { name_zh: '滑石粉', name_en: 'Talc', abbreviation: 'T' }),
  };
  const features = {
    flameRetardant: await add('/v1_feature', { name_zh: '阻燃', name_en: 'Flame retardant' }),
    highFlow: await add('/v1_feature', { name_zh: '高流动', name_en: 'High flow' }),
  };
  return {
    roots,
    headers,
    metrics,
    standards,
    conditions,
    categories,
    company,
    trademark,
    fillers,
    features,
  };
}

/** A PA66 GF30 sheet of the library, in SI units, with five property rows. */
export function pa66Sheet(lib: DatasheetLibrary, overrides: Record<string, unknown> = {}) {
  return {
    grade: 'XT-66G30',
    company_id: lib.company,
    trademark_id: lib.trademark,
    category_id: lib.categories.pa66,
    fillers: [{ filler_id: lib.fillers.glass, percent: 30 }],
    features: [lib.features.highFlow],
    status: 1,
    properties: [
      {
        header_id: lib.headers.density,
        standard_id: lib.standards.iso1183,
        value: 1.36,
        metric_id: lib.metrics.gcm3,
      },
      {
        header_id: lib.headers.tensile,
        standard_id: lib.standards.iso527,
        condition_id: lib.conditions.c23,
        state: 'dry',
        value: 190,
        metric_id: lib.metrics.MPa,
      },
      {
        header_id: lib.headers.tensile,
        standard_id: lib.standards.iso527,
        condition_id: lib.conditions.c23,
        state: 'conditioned',
        value: 130,
        metric_id: lib.metrics.MPa,
      },
      {
        header_id: lib.headers.hdt,
        standard_id: lib.standards.iso75,
        condition_id: lib.conditions.hdt18,
        value: 250,
        metric_id: lib.metrics.degC,
      },
      {
        header_id: lib.headers.ul94,
        standard_id: lib.standards.ul94,
        condition_id: lib.conditions.t15,
        value_text: 'HB',
      },
    ],
    ...overrides,
  };
}
