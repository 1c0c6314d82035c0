/**
 * Demands (/v2_demand, /operation/demand): what front-site users post — buy a material, find one for a part,
 * have something moulded. Staff check each one (approve with its two-level classification and flags, or reject
 * with a reason), follow it up and turn it into business. The review is the family's declared workflow; the
 * check log is the audit of its transitions, shown on the detail screen.
 */

import { createdAtField, enabledField, sortField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const DemandStatus = { waiting: 0, approved: 1, rejected: 2, closed: 3 } as const;
export type DemandStatus = (typeof DemandStatus)[keyof typeof DemandStatus];

export const demandStatusOptions = [
  { value: DemandStatus.waiting, label: { zh: '待审核', en: 'Waiting for review' }, color: 'orange' },
  { value: DemandStatus.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
  { value: DemandStatus.rejected, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
  { value: DemandStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const cooperationModeOptions = [
  { value: 'purchase', label: { zh: '采购', en: 'Purchase' }, color: 'blue' },
  { value: 'supply', label: { zh: '供货', en: 'Supply' }, color: 'cyan' },
  { value: 'development', label: { zh: '联合开发', en: 'Joint development' }, color: 'purple' },
  { value: 'processing', label: { zh: '来料加工', en: 'Toll processing' }, color: 'gold' },
  { value: 'technical', label: { zh: '技术服务', en: 'Technical service' }, color: 'green' },
] as const satisfies readonly EnumOption[];

/** The flags an approval sets; also edited later on the detail screen. */
const flag = <const N extends string>(name: N, zh: string, en: string, list = false) =>
  ({ name, kind: 'boolean', label: { zh, en }, default: false, list, filter: 'exact', width: 96 }) as const;

/**
 * The two-level classification of demands (塑料原料 › 工程塑料): a first-level class has no parent, a second-level
 * one has a first-level parent; deeper levels are refused by the server.
 */
export const demandClassificationResource = {
  key: 'demand_classification',
  table: 'demand_classification',
  base: '/v2_demand/second_classification',
  label: { zh: '需求分类', en: 'Demand classification' },
  route: '/v2_demand/second_classification',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  tree: { parentField: 'parent_id' },
  uniqueTogether: [['parent_id', 'name']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
    },
    {
      name: 'parent_id',
      kind: 'reference',
      target: 'demand_classification',
      label: { zh: '一级分类', en: 'First-level class' },
      help: {
        zh: '留空为一级分类；二级分类选其所属的一级分类',
        en: 'Empty for a first-level class; a second-level class names its first-level class',
      },
      list: true,
      filter: 'exact',
    },
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export const demandResource = {
  key: 'demand',
  table: 'demand',
  base: '/v2_demand/check',
  label: { zh: '需求', en: 'Demand' },
  route: '/v2_demand/check/list',
  detailRoute: '/v2_demand/check/detail',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // Operations see the demands on the shelf, in their shelf order, featured ones flagged.
  views: [
    {
      route: '/operation/demand/list',
      detailRoute: '/operation/demand/details/:id',
      label: { zh: '上架需求', en: 'Demands on the shelf' },
      preset: { on_shelf: true },
    },
  ],
  indexes: [
    ['status', 'created_at', 'id'],
    ['on_shelf', 'shelf_order', 'id'],
  ],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'approve',
        label: { zh: '审核通过', en: 'Approve' },
        from: [DemandStatus.waiting],
        to: DemandStatus.approved,
        inputs: [
          { field: 'first_classification_id', required: true },
          { field: 'second_classification_id', required: true },
          { field: 'cooperation_mode' },
          { field: 'points' },
          { field: 'is_top' },
          { field: 'hide_user_info' },
          { field: 'on_shelf' },
          { field: 'can_proposal' },
          { field: 'need_proposal' },
          { field: 'can_show_to_customer' },
        ],
        // In bulk too: the demands chosen together get the same classes and flags.
        stamp: 'checked_at',
      },
      {
        name: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: [DemandStatus.waiting],
        to: DemandStatus.rejected,
        inputs: [{ field: 'reject_reason', required: true }],
        stamp: 'checked_at',
        danger: true,
      },
      {
        name: 'reopen',
        label: { zh: '重新审核', en: 'Review again' },
        from: [DemandStatus.rejected, DemandStatus.closed],
        to: DemandStatus.waiting,
      },
      {
        name: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: [DemandStatus.approved],
        to: DemandStatus.closed,
        inputs: [{ field: 'close_reason', required: true }],
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '需求标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'content',
      kind: 'longText',
      label: { zh: '需求内容', en: 'Content' },
      required: true,
      max: 5000,
    },
    {
      name: 'images',
      kind: 'children',
      label: { zh: '内容图片', en: 'Images' },
      max: 9,
      fields: [
        { name: 'image', kind: 'image', label: { zh: '图片', en: 'Image' }, required: true },
        { name: 'caption', kind: 'text', label: { zh: '说明', en: 'Caption' }, max: 100 },
      ],
    },
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '发布用户', en: 'Posted by' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'company_name',
      kind: 'text',
      label: { zh: '用户企业', en: "User's company" },
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'material', kind: 'text', label: { zh: '材料/牌号', en: 'Material or grade' }, max: 200 },
    { name: 'quantity', kind: 'text', label: { zh: '数量', en: 'Quantity' }, max: 64 },
    { name: 'budget', kind: 'text', label: { zh: '预算/目标价', en: 'Budget or target price' }, max: 64 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: demandStatusOptions,
      default: DemandStatus.waiting,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 96,
    },
    {
      name: 'first_classification_id',
      kind: 'reference',
      target: 'demand_classification',
      label: { zh: '一级分类', en: 'First-level class' },
      list: true,
      filter: 'exact',
      depth: 1,
    },
    {
      name: 'second_classification_id',
      kind: 'reference',
      target: 'demand_classification',
      label: { zh: '二级分类', en: 'Second-level class' },
      list: true,
      filter: 'exact',
      within: { field: 'first_classification_id', filter: 'parent_id' },
    },
    {
      name: 'cooperation_mode',
      kind: 'enum',
      label: { zh: '合作方式', en: 'Cooperation mode' },
      options: cooperationModeOptions,
      length: 16,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'points',
      kind: 'integer',
      label: { zh: '积分', en: 'Points' },
      min: 0,
      max: 100000,
      default: 0,
      sortable: true,
      width: 80,
    },
    flag('is_top', '置顶', 'Pinned', true),
    flag('hide_user_info', '隐藏用户信息', 'Hide user info'),
    flag('on_shelf', '上架', 'On the shelf', true),
    flag('can_proposal', '可提案', 'Open to proposals'),
    flag('need_proposal', '需提案', 'Needs proposals'),
    flag('can_show_to_customer', '客户可见', 'Shown to customers'),
    flag('is_featured', '精选', 'Featured', true),
    {
      name: 'shelf_order',
      kind: 'integer',
      label: { zh: '上架排序', en: 'Shelf order' },
      help: { zh: '小的在前', en: 'Lower first' },
      min: 0,
      max: 100000,
      default: 0,
      sortable: true,
      width: 90,
    },
    {
      name: 'reject_reason',
      kind: 'longText',
      label: { zh: '驳回原因', en: 'Reason rejected' },
      max: 500,
      readOnly: true,
    },
    {
      name: 'close_reason',
      kind: 'longText',
      label: { zh: '关闭原因', en: 'Reason closed' },
      max: 500,
      readOnly: true,
    },
    {
      name: 'checked_at',
      kind: 'datetime',
      label: { zh: '审核时间', en: 'Checked' },
      readOnly: true,
      sortable: true,
    },
    {
      name: 'next_follow_date',
      kind: 'date',
      label: { zh: '下次跟进', en: 'Next follow-up' },
      help: {
        zh: '未完成跟进中最早的日期；已过期即跟进逾期',
        en: 'The earliest date of the open follow-ups; past means overdue',
      },
      // Past: the list marks it overdue in red (the demand screens' own cell), so it stands out.
      readOnly: true,
      list: true,
      sortable: true,
      width: 110,
    },
    countField(
      'follow_count',
      { zh: '跟进数', en: 'Follow-ups' },
      { family: 'demand_follow', via: 'demand_id' },
      { sortable: true, width: 80 },
    ),
    countField(
      'proposal_count',
      { zh: '商机提案数', en: 'Business proposals' },
      { family: 'demand_proposal', via: 'demand_id' },
      { sortable: true, width: 90 },
    ),
    createdAtField({ zh: '发布时间', en: 'Posted' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
