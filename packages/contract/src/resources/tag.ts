import { createdAtField, descriptionField, enabledField, sortField } from './common-fields.ts';
import type { EnumOption, ResourceDef } from './types.ts';

/** What a tag can be attached to (spec §3 "Tag type enumeration"). */
export const TagType = {
  USER: 1,
  CLIENT: 2,
  BCARD: 3,
  COMPANY: 4,
  KEYWORD_LINK: 5,
  NEWS: 6,
  TYPE_CUSTOMIZE_PD_SCENE: 9,
  SAAS_CORPORATION: 10,
} as const;
export type TagType = (typeof TagType)[keyof typeof TagType];

export const tagTypeOptions: readonly EnumOption[] = [
  { value: TagType.USER, label: { zh: '用户', en: 'User' }, color: 'blue' },
  { value: TagType.CLIENT, label: { zh: '客户', en: 'Client' }, color: 'cyan' },
  { value: TagType.BCARD, label: { zh: '名片', en: 'Business card' }, color: 'geekblue' },
  { value: TagType.COMPANY, label: { zh: '企业', en: 'Company' }, color: 'purple' },
  { value: TagType.KEYWORD_LINK, label: { zh: '关键词链接', en: 'Keyword link' }, color: 'gold' },
  { value: TagType.NEWS, label: { zh: '资讯', en: 'News' }, color: 'green' },
  {
    value: TagType.TYPE_CUSTOMIZE_PD_SCENE,
    label: { zh: '定制产品场景', en: 'Customised product scene' },
    color: 'orange',
  },
  { value: TagType.SAAS_CORPORATION, label: { zh: 'SaaS 企业', en: 'SaaS corporation' }, color: 'magenta' },
];

export const tagResource = {
  key: 'tag',
  table: 'tag',
  base: '/tags',
  label: { zh: '标签', en: 'Tag' },
  route: '/configuration/tags',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  // Spec §7 "Add/update tag": one call whose body carries the action; add and update stay for API callers.
  actions: ['add', 'update', 'save', 'del', 'enable', 'export'],
  uniqueTogether: [['type', 'name']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '标签名', en: 'Name' },
      required: true,
      max: 32,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'type',
      kind: 'enum',
      label: { zh: '类型', en: 'Type' },
      options: tagTypeOptions,
      required: true,
      list: true,
      sortable: true,
      filter: 'enum',
    },
    descriptionField({ list: false }),
    sortField(),
    enabledField({ filter: 'exact' }),
    createdAtField(undefined, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

/** A tag attached to one row of its type (a company, a user, a news item …). */
export const tagBindingResource = {
  key: 'tag_binding',
  table: 'tag_binding',
  base: '/tags/binding',
  label: { zh: '标签绑定', en: 'Tag binding' },
  titleField: 'target_id',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'del', 'export'],
  uniqueTogether: [['tag_id', 'target_type', 'target_id']],
  fields: [
    {
      name: 'tag_id',
      kind: 'reference',
      target: 'tag',
      label: { zh: '标签', en: 'Tag' },
      required: true,
      list: true,
      filter: 'exact',
    },
    {
      name: 'target_type',
      kind: 'enum',
      options: tagTypeOptions,
      label: { zh: '对象类型', en: 'Target type' },
      required: true,
      list: true,
      filter: 'enum',
    },
    {
      name: 'target_id',
      kind: 'integer',
      label: { zh: '对象 ID', en: 'Target id' },
      required: true,
      min: 1,
      list: true,
      filter: 'exact',
    },
    createdAtField({ zh: '绑定时间', en: 'Bound at' }),
  ],
} as const satisfies ResourceDef;
