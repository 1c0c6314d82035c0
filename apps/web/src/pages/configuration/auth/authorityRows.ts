/**
 * Every row of an authority catalogue (layout or API authorities), read through the family's list endpoint
 * page by page: a role's editor needs the whole catalogue (paths and ids), which is a few hundred rows.
 */
import {
  apiAuthorityResource,
  layoutAuthorityResource,
  MAX_PAGE_SIZE,
  type ResourceDef,
  type ResourceRow,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { familyKey, fetchList } from '../../../resources/api.ts';

/** A safety stop: far more pages than any catalogue has, so a server that never ends cannot loop us. */
const MAX_PAGES = 100;

export async function fetchAllRows(def: ResourceDef, signal?: AbortSignal): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchList(def, { page, size: MAX_PAGE_SIZE, sort: 'path' }, signal);
    rows.push(...result.list);
    if (result.list.length === 0 || rows.length >= result.total) break;
  }
  return rows;
}

export interface LayoutAuthorityRow {
  id: number;
  path: string;
  name: string;
}

export interface ApiAuthorityRow {
  id: number;
  path: string;
  method: string;
  name: string;
  need_login: boolean;
  need_judge: boolean;
}

function useCatalogue<T>(def: ResourceDef, pick: (row: ResourceRow) => T) {
  return useQuery({
    // Under the family's key: a change to the catalogue (a sync, a switch) refreshes it.
    queryKey: [...familyKey(def), 'all-rows'],
    queryFn: async ({ signal }) => (await fetchAllRows(def, signal)).map(pick),
    staleTime: 60_000,
  });
}

export function useLayoutAuthorities() {
  return useCatalogue<LayoutAuthorityRow>(layoutAuthorityResource, (row) => ({
    id: row.id,
    path: String(row.path),
    name: String(row.name ?? ''),
  }));
}

export function useApiAuthorities() {
  return useCatalogue<ApiAuthorityRow>(apiAuthorityResource, (row) => ({
    id: row.id,
    path: String(row.path),
    method: String(row.method),
    name: String(row.name ?? ''),
    need_login: Boolean(row.need_login),
    need_judge: Boolean(row.need_judge),
  }));
}
