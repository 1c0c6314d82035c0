/**
 * Counts drawn as counts (issue 34): straight lines and bars on an integer axis with the exact figure in the
 * tooltip, a funnel whose stages are proportional to their figures, and a chart of zeros not drawn at all.
 */
import { chartScreens } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { chartOption } from '../../src/pages/analytics/chartOption.ts';
import { hasFigures } from '../../src/pages/analytics/figures.ts';

const label = (col: { key: string }) => col.key;
const weekday = (n: number) => String(n);
type Series = { type: string; smooth?: boolean; min?: number; max?: number; data: unknown[] };
type Option = {
  yAxis?: { minInterval?: number };
  series: Series[];
  tooltip: { valueFormatter: (value: unknown) => string };
};

describe('count charts', () => {
  const downloads = chartScreens['/data/product/docs'];
  const overview = chartScreens['/data/tracking/overview'];
  const funnel = chartScreens['/data/product/v2_demand'];

  it('draw whole numbers as bars or straight lines on an integer axis, the exact figure in the tooltip', () => {
    if (!downloads || !overview) throw new Error('declared');
    expect(downloads.chart).toBe('bar');
    const line = chartOption(
      overview,
      [
        { day: '2026-03-01', events: 12345, page_views: 3 },
        { day: '2026-03-02', events: 7, page_views: 0 },
      ],
      label,
      weekday,
    ) as unknown as Option;
    expect(line.yAxis?.minInterval).toBe(1);
    expect(line.series.map((s) => s.smooth)).toEqual([false, false]);
    expect(line.tooltip.valueFormatter(12345)).toBe((12345).toLocaleString());
    expect(line.tooltip.valueFormatter(7)).toBe('7');
  });

  it('draws a funnel proportional to its stages, the largest full width', () => {
    if (!funnel) throw new Error('declared');
    const rows = [
      { step: 'posted', demands: 8, rate: 100 },
      { step: 'checked', demands: 6, rate: 75 },
      { step: 'proposal', demands: 3, rate: 37.5 },
      { step: 'business', demands: 1, rate: 12.5 },
    ];
    const option = chartOption(funnel, rows, label, weekday) as unknown as Option;
    const [series] = option.series;
    expect(series?.type).toBe('funnel');
    expect(series?.min).toBe(0);
    expect(series?.max).toBe(8);
    expect(series?.data).toEqual(rows.map((row) => ({ name: row.step, value: row.demands })));
  });

  it('has nothing to draw when every figure is 0 or there is no row', () => {
    if (!funnel || !downloads) throw new Error('declared');
    const zeros = ['posted', 'checked', 'proposal', 'business'].map((step) => ({
      step,
      demands: 0,
      rate: 0,
    }));
    expect(hasFigures(funnel, zeros)).toBe(false);
    expect(hasFigures(downloads, [])).toBe(false);
    expect(hasFigures(downloads, [{ day: '2026-03-01', downloads: 0 }])).toBe(false);
    expect(
      hasFigures(downloads, [
        { day: '2026-03-01', downloads: 0 },
        { day: '2026-03-02', downloads: 1 },
      ]),
    ).toBe(true);
  });
});
