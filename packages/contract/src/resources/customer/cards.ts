/**
 * Business cards (/customer/bcard): the cards the sales team keeps, and the cache of scanned cards waiting to be
 * checked — merged into a card that already has the same phone or e-mail, created as a new card, or discarded.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import { addressField, emailField, phoneField } from '../enterprise/fields.ts';
import type { EnumOption, ResourceDef, ScalarField } from '../types.ts';

const updatedAt = updatedAtField(undefined, { width: 170 });

/** What the scanner reads from a card; a cached card and a kept card share them. */
export const cardContentFields = [
  {
    name: 'name',
    kind: 'text',
    label: { zh: '姓名', en: 'Name' },
    required: true,
    max: 64,
    list: true,
    sortable: true,
    filter: 'contains',
    width: 110,
  },
  {
    name: 'company',
    kind: 'text',
    label: { zh: '公司', en: 'Company' },
    max: 200,
    list: true,
    filter: 'contains',
    width: 180,
  },
  { name: 'title', kind: 'text', label: { zh: '职务', en: 'Title' }, max: 64, list: true, width: 120 },
  { ...phoneField, name: 'mobile', label: { zh: '手机', en: 'Mobile' } },
  { ...phoneField, name: 'office_phone', label: { zh: '座机', en: 'Office phone' }, list: false },
  emailField,
  { name: 'wechat', kind: 'text', label: { zh: '微信', en: 'WeChat' }, max: 64 },
  addressField,
  // On the detail and the check dialog: a list column of card photos would crowd out the text.
  { name: 'card_image', kind: 'image', label: { zh: '名片图片', en: 'Card image' } },
  { name: 'remark', kind: 'longText', label: { zh: '备注', en: 'Remark' }, max: 1000 },
] as const satisfies readonly ScalarField[];

/** The content fields a merge may fill or overwrite (all but the name, which identifies the card). */
export const MERGEABLE_CARD_FIELDS = [
  'company',
  'title',
  'mobile',
  'office_phone',
  'email',
  'wechat',
  'address',
  'card_image',
  'remark',
] as const;
export type MergeableCardField = (typeof MERGEABLE_CARD_FIELDS)[number];

export const cardSourceOptions: readonly EnumOption[] = [
  { value: 'manual', label: { zh: '手工录入', en: 'Entered' }, color: 'default' },
  { value: 'scan', label: { zh: '扫描', en: 'Scanned' }, color: 'blue' },
  { value: 'exhibition', label: { zh: '展会', en: 'Trade fair' }, color: 'purple' },
];

export const businessCardResource = {
  key: 'business_card',
  table: 'business_card',
  base: '/customer/bcard',
  label: { zh: '名片', en: 'Business card' },
  route: '/customer/bcard/list',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    ...cardContentFields,
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '关联企业', en: 'Linked company' },
      // A card outlives the company row it was linked to.
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'source',
      kind: 'enum',
      label: { zh: '来源', en: 'Source' },
      options: cardSourceOptions,
      default: 'manual',
      required: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    createdAtField(undefined, { list: false }),
    updatedAt,
  ],
} as const satisfies ResourceDef;

export const CardCacheStatus = { waiting: 0, merged: 1, created: 2, discarded: 3 } as const;
export type CardCacheStatus = (typeof CardCacheStatus)[keyof typeof CardCacheStatus];

export const cardCacheStatusOptions: readonly EnumOption[] = [
  { value: CardCacheStatus.waiting, label: { zh: '待核对', en: 'Waiting' }, color: 'blue' },
  { value: CardCacheStatus.merged, label: { zh: '已合并', en: 'Merged' }, color: 'green' },
  { value: CardCacheStatus.created, label: { zh: '已新建', en: 'Created' }, color: 'cyan' },
  { value: CardCacheStatus.discarded, label: { zh: '已丢弃', en: 'Discarded' }, color: 'default' },
];

const { pattern: _pattern, patternMessage: _message, ...rawEmailField } = emailField;

export const businessCardCacheResource = {
  key: 'business_card_cache',
  table: 'business_card_cache',
  base: '/customer/bcard/cache',
  label: { zh: '名片暂存', en: 'Cached card' },
  route: '/customer/bcard/cache',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del'],
  // A waiting card is checked once: merged into a kept card, created as a new one, or discarded (and a
  // discarded one brought back). Merge and create take more than the family's fields (which of the card's
  // fields to overwrite; creating despite duplicates), so the module serves them.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'merge',
        label: { zh: '合并', en: 'Merge' },
        from: [CardCacheStatus.waiting],
        to: CardCacheStatus.merged,
        inputs: [{ field: 'card_id', required: true }],
        bulk: false,
        ownControl: true,
        servedByModule: true,
      },
      {
        name: 'create',
        label: { zh: '新建名片', en: 'Create card' },
        from: [CardCacheStatus.waiting],
        to: CardCacheStatus.created,
        bulk: false,
        ownControl: true,
        servedByModule: true,
      },
      {
        name: 'discard',
        label: { zh: '丢弃', en: 'Discard' },
        from: [CardCacheStatus.waiting],
        to: CardCacheStatus.discarded,
        danger: true,
      },
      {
        name: 'reopen',
        label: { zh: '恢复待核对', en: 'Back to waiting' },
        from: [CardCacheStatus.discarded],
        to: CardCacheStatus.waiting,
      },
    ],
  },
  fields: [
    // As the scanner read them: the e-mail is checked when the card is kept, not here.
    // The list shows what tells scans apart; the title is on the detail.
    ...cardContentFields.map((field) =>
      field.name === 'email' ? rawEmailField : field.name === 'title' ? { ...field, list: false } : field,
    ),
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: cardCacheStatusOptions,
      default: CardCacheStatus.waiting,
      required: true,
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'card_id',
      kind: 'reference',
      target: 'business_card',
      label: { zh: '归入名片', en: 'Kept as card' },
      readOnly: true,
      onTargetDelete: 'setNull',
      list: true,
      width: 120,
    },
    createdAtField(),
    { ...updatedAt, list: false },
  ],
} as const satisfies ResourceDef;
