/**
 * The review calls of one cached sheet (paths in the contract): its review (problems, suggestions, merge
 * target), the merge preview, and the changes (map a spelling, approve), each refreshing what it changes;
 * reject is the generic transition dialog's.
 */
import {
  type CacheMapBody,
  datasheetCacheResource,
  datasheetEndpoints,
  datasheetResource,
  declaredTransition,
  type ListRowOf,
  ROW_VERSIONS_FIELD,
  transitionEndpoint,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';
import { familyKey, useFamilyMutation, versionsOf } from '../../../resources/api.ts';

export const cacheDef = datasheetCacheResource;
/** Approving is the declared transition; its button is this domain's own (the merge's differences first). */
export const approveTransition = declaredTransition(cacheDef, 'approve');

const reviewKey = (id: number) => ['datasheet', 'cache-review', id] as const;
const diffKey = (id: number) => ['datasheet', 'cache-diff', id] as const;

export function useCacheReview(id: number | undefined) {
  return useQuery({
    queryKey: reviewKey(id ?? 0),
    queryFn: ({ signal }) => call(datasheetEndpoints.cacheReview, { id: id as number }, { signal }),
    enabled: id !== undefined,
  });
}

export function useCacheDiff(id: number, enabled: boolean) {
  return useQuery({
    queryKey: diffKey(id),
    queryFn: ({ signal }) => call(datasheetEndpoints.cacheDiff, { id }, { signal }),
    enabled,
  });
}

/** The review's changes; each refreshes the cache family (every pending sheet a mapping touched) and reviews. */
export function useCacheActions() {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: familyKey(cacheDef) }),
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-review'] }),
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-diff'] }),
    ]);
  };
  return {
    review: (id: number) =>
      client.fetchQuery({
        queryKey: reviewKey(id),
        queryFn: ({ signal }) => call(datasheetEndpoints.cacheReview, { id }, { signal }),
      }),
    async map(body: CacheMapBody) {
      const result = await call(datasheetEndpoints.cacheMap, body);
      await refresh();
      return result;
    },
  };
}

/**
 * Approves one sheet through its declared transition, as the row was shown (refused if it changed since); the
 * family, its history, the reviews and the published sheets refresh.
 */
export function useApprove() {
  const client = useQueryClient();
  return useFamilyMutation(cacheDef, async (row: ListRowOf<typeof datasheetCacheResource>) => {
    const result = await call(transitionEndpoint(cacheDef, approveTransition), {
      id: row.id,
      [ROW_VERSIONS_FIELD]: versionsOf([row], [row.id]),
    });
    await Promise.all([
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-review'] }),
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-diff'] }),
      client.invalidateQueries({ queryKey: familyKey(datasheetResource) }),
    ]);
    return result;
  });
}
