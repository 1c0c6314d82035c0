import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { showPathOf } from '../stores/tabRules.ts';
import { useTabsStore } from '../stores/tabs.ts';
import { KeptViews, type ViewEntry, type ViewLocation } from './KeptViews.tsx';
import { buildRouteObjects, RouteOutlet } from './routeElements.tsx';
import { isPageRoute, matchLayoutRoute, type RouteIndex } from './table.ts';

/** The main area: the current view, plus the hidden kept-alive views of the strip's keepAlive tabs. */
export function ViewHost({ index }: { index: RouteIndex }) {
  const location = useLocation();
  const routes = useMemo(() => buildRouteObjects(index), [index]);
  const render = useCallback((loc: ViewLocation) => <RouteOutlet routes={routes} location={loc} />, [routes]);
  const tabs = useTabsStore((s) => s.tabs);

  const match = matchLayoutRoute(index, location.pathname);
  const keepAlive = Boolean(match && isPageRoute(match.route) && match.route.node.keepAlive);
  const kept = useMemo<ViewEntry[]>(
    () =>
      tabs
        .filter((t) => t.keepAlive)
        .map((t) => ({
          key: t.showPath,
          location: { pathname: t.path, search: t.showPath.slice(t.path.length) },
        })),
    [tabs],
  );

  return (
    <KeptViews
      current={{ key: showPathOf(location.pathname, location.search), location, keepAlive }}
      kept={kept}
      render={render}
    />
  );
}
