/**
 * /analysis/customize-user-analysis: the platform's users counted by one or two dimensions an admin picks,
 * under filters and a registration range. The whole analysis is the URL (the breakdown's own query string), so
 * a saved view is that query kept under a name for its admin and reopened by putting it back in the URL.
 */
import {
  analysisEndpoints,
  type ChartView,
  siteUserSourceOptions,
  type UserAnalysisParams,
  type UserDimension,
  userAnalysisParams,
  userDimensions,
} from '@console/contract';
import { Card, Col, DatePicker, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { DAY } from './DateRange.tsx';
import { pivot, valueName } from './figures.ts';
import { useAnalyticsT } from './strings.ts';
import { SavedViews } from './UserViews.tsx';

const PARAM_KEYS = Object.keys(userAnalysisParams.shape) as (keyof UserAnalysisParams)[];
export const DEFAULT_DIMENSIONS = 'source';

/** The analysis the URL holds (unknown or bad values left out; one dimension at least). */
export function analysisOf(params: URLSearchParams): UserAnalysisParams {
  const raw: Record<string, string> = {};
  for (const key of PARAM_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  raw.dimensions ??= DEFAULT_DIMENSIONS;
  const parsed = userAnalysisParams.safeParse(raw);
  return parsed.success ? parsed.data : { dimensions: DEFAULT_DIMENSIONS };
}

export function UserAnalysisPage() {
  const t = useAnalyticsT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  const [params, setParams] = useSearchParams();
  const analysis = analysisOf(params);
  const dims = analysis.dimensions.split(',');
  const set = (changes: Partial<Record<keyof UserAnalysisParams, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const answer = useQuery({
    queryKey: ['analysis-users', analysis],
    queryFn: ({ signal }) => call(analysisEndpoints.userBreakdown, analysis, { signal }),
  });
  const dimension = (key: string): UserDimension | undefined => userDimensions.find((d) => d.key === key);
  const name = (key: string, value: unknown) =>
    String(valueName(dimension(key)?.options, value, locale, t('unset')) ?? '-');
  const [first = DEFAULT_DIMENSIONS, second] = dims;
  const rows = answer.data?.rows ?? [];
  const pivoted = second ? pivot(rows, first, second, 'users', name) : undefined;
  const total = answer.data?.total ?? 0;
  const screen: ChartView = {
    title: { zh: '用户分布', en: 'Users broken down' },
    chart: 'bar',
    stacked: Boolean(second),
    x: first,
    note: { zh: `符合条件的用户共 ${total} 位`, en: `${total} users match` },
    columns: pivoted
      ? [
          { key: first, label: dimension(first)?.label ?? { zh: first, en: first }, kind: 'text' },
          ...pivoted.columns.map((col) => ({ key: col.key, label: { zh: col.label, en: col.label } })),
        ]
      : [
          {
            key: first,
            label: dimension(first)?.label ?? { zh: first, en: first },
            kind: 'text',
            // Empty options still name the empty value ("not filled in").
            options: dimension(first)?.options ?? [],
          },
          { key: 'users', label: { zh: '用户数', en: 'Users' } },
        ],
  };
  const boolFilter = (key: 'verified' | 'is_client' | 'enabled') => (
    <Select
      data-testid={`user-analysis-${key}`}
      style={{ width: 130 }}
      allowClear
      placeholder={dimension(key)?.label[locale]}
      aria-label={dimension(key)?.label[locale]}
      value={analysis[key]}
      onChange={(value?: string) => set({ [key]: value })}
      options={[
        { value: 'true', label: `${dimension(key)?.label[locale]}：${t('yes')}` },
        { value: 'false', label: `${dimension(key)?.label[locale]}：${t('no')}` },
      ]}
    />
  );

  return (
    <Row gutter={16}>
      <Col xs={24} lg={6}>
        <SavedViews analysis={analysis} openedId={Number(params.get('view')) || undefined} />
      </Col>
      <Col xs={24} lg={18}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={t('dimensionsAndFilters')}>
            <Space wrap>
              <Select
                data-testid="user-analysis-dimensions"
                mode="multiple"
                maxCount={2}
                style={{ minWidth: 260 }}
                value={dims}
                placeholder={t('pickDimensions')}
                aria-label={t('pickDimensions')}
                onChange={(keys: string[]) => set({ dimensions: keys.join(',') || DEFAULT_DIMENSIONS })}
                options={userDimensions.map((d) => ({ value: d.key, label: d.label[locale] }))}
              />
              <Select
                data-testid="user-analysis-source"
                mode="multiple"
                allowClear
                style={{ minWidth: 200 }}
                placeholder={dimension('source')?.label[locale]}
                aria-label={dimension('source')?.label[locale]}
                value={analysis.source?.split(',') ?? []}
                onChange={(values: string[]) => set({ source: values.join(',') })}
                options={siteUserSourceOptions.map((o) => ({ value: o.value, label: o.label[locale] }))}
              />
              {boolFilter('verified')}
              {boolFilter('is_client')}
              {boolFilter('enabled')}
              <Input.Search
                data-testid="user-analysis-region"
                allowClear
                style={{ width: 160 }}
                placeholder={dimension('region')?.label[locale]}
                defaultValue={analysis.region}
                onSearch={(value) => set({ region: value.trim() })}
              />
              <Input.Search
                allowClear
                style={{ width: 160 }}
                placeholder={dimension('company_type')?.label[locale]}
                defaultValue={analysis.company_type}
                onSearch={(value) => set({ company_type: value.trim() })}
              />
              <span data-testid="analytics-range">
                {/* Uncontrolled, remounted when the URL's range changes: a half-picked range survives re-renders. */}
                <DatePicker.RangePicker
                  key={`${analysis.from}|${analysis.to}`}
                  placeholder={[t('registeredFrom'), t('registeredTo')]}
                  defaultValue={
                    analysis.from && analysis.to ? [dayjs(analysis.from), dayjs(analysis.to)] : undefined
                  }
                  onChange={(picked) => {
                    const [start, end] = (picked ?? []) as [Dayjs | null, Dayjs | null];
                    set({ from: start?.format(DAY), to: end?.format(DAY) });
                  }}
                />
              </span>
            </Space>
          </Card>
          <ChartPanel
            screen={screen}
            answer={{
              isLoading: answer.isLoading,
              data: answer.data && { rows: pivoted ? pivoted.rows : rows, ms: answer.data.ms },
            }}
            fileName={`users-${analysis.dimensions.replace(',', '-')}`}
          />
        </Space>
      </Col>
    </Row>
  );
}
