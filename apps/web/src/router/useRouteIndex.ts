import { useMemo } from 'react';
import { useUserStore } from '../stores/user.ts';
import { indexRoutes, layoutTable, type RouteIndex } from './table.ts';

/** The current user's layout routes, rebuilt only when their permitted paths change. */
export function useRouteIndex(): RouteIndex {
  const permitted = useUserStore((s) => s.permittedPaths);
  return useMemo(() => indexRoutes(layoutTable(permitted ?? [])), [permitted]);
}
