/**
 * The breadcrumb (spec §2 "Shell behaviour"): built from the matched named routes; a Home entry (path /)
 * is prepended unless the first match is the home dashboard. The root `/` node itself is not a crumb of its
 * own: it IS the Home entry.
 */
import { homeRoutes, type LocalName } from '@console/contract';
import { generatePath } from 'react-router';
import { groupTarget, isPageRoute, matchLayoutRoute, type RouteIndex } from './table.ts';

export const DASHBOARD_PATH = '/dashboard';
const HOME_NAME: LocalName = homeRoutes[0]?.name ?? { zh: '首页', en: 'Home' };

export interface Crumb {
  name: LocalName;
  /** Link target; null for the last crumb and for groups that lead nowhere. */
  to: string | null;
}

export function breadcrumbOf(index: RouteIndex, pathname: string): Crumb[] {
  const match = matchLayoutRoute(index, pathname);
  if (!match) return [];
  const chain = [...match.route.ancestors, match.route.fullPath]
    .filter((p) => p !== '/')
    .map((p) => index.byPath.get(p))
    .filter((r) => r !== undefined);

  const crumbs: Crumb[] = chain.map((r) => {
    let to: string | null;
    if (isPageRoute(r)) {
      try {
        to = generatePath(r.fullPath, match.params);
      } catch {
        // An ancestor page needing a param the current match lacks cannot be linked.
        to = null;
      }
    } else {
      to = groupTarget(r, index);
    }
    return { name: r.node.name, to };
  });

  if (chain[0]?.fullPath !== DASHBOARD_PATH) crumbs.unshift({ name: HOME_NAME, to: '/' });
  const last = crumbs[crumbs.length - 1];
  if (last) last.to = null;
  return crumbs;
}
