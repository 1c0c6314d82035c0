import type { FlatRoute } from '@console/contract';
import { lazy, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  NavigationType,
  type RouteObject,
  renderMatches,
  UNSAFE_LocationContext,
  useLocation,
} from 'react-router';
import type { ViewLocation } from './KeptViews.tsx';
import { usePageRegistry } from './pageRegistry.tsx';
import { existsInFullTable, groupTarget, isPageRoute, type RouteIndex } from './table.ts';

/** The route objects of the layout: every permitted node at its absolute path, and a catch-all. */
export function buildRouteObjects(index: RouteIndex): RouteObject[] {
  return [
    ...index.flat.map((route) => ({
      path: route.fullPath,
      element: <RouteElement route={route} index={index} />,
    })),
    { path: '*', element: <UnknownRoute /> },
  ];
}

function RouteElement({ route, index }: { route: FlatRoute; index: RouteIndex }) {
  const { pages } = usePageRegistry();
  if (!isPageRoute(route)) return <Navigate to={groupTarget(route, index) ?? '/404'} replace />;
  const Page = pages[route.fullPath];
  if (Page) return <Page />;
  // A declared family's generic screens, unless a page of its own was registered above.
  return <FamilyRoute fullPath={route.fullPath} name={route.node.name} />;
}

const FamilyRoute = lazy(() => import('./FamilyRoute.tsx'));

/** Unknown paths go to /404; a route of the table this user may not see goes to /401. */
function UnknownRoute() {
  const { pathname } = useLocation();
  return <Navigate to={existsInFullTable(pathname) ? '/401' : '/404'} replace />;
}

/**
 * Renders the route tree against the given location (its own, for a kept-alive view), matched once per
 * location.
 *
 * Not useRoutes: it also reads the router's location and matches and builds the whole tree again each time
 * it runs, so every navigation re-rendered every kept view's screen (a hidden list of sheets included) and
 * made a tab switch slow. Here nothing above the screen reads the router's location. The components inside
 * that read a location still run on a navigation elsewhere (React checks them lazily), but they find their
 * own view's location unchanged, and what is below them is not rendered again.
 */
export function RouteOutlet({ routes, location }: { routes: RouteObject[]; location: ViewLocation }) {
  const own = useMemo(
    () => ({
      location: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash ?? '',
        state: location.state ?? null,
        key: location.key ?? 'default',
      },
      navigationType: NavigationType.Pop,
    }),
    [location],
  );
  const screen = useMemo(() => renderMatches(matchRoutes(routes, location)), [routes, location]);
  return <UNSAFE_LocationContext.Provider value={own}>{screen}</UNSAFE_LocationContext.Provider>;
}
