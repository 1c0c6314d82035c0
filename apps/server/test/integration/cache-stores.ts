import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { type CacheStore, MemoryCacheStore, RedisCacheStore } from '../../src/integrations/cache/index.ts';

/** Redis for the cache tests (`redis://127.0.0.1:6391` in CI); unset, only the in-process store is tested. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/**
 * A prefix of this run's own: the tests write and delete keys only under it, never anything else on the
 * server. The `[*]` proves the store escapes its prefix in SCAN patterns.
 */
export function testPrefix(): string {
  return `console-test:${randomBytes(6).toString('hex')}[*]:`;
}

export interface StoreCase {
  name: 'memory' | 'redis';
  /** A new, empty store; a Redis one under a new prefix. */
  create(prefix?: string): CacheStore;
}

const storeCases: { store: StoreCase; available: boolean }[] = [
  { store: { name: 'memory', create: () => new MemoryCacheStore() }, available: true },
  {
    store: {
      name: 'redis',
      create: (prefix = testPrefix()) => {
        if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
        return RedisCacheStore.connect(testRedisUrl, { prefix });
      },
    },
    available: testRedisUrl !== undefined,
  },
];

/**
 * One `describe` per store (`$name` in the title names it). The Redis one is reported as skipped, with all its
 * tests, while TEST_REDIS_URL is unset: never as passed.
 */
export function describeEachStore(title: string, body: (store: StoreCase) => void): void {
  for (const { store, available } of storeCases) {
    describe.skipIf(!available)(title.replace('$name', store.name), () => body(store));
  }
}

/** Removes what a test wrote (only its prefix on Redis) and closes the store. */
export async function disposeStore(store: CacheStore): Promise<void> {
  await store.delPattern('*');
  await store.close();
}
