/**
 * UL yellow-card rows as they arrive (`cache/ul_data`): one row per card × colour × thickness, with the
 * company and designation spelled as the source spelled them, waiting to be matched to a yellow card (which
 * creates the card or adds the row to it, in one transaction) or ignored. The rating values are kept raw:
 * a class the card rules do not know stops the match, not the import.
 */

import { updatedAtField } from '../../common-fields.ts';
import type { EnumOption, NumberField, ResourceDef } from '../../types.ts';

export const UlRawStatus = { waiting: 'waiting', matched: 'matched', ignored: 'ignored' } as const;
export type UlRawStatus = (typeof UlRawStatus)[keyof typeof UlRawStatus];

export const ulRawStatusOptions: readonly EnumOption[] = [
  { value: UlRawStatus.waiting, label: { zh: '待匹配', en: 'Waiting' }, color: 'gold' },
  { value: UlRawStatus.matched, label: { zh: '已匹配', en: 'Matched' }, color: 'green' },
  { value: UlRawStatus.ignored, label: { zh: '已忽略', en: 'Ignored' }, color: 'default' },
];

function integer<const N extends string>(
  name: N,
  zh: string,
  en: string,
  max: number,
): NumberField & { name: N } {
  return { name, kind: 'integer', label: { zh, en }, min: 0, max, list: true, width: 80 };
}

export const ulRawResource = {
  key: 'ul_raw',
  table: 'ul_raw',
  base: '/ds/ul_data',
  label: { zh: 'UL 原始数据', en: 'UL raw row' },
  route: '/datasheet/cache/ul_data',
  titleField: 'designation',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // A row waits until it is matched to a yellow card (the match screen's work) or ignored as not worth one.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'ignore',
        label: { zh: '忽略', en: 'Ignore' },
        from: [UlRawStatus.waiting],
        to: UlRawStatus.ignored,
      },
      {
        name: 'unignore',
        label: { zh: '取消忽略', en: 'Stop ignoring' },
        from: [UlRawStatus.ignored],
        to: UlRawStatus.waiting,
      },
      {
        name: 'match',
        label: { zh: '匹配黄卡', en: 'Match to a card' },
        from: [UlRawStatus.waiting],
        to: UlRawStatus.matched,
        inputs: [{ field: 'yellow_card_id', required: true }],
        serverOnly: true,
      },
    ],
  },
  indexes: [['status', 'updated_at', 'id']],
  fields: [
    {
      name: 'file_number',
      kind: 'text',
      label: { zh: 'UL 文件号', en: 'UL file number' },
      required: true,
      max: 20,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 110,
    },
    {
      name: 'company_raw',
      kind: 'text',
      label: { zh: '企业（原文）', en: 'Company (as spelled)' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'designation',
      kind: 'text',
      label: { zh: '材料牌号', en: 'Material designation' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 150,
    },
    {
      name: 'generic_type',
      kind: 'text',
      label: { zh: '材料类型', en: 'Generic type' },
      max: 200,
    },
    {
      name: 'colour',
      kind: 'text',
      label: { zh: '颜色', en: 'Colour' },
      required: true,
      max: 40,
      list: true,
      width: 70,
    },
    {
      name: 'min_thickness',
      kind: 'decimal',
      label: { zh: '最小厚度 mm', en: 'Min thk mm' },
      required: true,
      scale: 2,
      min: 0,
      max: 100,
      list: true,
      width: 100,
    },
    {
      name: 'flame_class',
      kind: 'text',
      label: { zh: '阻燃等级', en: 'Flame class' },
      required: true,
      max: 16,
      list: true,
      filter: 'exact',
      width: 90,
    },
    integer('hwi', 'HWI', 'HWI', 5),
    integer('hai', 'HAI', 'HAI', 4),
    integer('cti', 'CTI', 'CTI', 5),
    integer('rti_elec', 'RTI 电气', 'RTI elec', 400),
    integer('rti_imp', 'RTI 有冲击', 'RTI imp', 400),
    integer('rti_str', 'RTI 无冲击', 'RTI str', 400),
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: ulRawStatusOptions,
      default: UlRawStatus.waiting,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'yellow_card_id',
      kind: 'reference',
      target: 'yellow_card',
      label: { zh: '匹配的黄卡', en: 'Matched card' },
      readOnly: true,
      hideInForm: true,
      list: true,
      onTargetDelete: 'setNull',
      width: 140,
    },
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
