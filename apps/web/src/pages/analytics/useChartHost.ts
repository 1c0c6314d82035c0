/**
 * An ECharts chart mounted in a host element while `drawn` holds: the drawing code (and ECharts) is imported on
 * first use, and the chart disposed when the host goes. `mounted` counts mounts, so a component's drawing
 * effect runs again once the chart exists.
 */
import { useEffect, useRef, useState } from 'react';
import type { DrawnChart } from './drawChart.ts';

export function useChartHost(drawn: boolean) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    const element = host.current;
    if (!drawn || !element) return;
    let gone = false;
    void import('./drawChart.ts').then(({ mountChart }) => {
      if (gone) return;
      chart.current = mountChart(element);
      setMounted((n) => n + 1);
    });
    return () => {
      gone = true;
      chart.current?.dispose();
      chart.current = null;
    };
  }, [drawn]);
  return { host, chart, mounted };
}
