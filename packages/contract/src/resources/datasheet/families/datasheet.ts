/**
 * The datasheet (物性表, TDS): one commercial grade of one manufacturer, its tags, and its property grid
 * (header · standard · condition · state · value · metric). DSNO is written by the server and never changes;
 * the headline values (density, tensile strength, HDT at 1.8 MPa, UL94) are read from the grid by the server
 * so lists can show, sort and filter them without touching the grid.
 */
import { enabledField, updatedAtField } from '../../common-fields.ts';
import type { EnumOption, NumberField, ResourceDef } from '../../types.ts';
import type { PropertyState } from '../grid.ts';

export const DatasheetStatus = { pending: 0, published: 1, withdrawn: 2 } as const;

export const datasheetStatusOptions: readonly EnumOption[] = [
  { value: DatasheetStatus.pending, label: { zh: '待审核', en: 'Pending' }, color: 'orange' },
  { value: DatasheetStatus.published, label: { zh: '已发布', en: 'Published' }, color: 'green' },
  { value: DatasheetStatus.withdrawn, label: { zh: '已下架', en: 'Withdrawn' }, color: 'default' },
];

/** Dry as moulded, or conditioned (23 °C / 50 % r.h.): the state of a row whose header needs one. */
export const propertyStateOptions = [
  { value: 'dry', label: { zh: '干态', en: 'Dry' } },
  { value: 'conditioned', label: { zh: '湿态', en: 'Conditioned' } },
] as const satisfies readonly (EnumOption & { value: PropertyState })[];

export const datasheetRegionOptions: readonly EnumOption[] = [
  { value: 'global', label: { zh: '全球', en: 'Global' } },
  { value: 'china', label: { zh: '中国', en: 'China' } },
  { value: 'asia_pacific', label: { zh: '亚太', en: 'Asia Pacific' } },
  { value: 'europe', label: { zh: '欧洲', en: 'Europe' } },
  { value: 'americas', label: { zh: '美洲', en: 'Americas' } },
];

/** The DSNO the server gives a new sheet: `DS` and eight digits. */
export const DSNO_PATTERN = /^DS\d{8}$/;

// Generic in the name: the row type (RowOf) names each headline column.
function headline<const N extends string>(
  name: N,
  zh: string,
  en: string,
  scale: number,
): NumberField & { name: N } {
  return {
    name,
    kind: 'decimal',
    label: { zh, en },
    scale,
    readOnly: true,
    hideInForm: true,
    list: true,
    sortable: true,
    filter: 'range',
    width: 110,
  };
}

export const datasheetResource = {
  key: 'datasheet',
  table: 'datasheet',
  base: '/ds',
  label: { zh: '物性表', en: 'Datasheet' },
  route: '/datasheet/list',
  detailRoute: '/datasheet/detail/:id',
  titleField: 'grade',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  // A new sheet waits for review; publishing shows it on the site, withdrawing takes it off again.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'publish',
        label: { zh: '发布', en: 'Publish' },
        from: [DatasheetStatus.pending, DatasheetStatus.withdrawn],
        to: DatasheetStatus.published,
      },
      {
        name: 'withdraw',
        label: { zh: '下架', en: 'Withdraw' },
        hint: {
          zh: '下架后网站不再显示该物性表，可随时重新发布。',
          en: 'The site stops showing it; it can be published again.',
        },
        from: [DatasheetStatus.published],
        to: DatasheetStatus.withdrawn,
        danger: true,
      },
    ],
  },
  // The list opens newest first, usually narrowed to one status: both pages read in order from an index,
  // however deep. A manufacturer's sheets narrow by category. Grades are searched by any part, even "A7".
  indexes: [
    ['updated_at', 'id'],
    ['status', 'updated_at', 'id'],
    ['company_id', 'category_id'],
    { ngram: 'grade' },
  ],
  fields: [
    {
      name: 'dsno',
      kind: 'text',
      label: { zh: 'DSNO', en: 'DSNO' },
      help: { zh: '保存时由系统生成，不会改变', en: 'Given by the server on save; never changes' },
      readOnly: true,
      unique: true,
      max: 16,
      list: true,
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '牌号', en: 'Grade' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 180,
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '生产商', en: 'Manufacturer' },
      required: true,
      list: true,
      filter: 'exact',
      width: 180,
    },
    {
      name: 'trademark_id',
      kind: 'reference',
      target: 'trademark',
      label: { zh: '商标', en: 'Trade mark' },
      onTargetDelete: 'setNull',
      list: true,
      width: 110,
    },
    {
      name: 'category_id',
      kind: 'reference',
      target: 'category',
      label: { zh: '分类', en: 'Category' },
      required: true,
      list: true,
      filter: 'subtree',
      width: 160,
    },
    {
      name: 'fillers',
      kind: 'children',
      label: { zh: '填充物', en: 'Fillers' },
      max: 10,
      list: true,
      filter: 'enum',
      filterField: 'filler_id',
      fields: [
        {
          name: 'filler_id',
          kind: 'reference',
          target: 'filler',
          label: { zh: '填充物', en: 'Filler' },
          required: true,
        },
        {
          name: 'percent',
          kind: 'decimal',
          label: { zh: '含量 %', en: 'Content %' },
          scale: 1,
          min: 0,
          max: 100,
        },
      ],
    },
    {
      name: 'features',
      kind: 'multiReference',
      target: 'feature',
      label: { zh: '特性', en: 'Features' },
      list: true,
      filter: 'enum',
    },
    {
      name: 'appliances',
      kind: 'multiReference',
      target: 'appliance',
      label: { zh: '应用领域', en: 'Appliances' },
    },
    {
      name: 'processing_modes',
      kind: 'multiReference',
      target: 'processing_mode',
      label: { zh: '加工方式', en: 'Processing modes' },
    },
    {
      name: 'form_id',
      kind: 'reference',
      target: 'form',
      label: { zh: '形态', en: 'Form' },
      onTargetDelete: 'setNull',
    },
    { name: 'colour', kind: 'text', label: { zh: '颜色', en: 'Colour' }, max: 64 },
    {
      name: 'region',
      kind: 'enum',
      label: { zh: '地区', en: 'Region' },
      options: datasheetRegionOptions,
      default: 'global',
      required: true,
    },
    {
      name: 'source_pdf',
      kind: 'file',
      label: { zh: '原始 PDF', en: 'Source PDF' },
      accept: ['application/pdf'],
    },
    { name: 'remarks', kind: 'longText', label: { zh: '备注', en: 'Remarks' }, max: 2000 },
    headline('density', '密度 g/cm³', 'Density g/cm³', 3),
    headline('tensile_strength', '拉伸强度 MPa', 'Tensile strength MPa', 1),
    headline('hdt', 'HDT 1.8 MPa °C', 'HDT 1.8 MPa °C', 1),
    {
      name: 'ul94',
      kind: 'text',
      label: { zh: 'UL94', en: 'UL94' },
      readOnly: true,
      hideInForm: true,
      max: 16,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: datasheetStatusOptions,
      default: DatasheetStatus.pending,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    enabledField({ filter: 'exact', width: 80 }),
    {
      name: 'properties',
      kind: 'children',
      label: { zh: '物性数据', en: 'Properties' },
      max: 500,
      detailOnly: true,
      fields: [
        {
          name: 'header_id',
          kind: 'reference',
          target: 'header',
          label: { zh: '性能', en: 'Property' },
          required: true,
        },
        {
          name: 'standard_id',
          kind: 'reference',
          target: 'standard',
          label: { zh: '标准', en: 'Standard' },
        },
        {
          name: 'condition_id',
          kind: 'reference',
          target: 'condition',
          label: { zh: '条件', en: 'Condition' },
        },
        {
          name: 'state',
          kind: 'enum',
          label: { zh: '干/湿态', en: 'State' },
          options: propertyStateOptions,
        },
        { name: 'value', kind: 'decimal', label: { zh: '数值', en: 'Value' }, scale: 8, precision: 30 },
        { name: 'value_min', kind: 'decimal', label: { zh: '最小值', en: 'Min' }, scale: 8, precision: 30 },
        { name: 'value_max', kind: 'decimal', label: { zh: '最大值', en: 'Max' }, scale: 8, precision: 30 },
        { name: 'value_text', kind: 'text', label: { zh: '文字值', en: 'Text value' }, max: 100 },
        {
          name: 'metric_id',
          kind: 'reference',
          target: 'metric',
          label: { zh: '单位', en: 'Unit' },
        },
      ],
    },
    updatedAtField(undefined, { filter: 'dateRange', width: 170 }),
  ],
} as const satisfies ResourceDef;

/**
 * The headers (by code) whose values a sheet's headline columns show, in the unit the column is named in.
 * HDT is the row measured under 1.80 MPa; UL94 the best class the sheet states.
 */
export const headlineSources = {
  density: { header: 'density', unit: 'g/cm3' },
  tensile_strength: { header: 'tensile_strength', unit: 'MPa' },
  hdt: { header: 'hdt', unit: 'degC', loadStress: 1.8 },
  ul94: { header: 'ul94' },
} as const;

/** UL94 classes from best to worst, to pick a sheet's headline class. */
export const UL94_CLASSES = ['5VA', '5VB', 'V-0', 'V-1', 'V-2', 'HB'] as const;
