import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';
import { withResourceExtensions } from '../extensionSource.ts';
import { bidPath, quoteAddPath } from './routes.ts';

/** The price screens of their own; requirements, links and the quote list are generic screens. */
export const commercePages: Readonly<Record<string, PageModule>> = {
  [bidPath]: lazy(() => import('./BidPage.tsx').then((m) => ({ default: m.BidPage }))),
  // The quote form is the generic one.
  [quoteAddPath]: lazy(() =>
    withResourceExtensions(import('./QuoteAddPage.tsx')).then((m) => ({ default: m.QuoteAddPage })),
  ),
};
