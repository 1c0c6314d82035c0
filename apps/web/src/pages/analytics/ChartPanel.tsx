/**
 * One chart of the analytics engine: a chart declaration (contract `ChartView`, declared or built by a screen)
 * and the rows its metric answered, drawn with ECharts (loaded lazily on the first draw: drawChart.ts) or as
 * figure cards (`kpi`), the same numbers as a sortable table, and a CSV export of them. The date range and the
 * query belong to the screen around it (a declared chart, a board of several, the counting screen…).
 */
import { type ChartView, type MetricName, metricSources } from '@console/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Row as GridRow,
  Segmented,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocaleStore } from '../../stores/locale.ts';
import { compareCells, csvOf, hasFigures, namedRows, type Row } from './figures.ts';
import { useAnalyticsT } from './strings.ts';
import { useChartHost } from './useChartHost.ts';

export interface PanelAnswer {
  data?: { rows: Row[]; ms: number };
  isLoading: boolean;
}

interface Props {
  screen: ChartView;
  answer: PanelAnswer;
  /** The file name of the export, without `.csv`. */
  fileName: string;
  /** Controls of the screen shown beside the panel's own (a range picker). */
  extra?: ReactNode;
  initialView?: 'chart' | 'table';
  /** Names a column (a built declaration's series are not in the contract). */
  testId?: string;
}

export function ChartPanel({ screen, answer, fileName, extra, initialView = 'chart', testId }: Props) {
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const [view, setView] = useState<'chart' | 'table'>(initialView);
  const label = (key: string) => {
    const col = screen.columns.find((c) => c.key === key);
    return col ? col.label[locale] : key;
  };
  const weekday = (n: number) => t(`weekday${n}` as Parameters<typeof t>[0]);
  const rows = namedRows(screen, answer.data?.rows ?? [], locale, t('unset'));
  // Nothing to draw: no row, or only zeros (a flat line or bars of nothing would read as a figure).
  const empty = answer.data !== undefined && !hasFigures(screen, rows);
  const drawn = view === 'chart' && screen.chart !== 'kpi' && !empty;

  const { host, chart, mounted } = useChartHost(drawn);
  useEffect(() => {
    if (!drawn || !answer.data || mounted === 0 || !chart.current) return;
    chart.current.draw(screen, rows, (col) => label(col.key), weekday);
    // What was drawn, for the end-to-end tests: a chart without series looks like an empty one.
    host.current?.setAttribute('data-series', String(chart.current.seriesCount()));
  });

  const exportCsv = () => {
    const blob = new Blob([csvOf(screen, rows, label)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${fileName}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  return (
    <Card
      data-testid={testId}
      title={screen.title[locale]}
      extra={
        <Space wrap>
          {extra}
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
      {screen.note && <Alert style={{ marginBottom: 12 }} type="info" showIcon title={screen.note[locale]} />}
      {empty && view === 'chart' && <EmptyChart screen={screen} />}
      {view === 'chart' && screen.chart === 'kpi' && <KpiCards screen={screen} rows={rows} label={label} />}
      {drawn && (
        <div
          ref={host}
          data-testid="analytics-chart"
          style={{
            width: '100%',
            height: screen.chart === 'cohort' ? Math.max(360, rows.length * 36 + 120) : 380,
          }}
        />
      )}
      {view === 'table' && (
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
            sorter: (a: Row, b: Row) => compareCells(col, a, b),
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

/** Why a chart has nothing to draw: where its figures come from, and for events, how they arrive. */
function EmptyChart({ screen }: { screen: ChartView }) {
  const t = useAnalyticsT();
  const metric = (screen as { metric?: MetricName }).metric;
  const events = metric !== undefined && metricSources[metric] !== 'rows';
  return (
    <Empty
      data-testid="analytics-empty"
      data-source={events ? 'events' : 'rows'}
      style={{ padding: '48px 0' }}
      description={
        <span style={{ maxWidth: 640, display: 'inline-block' }}>
          {t(events ? 'emptyEvents' : 'emptyRows')}
        </span>
      }
    >
      {events && (
        <Link to="/operation/tracking/list?tab=sites">
          <Button type="primary">{t('openSites')}</Button>
        </Link>
      )}
    </Empty>
  );
}

/** `kpi`: a card per row — the range's figure (the first number column), the others beneath it. */
function KpiCards({
  screen,
  rows,
  label,
}: {
  screen: ChartView;
  rows: Row[];
  label: (key: string) => string;
}) {
  const [main, ...others] = screen.columns.filter((col) => col.key !== screen.x);
  if (!main) return null;
  return (
    <GridRow gutter={[16, 16]} data-testid="analytics-kpis">
      {rows.map((row) => (
        <Col key={String(row[screen.x])} flex="1 1 180px">
          <Card size="small">
            <Statistic title={String(row[screen.x] ?? '-')} value={Number(row[main.key] ?? 0)} />
            {others.map((col) => {
              const value = row[col.key];
              const color =
                col.kind === 'percent' && typeof value === 'number'
                  ? value >= 0
                    ? '#3f8600'
                    : '#cf1322'
                  : undefined;
              return (
                <Typography.Text key={col.key} type="secondary" style={{ display: 'block' }}>
                  {label(col.key)}：
                  <span style={{ color }}>
                    {value === null || value === undefined
                      ? '-'
                      : col.kind === 'percent'
                        ? `${Number(value) > 0 ? '+' : ''}${value}%`
                        : String(value)}
                  </span>
                </Typography.Text>
              );
            })}
          </Card>
        </Col>
      ))}
    </GridRow>
  );
}
