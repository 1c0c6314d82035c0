/**
 * The layout's route table for one user: the fixed home routes plus the dynamic routes their layout_auth
 * permits (spec §2, §6), indexed for matching. Pure: no React, tested directly.
 */
import {
  dynamicRoutes,
  type FlatRoute,
  filterRoutesByAuth,
  flattenRoutes,
  homeRoutes,
  type MenuRecord,
  type RouteNode,
} from '@console/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { applyMenuRecords } from './menuOverlay.ts';

/** The user's table: home routes plus the permitted dynamic routes, with the menu records laid over them. */
export function layoutTable(
  permittedPaths: readonly string[],
  menuRecords: readonly MenuRecord[] = [],
): RouteNode[] {
  const permitted = [...homeRoutes, ...filterRoutesByAuth(dynamicRoutes, new Set(permittedPaths))];
  return applyMenuRecords(permitted, menuRecords);
}

export interface RouteIndex {
  table: RouteNode[];
  flat: FlatRoute[];
  byPath: Map<string, FlatRoute>;
  /** One flat route object per node (absolute paths), for react-router's ranking of static over dynamic. */
  matchers: RouteObject[];
}

export function indexRoutes(table: RouteNode[]): RouteIndex {
  const flat = flattenRoutes(table);
  return {
    table,
    flat,
    byPath: new Map(flat.map((r) => [r.fullPath, r])),
    matchers: flat.map((r) => ({ path: r.fullPath, handle: r })),
  };
}

export interface RouteMatch {
  route: FlatRoute;
  params: Record<string, string>;
}

/**
 * Matches by index and path, remembered: react-router ranks every route of the table on each call, and a
 * navigation asks the same question from the layout, the view host, the tab strip and the breadcrumb.
 */
const matchesByIndex = new WeakMap<RouteIndex, Map<string, RouteMatch | null>>();
const MATCHES_KEPT = 500;

export function matchLayoutRoute(index: RouteIndex, pathname: string): RouteMatch | null {
  let matches = matchesByIndex.get(index);
  if (!matches) {
    matches = new Map();
    matchesByIndex.set(index, matches);
  }
  const known = matches.get(pathname);
  if (known !== undefined) return known;
  // Detail paths carry ids: the remembered set is bounded, started afresh when full.
  if (matches.size >= MATCHES_KEPT) matches.clear();
  const match = matchOnce(index, pathname);
  matches.set(pathname, match);
  return match;
}

function matchOnce(index: RouteIndex, pathname: string): RouteMatch | null {
  const found = matchRoutes(index.matchers, pathname);
  const last = found?.[found.length - 1];
  if (!last) return null;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(last.params)) if (v !== undefined) params[k] = v;
  return { route: last.route.handle as FlatRoute, params };
}

/** A node with a page of its own (not a group and not a redirect). */
export function isPageRoute(route: FlatRoute): boolean {
  return !route.node.redirect && !route.node.children?.length;
}

/**
 * Where a group (or redirect node) sends its visitors: its declared redirect when the user may see it,
 * else its first visible descendant page without params; null when it has none the user may see.
 */
export function groupTarget(route: FlatRoute, index: RouteIndex): string | null {
  // The table's redirects are declared for the full table; this user may not see the target.
  const redirect = route.node.redirect;
  if (redirect && matchLayoutRoute(index, redirect)) return redirect;
  const prefix = `${route.fullPath}/`;
  const first = index.flat.find(
    (r) => r.fullPath.startsWith(prefix) && isPageRoute(r) && !r.node.hidden && !r.fullPath.includes(':'),
  );
  return first ? first.fullPath : null;
}

/** Full table of every dynamic route, to tell "not permitted" (401) from "does not exist" (404). */
const everyDynamicRoute = indexRoutes(dynamicRoutes);

export function existsInFullTable(pathname: string): boolean {
  return matchLayoutRoute(everyDynamicRoute, pathname) !== null;
}
