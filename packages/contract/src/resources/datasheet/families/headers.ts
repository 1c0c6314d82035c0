/**
 * The property libraries: header roots (the groups of a datasheet's grid), headers (the canonical
 * properties), the smart set the parametric search offers, and the raw spellings seen in source documents.
 */
import { enabledField, sortField, updatedAtField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import {
  canonicalField,
  codeField,
  nameEnField,
  nameZhField,
  originStatusField,
  originWorkflow,
  rawSpellingField,
  seenCountField,
} from './fields.ts';
import { quantityField } from './quantity.ts';

const headerSet = '/datasheet/header_set';

export const headerRootResource = {
  key: 'header_root',
  table: 'header_root',
  base: '/v1_header/root',
  label: { zh: '根表头', en: 'Root header' },
  route: `${headerSet}/v1_header_root`,
  detailRoute: `${headerSet}/v1_header_root_detail`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    nameZhField({ unique: true, max: 64 }),
    nameEnField({ required: true, max: 64 }),
    codeField(),
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/** What a header's values are: one number (or a min–max range where a sheet gives one), a range, or text. */
export const valueKindOptions = [
  { value: 'number', label: { zh: '数值', en: 'Number' }, color: 'blue' },
  { value: 'range', label: { zh: '范围', en: 'Range' }, color: 'cyan' },
  { value: 'text', label: { zh: '文字/等级', en: 'Text / rating' }, color: 'purple' },
] as const satisfies readonly EnumOption[];

/** Which value compares better: compare marks the best of a row by it. */
export const betterOptions = [
  { value: 'higher', label: { zh: '越高越好', en: 'Higher is better' }, color: 'green' },
  { value: 'lower', label: { zh: '越低越好', en: 'Lower is better' }, color: 'geekblue' },
  { value: 'none', label: { zh: '不比较', en: 'No direction' } },
] as const satisfies readonly EnumOption[];

export const headerResource = {
  key: 'header',
  table: 'header',
  base: '/v1_header',
  label: { zh: '表头', en: 'Header' },
  route: `${headerSet}/v1_header`,
  detailRoute: `${headerSet}/v1_header_detail`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  indexes: [['root_id', 'sort']],
  views: [
    {
      route: `${headerSet}/v1_header_smart`,
      label: { zh: '智能表头', en: 'Smart header' },
      preset: { smart: true },
    },
    {
      route: `${headerSet}/v1_header_attach`,
      detailRoute: `${headerSet}/v1_header_attach_detail`,
      label: { zh: '附加表头', en: 'Attached header' },
      preset: { attach: true },
    },
  ],
  fields: [
    // A canonical property has one name: two headers called 拉伸强度 would split the same values apart.
    nameZhField({ unique: true }),
    nameEnField({ required: true }),
    {
      name: 'root_id',
      kind: 'reference',
      target: 'header_root',
      label: { zh: '根表头', en: 'Group' },
      required: true,
      list: true,
      filter: 'exact',
    },
    codeField({ list: false }),
    quantityField(),
    {
      name: 'default_metric_id',
      kind: 'reference',
      target: 'metric',
      label: { zh: '默认单位', en: 'Default unit' },
      onTargetDelete: 'setNull',
      list: true,
      width: 110,
    },
    {
      name: 'value_kind',
      kind: 'enum',
      label: { zh: '取值类型', en: 'Value kind' },
      options: valueKindOptions,
      default: 'number',
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'better',
      kind: 'enum',
      label: { zh: '优劣方向', en: 'Better' },
      options: betterOptions,
      default: 'none',
      required: true,
      list: true,
      width: 110,
    },
    {
      name: 'has_state',
      kind: 'boolean',
      label: { zh: '区分干/湿态', en: 'Dry / conditioned' },
      help: {
        zh: '该性能按干态和调湿态分别给值（如 PA 的拉伸强度）',
        en: 'Values are given dry and conditioned (e.g. tensile strength of PA)',
      },
      default: false,
      list: true,
      width: 110,
    },
    {
      name: 'smart',
      kind: 'boolean',
      label: { zh: '智能搜索', en: 'Smart' },
      help: { zh: '参数搜索中提供此性能', en: 'Offered by the parametric search' },
      default: false,
      list: true,
      filter: 'exact',
      width: 90,
    },
    {
      name: 'attach',
      kind: 'boolean',
      label: { zh: '附加', en: 'Attached' },
      help: { zh: '不常用的附加性能', en: 'A less common extra property' },
      default: false,
      list: true,
      filter: 'exact',
      width: 90,
    },
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/** How the parametric search asks for a smart header's value. */
export const searchWidgetOptions: readonly EnumOption[] = [
  { value: 'range', label: { zh: '区间', en: 'Range' } },
  { value: 'minimum', label: { zh: '不低于', en: 'At least' } },
  { value: 'maximum', label: { zh: '不高于', en: 'At most' } },
  { value: 'options', label: { zh: '选项', en: 'Options' } },
];

/** One entry of the parametric search's menu: which smart header, asked how, in which unit and bounds. */
export const headerSmartResource = {
  key: 'header_smart',
  table: 'header_smart',
  base: '/v1_header/smart',
  label: { zh: '智能表头清单', en: 'Smart header entry' },
  route: `${headerSet}/v1_header_smart_list`,
  detailRoute: `${headerSet}/v1_header_smart_detail`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    nameZhField({ label: { zh: '搜索名称', en: 'Search label' } }),
    nameEnField({ label: { zh: '英文搜索名称', en: 'English search label' } }),
    {
      name: 'header_id',
      kind: 'reference',
      target: 'header',
      label: { zh: '表头', en: 'Header' },
      required: true,
      unique: true,
      list: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
    },
    {
      name: 'widget',
      kind: 'enum',
      label: { zh: '搜索方式', en: 'Asked as' },
      options: searchWidgetOptions,
      default: 'range',
      required: true,
      list: true,
    },
    {
      name: 'metric_id',
      kind: 'reference',
      target: 'metric',
      label: { zh: '搜索单位', en: 'Search unit' },
      onTargetDelete: 'setNull',
      list: true,
    },
    { name: 'min', kind: 'decimal', label: { zh: '下限', en: 'Lowest' }, scale: 4, list: true },
    { name: 'max', kind: 'decimal', label: { zh: '上限', en: 'Highest' }, scale: 4, list: true },
    { name: 'step', kind: 'decimal', label: { zh: '步长', en: 'Step' }, scale: 4 },
    {
      name: 'choices',
      kind: 'text',
      label: { zh: '可选值', en: 'Choices' },
      help: {
        zh: '选项方式时，用逗号分隔，如 HB,V-2,V-1,V-0',
        en: 'For options: comma-separated, e.g. HB,V-2,V-1,V-0',
      },
      max: 500,
    },
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export const headerOriginResource = {
  key: 'header_origin',
  table: 'header_origin',
  base: '/v1_header/origin',
  label: { zh: '原始表头', en: 'Origin header' },
  route: `${headerSet}/v1_header_origin`,
  detailRoute: `${headerSet}/v1_header_origin_detail`,
  titleField: 'raw',
  defaultSort: { field: 'seen_count', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: originWorkflow,
  pageSize: 50,
  fields: [
    rawSpellingField({ zh: '原始写法', en: 'Raw spelling' }),
    canonicalField('header', { zh: '标准表头', en: 'Canonical header' }),
    originStatusField,
    seenCountField(),
    {
      name: 'source',
      kind: 'text',
      label: { zh: '来源', en: 'Source' },
      help: { zh: '首次见到它的文件或导入批次', en: 'The document or import it was first seen in' },
      max: 200,
      list: true,
    },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
