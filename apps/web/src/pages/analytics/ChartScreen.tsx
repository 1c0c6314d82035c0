/**
 * One screen for every declared analytics chart (contract: chartScreens): the route's metric over the date
 * range in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, the last 30 days without it), drawn with ECharts
 * (loaded lazily on the first draw: drawChart.ts), the same numbers as a table, and a CSV export of them.
 */
import { type ChartScreen as ChartDeclaration, chartScreens, metricEndpoints } from '@console/contract';
import { Alert, Button, Card, DatePicker, Segmented, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import type { DrawnChart } from './drawChart.ts';
import { useAnalyticsT } from './strings.ts';

type Row = Record<string, string | number | null>;
const DAY = 'YYYY-MM-DD';

function csvOf(screen: ChartDeclaration, rows: readonly Row[], label: (key: string) => string): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [screen.columns.map((col) => cell(label(col.key)))];
  for (const row of rows) lines.push(screen.columns.map((col) => cell(row[col.key])));
  // The BOM makes Excel read the Chinese headings as UTF-8.
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export function ChartScreen() {
  const { pathname } = useLocation();
  const screen = chartScreens[pathname];
  const t = useAnalyticsT();
  if (!screen) return <Alert type="warning" message={t('notFound')} />;
  return <DeclaredChart key={pathname} screen={screen} />;
}

function DeclaredChart({ screen }: { screen: ChartDeclaration }) {
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const to = params.get('to') ?? dayjs().format(DAY);
  const from = params.get('from') ?? dayjs(to).subtract(29, 'day').format(DAY);
  const session = params.get('session') ?? undefined;
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const [mounted, setMounted] = useState(0);
  const answer = useQuery({
    queryKey: ['analytics', screen.metric, from, to, session],
    queryFn: ({ signal }) =>
      call(
        metricEndpoints.metric,
        { metric: screen.metric, from, to, ...(session ? { session } : {}) },
        { signal },
      ),
  });
  const label = (key: string) => {
    const col = screen.columns.find((c) => c.key === key);
    return col ? col.label[locale === 'en' ? 'en' : 'zh'] : key;
  };
  const weekday = (n: number) => t(`weekday${n}` as Parameters<typeof t>[0]);
  const rows = answer.data?.rows ?? [];

  useEffect(() => {
    const element = host.current;
    if (view !== 'chart' || !element) return;
    let gone = false;
    void import('./drawChart.ts').then(({ mountChart }) => {
      if (gone) return;
      chart.current = mountChart(element);
      setMounted((n) => n + 1);
    });
    return () => {
      gone = true;
      chart.current?.dispose();
      chart.current = null;
    };
  }, [view]);
  useEffect(() => {
    if (view === 'chart' && answer.data && mounted > 0)
      chart.current?.draw(screen, answer.data.rows, (col) => label(col.key), weekday);
  });

  const setRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    const next = new URLSearchParams(params);
    if (range?.[0] && range[1]) {
      next.set('from', range[0].format(DAY));
      next.set('to', range[1].format(DAY));
    }
    setParams(next);
  };
  const exportCsv = () => {
    const blob = new Blob([csvOf(screen, rows, label)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${screen.metric}-${from}-${to}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  const title = screen.title[locale === 'en' ? 'en' : 'zh'];

  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          <Typography.Text>{t('range')}</Typography.Text>
          <span data-testid="analytics-range">
            <DatePicker.RangePicker
              allowClear={false}
              value={[dayjs(from), dayjs(to)]}
              onChange={(range) => setRange(range as [Dayjs | null, Dayjs | null] | null)}
            />
          </span>
          <Segmented
            data-testid="analytics-view"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            options={[
              { value: 'chart', label: t('chart') },
              { value: 'table', label: t('table') },
            ]}
          />
          <Button data-testid="analytics-export" onClick={exportCsv} disabled={rows.length === 0}>
            {t('export')}
          </Button>
        </Space>
      }
    >
      {screen.note && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          message={screen.note[locale === 'en' ? 'en' : 'zh']}
        />
      )}
      {answer.data && rows.length === 0 && <Alert type="warning" message={t('empty')} />}
      {view === 'chart' ? (
        <div
          ref={host}
          data-testid="analytics-chart"
          style={{
            width: '100%',
            height: screen.chart === 'cohort' ? Math.max(360, rows.length * 36 + 120) : 420,
          }}
        />
      ) : (
        <Table<Row>
          data-testid="analytics-table"
          size="small"
          loading={answer.isLoading}
          rowKey={(_, index) => String(index)}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: true }}
          columns={screen.columns.map((col) => ({
            key: col.key,
            dataIndex: col.key,
            title: label(col.key),
            align: col.kind === 'text' ? 'left' : 'right',
            render: (value: unknown) =>
              value === null || value === undefined
                ? '-'
                : col.key === 'weekday'
                  ? weekday(Number(value))
                  : col.kind === 'percent'
                    ? `${value}%`
                    : String(value),
          }))}
        />
      )}
      {answer.data && (
        <Typography.Text type="secondary" data-testid="analytics-took">
          {t('took', { ms: answer.data.ms })}
        </Typography.Text>
      )}
    </Card>
  );
}
