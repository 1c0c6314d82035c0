/**
 * The pages outside the main layout (spec §2: always reachable). Apart from registry.ts so the entry, which
 * routes to them, does not load the table of every screen (and the families' declarations) before login.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const publicPages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/login': lazy(() => import('./login/LoginPage.tsx').then((m) => ({ default: m.LoginPage }))),
  '/401': lazy(() => import('./errors/ErrorPages.tsx').then((m) => ({ default: m.ForbiddenPage }))),
  '/404': lazy(() => import('./errors/ErrorPages.tsx').then((m) => ({ default: m.NotFoundPage }))),
};
