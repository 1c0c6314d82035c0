import type { CacheKeyInfo } from '@console/contract';

export type { CacheKeyInfo };

/**
 * The cache, whichever store holds it. Values are strings; `getJson`, `setJson` and `remember` keep JSON.
 * A `ttlSeconds` of 0 or none means the key does not expire. Patterns use `*` as the only wildcard
 * (see glob.ts). Both stores behave the same; the same tests run on both.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Deletes these keys; answers how many existed. */
  del(keys: readonly string[]): Promise<number>;
  /** Up to `limit` keys matching the pattern, sorted, with their seconds left (null: no expiry). */
  keys(pattern: string, limit: number): Promise<CacheKeyInfo[]>;
  /** Deletes every key matching the pattern; answers how many. */
  delPattern(pattern: string): Promise<number>;
  /** The parsed JSON value; null when the key is missing or does not hold JSON. */
  getJson<T>(key: string): Promise<T | null>;
  setJson(key: string, value: unknown, ttlSeconds?: number): Promise<void>;
  /**
   * The cached value of `key`, or `compute()`'s, which is then kept for `ttlSeconds`. Concurrent callers in
   * one process share one computation. The value must survive JSON (no dates, no undefined). The app's cache
   * lets the cache rules override `ttlSeconds`, or not cache the key at all (see rules.ts).
   */
  remember<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Milliseconds of a TTL, or null for a key that does not expire. */
export function ttlMilliseconds(ttlSeconds: number | undefined): number | null {
  if (ttlSeconds === undefined || ttlSeconds === 0) return null;
  if (!Number.isFinite(ttlSeconds) || ttlSeconds < 0) {
    throw new RangeError(`cache TTL must be a positive number of seconds, got ${ttlSeconds}`);
  }
  return Math.max(1, Math.round(ttlSeconds * 1000));
}

/** Seconds left as the key list shows them: rounded up, so a key that has not expired never shows 0. */
export function secondsLeft(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

/** What both stores share: the JSON helpers on top of get/set. */
export abstract class BaseCacheStore implements CacheStore {
  abstract readonly kind: 'memory' | 'redis';
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  abstract del(keys: readonly string[]): Promise<number>;
  abstract keys(pattern: string, limit: number): Promise<CacheKeyInfo[]>;
  abstract delPattern(pattern: string): Promise<number>;
  abstract close(): Promise<void>;

  readonly #pending = new Map<string, Promise<unknown>>();

  async getJson<T>(key: string): Promise<T | null> {
    const text = await this.get(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  async setJson(key: string, value: unknown, ttlSeconds?: number): Promise<void> {
    await this.set(key, JSON.stringify(value), ttlSeconds);
  }

  remember<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const pending = this.#pending.get(key);
    if (pending) return pending as Promise<T>;
    const work = (async () => {
      const cached = await this.getJson<T>(key);
      if (cached !== null) return cached;
      const value = await compute();
      await this.setJson(key, value, ttlSeconds);
      return value;
    })().finally(() => this.#pending.delete(key));
    this.#pending.set(key, work);
    return work;
  }
}
