/**
 * The table of screens, composed here for the app's root alone: App.tsx hands it down (router/pageRegistry.tsx),
 * so neither the router nor a page imports it, and with it every domain. A route of the table without an
 * entry in `pages` shows its family's generic screens, or the plain "not built yet" panel (open work).
 */
import { lazy } from 'react';
import { DashboardScreen } from '../router/firstScreens.tsx';
import type { PageRegistry } from '../router/pageRegistry.tsx';
import { aiPages } from './ai/pages.ts';
import { analyticsPages } from './analytics/pages.ts';
import { commercePages } from './commerce/pages.ts';
import { authPages } from './configuration/auth/pages.ts';
import { systemPages } from './configuration/system/pages.ts';
import { contentPages } from './content/pages.ts';
import { datasheetPages } from './datasheet/pages.ts';
import { demandPages } from './demand/pages.ts';
import { enterprisePages } from './enterprise/pages.ts';
import { withResourceExtensions } from './extensionSource.ts';
import { operationPages } from './operation/pages.ts';
import { paperPages } from './paper/pages.ts';
import { paymentPages } from './payment/pages.ts';

export const pageRegistry: PageRegistry = {
  pages: {
    '/dashboard': DashboardScreen,
    ...aiPages,
    ...analyticsPages,
    ...authPages,
    ...systemPages,
    ...datasheetPages,
    ...enterprisePages,
    ...paperPages,
    ...contentPages,
    ...operationPages,
    ...commercePages,
    ...demandPages,
    ...paymentPages,
  },
  resourcePages: {
    list: lazy(() =>
      withResourceExtensions(import('../resources/ResourceList.tsx')).then((m) => ({
        default: m.ResourceList,
      })),
    ),
    detail: lazy(() =>
      withResourceExtensions(import('../resources/ResourceDetailPage.tsx')).then((m) => ({
        default: m.ResourceDetailPage,
      })),
    ),
  },
};
