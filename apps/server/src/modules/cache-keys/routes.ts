import { CACHE_KEY_PATTERN, ResultCode, systemEndpoints } from '@console/contract';
import { AppError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';

/** The contract's rule for a key pattern, the one a cache rule's pattern follows too. */
const PATTERN_CHARS = new RegExp(CACHE_KEY_PATTERN);

function checkPattern(pattern: string): string {
  if (!PATTERN_CHARS.test(pattern)) throw new AppError(ResultCode.invalid, messages.cache.badPattern);
  return pattern;
}

/** The remote cache screen's calls: the keys matching a pattern, and deleting such a group of keys. */
export function cacheKeyModule({ api, cache, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);

  serve(systemEndpoints.cacheKeys, async (query) => {
    const pattern = checkPattern(query.pattern);
    // One more than asked tells whether there are more.
    const found = await cache.keys(pattern, query.limit + 1);
    return { keys: found.slice(0, query.limit), truncated: found.length > query.limit };
  });

  serve(systemEndpoints.cacheDelGroup, async (body) => {
    const pattern = checkPattern(body.pattern);
    if (/^\*+$/.test(pattern)) throw new AppError(ResultCode.invalid, messages.cache.wholeCache);
    return { deleted: await cache.delPattern(pattern) };
  });
}
