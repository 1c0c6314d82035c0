import { lazy } from 'react';
import type { PageModule } from '../../../router/pageRegistry.tsx';

/** Screens of their own in this area (full route path → lazily loaded page); the rest use the generic ones. */
export const systemPages: Readonly<Record<string, PageModule>> = {
  // 个人中心: a hidden home route of the contract's table, reached from the user menu.
  '/profile': lazy(() => import('../../profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
  // 接口文档: the OpenAPI reference (Swagger UI is a chunk of its own, loaded when the page opens).
  '/api-docs': lazy(() => import('../../api-docs/ApiDocsPage.tsx').then((m) => ({ default: m.ApiDocsPage }))),
};
