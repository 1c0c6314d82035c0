/**
 * The calls of the system screens beyond the generic resource endpoints (apps/server/src/modules/tags and
 * cache-keys), through the one request function.
 */
import {
  CACHE_KEYS_DEFAULT_LIMIT,
  CACHE_KEYS_MAX_LIMIT,
  type CacheKeyList,
  systemEndpoints,
  type TagType,
} from '@console/contract';
import { call } from '../../../api/call.ts';

export interface TagBindBody {
  tag_ids: number[];
  target_type: TagType;
  target_ids: number[];
}

/** Binds every tag to every target; answers how many bindings were new (existing ones are skipped). */
export function bindTags(body: TagBindBody): Promise<{ bound: number }> {
  return call(systemEndpoints.tagBind, body);
}

/** Copies a company's tag bindings onto a user; answers how many were new for that user. */
export function copyCompanyTagsToUser(body: {
  company_id: number;
  user_id: number;
}): Promise<{ copied: number }> {
  return call(systemEndpoints.tagCopyCompanyToUser, body);
}

/**
 * Listing limits of `GET /system/cache/keys` (apps/server/src/modules/cache-keys: default 200, at most 1000).
 * The server answers `truncated` when more keys match than the limit asked for.
 */
export const CACHE_KEYS_PAGE = CACHE_KEYS_DEFAULT_LIMIT;
export const CACHE_KEYS_MAX = CACHE_KEYS_MAX_LIMIT;

export function fetchCacheKeys(pattern: string, limit: number, signal?: AbortSignal): Promise<CacheKeyList> {
  return call(systemEndpoints.cacheKeys, { pattern, limit }, { signal });
}

export function deleteCacheGroup(pattern: string): Promise<{ deleted: number }> {
  return call(systemEndpoints.cacheDelGroup, { pattern });
}
