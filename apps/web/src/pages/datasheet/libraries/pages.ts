import { categoryResource } from '@console/contract';
import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';
import { withResourceExtensions } from '../../extensionSource.ts';
import { TRANSFORM_ROUTE } from './routes.ts';

/** The libraries' screens of their own (full route path → lazily loaded page); the rest use the generic ones. */
export const libraryPages: Readonly<Record<string, PageModule>> = {
  // 全部分类: the whole tree, edited in the generic form (the family's own route; its levels keep the
  // generic lists).
  [categoryResource.route]: lazy(() =>
    withResourceExtensions(import('./categories/CategoryTreePage.tsx')).then((m) => ({
      default: m.CategoryTreePage,
    })),
  ),
  [TRANSFORM_ROUTE]: lazy(() =>
    import('./transform/TransformPage.tsx').then((m) => ({ default: m.TransformPage })),
  ),
};
