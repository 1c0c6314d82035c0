/**
 * Metrics (the units a value is written in) and test conditions (the structured parts of "23 °C,
 * 50 mm/min"). A condition's label is written by the server from its parts, never typed.
 */
import { enabledField, sortField } from '../../common-fields.ts';
import type { EnumOption, NumberField, ResourceDef } from '../../types.ts';
import {
  canonicalField,
  nameEnField,
  nameZhField,
  originStatusField,
  originWorkflow,
  rawSpellingField,
  seenCountField,
} from './fields.ts';
import { quantityField } from './quantity.ts';

/** A film test's direction (conditions.ts `direction`). */
export const filmDirectionOptions = [
  { value: 'MD', label: { zh: 'MD 纵向', en: 'MD (machine)' } },
  { value: 'TD', label: { zh: 'TD 横向', en: 'TD (transverse)' } },
] as const satisfies readonly EnumOption[];

export const unitSystemOptions = [
  { value: 'si', label: { zh: '公制', en: 'SI' }, color: 'blue' },
  { value: 'imperial', label: { zh: '英制', en: 'Imperial' }, color: 'orange' },
  { value: 'both', label: { zh: '通用', en: 'Both' } },
] as const satisfies readonly EnumOption[];

export const metricResource = {
  key: 'metric',
  table: 'metric',
  base: '/ds/metric',
  label: { zh: '单位', en: 'Metric' },
  route: '/datasheet/metric/list',
  titleField: 'symbol',
  defaultSort: { field: 'quantity', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 100,
  fields: [
    {
      name: 'symbol',
      kind: 'text',
      label: { zh: '符号', en: 'Symbol' },
      required: true,
      max: 32,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 110,
    },
    {
      name: 'code',
      kind: 'text',
      label: { zh: '代码', en: 'Code' },
      help: { zh: '单位目录中的代码（如 MPa、degF）', en: 'Its code in the unit catalogue (MPa, degF …)' },
      required: true,
      unique: true,
      max: 32,
      list: true,
      width: 110,
    },
    nameZhField({ max: 64 }),
    nameEnField({ max: 64 }),
    quantityField({ sortable: true }),
    {
      name: 'factor',
      kind: 'decimal',
      label: { zh: '换算系数', en: 'Factor' },
      help: {
        zh: '换算到该物理量基准单位：基准值 = 数值 × 系数 + 偏移',
        en: 'To the quantity’s base unit: base = value × factor + offset',
      },
      required: true,
      scale: 15,
      precision: 30,
      default: 1,
      list: true,
    },
    {
      name: 'offset',
      kind: 'decimal',
      label: { zh: '偏移', en: 'Offset' },
      scale: 15,
      precision: 30,
      default: 0,
      list: true,
      width: 90,
    },
    {
      name: 'system',
      kind: 'enum',
      label: { zh: '单位制', en: 'System' },
      options: unitSystemOptions,
      default: 'si',
      required: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    sortField({ list: false }),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/**
 * Unit spellings as source documents printed them (`KG/CM`, `MPA`) that neither a metric nor the catalogue's
 * spellings name: mapped once in the review (or here), remembered for every later import.
 */
export const metricOriginResource = {
  key: 'metric_origin',
  table: 'metric_origin',
  base: '/ds/metric/origin',
  label: { zh: '原始单位', en: 'Origin unit' },
  route: '/datasheet/metric/origin',
  titleField: 'raw',
  defaultSort: { field: 'seen_count', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: originWorkflow,
  pageSize: 50,
  fields: [
    rawSpellingField({ zh: '原始写法', en: 'Raw spelling' }),
    canonicalField('metric', { zh: '单位', en: 'Canonical unit' }),
    originStatusField,
    seenCountField(),
    { name: 'source', kind: 'text', label: { zh: '来源', en: 'Source' }, max: 200, list: true },
  ],
} as const satisfies ResourceDef;

function part<const N extends string>(
  name: N,
  zh: string,
  en: string,
  unit: string,
  min?: number,
): NumberField & { name: N } {
  return {
    name,
    kind: 'decimal',
    label: { zh: `${zh} (${unit})`, en: `${en} (${unit})` },
    scale: 3,
    min,
    list: true,
    width: 110,
  };
}

/**
 * Dry or conditioned is not a part of the condition: CAMPUS writes it as two value columns of one row, so
 * the property row carries it and one condition ("23 °C") serves both.
 */
export const conditionResource = {
  key: 'condition',
  table: 'condition',
  base: '/ds/condition',
  label: { zh: '测试条件', en: 'Test condition' },
  route: '/datasheet/condition/list',
  titleField: 'label',
  defaultSort: { field: 'label', order: 'asc' },
  actions: ['add', 'update', 'del', 'export'],
  pageSize: 50,
  fields: [
    {
      name: 'label',
      kind: 'text',
      label: { zh: '条件', en: 'Condition' },
      help: { zh: '由各部分自动生成', en: 'Written from the parts' },
      readOnly: true,
      unique: true,
      max: 200,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    part('temperature', '温度', 'Temperature', '°C', -273.15),
    part('load_stress', '负荷应力', 'Load stress', 'MPa', 0),
    part('load_mass', '负荷质量', 'Load mass', 'kg', 0),
    part('load_force', '负荷力', 'Load force', 'N', 0),
    part('speed', '速度', 'Speed', 'mm/min', 0),
    part('thickness', '厚度', 'Thickness', 'mm', 0),
    part('humidity', '湿度', 'Humidity', '% r.h.', 0),
    part('heating_rate', '升温速率', 'Heating rate', '°C/h', 0),
    part('frequency', '频率', 'Frequency', 'Hz', 0),
    {
      name: 'direction',
      kind: 'enum',
      label: { zh: '薄膜方向', en: 'Film direction' },
      options: filmDirectionOptions,
      length: 8,
      list: true,
      width: 100,
    },
    sortField({ list: false }),
  ],
} as const satisfies ResourceDef;
