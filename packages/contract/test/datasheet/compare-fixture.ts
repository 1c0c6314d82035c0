/** The libraries and sheets the comparison tests share: a few headers, units, standards and conditions. */
import { expect } from 'vitest';
import {
  type CompareCondition,
  type CompareHeader,
  type CompareLookups,
  type CompareMetric,
  type CompareRow,
  type CompareSheet,
  type PropertyRowInput,
  unitByCode,
} from '../../src/index.ts';

export const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

export function metric(id: number, code: string): CompareMetric {
  const def = unitByCode(code);
  if (!def) throw new Error(`test expects unit ${code}`);
  return { id, code, symbol: def.symbol, quantity: def.quantity, factor: def.factor, offset: def.offset };
}
export const M = {
  MPa: 1,
  psi: 2,
  degC: 3,
  degF: 4,
  kJm2: 5,
  ftlbin2: 6,
  gcm3: 7,
  pct: 8,
  shoreD: 9,
  shoreA: 10,
  h: 11,
  min: 12,
};
export const metrics = byId([
  metric(M.MPa, 'MPa'),
  metric(M.psi, 'psi'),
  metric(M.degC, 'degC'),
  metric(M.degF, 'degF'),
  metric(M.kJm2, 'kJ/m2'),
  metric(M.ftlbin2, 'ft.lbf/in2'),
  metric(M.gcm3, 'g/cm3'),
  metric(M.pct, '%'),
  metric(M.shoreD, 'shoreD'),
  metric(M.shoreA, 'shoreA'),
  metric(M.h, 'h'),
  metric(M.min, 'min'),
]);

export function header(
  id: number,
  names: [string, string],
  root_id: number | null,
  sort: number,
  rule: Pick<CompareHeader, 'quantity' | 'value_kind' | 'better'> & Partial<CompareHeader>,
): CompareHeader {
  return { id, name_zh: names[0], name_en: names[1], root_id, sort, has_state: false, ...rule };
}
export const H = {
  density: 10,
  shrinkage: 11,
  tensile: 20,
  charpy: 22,
  hardness: 25,
  hdt: 30,
  ul94: 40,
  drying: 60,
};
export const headers = byId([
  header(H.density, ['密度', 'Density'], 1, 1, { quantity: 'density', value_kind: 'number', better: 'none' }),
  header(H.shrinkage, ['收缩率', 'Shrinkage'], 1, 2, {
    quantity: 'ratio',
    value_kind: 'number',
    better: 'lower',
  }),
  header(H.tensile, ['拉伸强度', 'Tensile strength'], 2, 1, {
    quantity: 'stress',
    value_kind: 'number',
    better: 'higher',
    default_metric_id: M.MPa,
  }),
  header(H.charpy, ['缺口冲击强度', 'Notched Charpy'], 2, 3, {
    quantity: 'energy_per_area',
    value_kind: 'number',
    better: 'higher',
    has_state: true,
  }),
  header(H.hardness, ['硬度', 'Hardness'], 2, 4, {
    quantity: 'hardness',
    value_kind: 'number',
    better: 'higher',
    default_metric_id: M.shoreD,
  }),
  header(H.hdt, ['热变形温度', 'HDT'], 3, 1, {
    quantity: 'temperature',
    value_kind: 'number',
    better: 'higher',
  }),
  header(H.ul94, ['阻燃等级', 'UL94'], 4, 1, { quantity: 'rating', value_kind: 'text', better: 'none' }),
  header(H.drying, ['干燥时间', 'Drying time'], 5, 1, {
    quantity: 'time',
    value_kind: 'number',
    better: 'none',
    default_metric_id: M.h,
  }),
]);
export const roots = byId([
  { id: 1, name_zh: '物理', name_en: 'Physical', sort: 1 },
  { id: 2, name_zh: '机械', name_en: 'Mechanical', sort: 2 },
  { id: 3, name_zh: '热学', name_en: 'Thermal', sort: 3 },
  { id: 4, name_zh: '阻燃', name_en: 'Flammability', sort: 4 },
  { id: 5, name_zh: '加工', name_en: 'Processing', sort: 0 },
]);
export const S = { iso527: 100, astmD638: 101, iso179: 102, iso75: 103, ul94: 104 };
export const standards = byId([
  { id: S.iso527, code: 'ISO 527-2' },
  { id: S.astmD638, code: 'ASTM D638' },
  { id: S.iso179, code: 'ISO 179/1eA' },
  { id: S.iso75, code: 'ISO 75-2/A' },
  { id: S.ul94, code: 'UL 94' },
]);
export const C = { room: 200, hdtLoad: 201, cold: 202, thick: 203, legacy: 204 };
export const conditions = byId<CompareCondition>([
  { id: C.room, temperature: 23, speed: 50 },
  { id: C.hdtLoad, load_stress: 1.8 },
  { id: C.cold, temperature: -30 },
  { id: C.thick, thickness: 1.5 },
  { id: C.legacy, label: '23°C, 2 in/min', temperature: null },
]);
export const lookups: CompareLookups = { headers, roots, standards, conditions, metrics };

export const sheet = (dsno: string, properties: PropertyRowInput[]): CompareSheet => ({
  dsno,
  grade: `G-${dsno}`,
  properties,
});
export const tensile = (value: number, metric_id = M.MPa, standard_id = S.iso527): PropertyRowInput => ({
  header_id: H.tensile,
  standard_id,
  condition_id: C.room,
  value,
  metric_id,
});

/** The row of a header (the only one for it unless a test says otherwise). */
export function rowOf(rows: CompareRow[], header_id: number): CompareRow {
  const matching = rows.filter((row) => row.header.id === header_id);
  expect(matching).toHaveLength(1);
  return matching[0] as CompareRow;
}
export const shown = (row: CompareRow) => row.cells.map((cell) => cell?.shown ?? null);
export const best = (row: CompareRow) => row.cells.map((cell) => cell?.best ?? null);
