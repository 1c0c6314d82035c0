import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../stores/tabs.ts';
import { isPageRoute, matchLayoutRoute, type RouteIndex } from './table.ts';

/** Each route change adds (or re-activates) a tab; redirects and unknown paths add none. */
export function useTabVisits(index: RouteIndex): void {
  const { pathname, search } = useLocation();
  const visit = useTabsStore((s) => s.visit);
  useEffect(() => {
    const match = matchLayoutRoute(index, pathname);
    if (!match || !isPageRoute(match.route)) return;
    visit({
      name: match.route.node.name,
      path: pathname,
      search,
      params: match.params,
      keepAlive: Boolean(match.route.node.keepAlive),
    });
  }, [index, pathname, search, visit]);
}
