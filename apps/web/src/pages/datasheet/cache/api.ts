/**
 * The review calls of one cached sheet (paths in the contract): its review (problems, suggestions, merge
 * target), the merge preview, and the changes (map a spelling, approve, reject), each refreshing what it changes.
 */
import {
  type CacheApproveResult,
  type CacheDiff,
  type CacheMapBody,
  type CacheMapResult,
  type CacheReview,
  datasheetCacheResource,
  datasheetPaths,
  datasheetResource,
  type ResourceDef,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../api/queries.ts';
import { request } from '../../../api/request.ts';
import { familyKey } from '../../../resources/api.ts';

export const cacheDef = datasheetCacheResource as ResourceDef;

const reviewKey = (id: number) => ['datasheet', 'cache-review', id] as const;
const diffKey = (id: number) => ['datasheet', 'cache-diff', id] as const;

export function useCacheReview(id: number | undefined) {
  return useQuery({
    queryKey: reviewKey(id ?? 0),
    queryFn: ({ signal }) => request<CacheReview>(datasheetPaths.cacheReview, { query: { id }, signal }),
    enabled: id !== undefined,
  });
}

export function useCacheDiff(id: number, enabled: boolean) {
  return useQuery({
    queryKey: diffKey(id),
    queryFn: ({ signal }) => request<CacheDiff>(datasheetPaths.cacheDiff, { query: { id }, signal }),
    enabled,
  });
}

/** The review's changes; each refreshes the cache family (every pending sheet a mapping touched) and reviews. */
export function useCacheActions() {
  const client = useQueryClient();
  const refresh = async (published = false) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: familyKey(cacheDef) }),
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-review'] }),
      client.invalidateQueries({ queryKey: ['datasheet', 'cache-diff'] }),
      published ? client.invalidateQueries({ queryKey: familyKey(datasheetResource as ResourceDef) }) : null,
    ]);
  };
  return {
    review: (id: number) =>
      client.fetchQuery({
        queryKey: reviewKey(id),
        queryFn: ({ signal }) => request<CacheReview>(datasheetPaths.cacheReview, { query: { id }, signal }),
      }),
    async map(body: CacheMapBody) {
      const result = await request<CacheMapResult>(datasheetPaths.cacheMap, { body });
      await refresh();
      return result;
    },
    async approve(id: number) {
      const result = await request<CacheApproveResult>(datasheetPaths.cacheApprove, { body: { id } });
      await refresh(true);
      return result;
    },
    async reject(id: number, reason: string) {
      await request(datasheetPaths.cacheReject, { body: { id, reason } });
      await refresh();
    },
  };
}
