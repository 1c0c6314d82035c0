/**
 * The ECharts option of a declared chart screen from its rows: lines and bars (a series per number column),
 * a funnel and a pie (the first number column), the weekday × hour heat map and the cohort table drawn as a
 * heat map of its weekly percentages.
 */
import type { ChartView } from '@console/contract';
import type * as echarts from 'echarts/core';

type Row = Record<string, string | number | null>;
type Label = (column: ChartView['columns'][number]) => string;

export function chartOption(
  screen: ChartView,
  rows: readonly Row[],
  label: Label,
  weekday: (n: number) => string,
): echarts.EChartsCoreOption {
  // A column says `number` by default (the table aligns it so too).
  const numbers = screen.columns.filter((col) => (col.kind ?? 'number') === 'number' && col.key !== screen.x);
  const category = rows.map((row) => String(row[screen.x] ?? '-'));
  // The exact figure of a point: counts are whole numbers, shown as they are (no rounding, no "k").
  const tooltip = {
    trigger: screen.chart === 'line' || screen.chart === 'bar' ? 'axis' : 'item',
    valueFormatter: (value: unknown) =>
      typeof value === 'number' ? value.toLocaleString() : String(value ?? '-'),
  };
  switch (screen.chart) {
    case 'kpi':
      // Figure cards, drawn by the panel itself.
      return {};
    case 'line':
    case 'bar':
      return {
        tooltip,
        legend: { top: 0 },
        grid: { left: 60, right: 20, top: 36, bottom: screen.chart === 'bar' ? 90 : 40 },
        xAxis: {
          type: 'category',
          data: category,
          axisLabel: { rotate: screen.chart === 'bar' && category.length > 8 ? 35 : 0 },
        },
        // The charted columns are counts: no axis tick between two whole numbers.
        yAxis: { type: 'value', minInterval: 1 },
        series: numbers.map((col) => ({
          name: label(col),
          type: screen.chart,
          // Whole numbers a day: straight segments between the points, each point marked, never a curve
          // suggesting figures between them.
          smooth: false,
          ...(screen.stacked ? { stack: 'total' } : {}),
          showSymbol: rows.length <= 120,
          symbolSize: 4,
          data: rows.map((row) => row[col.key] ?? 0),
        })),
      };
    case 'funnel':
    case 'pie': {
      const value = numbers[0];
      const data = rows.map((row) => ({
        name: String(row[screen.x] ?? '-'),
        value: value ? Number(row[value.key] ?? 0) : 0,
      }));
      // A funnel's widths are proportional to its figures: the largest stage is the full width, 0 none.
      const largest = Math.max(1, ...data.map((item) => item.value));
      return {
        tooltip,
        legend: { top: 0 },
        series: [
          screen.chart === 'funnel'
            ? {
                type: 'funnel',
                sort: 'none',
                min: 0,
                max: largest,
                minSize: '0%',
                top: 40,
                bottom: 10,
                label: { formatter: '{b}: {c}' },
                data,
              }
            : { type: 'pie', radius: ['35%', '65%'], top: 30, label: { formatter: '{b}: {c} ({d}%)' }, data },
        ],
      };
    }
    case 'heatmap': {
      const hours = Array.from({ length: 24 }, (_, h) => String(h));
      const days = [1, 2, 3, 4, 5, 6, 7].map(weekday);
      const data = rows.map((row) => [Number(row.hour), Number(row.weekday) - 1, Number(row.events)]);
      const max = Math.max(1, ...data.map((cell) => cell[2] ?? 0));
      return {
        tooltip: { position: 'top' },
        grid: { left: 60, right: 20, top: 50, bottom: 40 },
        xAxis: { type: 'category', data: hours, splitArea: { show: true } },
        yAxis: { type: 'category', data: days, splitArea: { show: true } },
        visualMap: {
          min: 0,
          max,
          calculable: true,
          orient: 'horizontal',
          right: 10,
          top: 0,
          itemHeight: 120,
        },
        series: [{ type: 'heatmap', data, label: { show: false } }],
      };
    }
    case 'cohort': {
      const weeks = screen.columns.filter((col) => col.kind === 'percent');
      const used = weeks.filter((col) => rows.some((row) => row[col.key] !== undefined));
      const data = rows.flatMap((row, y) =>
        used.map((col, x) => [x, y, row[col.key] ?? '-'] as [number, number, number | string]),
      );
      return {
        tooltip: { position: 'top' },
        grid: { left: 120, right: 20, top: 50, bottom: 40 },
        xAxis: { type: 'category', data: used.map(label), splitArea: { show: true } },
        yAxis: {
          type: 'category',
          data: rows.map((row) => `${row.cohort} (${row.visitors})`),
          inverse: true,
        },
        visualMap: {
          min: 0,
          max: 50,
          calculable: true,
          orient: 'horizontal',
          right: 10,
          top: 0,
          itemHeight: 120,
        },
        series: [{ type: 'heatmap', data, label: { show: true, formatter: '{@[2]}%' } }],
      };
    }
  }
}
