/**
 * The route tree of the authority screens, with the menu records laid over the contract's table as the
 * sidebar shows it: the names, icons and order an operator recognises. The records are the shell's own
 * query (already read at login); a failure to read them leaves the table as it is.
 */
import { dynamicRoutes } from '@console/contract';
import { useMemo } from 'react';
import { useQuery } from '../../../api/queries.ts';
import { applyMenuRecords } from '../../../router/menuOverlay.ts';
import { menuRecordsQueryKey } from '../../../router/menuRecords.ts';
import { fetchMenuRecords } from '../../../router/menuRecordsFetch.ts';
import { buildRouteTree, type RouteTreeIndex } from './routeTree.ts';

export function useRouteTree(): RouteTreeIndex {
  const records = useQuery({
    queryKey: menuRecordsQueryKey,
    queryFn: ({ signal }) => fetchMenuRecords(signal),
    staleTime: 5 * 60_000,
  }).data;
  return useMemo(() => buildRouteTree(applyMenuRecords(dynamicRoutes, records ?? [])), [records]);
}
