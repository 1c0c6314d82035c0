/**
 * The calls of the system screens beyond the generic resource endpoints (apps/server/src/modules/tags and
 * cache-keys), through the one request function.
 */
import { apiPaths, type CacheKeyList, type TagType } from '@console/contract';
import { request } from '../../../api/request.ts';

export interface TagBindBody {
  tag_ids: number[];
  target_type: TagType;
  target_ids: number[];
}

/** Binds every tag to every target; answers how many bindings were new (existing ones are skipped). */
export function bindTags(body: TagBindBody): Promise<{ bound: number }> {
  return request<{ bound: number }>(apiPaths.tagBind, { body });
}

/** Copies a company's tag bindings onto a user; answers how many were new for that user. */
export function copyCompanyTagsToUser(body: {
  company_id: number;
  user_id: number;
}): Promise<{ copied: number }> {
  return request<{ copied: number }>(apiPaths.tagCopyCompanyToUser, { body });
}

/**
 * Listing limits of `GET /system/cache/keys` (apps/server/src/modules/cache-keys: default 200, at most 1000).
 * The server answers `truncated` when more keys match than the limit asked for.
 */
export const CACHE_KEYS_PAGE = 200;
export const CACHE_KEYS_MAX = 1000;

export function fetchCacheKeys(pattern: string, limit: number, signal?: AbortSignal): Promise<CacheKeyList> {
  return request<CacheKeyList>(apiPaths.cacheKeys, { query: { pattern, limit }, signal });
}

export function deleteCacheGroup(pattern: string): Promise<{ deleted: number }> {
  return request<{ deleted: number }>(apiPaths.cacheDelGroup, { body: { pattern } });
}
