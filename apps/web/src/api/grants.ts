/**
 * The calls the signed-in admin may make (`GET /admin/user/api_auth`), so screens offer only the actions the
 * server would allow. The server judges every call regardless; this is about not showing doomed buttons.
 */
// Typed by its declaration, reached by path: the shell's download carries no zod (build/budget.ts).
import type { adminEndpoints, EndpointOutput } from '@console/contract';
import { apiPaths, grantKey } from '@console/contract';
import { useCallback } from 'react';
import { useUserStore } from '../stores/user.ts';
import { useQuery } from './queries.ts';
import { request } from './request.ts';

/** Grants change rarely; a role edited meanwhile shows within this long (the server refuses anyway). */
const GRANTS_FRESH_MS = 60_000;

export const apiGrantsKey = ['api-grants'] as const;

export function useApiGrants() {
  const uid = useUserStore((s) => s.uid);
  return useQuery({
    queryKey: [...apiGrantsKey, uid],
    queryFn: ({ signal }) =>
      request<EndpointOutput<typeof adminEndpoints.apiAuth>>(apiPaths.apiAuth, {
        handleError: false,
        signal,
      }),
    enabled: uid !== null,
    staleTime: GRANTS_FRESH_MS,
  });
}

/** `can('POST', '/tags/save')`: false until the grants are known, so nothing flashes in and out. */
export function useCan(): (method: string, path: string) => boolean {
  const grants = useApiGrants().data;
  return useCallback(
    (method: string, path: string) =>
      grants ? grants.all || grants.calls.includes(grantKey(method, path)) : false,
    [grants],
  );
}
