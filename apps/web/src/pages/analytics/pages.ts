import { chartScreens } from '@console/contract';
import { lazy } from 'react';
import type { PageModule } from '../registry.ts';

/** Every declared analytics chart route shows the one chart screen (its chunk carries ECharts). */
const ChartScreen = lazy(() => import('./ChartScreen.tsx').then((m) => ({ default: m.ChartScreen })));

export const analyticsPages: Readonly<Record<string, PageModule>> = Object.fromEntries(
  Object.keys(chartScreens).map((route) => [route, ChartScreen]),
);
