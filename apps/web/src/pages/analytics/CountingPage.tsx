/**
 * /analysis/counting: the rows of any declared families over time — the families picked, their rows added in
 * each day, week or month (or held at its end) as lines, with the chart panel's table and export. Everything
 * the screen shows is in the URL (`families`, `grain`, `measure`, `from`, `to`).
 */
import {
  analysisEndpoints,
  type ChartView,
  type CountGrain,
  type CountMeasure,
  countGrains,
  countMeasures,
  MAX_COUNTED_FAMILIES,
  resources,
} from '@console/contract';
import { Segmented, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { RangePicker, useDateRange } from './DateRange.tsx';
import { useAnalyticsT } from './strings.ts';

export const DEFAULT_COUNTED = ['site_user', 'demand', 'proposal', 'datasheet'];

export function CountingPage() {
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const [params, setParams] = useSearchParams();
  const range = useDateRange();
  const families = (params.get('families') ?? DEFAULT_COUNTED.join(','))
    .split(',')
    .filter((key) => resources[key]);
  const grain = (countGrains as readonly string[]).includes(params.get('grain') ?? '')
    ? (params.get('grain') as CountGrain)
    : 'day';
  const measure = params.get('measure') === 'total' ? 'total' : ('added' as CountMeasure);
  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });

  const options = useMemo(
    () =>
      Object.values(resources)
        .map((def) => ({ value: def.key, label: def.label[locale] }))
        .sort((a, b) => a.label.localeCompare(b.label, 'zh-CN')),
    [locale],
  );
  const answer = useQuery({
    queryKey: ['analysis-count', families.join(','), grain, measure, range.from, range.to],
    enabled: families.length > 0,
    queryFn: ({ signal }) =>
      call(
        analysisEndpoints.familyCount,
        { families: families.join(','), grain, measure, from: range.from, to: range.to },
        { signal },
      ),
  });
  const screen: ChartView = {
    title: { zh: '各类数据计数', en: 'Rows of each family' },
    chart: 'line',
    x: 'period',
    note: {
      zh: '新增：该时段内进入平台的行（用户按注册时间）；累计：时段结束时的总行数（已删除的行不计）',
      en: 'Added: rows that entered in the period (users by registration); total: rows held at its end (deleted rows not counted)',
    },
    columns: [
      { key: 'period', label: { zh: '时段', en: 'Period' }, kind: 'text' },
      ...families.map((key) => ({ key, label: resources[key]?.label ?? { zh: key, en: key } })),
    ],
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          data-testid="counting-families"
          mode="multiple"
          style={{ minWidth: 420 }}
          maxCount={MAX_COUNTED_FAMILIES}
          placeholder={t('pickFamilies')}
          aria-label={t('pickFamilies')}
          value={families}
          options={options}
          optionFilterProp="label"
          onChange={(keys: string[]) => set('families', keys.join(','))}
        />
        <Segmented
          data-testid="counting-grain"
          value={grain}
          onChange={(value) => set('grain', String(value))}
          options={countGrains.map((value) => ({ value, label: t(`grain_${value}`) }))}
        />
        <Segmented
          data-testid="counting-measure"
          value={measure}
          onChange={(value) => set('measure', String(value))}
          options={countMeasures.map((value) => ({ value, label: t(`measure_${value}`) }))}
        />
        <RangePicker range={range} />
      </Space>
      <ChartPanel screen={screen} answer={answer} fileName={`counts-${grain}-${range.from}-${range.to}`} />
    </Space>
  );
}
