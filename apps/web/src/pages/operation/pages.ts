import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';
import { portalBuilderRoute, sitemapPath } from './routes.ts';

/** The operations screens of their own; every other /operation route is a family's generic screen. */
export const operationPages: Readonly<Record<string, PageModule>> = {
  [portalBuilderRoute]: lazy(() => import('./PortalPage.tsx').then((m) => ({ default: m.PortalPage }))),
  [sitemapPath]: lazy(() => import('./SitemapPage.tsx').then((m) => ({ default: m.SitemapPage }))),
};
