/**
 * The polymer family library on the server: its rows are seeded from the contract's table when it is empty (a new
 * database, or one migrated to 0032), and read as a name matcher by the global search and the parametric search,
 * through the app's cache (so every instance sees a staff edit once it commits; Redis shares the key).
 */
import {
  contractFamilyNames,
  type FamilyMatcher,
  familyMatcher,
  type PolymerFamilyNames,
  polymerFamilies,
  polymerFamilyResource,
  splitAliases,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import type { CacheStore } from '../../integrations/cache/index.ts';

export const POLYMER_NAMES_CACHE_KEY = 'polymer_family:names';
/** The rows change by hand only; an hour bounds a change made past the console (a hand-typed UPDATE). */
const CACHE_SECONDS = 3600;

/** Writes the contract's families into an empty library, parents first, in one transaction. */
export async function seedPolymerFamilies(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('polymer_family:seed'))`);
    const [held] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from polymer_family`);
    if ((held?.n ?? 0) > 0) return 0;
    // raw write: the library's first rows, the contract's table, written by no admin at start (no history to write)
    for (const [i, f] of polymerFamilies.entries()) {
      await tx.execute(sql`insert into polymer_family (code, name_zh, name_en, aliases, sort, parent_id)
        values (${f.code}, ${f.name_zh}, ${f.name_en}, ${f.aliases.join('\n')}, ${(i + 1) * 10},
          (select id from polymer_family where code = ${f.parent ?? null}))
        on conflict (code) do nothing`);
    }
    return polymerFamilies.length;
  });
}

/** The enabled families' names, as the library holds them now. */
export async function readFamilyNames(db: Pick<Db, 'execute'>): Promise<PolymerFamilyNames[]> {
  const rows = await queryRows<{
    code: string;
    name_zh: string;
    name_en: string;
    aliases: string;
    parent: string | null;
  }>(
    db,
    sql`select f.code, f.name_zh, f.name_en, f.aliases, p.code as parent
      from polymer_family f left join polymer_family p on p.id = f.parent_id and p.enabled
      where f.enabled order by f.sort, f.id`,
  );
  return rows.map((row) => ({
    code: row.code,
    parent: row.parent,
    names: [row.code, row.name_zh, row.name_en, ...splitAliases(row.aliases)].filter(Boolean),
  }));
}

let built: { json: string; matcher: FamilyMatcher } | undefined;

/**
 * The matcher over the library's rows (a typed query: abbreviations without case), through the cache when given.
 * Rebuilt only when the rows differ from those it was built on; before the library is seeded, the contract's table.
 */
export async function familyNames(db: Pick<Db, 'execute'>, cache?: CacheStore): Promise<FamilyMatcher> {
  const rows = cache
    ? await cache.remember(POLYMER_NAMES_CACHE_KEY, CACHE_SECONDS, () => readFamilyNames(db))
    : await readFamilyNames(db);
  const json = JSON.stringify(rows);
  if (built?.json !== json)
    built = { json, matcher: familyMatcher(rows.length > 0 ? rows : contractFamilyNames()) };
  return built.matcher;
}

/** A committed change to the library drops the cached names; the start seeds an empty library. */
export function polymerFamilyHooks(
  engine: ResourceEngine,
  cache: CacheStore,
  onReady: (run: () => Promise<void>) => void,
  log: FastifyBaseLogger,
): void {
  engine.hooks.add(polymerFamilyResource, {
    afterCommit: () => cache.del([POLYMER_NAMES_CACHE_KEY]).then(() => undefined),
  });
  onReady(async () => {
    const written = await seedPolymerFamilies(engine.db);
    if (written > 0) {
      await cache.del([POLYMER_NAMES_CACHE_KEY]);
      log.info({ written }, 'polymer families seeded');
    }
  });
}
