/**
 * /payment/wechat/count: the channel payments per day and channel, and their reconciliation against the payments
 * recorded on demands (`demand_payment`), listing where the two disagree.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import type { ChartScreen, MetricColumn } from '../analytics/metrics.ts';
import { paymentChannelOptions } from '../demand/business.ts';
import { paymentChannels } from './payments.ts';

const c = (key: string, zh: string, en: string, kind: MetricColumn['kind'] = 'number'): MetricColumn => ({
  key,
  label: { zh, en },
  kind,
});

const channelLabel = (channel: string) =>
  paymentChannelOptions.find((option) => option.value === channel)?.label ?? { zh: channel, en: channel };

/**
 * The chart of /payment/wechat/count, drawn by the analytics charts' drawing (ECharts options from a chart
 * declaration): amounts per channel and day (successful payments). Its own call answers the rows, so it carries
 * no analytics metric.
 */
export const paymentDailyChart: Omit<ChartScreen, 'metric'> = {
  title: { zh: '渠道支付金额（按日）', en: 'Channel payments a day' },
  chart: 'bar',
  x: 'day',
  columns: [
    c('day', '日期', 'Day', 'text'),
    ...paymentChannels.map((channel) => {
      const label = channelLabel(channel);
      return c(channel, `${label.zh}（元）`, `${label.en} (CNY)`);
    }),
  ],
  note: {
    zh: '只计支付成功的渠道支付；日期按北京时间；金额为各币种原值相加（演示数据均为人民币）',
    en: 'Successful channel payments only; days in China time; amounts added as recorded (the demo rows are all CNY)',
  },
};

/** The table view of the same rows: the chart's columns, the day's total and its count of payments. */
export const paymentDailyColumns: readonly MetricColumn[] = [
  ...paymentDailyChart.columns,
  c('amount', '合计金额（元）', 'Total (CNY)'),
  c('payments', '支付笔数', 'Payments'),
];

/** One day of channel payments: `day`, an amount per channel, `amount` (their total) and `payments`. */
export type PaymentDay = Record<string, string | number>;

export const ReconcileKind = {
  /** A payment recorded on a demand that no successful channel payment settles. */
  missing: 'missing',
  /** The channel payments settling a recorded payment add up to another amount. */
  amount: 'amount',
  /** Settled through another channel than the one recorded. */
  channel: 'channel',
  /** A successful business (商机付费) channel payment that settles no recorded payment. */
  unlinked: 'unlinked',
} as const;
export type ReconcileKind = (typeof ReconcileKind)[keyof typeof ReconcileKind];

export const reconcileKindLabels: Readonly<Record<ReconcileKind, { zh: string; en: string }>> = {
  missing: { zh: '渠道无到账', en: 'No channel payment' },
  amount: { zh: '金额不符', en: 'Amounts differ' },
  channel: { zh: '渠道不符', en: 'Channels differ' },
  unlinked: { zh: '未对应登记', en: 'Not recorded on a demand' },
};

export interface ReconcileRow {
  kind: ReconcileKind;
  demand_payment_id: number | null;
  /** The recorded payment's reference (流水号). */
  reference: string | null;
  recorded_amount: number | null;
  recorded_channel: string | null;
  channel_amount: number | null;
  /** The channels of the channel payments, comma-separated. */
  channel: string | null;
  /** Their trade numbers, comma-separated. */
  trade_nos: string | null;
  /** The recorded payment's time, else the channel payment's. */
  paid_at: string;
}

export interface Reconciliation {
  /** Recorded payments and channel payments looked at in the range. */
  recorded: number;
  channel_payments: number;
  recorded_amount: number;
  channel_amount: number;
  rows: ReconcileRow[];
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number();
const reconciliationSchema: z.ZodType<Reconciliation> = z.object({
  recorded: z.number().int(),
  channel_payments: z.number().int(),
  recorded_amount: money,
  channel_amount: money,
  rows: z.array(
    z.object({
      kind: z.enum(['missing', 'amount', 'channel', 'unlinked']),
      demand_payment_id: z.number().int().nullable(),
      reference: z.string().nullable(),
      recorded_amount: money.nullable(),
      recorded_channel: z.string().nullable(),
      channel_amount: money.nullable(),
      channel: z.string().nullable(),
      trade_nos: z.string().nullable(),
      paid_at: z.string(),
    }),
  ),
});

/** Most days one call covers. */
export const MAX_PAYMENT_DAYS = 366;
const range = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'to is before from' })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < MAX_PAYMENT_DAYS * 86_400_000, {
    path: ['from'],
    message: `at most ${MAX_PAYMENT_DAYS} days`,
  });

export const paymentEndpoints = {
  /** Every day of the range, empty days with zeros. */
  daily: endpoint({
    method: 'GET',
    path: '/payment/daily',
    name: { zh: '渠道支付日统计', en: 'Channel payments a day' },
    input: range,
    output: z.object({
      rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
      /** The range's totals: `amount`, `payments` and an amount per channel. */
      totals: z.record(z.string(), z.number()),
    }),
  }),
  reconcile: endpoint({
    method: 'GET',
    path: '/payment/reconcile',
    name: { zh: '渠道支付对账', en: 'Reconcile channel payments' },
    /** China-time days, both ends included: a pair is looked at when either side falls in the range. */
    input: range,
    output: reconciliationSchema,
  }),
} as const;
