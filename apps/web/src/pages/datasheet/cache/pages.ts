import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';
import { cacheDetailRoute, cacheEditRoute } from './routes.ts';

/** The cache's own screens; its list stays the generic one with the extensions in extensions.tsx. */
export const cachePages: Readonly<Record<string, PageModule>> = {
  [cacheDetailRoute]: lazy(() =>
    import('./CacheDetailPage.tsx').then((m) => ({ default: m.CacheDetailPage })),
  ),
  [cacheEditRoute]: lazy(() => import('./CacheEditPage.tsx').then((m) => ({ default: m.CacheEditPage }))),
};
