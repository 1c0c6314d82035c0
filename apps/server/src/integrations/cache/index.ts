import type { Config } from '../../config.ts';
import { MemoryCacheStore } from './memory.ts';
import { type RedisCacheOptions, RedisCacheStore } from './redis.ts';
import type { CacheStore } from './store.ts';

export { globToRedisMatch, globToRegExp } from './glob.ts';
export { MemoryCacheStore } from './memory.ts';
export { RedisCacheStore } from './redis.ts';
export { type CacheDecision, type CacheRule, CacheRuleSet, RuledCacheStore } from './rules.ts';
export type { CacheKeyInfo, CacheStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's cache: in this process, or Redis when `REDIS_URL` is set. */
    cache: CacheStore;
  }
}

/** The store the configuration asks for: Redis when `REDIS_URL` is set, else the in-process one. */
export function createCache(
  config: Pick<Config, 'redisUrl'> & Partial<Pick<Config, 'cacheMemoryMb'>>,
  options: RedisCacheOptions = {},
): CacheStore {
  if (config.redisUrl) return RedisCacheStore.connect(config.redisUrl, options);
  const mb = config.cacheMemoryMb;
  return new MemoryCacheStore(mb === undefined ? {} : { maxBytes: mb * 1024 * 1024 });
}
