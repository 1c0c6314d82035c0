/**
 * ECharts and the option builder, loaded by the chart screen on its first draw: a chunk of their own, so the
 * screen's chunk (shared antd and app code) stays under the weight budget and the table view never loads them.
 */
import type { ChartView } from '@console/contract';
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { chartOption } from './chartOption.ts';

echarts.use([
  LineChart,
  BarChart,
  FunnelChart,
  HeatmapChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export interface DrawnChart {
  draw(
    screen: ChartView,
    rows: Parameters<typeof chartOption>[1],
    label: Parameters<typeof chartOption>[2],
    weekday: (n: number) => string,
  ): void;
  dispose(): void;
  /** Series holding at least one point in the last draw. */
  seriesCount(): number;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** An ECharts instance in `host`, following its size until disposed. */
export function mountChart(host: HTMLElement): DrawnChart {
  const instance = echarts.init(host);
  const observer = new ResizeObserver(() => instance.resize());
  observer.observe(host);
  return {
    draw: (screen, rows, label, weekday) =>
      instance.setOption(
        // Drawn at once for people who ask for less motion, as the console's own animations are.
        { ...chartOption(screen, rows, label, weekday), animation: !reducedMotion() },
        { notMerge: true },
      ),
    seriesCount: () => {
      const { series } = instance.getOption() as { series?: { data?: unknown[] }[] };
      return (series ?? []).filter((one) => (one.data?.length ?? 0) > 0).length;
    },
    dispose: () => {
      observer.disconnect();
      instance.dispose();
    },
  };
}
