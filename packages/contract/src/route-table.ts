import type { RouteNode } from './routes.ts';

/** Reachable without logging in, outside the main layout (spec §2 "Routing behaviour"). */
export const publicPaths = ['/login', '/401', '/404'] as const;

/** Root and its children: part of the layout for every logged-in user, never filtered. */
export const homeRoutes: RouteNode[] = [
  {
    path: '/',
    name: { zh: '首页', en: 'Home' },
    redirect: '/dashboard',
    noSubmenu: true,
    children: [
      { path: 'dashboard', name: { zh: '首页', en: 'Dashboard' }, icon: 'DashboardOutlined' },
      { path: 'profile', name: { zh: '个人中心', en: 'Personal center' }, hidden: true },
    ],
  },
];

/**
 * Everything else of spec §2, added after login and filtered by the user's layout authorities.
 * TODO(route table): filled in full below.
 */
export const dynamicRoutes: RouteNode[] = [];
