/**
 * One screen for every declared analytics chart (contract: chartScreens): the route's metric over the date
 * range in the URL (the last 30 days without it), drawn by the chart panel with its table view and export.
 */
import { type ChartScreen as ChartDeclaration, chartScreens, metricEndpoints } from '@console/contract';
import { Alert } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { RangePicker, useDateRange } from './DateRange.tsx';
import { useAnalyticsT } from './strings.ts';

export function ChartScreen() {
  const { pathname } = useLocation();
  const screen = chartScreens[pathname];
  const t = useAnalyticsT();
  if (!screen) return <Alert type="warning" title={t('notFound')} />;
  return <DeclaredChart key={pathname} screen={screen} />;
}

/** A declared chart's rows over a range (shared by the boards and the data list). */
export function useMetric(screen: ChartDeclaration, from: string, to: string, session?: string) {
  return useQuery({
    queryKey: ['analytics', screen.metric, from, to, session],
    queryFn: ({ signal }) =>
      call(
        metricEndpoints.metric,
        { metric: screen.metric, from, to, ...(session ? { session } : {}) },
        { signal },
      ),
  });
}

function DeclaredChart({ screen }: { screen: ChartDeclaration }) {
  const [params] = useSearchParams();
  const range = useDateRange();
  const answer = useMetric(screen, range.from, range.to, params.get('session') ?? undefined);
  return (
    <ChartPanel
      screen={screen}
      answer={answer}
      fileName={`${screen.metric}-${range.from}-${range.to}`}
      extra={<RangePicker range={range} />}
    />
  );
}
