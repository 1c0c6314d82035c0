/**
 * Which screen each route shows: full route path → lazily loaded page. A route of the table without an
 * entry here renders the plain "not built yet" panel (open work for later issues).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

export const pageRegistry: Readonly<Record<string, Page>> = {
  '/dashboard': lazy(() =>
    import('./dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
  ),
};

/** The pages outside the main layout (spec §2: always reachable). */
export const publicPages: Readonly<Record<string, Page>> = {
  '/login': lazy(() => import('./login/LoginPage.tsx').then((m) => ({ default: m.LoginPage }))),
  '/401': lazy(() => import('./errors/ErrorPages.tsx').then((m) => ({ default: m.ForbiddenPage }))),
  '/404': lazy(() => import('./errors/ErrorPages.tsx').then((m) => ({ default: m.NotFoundPage }))),
};
