/**
 * A grade's prices over time as ECharts lines, one per supplier × currency × unit. Only the parts drawn are
 * imported (echarts/core with the line chart, grid, tooltip, legend and zoom on a canvas), and this module is
 * reached only from the price screens' lazily loaded chunk, so no other screen downloads ECharts.
 */
import type { PriceSeries } from '@console/contract';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export const seriesName = (line: PriceSeries) => `${line.supplier} (${line.currency}/${line.unit})`;

/** The chart's option: time axis, one y axis per currency so CNY and USD lines are not drawn on one scale. */
export function priceChartOption(series: readonly PriceSeries[]): echarts.EChartsCoreOption {
  const currencies = [...new Set(series.map((line) => line.currency))];
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 64, right: currencies.length > 1 ? 64 : 24, top: 40, bottom: 56 },
    xAxis: { type: 'time' },
    yAxis: currencies.map((currency, index) => ({
      type: 'value',
      name: currency,
      scale: true,
      position: index === 0 ? 'left' : 'right',
    })),
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: series.map((line) => ({
      type: 'line',
      name: seriesName(line),
      yAxisIndex: currencies.indexOf(line.currency),
      showSymbol: true,
      data: line.points.map((point) => [point.date, point.price]),
    })),
  };
}

export function PriceChart({ series, height = 360 }: { series: readonly PriceSeries[]; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(priceChartOption(series), { notMerge: true });
  }, [series]);

  return <div ref={host} style={{ width: '100%', height }} data-testid="price-chart" />;
}
