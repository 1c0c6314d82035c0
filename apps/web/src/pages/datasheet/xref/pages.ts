import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

/** The cross-reference screens of their own; pairs, prices, requests and records use the generic ones. */
export const xrefPages: Readonly<Record<string, PageModule>> = {
  '/datasheet/similar': lazy(() => import('./SimilarPage.tsx').then((m) => ({ default: m.SimilarPage }))),
  '/datasheet/price_grade_supply': lazy(() =>
    import('./PricePage.tsx').then((m) => ({ default: m.PricePage })),
  ),
  '/datasheet/compose': lazy(() => import('./ComposePage.tsx').then((m) => ({ default: m.ComposePage }))),
};
