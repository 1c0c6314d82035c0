/**
 * Purchasing and prices: buyers' purchase requirements (a grade or a specification, how much, by when, at
 * what target price), purchase links (procurement notices and tenders found on other sites, turned into
 * requirements), and suppliers' quotes on requirements; the bid screen compares one requirement's quotes in
 * one currency.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { currencyField, pricedPerField, quantityFields } from './fields.ts';

export const RequirementStatus = { open: 0, quoting: 1, awarded: 2, closed: 3 } as const;

export const requirementStatusOptions = [
  { value: RequirementStatus.open, label: { zh: '待报价', en: 'Open' }, color: 'blue' },
  { value: RequirementStatus.quoting, label: { zh: '报价中', en: 'Quoting' }, color: 'gold' },
  { value: RequirementStatus.awarded, label: { zh: '已成交', en: 'Awarded' }, color: 'green' },
  { value: RequirementStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const purchaseRequirementResource = {
  key: 'purchase_requirement',
  table: 'purchase_requirement',
  base: '/purchase/requirement',
  label: { zh: '采购需求', en: 'Purchase requirement' },
  route: '/purchase/requirement/list',
  detailRoute: '/purchase/requirement/details',
  titleField: 'title',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // Open until its first quote (then quoting) and awarded when a quote is accepted: the server moves those.
  // Staff close a requirement that is off, and open a closed one again.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'close',
        label: { zh: '关闭', en: 'Close' },
        hint: {
          zh: '关闭后不再接受报价，可随时重新开放。',
          en: 'A closed requirement takes no quotes; it can be reopened.',
        },
        from: [RequirementStatus.open, RequirementStatus.quoting],
        to: RequirementStatus.closed,
        danger: true,
      },
      {
        name: 'reopen',
        label: { zh: '重新开放', en: 'Reopen' },
        from: [RequirementStatus.closed],
        to: RequirementStatus.open,
      },
      {
        name: 'quote',
        label: { zh: '收到报价', en: 'Quoted' },
        from: [RequirementStatus.open],
        to: RequirementStatus.quoting,
        serverOnly: true,
      },
      {
        name: 'award',
        label: { zh: '成交', en: 'Award' },
        from: [RequirementStatus.open, RequirementStatus.quoting],
        to: RequirementStatus.awarded,
        serverOnly: true,
      },
    ],
  },
  indexes: [['status', 'deadline', 'id'], { ngram: 'grade' }],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '需求标题', en: 'Title' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 220,
    },
    {
      name: 'buyer',
      kind: 'text',
      label: { zh: '采购方', en: 'Buyer' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 180,
    },
    { name: 'contact', kind: 'text', label: { zh: '联系人', en: 'Contact' }, max: 100 },
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '牌号', en: 'Grade' },
      help: { zh: '指定牌号；不限牌号时写规格要求', en: 'A named grade; else describe the specification' },
      max: 100,
      list: true,
      filter: 'contains',
      width: 140,
    },
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '物性表', en: 'Datasheet' },
      onTargetDelete: 'setNull',
    },
    {
      name: 'specification',
      kind: 'longText',
      label: { zh: '规格要求', en: 'Specification' },
      max: 2000,
    },
    ...quantityFields,
    {
      name: 'target_price',
      kind: 'decimal',
      label: { zh: '目标单价', en: 'Target price' },
      min: 0,
      scale: 2,
      list: true,
      width: 110,
    },
    { ...currencyField, filter: 'enum' },
    {
      name: 'region',
      kind: 'text',
      label: { zh: '交货地区', en: 'Region' },
      max: 100,
      list: true,
      width: 120,
    },
    {
      name: 'deadline',
      kind: 'date',
      label: { zh: '截止日期', en: 'Deadline' },
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 120,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: requirementStatusOptions,
      default: RequirementStatus.open,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    countField(
      'quote_count',
      { zh: '报价数', en: 'Quotes' },
      { family: 'price_quote', via: 'requirement_id' },
      { list: true, sortable: true, width: 80 },
    ),
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;

export const PurchaseLinkStatus = { new: 0, converted: 1, ignored: 2 } as const;

export const purchaseLinkResource = {
  key: 'purchase_link',
  table: 'purchase_link',
  base: '/purchase/link',
  label: { zh: '采购链接', en: 'Purchase link' },
  route: '/purchase/link/list',
  detailRoute: '/purchase/link/details/:id',
  titleField: 'title',
  defaultSort: { field: 'published_on', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'convert',
        label: { zh: '转为需求', en: 'Convert' },
        hint: { zh: '选择由该链接整理出的采购需求。', en: 'Choose the requirement made from this link.' },
        from: [PurchaseLinkStatus.new],
        to: PurchaseLinkStatus.converted,
        inputs: [{ field: 'requirement_id', required: true }],
        bulk: false,
      },
      {
        name: 'ignore',
        label: { zh: '忽略', en: 'Ignore' },
        from: [PurchaseLinkStatus.new],
        to: PurchaseLinkStatus.ignored,
      },
      {
        name: 'unignore',
        label: { zh: '取消忽略', en: 'Stop ignoring' },
        from: [PurchaseLinkStatus.ignored],
        to: PurchaseLinkStatus.new,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
      width: 280,
    },
    {
      name: 'url',
      kind: 'text',
      label: { zh: '链接', en: 'URL' },
      required: true,
      unique: true,
      max: 500,
      pattern: '^https?://\\S+$',
      patternMessage: { zh: '请输入以 http(s):// 开头的网址', en: 'A web address starting with http(s)://' },
      list: true,
      width: 220,
    },
    {
      name: 'source',
      kind: 'text',
      label: { zh: '来源网站', en: 'Source' },
      max: 100,
      list: true,
      filter: 'contains',
    },
    { name: 'buyer', kind: 'text', label: { zh: '采购方', en: 'Buyer' }, max: 100, list: true },
    {
      name: 'published_on',
      kind: 'date',
      label: { zh: '发布日期', en: 'Published' },
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 120,
    },
    {
      name: 'requirement_id',
      kind: 'reference',
      target: 'purchase_requirement',
      label: { zh: '对应需求', en: 'Requirement' },
      help: { zh: '整理成采购需求后关联', en: 'The requirement made from it' },
      onTargetDelete: 'setNull',
      list: true,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: PurchaseLinkStatus.new, label: { zh: '待整理', en: 'New' }, color: 'blue' },
        { value: PurchaseLinkStatus.converted, label: { zh: '已转需求', en: 'Converted' }, color: 'green' },
        { value: PurchaseLinkStatus.ignored, label: { zh: '已忽略', en: 'Ignored' }, color: 'default' },
      ],
      default: PurchaseLinkStatus.new,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    { name: 'remark', kind: 'longText', label: { zh: '备注', en: 'Remark' }, max: 1000 },
    createdAtField(),
  ],
} as const satisfies ResourceDef;

export const QuoteStatus = { submitted: 0, accepted: 1, rejected: 2, withdrawn: 3 } as const;

export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const incotermOptions = INCOTERMS.map((term): EnumOption & { value: Incoterm } => ({
  value: term,
  label: { zh: term, en: term },
}));

export const priceQuoteResource = {
  key: 'price_quote',
  table: 'price_quote',
  base: '/quote',
  label: { zh: '报价', en: 'Quote' },
  route: '/price/quote/list',
  titleField: 'grade',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // A submitted quote is accepted (its requirement is then awarded), rejected or withdrawn by the supplier.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'accept',
        label: { zh: '采纳', en: 'Accept' },
        hint: { zh: '采纳后该采购需求记为已成交。', en: 'Its requirement is then awarded.' },
        from: [QuoteStatus.submitted],
        to: QuoteStatus.accepted,
        bulk: false,
      },
      {
        name: 'reject',
        label: { zh: '不采纳', en: 'Reject' },
        from: [QuoteStatus.submitted],
        to: QuoteStatus.rejected,
        danger: true,
      },
      {
        name: 'withdraw',
        label: { zh: '撤回', en: 'Withdraw' },
        from: [QuoteStatus.submitted],
        to: QuoteStatus.withdrawn,
      },
    ],
  },
  fields: [
    {
      name: 'requirement_id',
      kind: 'reference',
      target: 'purchase_requirement',
      label: { zh: '采购需求', en: 'Requirement' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 200,
    },
    {
      name: 'supplier_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      list: true,
      filter: 'exact',
      width: 180,
    },
    { name: 'grade', kind: 'text', label: { zh: '报价牌号', en: 'Grade' }, max: 100, list: true, width: 140 },
    {
      name: 'price',
      kind: 'decimal',
      label: { zh: '单价', en: 'Price' },
      required: true,
      min: 0,
      scale: 4,
      list: true,
      sortable: true,
      width: 110,
    },
    { ...currencyField, filter: 'enum' },
    pricedPerField,
    {
      name: 'incoterm',
      kind: 'enum',
      label: { zh: '贸易术语', en: 'Incoterm' },
      options: incotermOptions,
      default: 'EXW',
      list: true,
      width: 90,
    },
    {
      name: 'delivery_days',
      kind: 'integer',
      label: { zh: '交期（天）', en: 'Lead time (days)' },
      min: 0,
      max: 365,
      list: true,
    },
    {
      name: 'valid_until',
      kind: 'date',
      label: { zh: '有效期至', en: 'Valid until' },
      list: true,
      sortable: true,
      width: 120,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: QuoteStatus.submitted, label: { zh: '已报价', en: 'Submitted' }, color: 'blue' },
        { value: QuoteStatus.accepted, label: { zh: '已采纳', en: 'Accepted' }, color: 'green' },
        { value: QuoteStatus.rejected, label: { zh: '未采纳', en: 'Rejected' }, color: 'default' },
        { value: QuoteStatus.withdrawn, label: { zh: '已撤回', en: 'Withdrawn' }, color: 'orange' },
      ],
      default: QuoteStatus.submitted,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    { name: 'remark', kind: 'longText', label: { zh: '备注', en: 'Remark' }, max: 1000 },
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
