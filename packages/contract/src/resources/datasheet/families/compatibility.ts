/**
 * Chemical resistance ratings: a chemical × a polymer family (or one sheet) × an exposure (temperature,
 * duration, concentration) → one grade of a rating scale, with its source. A polymer family is a category
 * of the tree, usually the third level (PA66, PP, PC: what resistance charts name, and what sheets point at);
 * a rating on a higher level (聚酰胺 PA) holds for the families below it that have none of their own. A sheet's
 * rating overrides its family's at the same exposure.
 *
 * The exposure's label is written by the server from its parts, so "one rating per chemical, family and
 * exposure" is a plain unique key (and lists show the label, not the parts); the chemical's class is copied from the chemical for the class filter.
 */

import { updatedAtField } from '../../common-fields.ts';
import type { ResourceDef, ResourceField } from '../../types.ts';

// Generic in the subject (a category or a sheet), so each family's row type (RowOf) names its fields.
function ratingFields<const S extends ResourceField>(subject: S) {
  const fields = [
    {
      name: 'item_id',
      kind: 'reference',
      target: 'chemical_item',
      label: { zh: '化学品', en: 'Chemical' },
      required: true,
      list: true,
      filter: 'exact',
      width: 150,
    },
    {
      name: 'class_id',
      kind: 'reference',
      target: 'chemical_class',
      label: { zh: '化学品分类', en: 'Class' },
      help: { zh: '随化学品', en: 'The chemical’s' },
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    subject,
    {
      name: 'temperature',
      kind: 'decimal',
      label: { zh: '温度 (°C)', en: 'Temperature (°C)' },
      scale: 1,
      min: -273.15,
      max: 1000,
      list: false,
      filter: 'range',
      width: 100,
    },
    {
      name: 'duration_days',
      kind: 'integer',
      label: { zh: '时长 (d)', en: 'Duration (d)' },
      min: 0,
      max: 3650,
      list: false,
      width: 90,
    },
    {
      name: 'concentration',
      kind: 'decimal',
      label: { zh: '浓度 (%)', en: 'Concentration (%)' },
      help: { zh: '质量分数；不填为原液', en: 'By weight; blank: as supplied' },
      scale: 2,
      min: 0,
      max: 100,
      list: false,
      width: 100,
    },
    {
      name: 'condition',
      kind: 'text',
      label: { zh: '条件', en: 'Exposure' },
      help: { zh: '由温度、时长、浓度自动生成', en: 'Written from temperature, duration and concentration' },
      readOnly: true,
      max: 100,
      list: true,
      filter: 'exact',
      width: 150,
    },
    {
      name: 'scale_id',
      kind: 'reference',
      target: 'chemical_scale',
      label: { zh: '评级标准', en: 'Scale' },
      required: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '等级', en: 'Grade' },
      help: { zh: '所选评级标准中的一个等级', en: 'One of the chosen scale’s grades' },
      required: true,
      max: 8,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'source',
      kind: 'text',
      label: { zh: '来源', en: 'Source' },
      max: 200,
      list: true,
      filter: 'contains',
      width: 160,
    },
    { name: 'remark', kind: 'longText', label: { zh: '备注', en: 'Remark' }, max: 500 },
    // Declared so the list may sort by it: it opens on the latest ratings.
    updatedAtField(undefined, { list: false, width: 170 }),
  ] as const;
  // Checked once built: a `satisfies` on the literal itself would type the subject as any field, its name a
  // string, and RowOf could name none of the family's fields.
  return fields satisfies readonly ResourceField[];
}

const chemicals = '/datasheet/chemicals';

export const chemicalCompatibilityResource = {
  key: 'chemical_compatibility',
  table: 'chemical_compatibility',
  base: '/v1_chemicals/compatibility',
  label: { zh: '耐化学性', en: 'Chemical compatibility' },
  route: `${chemicals}/compatibility/list`,
  titleField: 'condition',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  pageSize: 50,
  uniqueTogether: [['item_id', 'category_id', 'condition']],
  fields: ratingFields({
    name: 'category_id',
    kind: 'reference',
    target: 'category',
    label: { zh: '聚合物类别', en: 'Polymer family' },
    help: {
      zh: '分类树中的类别，通常为三级（PA66、PP）；上级类别的评级适用于其下没有自己评级的类别',
      en: 'A category of the tree, usually third-level (PA66, PP); a higher one’s rating holds below it where none is given',
    },
    required: true,
    list: true,
    filter: 'subtree',
    width: 140,
  }),
} as const satisfies ResourceDef;

export const chemicalDsCompatibilityResource = {
  key: 'chemical_ds_compatibility',
  table: 'chemical_ds_compatibility',
  base: '/v1_chemicals/ds_compatibility',
  label: { zh: '物性表耐化学性', en: 'Datasheet compatibility' },
  route: `${chemicals}/ds_compatibility/list`,
  titleField: 'condition',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  pageSize: 50,
  uniqueTogether: [['item_id', 'ds_id', 'condition']],
  fields: ratingFields({
    name: 'ds_id',
    kind: 'reference',
    target: 'datasheet',
    label: { zh: '物性表', en: 'Datasheet' },
    help: {
      zh: '该牌号自己的评级，覆盖其类别在同一条件下的评级',
      en: 'This grade’s own rating; overrides its family’s at the same exposure',
    },
    required: true,
    onTargetDelete: 'cascade',
    list: true,
    filter: 'exact',
    width: 160,
  }),
} as const satisfies ResourceDef;
