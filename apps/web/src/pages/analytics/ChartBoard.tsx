/**
 * A board of declared charts over one date range (contract: chartBoards), such as the management dashboard:
 * the range in the URL for all of them, each chart with its own table view and export.
 */
import { type BoardChart, chartBoards } from '@console/contract';
import { Alert, Card, Col, Row, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useLocaleStore } from '../../stores/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { useMetric } from './ChartScreen.tsx';
import { type DateRange, RangePicker, useDateRange } from './DateRange.tsx';
import { useAnalyticsT } from './strings.ts';

export function ChartBoardScreen() {
  const { pathname } = useLocation();
  const board = chartBoards[pathname];
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const range = useDateRange();
  if (!board) return <Alert type="warning" title={t('notFound')} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {board.title[locale]}
          </Typography.Title>
          <Space>
            <Typography.Text>{t('range')}</Typography.Text>
            <RangePicker range={range} />
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {board.charts.map((chart) => (
          <Col key={chart.key} xs={24} xl={chart.span ?? 24}>
            <BoardPanel chart={chart} range={range} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

function BoardPanel({ chart, range }: { chart: BoardChart; range: DateRange }) {
  const answer = useMetric(chart, range.from, range.to);
  return (
    <ChartPanel
      testId={`board-${chart.key}`}
      screen={chart}
      answer={answer}
      fileName={`${chart.key}-${range.from}-${range.to}`}
    />
  );
}
