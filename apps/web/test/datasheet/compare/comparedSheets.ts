/**
 * Three sheets and the libraries their grids name, for the comparison screen's tests (and the cache detail's): tensile strength under
 * two standards (two rows), HDT under a load condition, density (all equal), UL94 ratings, a range.
 */
import {
  type CompareData,
  type ComparedSheet,
  type DatasheetLibraries,
  type LibraryMetric,
  unitByCode,
} from '@console/contract';
import type { ApiCall, FakeApi } from '../../api/fakeApi.ts';

function metric(id: number, code: string, system: LibraryMetric['system']): LibraryMetric {
  const def = unitByCode(code);
  if (!def) throw new Error(`fixture expects unit ${code}`);
  return {
    id,
    code,
    symbol: def.symbol,
    quantity: def.quantity,
    factor: def.factor,
    offset: def.offset,
    name_zh: code,
    name_en: code,
    system,
    enabled: true,
  };
}

export const M = { MPa: 1, psi: 2, degC: 3, degF: 4, gcm3: 5 };
export const H = { density: 10, tensile: 20, hdt: 30, ul94: 40 };
export const S = { iso527: 100, astmD638: 101, iso75: 103, ul94: 104 };
export const C = { room: 200, hdtLoad: 201 };

export const libraries: DatasheetLibraries = {
  roots: [
    { id: 1, name_zh: '机械性能', name_en: 'Mechanical', sort: 1 },
    { id: 2, name_zh: '热性能', name_en: 'Thermal', sort: 2 },
    { id: 3, name_zh: '阻燃性能', name_en: 'Flammability', sort: 3 },
  ],
  headers: [
    {
      id: H.density,
      code: 'density',
      name_zh: '密度',
      name_en: 'Density',
      root_id: null,
      sort: 1,
      quantity: 'density',
      value_kind: 'number',
      has_state: false,
      better: 'none',
      smart: false,
      attach: false,
      enabled: true,
    },
    {
      id: H.tensile,
      code: 'tensile_strength',
      name_zh: '拉伸强度',
      name_en: 'Tensile strength',
      root_id: 1,
      sort: 1,
      quantity: 'stress',
      value_kind: 'number',
      has_state: false,
      better: 'higher',
      default_metric_id: M.MPa,
      smart: false,
      attach: false,
      enabled: true,
    },
    {
      id: H.hdt,
      code: 'hdt',
      name_zh: '热变形温度',
      name_en: 'HDT',
      root_id: 2,
      sort: 1,
      quantity: 'temperature',
      value_kind: 'number',
      has_state: false,
      better: 'higher',
      smart: false,
      attach: false,
      enabled: true,
    },
    {
      id: H.ul94,
      code: 'ul94',
      name_zh: '阻燃等级',
      name_en: 'UL94',
      root_id: 3,
      sort: 1,
      quantity: 'rating',
      value_kind: 'text',
      has_state: false,
      better: 'none',
      smart: false,
      attach: false,
      enabled: true,
    },
  ],
  standards: [
    { id: S.iso527, code: 'ISO 527-2', title_zh: '', title_en: '', enabled: true },
    { id: S.astmD638, code: 'ASTM D638', title_zh: '', title_en: '', enabled: true },
    { id: S.iso75, code: 'ISO 75-2/A', title_zh: '', title_en: '', enabled: true },
    { id: S.ul94, code: 'UL 94', title_zh: '', title_en: '', enabled: true },
  ],
  conditions: [
    { id: C.room, label: '23 °C, 50 mm/min', temperature: 23, speed: 50 },
    { id: C.hdtLoad, label: '1.8 MPa', load_stress: 1.8 },
  ],
  metrics: [
    metric(M.MPa, 'MPa', 'si'),
    metric(M.psi, 'psi', 'imperial'),
    metric(M.degC, 'degC', 'si'),
    metric(M.degF, 'degF', 'imperial'),
    metric(M.gcm3, 'g/cm3', 'both'),
  ],
};

const base = {
  category: ['工程塑料', '聚酰胺'],
  updated_at: '2026-01-01T00:00:00.000Z',
};

export const sheets: ComparedSheet[] = [
  {
    ...base,
    id: 1,
    dsno: 'DS00000001',
    grade: 'A3WG6',
    company: '巴斯夫',
    trademark: 'Ultramid',
    fillers: ['GF 30%'],
    ul94: 'HB',
    properties: [
      { header_id: H.density, value: 1.36, metric_id: M.gcm3 },
      { header_id: H.tensile, standard_id: S.iso527, condition_id: C.room, value: 190, metric_id: M.MPa },
      { header_id: H.tensile, standard_id: S.astmD638, value: 27000, metric_id: M.psi },
      { header_id: H.hdt, standard_id: S.iso75, condition_id: C.hdtLoad, value: 250, metric_id: M.degC },
      { header_id: H.ul94, standard_id: S.ul94, value_text: 'HB' },
    ],
  },
  {
    ...base,
    id: 2,
    dsno: 'DS00000002',
    grade: 'B4300 G6',
    company: '巴斯夫',
    trademark: 'Ultradur',
    fillers: ['GF 30%'],
    ul94: 'V-0',
    properties: [
      { header_id: H.density, value: 1.36, metric_id: M.gcm3 },
      { header_id: H.tensile, standard_id: S.iso527, condition_id: C.room, value: 135, metric_id: M.MPa },
      { header_id: H.hdt, standard_id: S.iso75, condition_id: C.hdtLoad, value: 205, metric_id: M.degC },
      { header_id: H.ul94, standard_id: S.ul94, value_text: 'V-0' },
    ],
  },
  {
    ...base,
    id: 3,
    dsno: 'DS00000003',
    grade: 'Makrolon 2405',
    company: '科思创',
    trademark: '',
    category: ['工程塑料', '聚碳酸酯'],
    fillers: [],
    ul94: '',
    properties: [
      { header_id: H.density, value: 1.36, metric_id: M.gcm3 },
      {
        header_id: H.tensile,
        standard_id: S.iso527,
        condition_id: C.room,
        value_min: 60,
        value_max: 65,
        metric_id: M.MPa,
      },
      { header_id: H.hdt, standard_id: S.iso75, condition_id: C.hdtLoad, value: 129, metric_id: M.degC },
    ],
  },
];

/** The comparison of the DSNOs a call asks for, in their order, as `GET /ds/compare` answers it. */
export function comparisonOf(call: ApiCall): CompareData {
  const asked = (call.query.get('dsno') ?? '').split(',').filter(Boolean);
  return {
    sheets: asked.flatMap((dsno) => sheets.filter((sheet) => sheet.dsno === dsno)),
    missing: asked.filter((dsno) => !sheets.some((sheet) => sheet.dsno === dsno)),
  };
}

/** Answers `/ds/compare` over the fixture's sheets and `/ds/libraries`. */
export function answerComparison(api: FakeApi): void {
  api.answer({ '/ds/compare': comparisonOf, '/ds/libraries': () => libraries });
}
