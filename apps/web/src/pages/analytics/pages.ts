import { chartBoards, chartScreens } from '@console/contract';
import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';

/** Every declared analytics chart route shows the one chart screen (its chunk carries ECharts). */
const ChartScreen = lazy(() => import('./ChartScreen.tsx').then((m) => ({ default: m.ChartScreen })));
/** Every declared board of charts (the management dashboard) shows the one board screen. */
const ChartBoard = lazy(() => import('./ChartBoard.tsx').then((m) => ({ default: m.ChartBoardScreen })));

export const analyticsPages: Readonly<Record<string, PageModule>> = {
  ...Object.fromEntries(Object.keys(chartScreens).map((route) => [route, ChartScreen])),
  ...Object.fromEntries(Object.keys(chartBoards).map((route) => [route, ChartBoard])),
  '/analysis/counting': lazy(() => import('./CountingPage.tsx').then((m) => ({ default: m.CountingPage }))),
  '/analysis/data-list': lazy(() => import('./DataListPage.tsx').then((m) => ({ default: m.DataListPage }))),
  '/analysis/customize-user-analysis': lazy(() =>
    import('./UserAnalysisPage.tsx').then((m) => ({ default: m.UserAnalysisPage })),
  ),
  // The tracking points' list with a second tab: the sites reporting events, and their keys.
  '/operation/tracking/list': lazy(() =>
    import('./TrackingSites.tsx').then((m) => ({ default: m.TrackingPointsPage })),
  ),
};
