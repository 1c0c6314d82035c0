/**
 * Every row of an authority catalogue (layout or API authorities) and every layout role, read through the
 * family's list endpoint page by page: the editors need the whole catalogue (paths, ids and the roles holding
 * each), which is a few hundred rows.
 */
import {
  apiAuthorityResource,
  type ListRowOf,
  layoutAuthorityResource,
  layoutRoleResource,
  MAX_PAGE_SIZE,
  type ResourceDef,
} from '@console/contract';
import { useMemo } from 'react';
import { useQuery } from '../../../api/queries.ts';
import { familyKey, fetchList } from '../../../resources/api.ts';

/** A safety stop: far more pages than any catalogue has, so a server that never ends cannot loop us. */
const MAX_PAGES = 100;

export async function fetchAllRows<D extends ResourceDef>(
  def: D,
  signal?: AbortSignal,
  sort = 'path',
): Promise<ListRowOf<D>[]> {
  const rows: ListRowOf<D>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchList(def, { page, size: MAX_PAGE_SIZE, sort }, signal);
    rows.push(...result.list);
    if (result.list.length === 0 || rows.length >= result.total) break;
  }
  return rows;
}

/** The parts of the catalogues' rows the authority screens read, as their declarations type them. */
export type LayoutAuthorityRow = Pick<ListRowOf<typeof layoutAuthorityResource>, 'id' | 'path' | 'name'>;

/** A layout role; `authorities`: ids of the layout authorities it holds. */
export type LayoutRoleRow = Pick<
  ListRowOf<typeof layoutRoleResource>,
  'id' | 'name' | 'description' | 'authorities'
>;

/** A layout authority with the ids of the roles holding it. */
export interface HeldLayoutAuthority extends LayoutAuthorityRow {
  roles: number[];
}

export type ApiAuthorityRow = Pick<
  ListRowOf<typeof apiAuthorityResource>,
  'id' | 'path' | 'method' | 'name' | 'need_login' | 'need_judge'
>;

function useCatalogue<D extends ResourceDef, T>(def: D, pick: (row: ListRowOf<D>) => T, sort = 'path') {
  return useQuery({
    // Under the family's key: a change to the catalogue (a sync, a switch) refreshes it.
    queryKey: [...familyKey(def), 'all-rows'],
    queryFn: async ({ signal }) => (await fetchAllRows(def, signal, sort)).map(pick),
    staleTime: 60_000,
  });
}

export function useLayoutAuthorities() {
  return useCatalogue(
    layoutAuthorityResource,
    ({ id, path, name }): LayoutAuthorityRow => ({ id, path, name }),
  );
}

/** Every layout role, by name, with what it holds: the choices of the authority screens' role picker. */
export function useLayoutRoles() {
  return useCatalogue(
    layoutRoleResource,
    ({ id, name, description, authorities }): LayoutRoleRow => ({ id, name, description, authorities }),
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
  return useCatalogue(
    apiAuthorityResource,
    ({ id, path, method, name, need_login, need_judge }): ApiAuthorityRow => ({
      id,
      path,
      method,
      name,
      need_login,
      need_judge,
    }),
  );
}
