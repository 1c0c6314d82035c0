/**
 * /analysis/data-list: the figures behind any chart of the console as a sortable, exportable table — every
 * declared chart screen (/data/…) and every chart of a board (the dashboard's), picked by name, over the range
 * in the URL (`?chart=` names it: the screen's route, or the board's route and the chart's key after `#`).
 */
import { type ChartScreen, chartBoards, chartScreens } from '@console/contract';
import { Select, Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLocaleStore } from '../../stores/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { useMetric } from './ChartScreen.tsx';
import { RangePicker, useDateRange } from './DateRange.tsx';
import { useAnalyticsT } from './strings.ts';

interface Named {
  screen: ChartScreen;
  /** A board's chart is named with its board's title. */
  name: { zh: string; en: string };
}

/** Every declared chart by the key the data list gives it. */
export function declaredCharts(): Map<string, Named> {
  const charts = new Map<string, Named>();
  for (const [route, board] of Object.entries(chartBoards)) {
    for (const chart of board.charts) {
      const name = {
        zh: `${board.title.zh} · ${chart.title.zh}`,
        en: `${board.title.en} · ${chart.title.en}`,
      };
      charts.set(`${route}#${chart.key}`, { screen: chart, name });
    }
  }
  for (const [route, screen] of Object.entries(chartScreens))
    charts.set(route, { screen, name: screen.title });
  return charts;
}

export const DEFAULT_DATA_LIST = '/analysis/dashborad#daily';

export function DataListPage() {
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const [params, setParams] = useSearchParams();
  const range = useDateRange();
  const charts = useMemo(declaredCharts, []);
  const picked = params.get('chart') ?? DEFAULT_DATA_LIST;
  const key = charts.has(picked) ? picked : DEFAULT_DATA_LIST;
  const { screen } = charts.get(key) as Named;
  const answer = useMetric(screen, range.from, range.to);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          data-testid="data-list-chart"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 360 }}
          value={key}
          placeholder={t('pickChart')}
          aria-label={t('pickChart')}
          options={[...charts].map(([value, chart]) => ({ value, label: chart.name[locale] }))}
          onChange={(value: string) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('chart', value);
              return next;
            })
          }
        />
        <RangePicker range={range} />
      </Space>
      <ChartPanel
        key={key}
        screen={screen}
        answer={answer}
        initialView="table"
        fileName={`${screen.metric}-${range.from}-${range.to}`}
      />
    </Space>
  );
}
