/**
 * Cross-references between grades (相似/替代牌号): a grade of one maker and an equivalent or substitute grade,
 * usually of another maker. The basis is written by the server from the two sheets when the pair is saved —
 * whether they share the category and the fillers, and their distance over the smart properties
 * (`sheetDistance`) — so the list shows why a pair holds, not only that someone said so.
 */

import { updatedAtField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';

export const replacementRelationOptions: readonly EnumOption[] = [
  { value: 'equivalent', label: { zh: '等同牌号', en: 'Equivalent' }, color: 'green' },
  { value: 'substitute', label: { zh: '可替代', en: 'Substitute' }, color: 'blue' },
];

export const gradeReplacementResource = {
  key: 'grade_replacement',
  table: 'grade_replacement',
  base: '/ds/replace',
  label: { zh: '替代牌号', en: 'Substitute grade' },
  route: '/datasheet/replace_list',
  detailRoute: '/datasheet/replace_details/:id',
  titleField: 'note',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // A pair is stated once; a grade's substitutes are read by its sheet.
  uniqueTogether: [['source_id', 'target_id']],
  fields: [
    {
      name: 'source_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '原牌号', en: 'Grade' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 200,
    },
    {
      name: 'target_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '替代牌号', en: 'Substitute' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 200,
    },
    {
      name: 'relation',
      kind: 'enum',
      label: { zh: '关系', en: 'Relation' },
      options: replacementRelationOptions,
      default: 'substitute',
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'same_category',
      kind: 'boolean',
      label: { zh: '同分类', en: 'Same category' },
      help: { zh: '由系统比较两张物性表写入', en: 'Written by the server from the two sheets' },
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      width: 90,
    },
    {
      name: 'same_fillers',
      kind: 'boolean',
      label: { zh: '同填充物', en: 'Same fillers' },
      help: { zh: '填充物种类相同（不比较含量）', en: 'The same fillers (shares not compared)' },
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      width: 90,
    },
    {
      name: 'distance',
      kind: 'decimal',
      label: { zh: '性能距离', en: 'Property distance' },
      help: {
        zh: '共同智能性能的平均相对差（0 = 相同，1 = 完全不同）；共同性能少于 3 项时为空',
        en: 'Mean relative difference over the shared smart properties (0 = alike, 1 = nothing alike); empty below 3 shared',
      },
      scale: 4,
      readOnly: true,
      hideInForm: true,
      list: true,
      sortable: true,
      filter: 'range',
      width: 110,
    },
    {
      name: 'overlap',
      kind: 'integer',
      label: { zh: '共同性能数', en: 'Shared properties' },
      readOnly: true,
      hideInForm: true,
      list: true,
      width: 100,
    },
    { name: 'note', kind: 'longText', label: { zh: '说明', en: 'Note' }, max: 1000, list: true },
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
