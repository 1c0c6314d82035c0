/**
 * The cache rules (`/configuration/cache/remote_rules`) made effective: the app's cache asks them how long
 * to keep what it remembers. They are read from the database and held briefly, so a cached call does not
 * cost a query.
 */
import { cacheRuleResource } from '@console/contract';
import type { Db } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { CacheRuleSet, type CacheStore, RuledCacheStore } from '../../integrations/cache/index.ts';

/**
 * How long the rules read are held. An edit through this instance drops them at once (the engine's hook);
 * an edit through another server instance sharing the database cannot, so this is also how long such an
 * edit may take to reach this instance: a few seconds, not the lifetime of the keys.
 */
export const CACHE_RULES_MEMO_MS = 5_000;

async function readRules(db: Db): Promise<CacheRuleSet> {
  const table = familyTable(cacheRuleResource);
  const rows = await db
    .select({ id: table.id, pattern: table.pattern, ttlSeconds: table.ttl_seconds, enabled: table.enabled })
    .from(table);
  return new CacheRuleSet(rows);
}

/** The rules as last read, read again when older than the memo or forgotten; one read at a time. */
export class CacheRuleReader {
  readonly #db: Db;
  readonly #now: () => number;
  #held: { rules: CacheRuleSet; readAt: number } | undefined;
  #reading: Promise<CacheRuleSet> | undefined;
  /** Bumped by `forget`: a read that began before it must not be held, it may predate the change. */
  #generation = 0;

  /** `now` is for tests that move the clock. */
  constructor(db: Db, options: { now?: () => number } = {}) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
  }

  current(): Promise<CacheRuleSet> {
    const held = this.#held;
    if (held && this.#now() - held.readAt < CACHE_RULES_MEMO_MS) return Promise.resolve(held.rules);
    if (this.#reading) return this.#reading;
    const generation = this.#generation;
    const readAt = this.#now();
    const reading = readRules(this.#db).finally(() => {
      if (this.#reading === reading) this.#reading = undefined;
    });
    this.#reading = reading;
    return reading.then((rules) => {
      if (generation === this.#generation) this.#held = { rules, readAt };
      return rules;
    });
  }

  /** A rule changed: the next `current()` reads them again. */
  forget(): void {
    this.#generation += 1;
    this.#held = undefined;
    this.#reading = undefined;
  }
}

/**
 * The app's cache: `store` with its `remember` following the cache rules. Any change of a rule through the
 * engine (add, update, del, enable) drops the rules held, once committed.
 */
export function ruledCache(store: CacheStore, engine: ResourceEngine): RuledCacheStore {
  const reader = new CacheRuleReader(engine.db);
  engine.hooks.add(cacheRuleResource, { afterCommit: () => reader.forget() });
  return new RuledCacheStore(store, () => reader.current());
}
