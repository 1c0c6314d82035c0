/**
 * Every row of an authority catalogue (layout or API authorities) and every layout role, read through the
 * family's list endpoint page by page: the editors need the whole catalogue (paths, ids and the roles holding
 * each), which is a few hundred rows.
 */
import {
  apiAuthorityResource,
  layoutAuthorityResource,
  layoutRoleResource,
  MAX_PAGE_SIZE,
  type ResourceDef,
  type ResourceRow,
} from '@console/contract';
import { useMemo } from 'react';
import { useQuery } from '../../../api/queries.ts';
import { familyKey, fetchList } from '../../../resources/api.ts';

/** A safety stop: far more pages than any catalogue has, so a server that never ends cannot loop us. */
const MAX_PAGES = 100;

export async function fetchAllRows(
  def: ResourceDef,
  signal?: AbortSignal,
  sort = 'path',
): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchList(def, { page, size: MAX_PAGE_SIZE, sort }, signal);
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

export interface LayoutRoleRow {
  id: number;
  name: string;
  description: string;
  /** Ids of the layout authorities the role holds. */
  authorities: number[];
}

/** A layout authority with the ids of the roles holding it. */
export interface HeldLayoutAuthority extends LayoutAuthorityRow {
  roles: number[];
}

export interface ApiAuthorityRow {
  id: number;
  path: string;
  method: string;
  name: string;
  need_login: boolean;
  need_judge: boolean;
}

function useCatalogue<T>(def: ResourceDef, pick: (row: ResourceRow) => T, sort = 'path') {
  return useQuery({
    // Under the family's key: a change to the catalogue (a sync, a switch) refreshes it.
    queryKey: [...familyKey(def), 'all-rows'],
    queryFn: async ({ signal }) => (await fetchAllRows(def, signal, sort)).map(pick),
    staleTime: 60_000,
  });
}

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

export function useLayoutAuthorities() {
  return useCatalogue<LayoutAuthorityRow>(layoutAuthorityResource, (row) => ({
    id: row.id,
    path: String(row.path),
    name: String(row.name ?? ''),
  }));
}

/** Every layout role, by name, with what it holds: the choices of the authority screens' role picker. */
export function useLayoutRoles() {
  return useCatalogue<LayoutRoleRow>(
    layoutRoleResource,
    (row) => ({
      id: row.id,
      name: String(row.name ?? ''),
      description: String(row.description ?? ''),
      authorities: idList(row.authorities),
    }),
    'name',
  );
}

/** The catalogue with the roles holding each path, taken from the roles (refreshed whenever a role changes). */
export function holdingsOf(
  rows: readonly LayoutAuthorityRow[],
  roles: readonly LayoutRoleRow[],
): HeldLayoutAuthority[] {
  const holders = new Map<number, number[]>();
  for (const role of roles) {
    for (const id of role.authorities) holders.set(id, [...(holders.get(id) ?? []), role.id]);
  }
  return rows.map((row) => ({ ...row, roles: holders.get(row.id) ?? [] }));
}

/**
 * The layout authorities with their holders, and the roles. Who holds a path is read from the roles' side:
 * their family is refreshed by every change to a role (its form, its tree, this screen's picker).
 */
export function useLayoutHoldings() {
  const catalogue = useLayoutAuthorities();
  const roles = useLayoutRoles();
  const rows = useMemo(
    () => (catalogue.data && roles.data ? holdingsOf(catalogue.data, roles.data) : undefined),
    [catalogue.data, roles.data],
  );
  return {
    rows,
    roles: roles.data,
    isPending: catalogue.isPending || roles.isPending,
    error: catalogue.error ?? roles.error,
    isFetching: catalogue.isFetching || roles.isFetching,
    refetch: () => Promise.all([catalogue.refetch(), roles.refetch()]),
  };
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
