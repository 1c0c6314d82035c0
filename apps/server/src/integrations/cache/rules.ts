import { globToRegExp } from './glob.ts';
import type { CacheKeyInfo, CacheStore } from './store.ts';

/** A cache rule as the cache reads it (the `cache_rule` family, `/configuration/cache/remote_rules`). */
export interface CacheRule {
  id: number;
  pattern: string;
  /** 0: the key does not expire. */
  ttlSeconds: number;
  /** false: the keys it names are not cached at all. */
  enabled: boolean;
}

/** What the rules say about one key: keep it this long, or do not cache it. */
export type CacheDecision = { cache: true; ttlSeconds: number } | { cache: false };

/** How specific a pattern is: its literal characters, so `dashboard:overview` comes before `dashboard:*`. */
function literalLength(pattern: string): number {
  return pattern.replaceAll('*', '').length;
}

/**
 * The rules, most specific pattern first (then the oldest rule). The first rule whose pattern matches a key
 * decides it: an enabled rule gives its TTL, a disabled one means the key is not cached. So disabling the
 * rule of a group turns its caching off even when a broader rule (`*`) would match too.
 */
export class CacheRuleSet {
  static readonly empty = new CacheRuleSet([]);
  readonly #rules: { rule: CacheRule; match: RegExp }[];

  constructor(rules: readonly CacheRule[]) {
    this.#rules = [...rules]
      .sort((a, b) => literalLength(b.pattern) - literalLength(a.pattern) || a.id - b.id)
      .map((rule) => ({ rule, match: globToRegExp(rule.pattern) }));
  }

  /** The decision for `key`; undefined when no rule names it (the caller's own TTL applies). */
  decide(key: string): CacheDecision | undefined {
    const found = this.#rules.find(({ match }) => match.test(key))?.rule;
    if (!found) return undefined;
    return found.enabled ? { cache: true, ttlSeconds: found.ttlSeconds } : { cache: false };
  }
}

/**
 * A store whose `remember` follows the cache rules: the TTL a caller passes is only the default for keys no
 * rule names. Everything else goes straight to the store underneath (a plain `set` is not a rule's business:
 * the rules decide what the server keeps of its own computations).
 */
export class RuledCacheStore implements CacheStore {
  readonly #store: CacheStore;
  readonly #rules: () => Promise<CacheRuleSet>;

  /** `rules` is asked at every `remember`; it should answer from memory (see modules/cache-keys/rules.ts). */
  constructor(store: CacheStore, rules: () => Promise<CacheRuleSet>) {
    this.#store = store;
    this.#rules = rules;
  }

  get kind(): CacheStore['kind'] {
    return this.#store.kind;
  }

  get(key: string): Promise<string | null> {
    return this.#store.get(key);
  }

  set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    return this.#store.set(key, value, ttlSeconds);
  }

  del(keys: readonly string[]): Promise<number> {
    return this.#store.del(keys);
  }

  keys(pattern: string, limit: number): Promise<CacheKeyInfo[]> {
    return this.#store.keys(pattern, limit);
  }

  delPattern(pattern: string): Promise<number> {
    return this.#store.delPattern(pattern);
  }

  getJson<T>(key: string): Promise<T | null> {
    return this.#store.getJson<T>(key);
  }

  setJson(key: string, value: unknown, ttlSeconds?: number): Promise<void> {
    return this.#store.setJson(key, value, ttlSeconds);
  }

  async remember<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const decision = (await this.#rules()).decide(key);
    if (decision?.cache === false) {
      // A value kept before the rule was disabled is neither answered nor left to come back, older than what
      // was answered since, when the rule is enabled again. One delete is nothing next to the computation.
      await this.#store.del([key]);
      return compute();
    }
    return this.#store.remember(key, decision ? decision.ttlSeconds : ttlSeconds, compute);
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}
