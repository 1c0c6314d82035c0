/**
 * Demands turned into business (/v2_demand/business): proposals staff send to the business side (a maker or
 * trader who can serve the demand) or to the customer who posted it, each waiting (0) until accepted, rejected
 * or closed by the declared workflow; and the payments an accepted proposal brings in.
 */

import { currencyField } from '../commerce/fields.ts';
import { createdAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const BusinessProposalStatus = { waiting: 0, accepted: 1, rejected: 2, closed: 3 } as const;
export type BusinessProposalStatus = (typeof BusinessProposalStatus)[keyof typeof BusinessProposalStatus];

export const businessProposalStatusOptions = [
  { value: BusinessProposalStatus.waiting, label: { zh: '待回复', en: 'Waiting' }, color: 'orange' },
  { value: BusinessProposalStatus.accepted, label: { zh: '已接受', en: 'Accepted' }, color: 'green' },
  { value: BusinessProposalStatus.rejected, label: { zh: '已拒绝', en: 'Rejected' }, color: 'red' },
  { value: BusinessProposalStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const ProposalDirection = { business: 'business', customer: 'customer' } as const;

export const proposalDirectionOptions = [
  { value: ProposalDirection.business, label: { zh: '给商家', en: 'To the business side' }, color: 'purple' },
  { value: ProposalDirection.customer, label: { zh: '给客户', en: 'To the customer' }, color: 'blue' },
] as const satisfies readonly EnumOption[];

export const demandProposalResource = {
  key: 'demand_proposal',
  table: 'demand_proposal',
  base: '/v2_demand/business',
  label: { zh: '商机提案', en: 'Business proposal' },
  route: '/v2_demand/business/list',
  detailRoute: '/v2_demand/business/details',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['status', 'created_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'accept',
        label: { zh: '接受', en: 'Accept' },
        from: [BusinessProposalStatus.waiting],
        to: BusinessProposalStatus.accepted,
        inputs: [{ field: 'decision_note' }],
        stamp: 'decided_at',
      },
      {
        name: 'reject',
        label: { zh: '拒绝', en: 'Reject' },
        from: [BusinessProposalStatus.waiting],
        to: BusinessProposalStatus.rejected,
        inputs: [{ field: 'decision_note', required: true }],
        stamp: 'decided_at',
        danger: true,
      },
      {
        name: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: [BusinessProposalStatus.waiting, BusinessProposalStatus.accepted],
        to: BusinessProposalStatus.closed,
        inputs: [{ field: 'decision_note', required: true }],
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'demand_id',
      kind: 'reference',
      target: 'demand',
      label: { zh: '需求', en: 'Demand' },
      required: true,
      list: true,
      filter: 'exact',
    },
    {
      name: 'direction',
      kind: 'enum',
      label: { zh: '提案对象', en: 'Sent to' },
      options: proposalDirectionOptions,
      required: true,
      length: 16,
      checked: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '商家', en: 'Business' },
      help: { zh: '给商家的提案必填', en: 'Required for a proposal to the business side' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '客户', en: 'Customer' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'title',
      kind: 'text',
      label: { zh: '提案标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'content', kind: 'longText', label: { zh: '提案内容', en: 'Content' }, max: 5000 },
    {
      name: 'amount',
      kind: 'decimal',
      label: { zh: '报价金额', en: 'Amount' },
      min: 0,
      list: true,
      sortable: true,
      width: 110,
    },
    currencyField,
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: businessProposalStatusOptions,
      default: BusinessProposalStatus.waiting,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'decision_note',
      kind: 'longText',
      label: { zh: '处理说明', en: 'Decision note' },
      max: 1000,
      readOnly: true,
    },
    {
      name: 'decided_at',
      kind: 'datetime',
      label: { zh: '处理时间', en: 'Decided' },
      readOnly: true,
      list: true,
    },
    countField(
      'payment_count',
      { zh: '付款笔数', en: 'Payments' },
      { family: 'demand_payment', via: 'proposal_id' },
      { list: true, width: 80 },
    ),
    createdAtField(undefined, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const paymentChannelOptions = [
  { value: 'bank', label: { zh: '银行转账', en: 'Bank transfer' }, color: 'blue' },
  { value: 'alipay', label: { zh: '支付宝', en: 'Alipay' }, color: 'cyan' },
  { value: 'wechat', label: { zh: '微信支付', en: 'WeChat Pay' }, color: 'green' },
  { value: 'other', label: { zh: '其他', en: 'Other' }, color: 'default' },
] as const satisfies readonly EnumOption[];

/** A payment for an accepted proposal (the server refuses one for a proposal in any other state). */
export const demandPaymentResource = {
  key: 'demand_payment',
  table: 'demand_payment',
  base: '/v2_demand/business/payment',
  label: { zh: '商机付费', en: 'Opportunity payment' },
  route: '/v2_demand/business/payment',
  titleField: 'reference',
  defaultSort: { field: 'paid_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    {
      name: 'proposal_id',
      kind: 'reference',
      target: 'demand_proposal',
      label: { zh: '商机提案', en: 'Proposal' },
      required: true,
      list: true,
      filter: 'exact',
    },
    {
      name: 'saas_enterprise_id',
      kind: 'reference',
      target: 'saas_enterprise',
      label: { zh: '付款企业 (SaaS)', en: 'Paying enterprise (SaaS)' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    {
      name: 'amount',
      kind: 'decimal',
      label: { zh: '金额', en: 'Amount' },
      required: true,
      min: 0.01,
      list: true,
      sortable: true,
      width: 110,
    },
    currencyField,
    {
      name: 'channel',
      kind: 'enum',
      label: { zh: '支付渠道', en: 'Channel' },
      options: paymentChannelOptions,
      required: true,
      default: 'bank',
      length: 16,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'paid_at',
      kind: 'datetime',
      label: { zh: '付款时间', en: 'Paid at' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
    },
    {
      name: 'reference',
      kind: 'text',
      label: { zh: '流水号', en: 'Reference' },
      required: true,
      unique: true,
      max: 100,
      list: true,
      filter: 'contains',
    },
    { name: 'note', kind: 'longText', label: { zh: '备注', en: 'Note' }, max: 500 },
    createdAtField({ zh: '登记时间', en: 'Recorded' }),
  ],
} as const satisfies ResourceDef;
