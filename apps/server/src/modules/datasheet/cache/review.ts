/**
 * The review of a cached sheet: its problems and, for each spelling no library knows, the closest canonical
 * rows by trigram similarity (one lateral query per kind; units by the contract's `rankUnitSuggestions`, since
 * trigrams say little about a 3-character symbol); and a mapping chosen for a spelling, which is
 * stored in the origin library (remembered for every later import) and applied to every pending sheet now.
 */
import {
  type CacheMapBody,
  type CacheMapKind,
  type CacheReview,
  type CacheSuggestion,
  cacheProblems,
  type RankableMetric,
  ResultCode,
  rankUnitSuggestions,
  resourceByKey,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { type Db, queryRows } from '../../../db/index.ts';
import type { Tx, WriteDeps } from '../../../engine/index.ts';
import { upsertRow } from '../../../engine/index.ts';
import type { SessionAdmin } from '../../../http/auth.ts';
import { loadCached, mergeTarget } from './approve.ts';
import { cachedSheetOf, refreshChecks } from './checks.ts';
import { type CacheLibraries, canonicalTableOf, originTableOf } from './libraries.ts';

const SUGGESTIONS = 3;
const MIN_SIMILARITY = 0.15;

type TrigramKind = Exclude<CacheMapKind, 'unit'>;

const compared: Record<TrigramKind, { columns: string[]; title: string }> = {
  header: { columns: ['name_zh', 'name_en'], title: 'name_zh' },
  standard: { columns: ['code', 'title_en'], title: 'code' },
  company: { columns: ['name_zh', 'name_en', 'short_name'], title: 'name_zh' },
};

/** Units ranked in the process: the metric rows are few (a catalogue, not a table of sheets). */
export async function suggestUnits(db: Pick<Db, 'execute'>, raws: readonly string[]) {
  const result: Record<string, CacheSuggestion[]> = {};
  if (raws.length === 0) return result;
  const metrics = await queryRows<RankableMetric>(
    db,
    sql`select id, code, symbol from metric where enabled order by id`,
  );
  for (const raw of raws) result[raw] = rankUnitSuggestions(raw, metrics);
  return result;
}

async function suggest(db: Pick<Db, 'execute'>, kind: TrigramKind, raws: readonly string[]) {
  const result: Record<string, CacheSuggestion[]> = {};
  if (raws.length === 0) return result;
  const { columns, title } = compared[kind];
  const similarity = sql.join(
    columns.map((name) => sql`coalesce(similarity(lower(c.${sql.identifier(name)}), lower(r.raw)), 0)`),
    sql`, `,
  );
  const values = sql.join(
    raws.map((raw) => sql`(${raw}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ raw: string; id: number; label: string; similarity: number }>(
    db,
    sql`select r.raw, s.id, s.label, s.similarity
        from (values ${values}) as r(raw)
        cross join lateral (
          select c.id, c.${sql.identifier(title)}::text as label, greatest(${similarity}) as similarity
          from ${sql.identifier(canonicalTableOf(kind))} c
          order by similarity desc, c.id
          limit ${SUGGESTIONS}
        ) s
        where s.similarity >= ${MIN_SIMILARITY}
        order by r.raw, s.similarity desc, s.id`,
  );
  for (const raw of raws) result[raw] = [];
  for (const row of rows) {
    result[row.raw]?.push({
      id: row.id,
      label: row.label,
      similarity: Math.round(row.similarity * 1000) / 1000,
    });
  }
  return result;
}

export async function reviewCached(db: Db, id: number, libraries: CacheLibraries): Promise<CacheReview> {
  const row = await loadCached(db, id);
  const sheet = cachedSheetOf(row);
  const unique = (list: (string | null)[]) => [...new Set(list.filter((raw): raw is string => !!raw))];
  const headers = unique(sheet.rows.filter((r) => r.header_id === null).map((r) => r.header_raw));
  const standards = unique(sheet.rows.filter((r) => r.standard_id === null).map((r) => r.standard_raw));
  const companies = unique([sheet.company_id === null ? row.company_raw : null]);
  const units = unique(sheet.rows.filter((r) => r.metric_id === null).map((r) => r.unit_raw));
  return {
    problems: cacheProblems(sheet, libraries.grid),
    suggestions: {
      header: await suggest(db, 'header', headers),
      standard: await suggest(db, 'standard', standards),
      company: await suggest(db, 'company', companies),
      unit: await suggestUnits(db, units),
    },
    target: await mergeTarget(db, row),
    enabled: [...libraries.enabled],
  };
}

const refColumn: Record<CacheMapKind, string> = {
  header: 'header_id',
  standard: 'standard_id',
  company: 'company_id',
  unit: 'metric_id',
};

/** Applies a mapping to the pending sheets: their rows (header, standard) or the sheets (company). */
function applyMapping(kind: CacheMapKind, raw: string, targetId: number): SQL {
  const same = (column: SQL) => sql`lower(trim(${column})) = lower(trim(${raw}))`;
  if (kind === 'company') {
    // raw write: a mapping resolves one spelling in every pending sheet at once (re-checked and audited below)
    return sql`update datasheet_cache set company_id = ${targetId}, updated_at = now()
               where status = 0 and ${same(sql`company_raw`)} returning id`;
  }
  const ref = sql.identifier(refColumn[kind]);
  const rawColumn = sql.identifier(`${kind}_raw`);
  // raw write: as above, in the sheets' rows
  return sql`update datasheet_cache_rows r set ${ref} = ${targetId}
             from datasheet_cache c
             where c.id = r.parent_id and c.status = 0 and ${same(sql`r.${rawColumn}`)}
             returning r.parent_id as id`;
}

export async function mapSpelling(
  deps: WriteDeps & { tx: Tx },
  admin: SessionAdmin,
  body: CacheMapBody,
  libraries: CacheLibraries,
): Promise<number> {
  const { tx } = deps;
  const canonical = sql.identifier(canonicalTableOf(body.kind));
  const [target] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${canonical} where id = ${body.target_id}`,
  );
  if (!target) {
    const def = resourceByKey(canonicalTableOf(body.kind));
    throw new AppError(ResultCode.invalid, {
      zh: `${def.label.zh}不存在（ID ${body.target_id}）`,
      en: `No ${def.label.en.toLowerCase()} with id ${body.target_id}`,
    });
  }
  // The spelling's origin row (remembered for every later import), through the engine: its hooks and audit.
  // Its status follows the mapping (the origin's hook runs its `map` transition).
  const mapped = { [refColumn[body.kind]]: body.target_id };
  await upsertRow(deps, resourceByKey(originTableOf(body.kind)), admin, { raw: body.raw }, (found) =>
    found ? mapped : { ...mapped, raw: body.raw, seen_count: 0 },
  );
  const touched = await queryRows<{ id: number }>(tx, applyMapping(body.kind, body.raw, body.target_id));
  const ids = [...new Set(touched.map((row) => row.id))];
  await refreshChecks(tx, ids, libraries);
  return ids.length;
}
