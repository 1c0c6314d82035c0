import type { RouteNode } from '../routes.ts';
import { withDefaultRedirects } from './builders.ts';
import { application, expertService, media, news } from './content.ts';
import { datasheet } from './datasheet.ts';
import { enterprise, paper, product, store } from './enterprise.ts';
import { customer, operation, price, purchase, saas, v2Demand } from './operation.ts';
import { ai, configuration, monitor } from './system.ts';
import { analysis, data, email, payment, user } from './users.ts';

export { publicPaths } from './public.ts';

/** Root and its children: part of the layout for every logged-in user, never filtered. */
export const homeRoutes: RouteNode[] = [
  {
    path: '/',
    name: { zh: '首页', en: 'Home' },
    redirect: '/dashboard',
    noSubmenu: true,
    children: [
      {
        path: 'dashboard',
        name: { zh: '首页', en: 'Dashboard' },
        icon: 'DashboardOutlined',
        // Its screen finder keeps what was typed while the tab stays open.
        keepAlive: true,
      },
      { path: 'profile', name: { zh: '个人中心', en: 'Personal center' }, hidden: true },
      // The OpenAPI reference, from the user menu (its document is judged like any call).
      { path: 'api-docs', name: { zh: '接口文档', en: 'API reference' }, hidden: true },
    ],
  },
];

/**
 * Everything else of spec §2 "Route table", in the spec's order, added after login and filtered by the
 * user's layout authorities.
 */
export const dynamicRoutes: RouteNode[] = withDefaultRedirects([
  ai,
  datasheet,
  application,
  news,
  expertService,
  media,
  enterprise,
  product,
  store,
  paper,
  operation,
  purchase,
  price,
  customer,
  monitor,
  v2Demand,
  saas,
  user,
  data,
  analysis,
  email,
  payment,
  configuration,
]);
