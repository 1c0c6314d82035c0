import { globToRegExp } from './glob.ts';
import { BaseCacheStore, type CacheKeyInfo, secondsLeft, ttlMilliseconds } from './store.ts';

interface Entry {
  value: string;
  /** Epoch milliseconds; null: does not expire. */
  expiresAt: number | null;
}

/** Expired entries are dropped when read, and all at once at most this often. */
const SWEEP_INTERVAL_MS = 60_000;

/** `CACHE_MEMORY_MB`'s default, in MB. */
export const DEFAULT_CACHE_MEMORY_MB = 32;

/** What an entry is counted as holding: its key and value as UTF-16 (V8 may store them in less). */
const entryBytes = (key: string, value: string) => 2 * (key.length + value.length);

/**
 * The default store: a Map in this process, with expiry. Right for one server; several instances need
 * Redis (`REDIS_URL`) to share it. It holds at most `maxBytes` (`CACHE_MEMORY_MB`): past that, the entries
 * read or written longest ago go first, so keys made from requests (or an admin's own) cannot grow the server
 * without bound, as Redis's `maxmemory` would stop it.
 */
export class MemoryCacheStore extends BaseCacheStore {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #maxBytes: number;
  #bytes = 0;
  #lastSweep: number;

  /** `now` is for tests that move the clock. */
  constructor(options: { now?: () => number; maxBytes?: number } = {}) {
    super();
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? DEFAULT_CACHE_MEMORY_MB * 1024 * 1024;
    this.#lastSweep = this.#now();
  }

  /** The bytes the entries are counted as holding (never above `maxBytes` once a write returned). */
  get bytes(): number {
    return this.#bytes;
  }

  #drop(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entryBytes(key, entry.value);
    return true;
  }

  #live(key: string, now = this.#now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= now) {
      this.#drop(key);
      return undefined;
    }
    return entry;
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    for (const key of [...this.#entries.keys()]) this.#live(key, now);
  }

  async get(key: string): Promise<string | null> {
    const entry = this.#live(key);
    if (!entry) return null;
    // Last in the Map's order: the Map's first entries are the ones least recently used, dropped first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const ttl = ttlMilliseconds(ttlSeconds);
    const now = this.#now();
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) this.#sweep(now);
    this.#drop(key);
    this.#entries.set(key, { value, expiresAt: ttl === null ? null : now + ttl });
    this.#bytes += entryBytes(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#drop(oldest);
    }
  }

  async del(keys: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const key of new Set(keys)) {
      if (this.#live(key)) deleted += 1;
      this.#drop(key);
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
      this.#drop(key);
      deleted += 1;
    }
    return deleted;
  }

  async close(): Promise<void> {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
