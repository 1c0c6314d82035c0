import { useMemo } from 'react';
import { useUserStore } from '../stores/user.ts';
import { useMenuRecords } from './menuRecords.ts';
import { indexRoutes, layoutTable, type RouteIndex } from './table.ts';

/**
 * The current user's layout routes with the menu records laid over them, rebuilt only when the permitted
 * paths or the records change.
 */
export function useRouteIndex(): RouteIndex {
  const permitted = useUserStore((s) => s.permittedPaths);
  const records = useMenuRecords();
  return useMemo(() => indexRoutes(layoutTable(permitted ?? [], records)), [permitted, records]);
}
