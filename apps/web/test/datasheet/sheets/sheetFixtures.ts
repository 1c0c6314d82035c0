/**
 * The libraries the sheet screens' tests name (physical, mechanical, thermal and flammability groups, the units
 * of their quantities), a stored sheet, and the answers those screens ask for besides the sheets: the
 * libraries, trademarks, fillers, categories, companies and the PDF, declared on the fake API.
 */
import {
  type DatasheetLibraries,
  datasheetResource,
  fillerResource,
  type ResourceRow,
  resourceByKey,
  resourcePaths,
  trademarkResource,
} from '@console/contract';
import { type FakeApi, page } from '../../api/fakeApi.ts';
import { type FamilyRows, type GivenRow, rowOf, serveFamily } from '../../api/familyRows.ts';

const PSI_MPA = (0.45359237 * 9.80665) / (0.0254 * 0.0254) / 1e6;

/** Physical, mechanical, thermal and flammability groups; the units of their quantities. */
export const libraries: DatasheetLibraries = {
  roots: [
    { id: 1, name_zh: '物理性能', name_en: 'Physical', sort: 1 },
    { id: 2, name_zh: '机械性能', name_en: 'Mechanical', sort: 2 },
    { id: 3, name_zh: '热性能', name_en: 'Thermal', sort: 3 },
    { id: 4, name_zh: '阻燃性能', name_en: 'Flammability', sort: 4 },
  ],
  headers: [
    header(11, '密度', 'Density', 'density', 1, 1, { default_metric_id: 10 }),
    header(12, '拉伸强度', 'Tensile strength', 'tensile_strength', 2, 1, {
      default_metric_id: 1,
      has_state: true,
    }),
    header(13, '弯曲模量', 'Flexural modulus', 'flexural_modulus', 2, 2, { default_metric_id: 1 }),
    header(14, '热变形温度', 'Heat deflection temperature', 'hdt', 3, 1, {
      quantity: 'temperature',
      default_metric_id: 20,
    }),
    header(15, '加工温度', 'Processing temperature', 'processing_temperature', 3, 2, {
      quantity: 'temperature',
      value_kind: 'range',
      default_metric_id: 20,
    }),
    header(16, 'UL94 阻燃等级', 'UL94 rating', 'ul94', 4, 1, { quantity: 'rating', value_kind: 'text' }),
  ],
  standards: [
    { id: 1, code: 'ISO 527-2', title_zh: '拉伸性能', title_en: 'Tensile properties', enabled: true },
    { id: 2, code: 'ISO 1183', title_zh: '密度', title_en: 'Density', enabled: true },
    { id: 3, code: 'ISO 75-2', title_zh: '热变形温度', title_en: 'Temperature of deflection', enabled: true },
    { id: 4, code: 'UL 94', title_zh: '阻燃', title_en: 'Flammability', enabled: true },
    { id: 5, code: 'ISO 178', title_zh: '弯曲性能', title_en: 'Flexural properties', enabled: true },
  ],
  conditions: [
    { id: 1, label: '23 °C', temperature: 23 },
    { id: 2, label: '1.8 MPa', load_stress: 1.8 },
    { id: 3, label: '1.5 mm', thickness: 1.5 },
  ],
  metrics: [
    metric(1, 'MPa', 'MPa', 'stress', 1, 0, 'si'),
    metric(2, 'psi', 'psi', 'stress', PSI_MPA, 0, 'imperial'),
    metric(3, 'GPa', 'GPa', 'stress', 1000, 0, 'si'),
    metric(10, 'g/cm³', 'g/cm3', 'density', 1, 0, 'si'),
    metric(20, '°C', 'degC', 'temperature', 1, 0, 'si'),
    metric(21, '°F', 'degF', 'temperature', 5 / 9, (-32 * 5) / 9, 'imperial'),
  ],
};

function header(
  id: number,
  name_zh: string,
  name_en: string,
  code: string,
  root_id: number,
  sort: number,
  extra: Partial<DatasheetLibraries['headers'][number]> = {},
): DatasheetLibraries['headers'][number] {
  return {
    id,
    name_zh,
    name_en,
    code,
    root_id,
    sort,
    quantity: extra.quantity ?? (code === 'density' ? 'density' : 'stress'),
    value_kind: 'number',
    has_state: false,
    better: 'higher',
    default_metric_id: null,
    smart: false,
    attach: false,
    enabled: true,
    ...extra,
  };
}

function metric(
  id: number,
  symbol: string,
  code: string,
  quantity: string,
  factor: number,
  offset: number,
  system: 'si' | 'imperial',
): DatasheetLibraries['metrics'][number] {
  return {
    id,
    symbol,
    code,
    quantity,
    factor,
    offset,
    system,
    name_zh: symbol,
    name_en: symbol,
    enabled: true,
  };
}

/** A stored sheet: PA66 GF30 with tensile strength 50 MPa (dry) and HDT 100 °C at 1.8 MPa. */
export function storedSheet(overrides: Partial<ResourceRow> = {}): ResourceRow {
  return {
    id: 7,
    created_at: '2025-01-02T03:04:05.000Z',
    updated_at: '2025-01-03T03:04:05.000Z',
    dsno: 'DS00000007',
    grade: 'A3WG6',
    company_id: 1,
    trademark_id: 5,
    category_id: 3,
    fillers: [{ id: 70, filler_id: 1, percent: 30 }],
    features: [1],
    appliances: [],
    processing_modes: [],
    form_id: null,
    colour: '黑色',
    region: 'global',
    source_pdf: '',
    remarks: '',
    status: 1,
    enabled: true,
    density: 1.36,
    tensile_strength: 50,
    hdt: 100,
    ul94: 'HB',
    properties: [
      {
        id: 101,
        header_id: 12,
        standard_id: 1,
        condition_id: 1,
        state: 'dry',
        value: 50,
        value_min: null,
        value_max: null,
        value_text: '',
        metric_id: 1,
      },
      {
        id: 102,
        header_id: 14,
        standard_id: 3,
        condition_id: 2,
        state: null,
        value: 100,
        value_min: null,
        value_max: null,
        value_text: '',
        metric_id: 20,
      },
    ],
    $labels: { company_id: '巴斯夫', trademark_id: 'Ultramid', category_id: 'PA66', features: ['高刚性'] },
    ...overrides,
  } as ResourceRow;
}

/**
 * Serves the datasheet family from `sheets` and answers what the sheet screens read beside it. The reference
 * pickers offer no choices beyond those named here.
 */
export function answerSheetScreens(api: FakeApi, sheets: GivenRow[] = [storedSheet()]): FamilyRows {
  const family = serveFamily(api, datasheetResource, sheets);
  // The reference pickers: no choices beyond the ones asked for by id.
  for (const field of datasheetResource.fields) {
    if (field.kind === 'reference' || field.kind === 'multiReference')
      api.on(resourcePaths(resourceByKey(field.target)).options, () => []);
  }
  api.answer({
    '/ds/libraries': () => libraries,
    '/v1_trademark/list': (call) =>
      page(
        call.query.get('company_id') === '1'
          ? [rowOf(trademarkResource, { id: 5, name: 'Ultramid', company_id: 1 })]
          : [],
        call,
      ),
    '/v1_filler/list': (call) =>
      page(
        [rowOf(fillerResource, { id: 1, name_zh: '玻璃纤维', name_en: 'Glass fibre', abbreviation: 'GF' })],
        call,
      ),
    '/v1_categories/tree': () => [
      { value: 1, label: '工程塑料', parent: null },
      { value: 2, label: '聚酰胺 PA', parent: 1 },
      { value: 3, label: 'PA66', parent: 2 },
    ],
    '/v1_company/options': () => [{ value: 1, label: '巴斯夫' }],
    '/system/audit/list': (call) => page([], call),
    '/ds/pdf': () => ({ chunks: [new Uint8Array([37, 80, 68, 70, 45])] }),
  });
  return family;
}
