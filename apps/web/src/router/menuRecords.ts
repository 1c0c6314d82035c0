/**
 * The menu records the shell lays over the route table (`GET /admin/router/menu`, any logged-in admin).
 * Its query key lies under the menu-record family's key, so every change made on the menu screens (which
 * invalidates the family) refreshes the sidebar without a reload.
 */
import { apiPaths, type MenuRecord, menuRecordResource } from '@console/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { familyKey } from '../resources/api.ts';

export const menuRecordsQueryKey = [...familyKey(menuRecordResource), 'menu'] as const;

/** The records; an admin who cannot read them (or a failed call) gets the route table as it is. */
export async function fetchMenuRecords(signal?: AbortSignal): Promise<MenuRecord[]> {
  try {
    const records = await request<MenuRecord[]>(apiPaths.menuRecords, { handleError: false, signal });
    return Array.isArray(records) ? records : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not read the menu records; the route table is shown as it is', error);
    return [];
  }
}

/**
 * The records, read once per login before the shell first renders (it suspends meanwhile, so the sidebar
 * never shows the table's names first and the records' a moment later).
 */
export function useMenuRecords(): MenuRecord[] {
  return useSuspenseQuery({
    queryKey: menuRecordsQueryKey,
    queryFn: ({ signal }) => fetchMenuRecords(signal),
    staleTime: 5 * 60_000,
  }).data;
}
