import type { Redis } from 'ioredis';
import { onFirstUse } from '../../core/on-first-use.ts';
import { escapeRedisGlob, globToRedisMatch } from './glob.ts';
import { BaseCacheStore, type CacheKeyInfo, secondsLeft, ttlMilliseconds } from './store.ts';

// Loaded when REDIS_URL is set; a server without Redis never loads the client.
const ioredis = onFirstUse<typeof import('ioredis')>('ioredis');

/** Keys per UNLINK and the COUNT hint of each SCAN step: small enough never to block Redis for long. */
const BATCH = 500;

export interface RedisCacheOptions {
  /**
   * Every key is stored under this prefix (e.g. `console:`), and patterns only ever see keys under it, so
   * a Redis server shared with other programs keeps their keys out of the list and out of reach of a
   * group delete. The prefix never appears in what the store answers.
   */
  prefix?: string;
  /** Told about a lost connection once per outage (ioredis keeps reconnecting meanwhile). */
  onError?: (error: Error) => void;
}

/**
 * The store when `REDIS_URL` is set: shared by every server instance. Lists and group deletes walk the
 * keyspace with SCAN (never KEYS, which blocks the server) and delete with UNLINK in batches.
 */
export class RedisCacheStore extends BaseCacheStore {
  readonly kind = 'redis' as const;
  readonly #client: Redis;
  readonly #prefix: string;

  constructor(client: Redis, prefix = '') {
    super();
    this.#client = client;
    this.#prefix = prefix;
  }

  /** Connects to `url` (`redis://[:password@]host:port[/db]` or `rediss://`); the connection opens in the background. */
  static connect(url: string, options: RedisCacheOptions = {}): RedisCacheStore {
    const client = new (ioredis().Redis)(url, {
      // A request waits for at most two reconnection attempts, then fails instead of hanging.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
    });
    let reported = false;
    client.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      options.onError?.(error);
    });
    client.on('ready', () => {
      reported = false;
    });
    return new RedisCacheStore(client, options.prefix);
  }

  #full(key: string): string {
    return this.#prefix + key;
  }

  #match(pattern: string): string {
    return escapeRedisGlob(this.#prefix) + globToRedisMatch(pattern);
  }

  /** Hands the keys matching the pattern (full names) to `onBatch` a SCAN step at a time, until it answers true. */
  async #scan(pattern: string, onBatch: (keys: string[]) => Promise<boolean>): Promise<void> {
    const match = this.#match(pattern);
    let cursor = '0';
    do {
      const [next, keys] = await this.#client.scan(cursor, 'MATCH', match, 'COUNT', BATCH);
      cursor = next;
      if (keys.length > 0 && (await onBatch(keys))) return;
    } while (cursor !== '0');
  }

  async get(key: string): Promise<string | null> {
    return this.#client.get(this.#full(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const ttl = ttlMilliseconds(ttlSeconds);
    if (ttl === null) await this.#client.set(this.#full(key), value);
    else await this.#client.set(this.#full(key), value, 'PX', ttl);
  }

  async #unlink(fullKeys: readonly string[]): Promise<number> {
    let deleted = 0;
    for (let i = 0; i < fullKeys.length; i += BATCH) {
      deleted += await this.#client.unlink(...fullKeys.slice(i, i + BATCH));
    }
    return deleted;
  }

  async del(keys: readonly string[]): Promise<number> {
    return this.#unlink([...new Set(keys)].map((key) => this.#full(key)));
  }

  async keys(pattern: string, limit: number): Promise<CacheKeyInfo[]> {
    if (limit <= 0) return [];
    // SCAN may answer a key twice while the keyspace is rehashed.
    const found = new Set<string>();
    await this.#scan(pattern, async (keys) => {
      for (const key of keys) found.add(key);
      return found.size >= limit;
    });
    const names = [...found].sort().slice(0, limit);
    if (names.length === 0) return [];
    const pipeline = this.#client.pipeline();
    for (const name of names) pipeline.pttl(name);
    const ttls = (await pipeline.exec()) ?? [];
    const result: CacheKeyInfo[] = [];
    names.forEach((name, i) => {
      const [error, ms] = ttls[i] ?? [null, -2];
      if (error) throw error;
      // -2: expired or deleted since the scan; -1: no expiry.
      if (typeof ms !== 'number' || ms === -2) return;
      result.push({ key: name.slice(this.#prefix.length), ttl: ms === -1 ? null : secondsLeft(ms) });
    });
    return result;
  }

  async delPattern(pattern: string): Promise<number> {
    let deleted = 0;
    await this.#scan(pattern, async (keys) => {
      deleted += await this.#unlink(keys);
      return false;
    });
    return deleted;
  }

  async close(): Promise<void> {
    if (this.#client.status === 'ready') {
      await this.#client.quit().catch(() => this.#client.disconnect());
    } else {
      this.#client.disconnect();
    }
  }
}
