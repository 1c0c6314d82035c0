import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../stores/tabs.ts';
import { isPageRoute, matchLayoutRoute, type RouteIndex } from './table.ts';

/**
 * Each route change adds (or re-activates) a tab; redirects and unknown paths add none. Keyed by the
 * location's key too: two quick navigations can commit together (the first still loading its screen), and
 * going back to the very path last committed must still add its tab.
 */
export function useTabVisits(index: RouteIndex): void {
  const { pathname, search, key } = useLocation();
  const visit = useTabsStore((s) => s.visit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key only makes each navigation re-run the visit.
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
  }, [index, pathname, search, key, visit]);
}
