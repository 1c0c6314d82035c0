/**
 * Which screen each route shows: full route path → lazily loaded page. A route of the table without an
 * entry here renders the plain "not built yet" panel (open work for later issues).
 */
import type { ResourceDef } from '@console/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DashboardScreen } from '../router/firstScreens.tsx';
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

/** A screen: lazily loaded (or preloaded, see router/firstScreens.tsx). */
export type PageModule = LazyExoticComponent<ComponentType> | ComponentType;
type Page = PageModule;

export const pageRegistry: Readonly<Record<string, Page>> = {
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
};

/**
 * The generic screens of a declared family (packages/contract/src/resources): its list at `route`, one row
 * at `detailRoute`. Used for a route without an entry in `pageRegistry`.
 */
export const resourcePages: Readonly<
  Record<'list' | 'detail', LazyExoticComponent<ComponentType<{ def: ResourceDef }>>>
> = {
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
};
