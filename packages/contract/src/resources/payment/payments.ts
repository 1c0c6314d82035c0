/**
 * Payments as the payment channels report them (WeChat Pay first; Alipay, bank statements): one row per
 * channel transaction with its trade number, amount, time and state, and the business payment recorded on a
 * demand (`demand_payment`) it settles. /payment/wechat/count charts them per day and reconciles them against
 * the recorded payments.
 */
import { currencyField } from '../commerce/fields.ts';
import { createdAtField } from '../common-fields.ts';
import { paymentChannelOptions } from '../demand/business.ts';
import type { RowOf } from '../row-of.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

/** The channels in the order the statistics show them: WeChat Pay first. */
export const paymentChannels = ['wechat', 'alipay', 'bank', 'other'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export const ChannelPaymentStatus = { success: 'success', refunded: 'refunded', closed: 'closed' } as const;
export type ChannelPaymentStatus = (typeof ChannelPaymentStatus)[keyof typeof ChannelPaymentStatus];

export const channelPaymentStatusOptions = [
  { value: ChannelPaymentStatus.success, label: { zh: '支付成功', en: 'Paid' }, color: 'green' },
  { value: ChannelPaymentStatus.refunded, label: { zh: '已退款', en: 'Refunded' }, color: 'orange' },
  { value: ChannelPaymentStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly EnumOption[];

/** What a channel payment paid for: only business payments (商机付费) are reconciled with the demands'. */
export const ChannelPaymentPurpose = {
  demand: 'demand',
  membership: 'membership',
  report: 'report',
  other: 'other',
} as const;
export type ChannelPaymentPurpose = (typeof ChannelPaymentPurpose)[keyof typeof ChannelPaymentPurpose];

export const channelPaymentPurposeOptions = [
  {
    value: ChannelPaymentPurpose.demand,
    label: { zh: '商机付费', en: 'Opportunity payment' },
    color: 'purple',
  },
  { value: ChannelPaymentPurpose.membership, label: { zh: '会员', en: 'Membership' }, color: 'gold' },
  { value: ChannelPaymentPurpose.report, label: { zh: '物性报告', en: 'Datasheet report' }, color: 'cyan' },
  { value: ChannelPaymentPurpose.other, label: { zh: '其他', en: 'Other' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const channelPaymentResource = {
  key: 'channel_payment',
  table: 'channel_payment',
  base: '/payment/record',
  label: { zh: '渠道支付记录', en: 'Channel payment' },
  titleField: 'trade_no',
  defaultSort: { field: 'paid_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['paid_at', 'id']],
  fields: [
    {
      name: 'channel',
      kind: 'enum',
      label: { zh: '支付渠道', en: 'Channel' },
      options: paymentChannelOptions,
      required: true,
      default: 'wechat',
      length: 16,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'trade_no',
      kind: 'text',
      label: { zh: '交易单号', en: 'Trade number' },
      help: { zh: '支付渠道的交易单号（如微信支付订单号）', en: "The channel's transaction number" },
      required: true,
      unique: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 200,
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
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: channelPaymentStatusOptions,
      required: true,
      default: ChannelPaymentStatus.success,
      length: 16,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'purpose',
      kind: 'enum',
      label: { zh: '用途', en: 'Paid for' },
      options: channelPaymentPurposeOptions,
      required: true,
      default: ChannelPaymentPurpose.demand,
      length: 16,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'paid_at',
      kind: 'datetime',
      label: { zh: '支付时间', en: 'Paid at' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
    },
    {
      name: 'demand_payment_id',
      kind: 'reference',
      target: 'demand_payment',
      label: { zh: '对应商机付费', en: 'Settles' },
      help: { zh: '这笔支付对应的需求付款登记', en: 'The payment recorded on a demand this one settles' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    { name: 'payer', kind: 'text', label: { zh: '付款方', en: 'Payer' }, max: 100, list: true },
    { name: 'note', kind: 'longText', label: { zh: '备注', en: 'Note' }, max: 500 },
    createdAtField({ zh: '登记时间', en: 'Recorded' }, { list: false }),
  ],
} as const satisfies ResourceDef;

export type ChannelPaymentRow = RowOf<typeof channelPaymentResource>;
