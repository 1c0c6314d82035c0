/**
 * The chemical catalogue (classes and their chemicals, with CAS numbers) and the rating scales resistance is
 * written on (A–D, +/o/−): each scale lists its grades in order with a symbol, a meaning and a colour.
 */
import { descriptionField, enabledField, sortField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import { CAS_PATTERN } from '../chemicals.ts';
import { codeField, nameEnField, nameZhField } from './fields.ts';

const chemicals = '/datasheet/chemicals';

export const chemicalClassResource = {
  key: 'chemical_class',
  table: 'chemical_class',
  base: '/v1_chemicals/catalog',
  label: { zh: '化学品分类', en: 'Chemical class' },
  route: `${chemicals}/catalog/list`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    nameZhField({ unique: true, max: 64 }),
    nameEnField({ max: 64 }),
    codeField(),
    descriptionField(),
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export const chemicalItemResource = {
  key: 'chemical_item',
  table: 'chemical_item',
  base: '/v1_chemicals/item',
  label: { zh: '化学品', en: 'Chemical' },
  route: `${chemicals}/item/list`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  fields: [
    nameZhField({ unique: true, max: 100 }),
    nameEnField({ max: 100 }),
    {
      name: 'class_id',
      kind: 'reference',
      target: 'chemical_class',
      label: { zh: '分类', en: 'Class' },
      required: true,
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'cas',
      kind: 'text',
      label: { zh: 'CAS 号', en: 'CAS number' },
      help: {
        zh: '如 7664-93-9（硫酸），校验位由系统核对；混合物（汽油、机油）可不填',
        en: 'E.g. 7664-93-9 (sulfuric acid); its check digit is verified. Mixtures (petrol, oils) have none',
      },
      max: 12,
      pattern: CAS_PATTERN,
      patternMessage: { zh: '格式为 7664-93-9', en: 'written as 7664-93-9' },
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'formula',
      kind: 'text',
      label: { zh: '化学式', en: 'Formula' },
      max: 64,
      list: true,
      width: 120,
    },
    {
      name: 'concentration',
      kind: 'text',
      label: { zh: '浓度/形态', en: 'Concentration' },
      help: {
        zh: '供货浓度或形态，如 98 %、饱和溶液；评级的试验浓度另在评级中填写',
        en: 'As supplied, e.g. 98 %, saturated; the tested concentration belongs to each rating',
      },
      max: 32,
      list: true,
      width: 110,
    },
    descriptionField({ list: false }),
    sortField({ list: false }),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/** antd's preset colours a grade may take (list cells and the matrix show the symbol in it). */
export const gradeColorOptions: readonly EnumOption[] = [
  { value: 'green', label: { zh: '绿', en: 'Green' }, color: 'green' },
  { value: 'lime', label: { zh: '黄绿', en: 'Lime' }, color: 'lime' },
  { value: 'gold', label: { zh: '金黄', en: 'Gold' }, color: 'gold' },
  { value: 'orange', label: { zh: '橙', en: 'Orange' }, color: 'orange' },
  { value: 'volcano', label: { zh: '橙红', en: 'Volcano' }, color: 'volcano' },
  { value: 'red', label: { zh: '红', en: 'Red' }, color: 'red' },
  { value: 'blue', label: { zh: '蓝', en: 'Blue' }, color: 'blue' },
  { value: 'purple', label: { zh: '紫', en: 'Purple' }, color: 'purple' },
  { value: 'default', label: { zh: '灰', en: 'Grey' }, color: 'default' },
];

export const chemicalScaleResource = {
  key: 'chemical_scale',
  table: 'chemical_scale',
  base: '/v1_chemicals/scale',
  label: { zh: '评级标准', en: 'Rating scale' },
  route: `${chemicals}/scale/list`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    nameZhField({ unique: true, max: 64 }),
    nameEnField({ max: 64 }),
    codeField(),
    {
      name: 'grades',
      kind: 'children',
      label: { zh: '等级', en: 'Grades' },
      help: {
        zh: '由好到差排列；评级只能选本标准的等级',
        en: 'Best first; a rating takes one of its scale’s grades',
      },
      max: 12,
      list: true,
      fields: [
        {
          name: 'symbol',
          kind: 'text',
          label: { zh: '符号', en: 'Symbol' },
          required: true,
          max: 8,
        },
        {
          name: 'meaning_zh',
          kind: 'text',
          label: { zh: '含义', en: 'Meaning (zh)' },
          required: true,
          max: 100,
        },
        { name: 'meaning_en', kind: 'text', label: { zh: '英文含义', en: 'Meaning' }, max: 100 },
        {
          name: 'color',
          kind: 'enum',
          label: { zh: '颜色', en: 'Colour' },
          options: gradeColorOptions,
          default: 'default',
          required: true,
        },
      ],
    },
    descriptionField({ list: false }),
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;
