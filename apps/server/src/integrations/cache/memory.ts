import { globToRegExp } from './glob.ts';
import { BaseCacheStore, type CacheKeyInfo, secondsLeft, ttlMilliseconds } from './store.ts';

interface Entry {
  value: string;
  /** Epoch milliseconds; null: does not expire. */
  expiresAt: number | null;
}

/** Expired entries are dropped when read, and all at once at most this often. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The default store: a Map in this process, with expiry. Right for one server; several instances need
 * Redis (`REDIS_URL`) to share it.
 */
export class MemoryCacheStore extends BaseCacheStore {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  #lastSweep: number;

  /** `now` is for tests that move the clock. */
  constructor(options: { now?: () => number } = {}) {
    super();
    this.#now = options.now ?? Date.now;
    this.#lastSweep = this.#now();
  }

  #live(key: string, now = this.#now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    for (const key of [...this.#entries.keys()]) this.#live(key, now);
  }

  async get(key: string): Promise<string | null> {
    return this.#live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const ttl = ttlMilliseconds(ttlSeconds);
    const now = this.#now();
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) this.#sweep(now);
    this.#entries.set(key, { value, expiresAt: ttl === null ? null : now + ttl });
  }

  async del(keys: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const key of new Set(keys)) {
      if (this.#live(key)) deleted += 1;
      this.#entries.delete(key);
    }
    return deleted;
  }

  async keys(pattern: string, limit: number): Promise<CacheKeyInfo[]> {
    const now = this.#now();
    this.#sweep(now);
    const match = globToRegExp(pattern);
    const found: CacheKeyInfo[] = [];
    for (const [key, entry] of this.#entries) {
      if (!match.test(key)) continue;
      found.push({ key, ttl: entry.expiresAt === null ? null : secondsLeft(entry.expiresAt - now) });
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, Math.max(0, limit));
  }

  async delPattern(pattern: string): Promise<number> {
    this.#sweep(this.#now());
    const match = globToRegExp(pattern);
    let deleted = 0;
    for (const key of [...this.#entries.keys()]) {
      if (!match.test(key)) continue;
      this.#entries.delete(key);
      deleted += 1;
    }
    return deleted;
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }
}
