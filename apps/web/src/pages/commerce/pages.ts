import { lazy } from 'react';
import type { PageModule } from '../registry.ts';
import { bidPath, quoteAddPath } from './routes.ts';

/** The price screens of their own; requirements, links and the quote list are generic screens. */
export const commercePages: Readonly<Record<string, PageModule>> = {
  [bidPath]: lazy(() => import('./BidPage.tsx').then((m) => ({ default: m.BidPage }))),
  [quoteAddPath]: lazy(() => import('./QuoteAddPage.tsx').then((m) => ({ default: m.QuoteAddPage }))),
};
