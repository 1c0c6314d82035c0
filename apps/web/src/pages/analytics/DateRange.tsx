/**
 * The date range of an analytics screen, kept in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`) so a chart's link
 * opens the same figures; without it, the last `days` days. The picker offers the usual spans.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { useAnalyticsT } from './strings.ts';

export const DAY = 'YYYY-MM-DD';

export interface DateRange {
  from: string;
  to: string;
  setRange: (from: string, to: string) => void;
}

export function useDateRange(days = 30): DateRange {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? dayjs().format(DAY);
  const from =
    params.get('from') ??
    dayjs(to)
      .subtract(days - 1, 'day')
      .format(DAY);
  return {
    from,
    to,
    setRange: (nextFrom, nextTo) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('from', nextFrom);
        next.set('to', nextTo);
        return next;
      }),
  };
}

export function RangePicker({ range }: { range: DateRange }) {
  const t = useAnalyticsT();
  const today = dayjs();
  const last = (n: number): [Dayjs, Dayjs] => [today.subtract(n - 1, 'day'), today];
  return (
    <span data-testid="analytics-range">
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(range.from), dayjs(range.to)]}
        presets={[
          { label: t('last7'), value: last(7) },
          { label: t('last30'), value: last(30) },
          { label: t('last90'), value: last(90) },
          { label: t('last365'), value: last(365) },
        ]}
        onChange={(picked) => {
          const [start, end] = (picked ?? []) as [Dayjs | null, Dayjs | null];
          if (start && end) range.setRange(start.format(DAY), end.format(DAY));
        }}
      />
    </span>
  );
}
