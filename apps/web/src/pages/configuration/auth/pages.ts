import { apiRoleResource, layoutAuthorityResource, layoutRoleResource } from '@console/contract';
import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

const roleDetails = () => import('./RoleDetailsPages.tsx');

/** Screens of their own in this area (full route path → lazily loaded page); the rest use the generic ones. */
export const authPages: Readonly<Record<string, PageModule>> = {
  [layoutRoleResource.detailRoute]: lazy(() =>
    roleDetails().then((m) => ({ default: m.LayoutRoleDetailsPage })),
  ),
  [apiRoleResource.detailRoute]: lazy(() => roleDetails().then((m) => ({ default: m.ApiRoleDetailsPage }))),
  [layoutAuthorityResource.route]: lazy(() =>
    import('./LayoutAuthorityPage.tsx').then((m) => ({ default: m.LayoutAuthorityPage })),
  ),
  [layoutAuthorityResource.detailRoute]: lazy(() =>
    import('./LayoutAuthorityDetailPage.tsx').then((m) => ({ default: m.LayoutAuthorityDetailPage })),
  ),
};
