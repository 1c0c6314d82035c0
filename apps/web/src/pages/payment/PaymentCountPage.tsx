/**
 * /payment/wechat/count: channel payments per day (WeChat Pay first), drawn by the analytics charts' ECharts
 * drawing from a chart declaration (contract paymentDailyChart), with the range's totals, the same rows as a
 * table, and the reconciliation against the payments recorded on demands: each disagreement named. The range
 * is in the URL (`?from=&to=`, the last 30 days without it), as on the analytics chart screens.
 */

import {
  type ChartScreen,
  paymentChannelOptions,
  paymentChannels,
  paymentDailyChart,
  paymentDailyColumns,
  paymentEndpoints,
  type ReconcileRow,
  reconcileKindLabels,
} from '@console/contract';
import { Alert, Card, DatePicker, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { joinList } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useChartHost } from '../analytics/useChartHost.ts';

const DAY = 'YYYY-MM-DD';
type Row = Record<string, string | number>;

export function PaymentCountPage() {
  const locale = useLocaleStore((s) => s.locale);
  const lang = locale === 'en' ? 'en' : 'zh';
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const to = params.get('to') ?? dayjs().format(DAY);
  const from = params.get('from') ?? dayjs(to).subtract(29, 'day').format(DAY);
  const daily = useQuery({
    queryKey: ['payment-daily', from, to],
    queryFn: ({ signal }) => call(paymentEndpoints.daily, { from, to }, { signal }),
  });
  const check = useQuery({
    queryKey: ['payment-reconcile', from, to],
    queryFn: ({ signal }) => call(paymentEndpoints.reconcile, { from, to }, { signal }),
  });
  const label = (col: { label: { zh: string; en: string } }) => col.label[lang];
  const channelList = (value: string | null) =>
    (value ?? '')
      .split(',')
      .filter(Boolean)
      .map((v) => paymentChannelOptions.find((o) => o.value === v)?.label[lang] ?? v);
  const channelName = (value: string | null) => joinList(lang, channelList(value));

  const { host, chart, mounted } = useChartHost(view === 'chart');
  useEffect(() => {
    // The drawing reads the chart kind, axis and columns of the declaration; the metric it names is not used.
    if (view === 'chart' && daily.data && mounted > 0)
      chart.current?.draw(paymentDailyChart as ChartScreen, daily.data.rows, label, String);
  });

  const setRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    const next = new URLSearchParams(params);
    if (range?.[0] && range[1]) {
      next.set('from', range[0].format(DAY));
      next.set('to', range[1].format(DAY));
    }
    setParams(next);
  };
  const totals = daily.data?.totals;
  const money = (value: unknown) => (value === null || value === undefined ? '-' : Number(value).toFixed(2));

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={paymentDailyChart.title[lang]}
        extra={
          <Space wrap>
            <Typography.Text>{L('时间范围', 'Range')}</Typography.Text>
            <span data-testid="payment-range">
              <DatePicker.RangePicker
                allowClear={false}
                value={[dayjs(from), dayjs(to)]}
                onChange={(range) => setRange(range as [Dayjs | null, Dayjs | null] | null)}
              />
            </span>
            <Segmented
              value={view}
              onChange={(value) => setView(value as 'chart' | 'table')}
              options={[
                { value: 'chart', label: L('图表', 'Chart') },
                { value: 'table', label: L('表格', 'Table') },
              ]}
            />
          </Space>
        }
      >
        {totals && (
          <Space size={40} wrap style={{ marginBottom: 16 }} data-testid="payment-totals">
            <Statistic title={L('支付笔数', 'Payments')} value={totals.payments ?? 0} />
            <Statistic title={L('合计金额（元）', 'Total (CNY)')} value={money(totals.amount)} />
            {paymentChannels.map((channel) => (
              <Statistic key={channel} title={channelName(channel)} value={money(totals[channel])} />
            ))}
          </Space>
        )}
        {paymentDailyChart.note && (
          <Alert style={{ marginBottom: 12 }} type="info" showIcon message={paymentDailyChart.note[lang]} />
        )}
        {view === 'chart' ? (
          <div ref={host} data-testid="payment-chart" style={{ width: '100%', height: 380 }} />
        ) : (
          <Table<Row>
            data-testid="payment-table"
            size="small"
            rowKey={(row) => String(row.day)}
            dataSource={daily.data?.rows ?? []}
            pagination={{ pageSize: 31, hideOnSinglePage: true }}
            columns={paymentDailyColumns.map((col) => ({
              key: col.key,
              dataIndex: col.key,
              title: label(col),
              align: col.kind === 'text' ? 'left' : 'right',
              render: (value: unknown) =>
                col.kind === 'text' || col.key === 'payments' ? String(value) : money(value),
            }))}
          />
        )}
      </Card>
      <Card
        title={L('与商机付费登记对账', 'Reconciliation with the payments recorded on demands')}
        data-testid="payment-reconcile"
      >
        {check.data && (
          <Space size={40} wrap style={{ marginBottom: 16 }}>
            <Statistic title={L('登记付款笔数', 'Recorded payments')} value={check.data.recorded} />
            <Statistic
              title={L('登记金额（元）', 'Recorded (CNY)')}
              value={money(check.data.recorded_amount)}
            />
            <Statistic title={L('渠道到账笔数', 'Channel payments')} value={check.data.channel_payments} />
            <Statistic
              title={L('渠道到账金额（元）', 'Received (CNY)')}
              value={money(check.data.channel_amount)}
            />
            <Statistic
              title={L('不一致', 'Disagreements')}
              value={check.data.rows.length}
              valueStyle={{ color: check.data.rows.length > 0 ? '#cf1322' : '#389e0d' }}
            />
          </Space>
        )}
        {check.data && check.data.rows.length === 0 && (
          <Alert
            type="success"
            message={L('所选时间段内渠道支付与登记一致', 'Channel payments and records agree')}
          />
        )}
        {check.data && check.data.rows.length > 0 && (
          <Table<ReconcileRow>
            size="small"
            rowKey={(row, i) => `${row.kind}-${row.demand_payment_id ?? row.trade_nos}-${i}`}
            dataSource={check.data.rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                key: 'kind',
                title: L('问题', 'Issue'),
                render: (_: unknown, row) => <Tag color="red">{reconcileKindLabels[row.kind][lang]}</Tag>,
              },
              {
                key: 'reference',
                dataIndex: 'reference',
                title: L('登记流水号', 'Reference'),
                render: (v) => v ?? '-',
              },
              {
                key: 'recorded',
                title: L('登记金额 / 渠道', 'Recorded'),
                render: (_: unknown, row) =>
                  row.recorded_amount === null
                    ? '-'
                    : `${money(row.recorded_amount)} · ${channelName(row.recorded_channel)}`,
              },
              {
                key: 'channel',
                title: L('渠道到账 / 渠道', 'Received'),
                render: (_: unknown, row) =>
                  row.channel_amount === null
                    ? '-'
                    : `${money(row.channel_amount)} · ${channelName(row.channel)}`,
              },
              {
                key: 'trade',
                dataIndex: 'trade_nos',
                title: L('交易单号', 'Trade numbers'),
                render: (v) => v ?? '-',
              },
              {
                key: 'paid_at',
                dataIndex: 'paid_at',
                title: L('时间', 'Time'),
                render: (v: string) => formatDateTime(v),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
