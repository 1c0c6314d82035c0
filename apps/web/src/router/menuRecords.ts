/**
 * The menu records the shell lays over the route table (`GET /admin/router/menu`, any logged-in admin).
 * Its query key lies under the menu-record family's key, so every change made on the menu screens (which
 * invalidates the family) refreshes the sidebar without a reload.
 */
import { type MenuRecord, menuRecordResource } from '@console/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { familyKey } from '../resources/familyKey.ts';
import { fetchMenuRecords, takePrefetchedMenuRecords } from './menuRecordsFetch.ts';

export const menuRecordsQueryKey = [...familyKey(menuRecordResource), 'menu'] as const;

/**
 * The records, read once per login before the shell first renders (it suspends meanwhile, unless the login
 * page read them already), so the sidebar never shows the table's names first and the records' a moment later.
 */
export function useMenuRecords(): MenuRecord[] {
  return useSuspenseQuery({
    queryKey: menuRecordsQueryKey,
    queryFn: ({ signal }) => fetchMenuRecords(signal),
    // Read right after the login answer when there was one (see menuRecordsFetch.ts).
    initialData: takePrefetchedMenuRecords,
    staleTime: 5 * 60_000,
  }).data;
}
