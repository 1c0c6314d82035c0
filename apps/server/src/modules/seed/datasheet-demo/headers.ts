/**
 * The property library: the groups of a sheet's grid, the canonical properties with their quantity, units
 * and test methods, and the parametric search's menu. Groups run Physical → Mechanical → Impact → Thermal →
 * Electrical → Flammability → Optical → Processing, as datasheets print them.
 */
import { filmHeaders } from './headers-film.ts';
import { mechanicalHeaders } from './headers-mechanical.ts';
import { thermalHeaders } from './headers-thermal.ts';
import type { HeaderSpec, NamedRow, SmartEntry } from './model.ts';

export const headerRoots: readonly NamedRow[] = [
  { code: 'physical', name_zh: '物理性能', name_en: 'Physical' },
  { code: 'mechanical', name_zh: '机械性能', name_en: 'Mechanical' },
  { code: 'impact', name_zh: '冲击性能', name_en: 'Impact' },
  { code: 'thermal', name_zh: '热性能', name_en: 'Thermal' },
  { code: 'electrical', name_zh: '电气性能', name_en: 'Electrical' },
  { code: 'flammability', name_zh: '阻燃性能', name_en: 'Flammability' },
  { code: 'optical', name_zh: '光学性能', name_en: 'Optical' },
  { code: 'processing', name_zh: '加工性能', name_en: 'Processing' },
];

/** Every canonical property, in the order grids print them. */
export const headers: readonly HeaderSpec[] = [...mechanicalHeaders, ...thermalHeaders, ...filmHeaders];

/** The parametric search's menu: the usual questions of a material search, in the units people ask in. */
export const smartEntries: readonly SmartEntry[] = [
  {
    header: 'density',
    name_zh: '密度',
    name_en: 'Density',
    widget: 'range',
    unit: 'g/cm3',
    min: 0.8,
    max: 2.2,
    step: 0.01,
  },
  {
    header: 'mfr',
    name_zh: '熔融指数 MFR',
    name_en: 'Melt flow rate',
    widget: 'range',
    unit: 'g/10min',
    min: 0,
    max: 100,
    step: 0.5,
  },
  {
    header: 'shrinkage_parallel',
    name_zh: '收缩率',
    name_en: 'Shrinkage',
    widget: 'maximum',
    unit: '%',
    min: 0,
    max: 3,
    step: 0.05,
  },
  {
    header: 'water_absorption',
    name_zh: '吸水率',
    name_en: 'Water absorption',
    widget: 'maximum',
    unit: '%',
    min: 0,
    max: 10,
    step: 0.1,
  },
  {
    header: 'tensile_strength',
    name_zh: '拉伸强度',
    name_en: 'Tensile strength',
    widget: 'minimum',
    unit: 'MPa',
    min: 0,
    max: 300,
    step: 5,
  },
  {
    header: 'tensile_modulus',
    name_zh: '拉伸模量',
    name_en: 'Tensile modulus',
    widget: 'minimum',
    unit: 'MPa',
    min: 0,
    max: 30000,
    step: 500,
  },
  {
    header: 'elongation_break',
    name_zh: '断裂伸长率',
    name_en: 'Elongation at break',
    widget: 'minimum',
    unit: '%',
    min: 0,
    max: 200,
    step: 1,
  },
  {
    header: 'flexural_modulus',
    name_zh: '弯曲模量',
    name_en: 'Flexural modulus',
    widget: 'minimum',
    unit: 'MPa',
    min: 0,
    max: 30000,
    step: 500,
  },
  {
    header: 'charpy_notched',
    name_zh: '缺口冲击（简支梁）',
    name_en: 'Charpy notched',
    widget: 'minimum',
    unit: 'kJ/m2',
    min: 0,
    max: 100,
    step: 1,
  },
  {
    header: 'izod_notched_astm',
    name_zh: '缺口冲击（悬臂梁）',
    name_en: 'Notched Izod',
    widget: 'minimum',
    unit: 'J/m',
    min: 0,
    max: 1000,
    step: 10,
  },
  {
    header: 'hdt',
    name_zh: '热变形温度',
    name_en: 'HDT',
    widget: 'minimum',
    unit: 'degC',
    min: 0,
    max: 300,
    step: 5,
  },
  {
    header: 'vicat',
    name_zh: '维卡软化点',
    name_en: 'Vicat',
    widget: 'minimum',
    unit: 'degC',
    min: 0,
    max: 300,
    step: 5,
  },
  {
    header: 'ul94',
    name_zh: 'UL94 阻燃等级',
    name_en: 'UL94 class',
    widget: 'options',
    choices: 'HB,V-2,V-1,V-0,5VB,5VA',
  },
  { header: 'cti', name_zh: 'CTI', name_en: 'CTI', widget: 'minimum', unit: 'V', min: 0, max: 600, step: 25 },
  {
    header: 'gwfi',
    name_zh: '灼热丝 GWFI',
    name_en: 'GWFI',
    widget: 'minimum',
    unit: 'degC',
    min: 550,
    max: 960,
    step: 25,
  },
];
