/**
 * The cache (待审核数据): sheets read from an imported file, kept with the file's raw spellings until staff
 * approve them (published as a datasheet, or merged into the sheet of the same company and grade) or reject
 * them with a reason. Each raw spelling sits beside what the server resolved it to through the libraries and
 * their origin rows; the checks a sheet passes are written by the server after every change. Approve and
 * reject are the declared workflow's transitions; approve_all (paths.ts) approves the sheets that pass.
 */
import { enabledField, updatedAtField } from '../../common-fields.ts';
import type { RowOf } from '../../row-of.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import { propertyStateOptions } from './datasheet.ts';

export const CacheStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type CacheStatusValue = (typeof CacheStatus)[keyof typeof CacheStatus];

export const cacheStatusOptions: readonly EnumOption[] = [
  { value: CacheStatus.pending, label: { zh: '待审核', en: 'Pending' }, color: 'orange' },
  { value: CacheStatus.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
  { value: CacheStatus.rejected, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
];

/** The checks a cached sheet must pass before it is approved; `cache_condition` rows switch them. */
export const CACHE_CHECKS = ['headers_mapped', 'units_valid', 'values_valid', 'required_fields'] as const;
export type CacheCheck = (typeof CACHE_CHECKS)[number];

export const cacheCheckOptions: readonly EnumOption[] = [
  { value: 'headers_mapped', label: { zh: '表头与标准均已映射', en: 'Headers and standards mapped' } },
  { value: 'units_valid', label: { zh: '单位适用于表头', en: 'Units valid for the header' } },
  { value: 'values_valid', label: { zh: '数值符合表头', en: 'Values fit the header' } },
  { value: 'required_fields', label: { zh: '必填项齐全', en: 'Required fields present' } },
];

/** A reference the server writes from a raw spelling; deleting its target leaves the raw spelling unresolved. */
const resolved = <const N extends string>(name: N, target: string, zh: string, en: string) =>
  ({
    name,
    kind: 'reference',
    target,
    label: { zh, en },
    onTargetDelete: 'setNull',
  }) as const;

export const datasheetCacheResource = {
  key: 'datasheet_cache',
  table: 'datasheet_cache',
  base: '/ds/cache',
  label: { zh: '待审核物性表', en: 'Pending datasheet' },
  route: '/datasheet/cache/list',
  detailRoute: '/datasheet/cache/detail/:id',
  titleField: 'grade',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['update', 'del', 'export'],
  indexes: [
    ['status', 'updated_at', 'id'],
    ['company_id', 'grade'],
  ],
  // An import writes its sheets staged, batch by batch, and shows them all in its last transaction.
  stagedField: 'staged',
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'approve',
        label: { zh: '通过', en: 'Approve' },
        from: [CacheStatus.pending],
        to: CacheStatus.approved,
        // The list approves a selection through approve_all (only the sheets that pass every check).
        bulk: false,
        ownControl: true,
      },
      {
        name: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: [CacheStatus.pending],
        to: CacheStatus.rejected,
        inputs: [{ field: 'reject_reason', required: true }],
        danger: true,
      },
    ],
  },
  fields: [
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
      name: 'company_raw',
      kind: 'text',
      label: { zh: '原始生产商', en: 'Raw maker' },
      max: 200,
      list: true,
      filter: 'contains',
      width: 160,
    },
    {
      ...resolved('company_id', 'company', '生产商', 'Manufacturer'),
      list: true,
      filter: 'exact',
      width: 160,
    },
    { name: 'category_raw', kind: 'text', label: { zh: '原始分类', en: 'Raw category' }, max: 200 },
    { ...resolved('category_id', 'category', '分类', 'Category'), list: true, width: 140 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '审核状态', en: 'Review state' },
      options: cacheStatusOptions,
      default: CacheStatus.pending,
      required: true,
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'checks_passed',
      kind: 'boolean',
      label: { zh: '检查通过', en: 'Checks passed' },
      help: { zh: '由系统按待审核条件写入', en: 'Written by the server from the pending conditions' },
      default: false,
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      width: 100,
    },
    {
      name: 'problems',
      kind: 'integer',
      label: { zh: '问题数', en: 'Problems' },
      default: 0,
      min: 0,
      readOnly: true,
      hideInForm: true,
      list: true,
      sortable: true,
      width: 90,
    },
    {
      name: 'open_flags',
      kind: 'integer',
      label: { zh: '可疑值', en: 'Flagged values' },
      help: {
        zh: '超出物理范围或远离同类材料中位数的数值（不阻止通过）',
        en: 'Values outside the physical range or far from the family median (approval is not blocked)',
      },
      default: 0,
      min: 0,
      readOnly: true,
      hideInForm: true,
      list: true,
      sortable: true,
      width: 90,
    },
    {
      name: 'reject_reason',
      kind: 'text',
      label: { zh: '驳回原因', en: 'Reason rejected' },
      max: 500,
      readOnly: true,
      hideInForm: true,
    },
    {
      ...resolved('datasheet_id', 'datasheet', '物性表', 'Datasheet'),
      readOnly: true,
      hideInForm: true,
      list: true,
      width: 140,
    },
    {
      name: 'source',
      kind: 'text',
      label: { zh: '来源文件', en: 'Source file' },
      max: 255,
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'rows',
      kind: 'children',
      label: { zh: '原始物性行', en: 'Raw property rows' },
      max: 500,
      detailOnly: true,
      fields: [
        { name: 'line', kind: 'integer', label: { zh: '文件行号', en: 'Line' }, min: 0 },
        {
          name: 'header_raw',
          kind: 'text',
          label: { zh: '原始表头', en: 'Raw header' },
          required: true,
          max: 200,
        },
        resolved('header_id', 'header', '表头', 'Header'),
        { name: 'standard_raw', kind: 'text', label: { zh: '原始标准', en: 'Raw standard' }, max: 200 },
        resolved('standard_id', 'standard', '标准', 'Standard'),
        { name: 'condition_raw', kind: 'text', label: { zh: '原始条件', en: 'Raw condition' }, max: 200 },
        resolved('condition_id', 'condition', '条件', 'Condition'),
        { name: 'state', kind: 'enum', label: { zh: '干/湿态', en: 'State' }, options: propertyStateOptions },
        { name: 'value_raw', kind: 'text', label: { zh: '原始数值', en: 'Raw value' }, max: 100 },
        { name: 'unit_raw', kind: 'text', label: { zh: '原始单位', en: 'Raw unit' }, max: 64 },
        resolved('metric_id', 'metric', '单位', 'Unit'),
      ],
    },
    {
      ...resolved('import_run_id', 'import_run', '导入记录', 'Import run'),
      readOnly: true,
      hideInForm: true,
      filter: 'exact',
    },
    {
      name: 'staged',
      kind: 'boolean',
      label: { zh: '导入中', en: 'Being imported' },
      default: false,
      readOnly: true,
      hideInForm: true,
    },
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;

/**
 * The pipeline's conditions (`cache/condition`): one row per check; a disabled check no longer keeps a sheet
 * from being approved, and the rows that fail it are left out of the published grid.
 */
export const cacheConditionResource = {
  key: 'cache_condition',
  table: 'cache_condition',
  base: '/ds/cache/condition',
  label: { zh: '待审核条件', en: 'Pending condition' },
  route: '/datasheet/cache/condition',
  titleField: 'check',
  defaultSort: { field: 'check', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable'],
  fields: [
    {
      name: 'check',
      kind: 'enum',
      label: { zh: '检查项', en: 'Check' },
      options: cacheCheckOptions,
      required: true,
      unique: true,
      list: true,
      sortable: true,
      length: 32,
    },
    { name: 'remarks', kind: 'text', label: { zh: '说明', en: 'Remarks' }, max: 200, list: true },
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/** A cached sheet as the engine reads it and the API sends it (its detail holds the raw rows). */
export type CachedSheetRow = RowOf<typeof datasheetCacheResource>;
