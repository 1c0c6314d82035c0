/**
 * Flagged values (可疑数值): a property value of a published or cached sheet that its header's physics or its
 * polymer family's statistics say cannot be right, with why (plausibility.ts). The server writes them whenever a
 * sheet's values change; staff mark one checked (a declared transition, so audited), which keeps it out of the
 * open report until the value changes. A flag never blocks a save or an approval.
 */
import { updatedAtField } from '../../common-fields.ts';
import type { RowOf } from '../../row-of.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import { flagReasonOptions } from '../plausibility.ts';

export const FlagState = { open: 0, checked: 1 } as const;

export const flagStateOptions: readonly EnumOption[] = [
  { value: FlagState.open, label: { zh: '待核对', en: 'Open' }, color: 'orange' },
  { value: FlagState.checked, label: { zh: '已核对', en: 'Checked' }, color: 'green' },
];

export const valueFlagResource = {
  key: 'value_flag',
  table: 'value_flag',
  base: '/ds/value_flag',
  label: { zh: '可疑数值', en: 'Flagged value' },
  route: '/datasheet/value_flag',
  titleField: 'why_zh',
  defaultSort: { field: 'header_id', order: 'asc' },
  actions: ['export'],
  pageSize: 50,
  // The open report by header (the default sort), and a sheet's flags.
  indexes: [
    ['state', 'header_id', 'id'],
    ['datasheet_id', 'state'],
    ['cache_id', 'state'],
  ],
  workflow: {
    field: 'state',
    transitions: [
      {
        name: 'check',
        label: { zh: '标记已核对', en: 'Mark checked' },
        from: [FlagState.open],
        to: FlagState.checked,
        stamp: 'checked_at',
        inputs: [{ field: 'note' }],
        hint: {
          zh: '数值经核对无误（或已在物性表中修改）；不再列入待核对报告',
          en: 'The value was checked (or corrected on the sheet); it leaves the open report',
        },
      },
      {
        name: 'reopen',
        label: { zh: '重新打开', en: 'Reopen' },
        from: [FlagState.checked],
        to: FlagState.open,
      },
    ],
  },
  fields: [
    {
      name: 'header_id',
      kind: 'reference',
      target: 'header',
      label: { zh: '表头', en: 'Header' },
      required: true,
      readOnly: true,
      onTargetDelete: 'cascade',
      list: true,
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'family',
      kind: 'text',
      label: { zh: '材料', en: 'Family' },
      max: 16,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 70,
    },
    {
      name: 'value_shown',
      kind: 'text',
      label: { zh: '数值', en: 'Value' },
      max: 100,
      readOnly: true,
      list: true,
      width: 110,
    },
    {
      name: 'reason',
      kind: 'enum',
      label: { zh: '原因', en: 'Reason' },
      options: flagReasonOptions,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 120,
      length: 32,
    },
    {
      name: 'why_zh',
      kind: 'text',
      label: { zh: '说明', en: 'Why (Chinese)' },
      max: 400,
      readOnly: true,
      list: true,
      width: 340,
    },
    { name: 'why_en', kind: 'text', label: { zh: '说明（英文）', en: 'Why' }, max: 400, readOnly: true },
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '物性表', en: 'Datasheet' },
      readOnly: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'cache_id',
      kind: 'reference',
      target: 'datasheet_cache',
      label: { zh: '待审核物性表', en: 'Pending datasheet' },
      readOnly: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'row_key',
      kind: 'text',
      label: { zh: '物性行', en: 'Grid row' },
      help: { zh: '表头、标准、条件、状态与数值', en: 'Header, standard, condition, state and value' },
      max: 200,
      readOnly: true,
      hideInForm: true,
    },
    {
      name: 'state',
      kind: 'enum',
      label: { zh: '状态', en: 'State' },
      options: flagStateOptions,
      default: FlagState.open,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    { name: 'note', kind: 'text', label: { zh: '核对说明', en: 'Note' }, max: 200 },
    {
      name: 'checked_at',
      kind: 'datetime',
      label: { zh: '核对时间', en: 'Checked at' },
      readOnly: true,
      hideInForm: true,
    },
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;

export type ValueFlagRow = RowOf<typeof valueFlagResource>;
