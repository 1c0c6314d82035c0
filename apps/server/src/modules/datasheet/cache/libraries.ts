/**
 * What the cache resolves raw spellings against, read once per import or review: the canonical rows by
 * every name they go by, the mapped origin rows (the remembered choices), the grid rules of the headers and
 * metrics, and the checks in force. Names compare trimmed and case-blind.
 */
import {
  CACHE_CHECKS,
  type CacheCheck,
  type CacheMapKind,
  type GridLookups,
  type HeaderRule,
  type MetricRule,
  OriginStatus,
  standardSpelling,
  unitOfSpelling,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/index.ts';

export const spelling = (raw: string) => raw.trim().toLowerCase();

export type ResolvedKind = CacheMapKind | 'category' | 'condition';

export interface CacheLibraries {
  grid: GridLookups;
  enabled: Set<CacheCheck>;
  resolve(kind: ResolvedKind, raw: string): number | null;
}

type Reader = Pick<Db, 'execute'>;

/** Each canonical table with the columns its rows are named by, and its origin table when it has one. */
const sources: Record<ResolvedKind, { table: string; names: string[]; origin?: string; ref?: string }> = {
  header: {
    table: 'header',
    names: ['name_zh', 'name_en', 'code'],
    origin: 'header_origin',
    ref: 'header_id',
  },
  standard: { table: 'standard', names: ['code'], origin: 'standard_origin', ref: 'standard_id' },
  company: {
    table: 'company',
    names: ['name_zh', 'name_en', 'short_name'],
    origin: 'company_origin',
    ref: 'company_id',
  },
  category: { table: 'category', names: ['name_zh', 'name_en'] },
  condition: { table: 'condition', names: ['label'] },
  // A unit by its symbol first (what sheets print), then its catalogue code, then a spelling mapped once.
  unit: { table: 'metric', names: ['symbol', 'code'], origin: 'metric_origin', ref: 'metric_id' },
};

export const originTableOf = (kind: CacheMapKind) => sources[kind].origin as string;
export const canonicalTableOf = (kind: CacheMapKind) => sources[kind].table;

async function nameMap(db: Reader, kind: ResolvedKind): Promise<Map<string, number>> {
  const { table, names, origin, ref } = sources[kind];
  const map = new Map<string, number>();
  // Origin rows first, so a canonical name wins where both name a spelling.
  if (origin && ref) {
    const rows = await queryRows<{ raw: string; id: number }>(
      db,
      sql`select raw, ${sql.identifier(ref)} as id from ${sql.identifier(origin)}
          where status = ${OriginStatus.mapped} and ${sql.identifier(ref)} is not null`,
    );
    for (const row of rows) map.set(spelling(row.raw), row.id);
  }
  for (const name of [...names].reverse()) {
    const rows = await queryRows<{ name: string | null; id: number }>(
      db,
      sql`select ${sql.identifier(name)}::text as name, id from ${sql.identifier(table)} order by id desc`,
    );
    for (const row of rows) if (row.name) map.set(spelling(row.name), row.id);
  }
  return map;
}

export async function enabledChecks(db: Reader): Promise<Set<CacheCheck>> {
  const rows = await queryRows<{ check: string; enabled: boolean }>(
    db,
    sql`select "check", enabled from cache_condition`,
  );
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.check));
  return new Set(CACHE_CHECKS.filter((check) => !off.has(check)));
}

export async function gridLookups(db: Reader): Promise<GridLookups> {
  const headers = await queryRows<HeaderRule>(
    db,
    sql`select id, name_zh, name_en, quantity, value_kind, has_state from header`,
  );
  const metrics = await queryRows<MetricRule>(db, sql`select id, symbol, quantity from metric`);
  return {
    headers: new Map(headers.map((row) => [row.id, row])),
    metrics: new Map(metrics.map((row) => [row.id, row])),
  };
}

export async function loadCacheLibraries(db: Reader): Promise<CacheLibraries> {
  const kinds = Object.keys(sources) as ResolvedKind[];
  const maps = new Map<ResolvedKind, Map<string, number>>();
  for (const kind of kinds) maps.set(kind, await nameMap(db, kind));
  return {
    grid: await gridLookups(db),
    enabled: await enabledChecks(db),
    resolve(kind, raw) {
      if (raw.trim() === '') return null;
      const map = maps.get(kind);
      const found = map?.get(spelling(raw));
      if (found !== undefined) return found;
      // A spelling the catalogue reads (g/cc, kg/cm2, ºC, 兆帕; ASTM D 1238) resolves as the row it names.
      if (kind === 'unit') {
        const unit = unitOfSpelling(raw);
        return (unit && map?.get(spelling(unit.code))) ?? null;
      }
      if (kind === 'standard') {
        const read = standardSpelling(raw);
        return (read.recognised && map?.get(spelling(read.code))) || null;
      }
      return null;
    },
  };
}
