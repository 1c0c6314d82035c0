/**
 * Raw spellings seen in source documents ("Tensile Str.", "ISO527", "KG/CM") and their canonical rows: the
 * closest canonical candidates by trigram similarity (units by the contract's ranking), one choice applied to
 * many rows at once, and the status that follows the mapping (mapping-state.ts).
 */
import {
  companyOriginResource,
  companyResource,
  datasheetEndpoints,
  headerOriginResource,
  headerResource,
  metricOriginResource,
  metricResource,
  type OriginSuggestions,
  type ResourceDef,
  ResultCode,
  standardOriginResource,
  standardResource,
  type WriteValuesOf,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { type Db, queryRows } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRows, requireColumn, tableOf, updateRows } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { suggestUnits } from './cache/review.ts';
import { followMapping } from './mapping-state.ts';

/** Candidates offered per raw spelling. */
const SUGGESTIONS = 3;
/** Below this similarity a candidate is noise, not a suggestion. */
const MIN_SIMILARITY = 0.15;

interface OriginLibrary {
  origin: ResourceDef;
  canonical: ResourceDef;
  /** The origin's reference to its canonical row. */
  field: string;
  /** Canonical columns a raw spelling is compared with; the best of them counts. */
  compared: readonly AnyPgColumn[];
  suggest: typeof datasheetEndpoints.headerOriginSuggest;
  map: typeof datasheetEndpoints.headerOriginMap;
  /** Ranks the raw spellings in the process instead of by trigrams (units: 2–6 characters share few). */
  rank?: (
    db: Pick<Db, 'execute'>,
    raws: readonly string[],
  ) => Promise<Record<string, OriginSuggestions[string]>>;
}

const headers = familyTable(headerResource);
const standards = familyTable(standardResource);
const companies = familyTable(companyResource);

const libraries: readonly OriginLibrary[] = [
  {
    origin: headerOriginResource,
    canonical: headerResource,
    field: 'header_id',
    compared: [headers.name_zh, headers.name_en],
    suggest: datasheetEndpoints.headerOriginSuggest,
    map: datasheetEndpoints.headerOriginMap,
  },
  {
    origin: standardOriginResource,
    canonical: standardResource,
    field: 'standard_id',
    compared: [standards.code, standards.title_en],
    suggest: datasheetEndpoints.standardOriginSuggest,
    map: datasheetEndpoints.standardOriginMap,
  },
  {
    origin: companyOriginResource,
    canonical: companyResource,
    field: 'company_id',
    compared: [companies.name_zh, companies.name_en, companies.short_name],
    suggest: datasheetEndpoints.companyOriginSuggest,
    map: datasheetEndpoints.companyOriginMap,
  },
  {
    origin: metricOriginResource,
    canonical: metricResource,
    field: 'metric_id',
    compared: [],
    suggest: datasheetEndpoints.metricOriginSuggest,
    map: datasheetEndpoints.metricOriginMap,
    rank: suggestUnits,
  },
];

export function originRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  for (const library of libraries) {
    const { origin, canonical, field } = library;

    // Setting or clearing the canonical row, by any write, moves the status by its declared transitions.
    engine.hooks.add(origin.key, {
      async afterWrite({ tx, actor, action, ids }) {
        if (action !== 'add' && action !== 'update') return;
        await followMapping(engine, tx, origin, actor, ids, (row) => typeof row[field] === 'number');
      },
    });

    serve(library.suggest, async ({ ids }) => {
      const originTable = tableOf(origin.key);
      if (library.rank) {
        const found = await queryRows<{ id: number; raw: string }>(
          engine.db,
          sql`select id, raw from ${originTable} where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        const ranked = await library.rank(
          engine.db,
          found.map((row) => row.raw),
        );
        const suggestions: OriginSuggestions = Object.fromEntries(ids.map((id) => [String(id), []]));
        for (const row of found) suggestions[row.id] = ranked[row.raw] ?? [];
        return suggestions;
      }
      const canonicalTable = tableOf(canonical.key);
      const similarity = sql.join(
        library.compared.map(
          (column) => sql`similarity(lower(c.${sql.identifier(column.name)}), lower(o.raw))`,
        ),
        sql`, `,
      );
      const title = sql.identifier(requireColumn(canonicalTable, canonical.titleField).name);
      // For each raw spelling, its best few canonical rows: a lateral top-N keeps it one round trip.
      const rows = await queryRows<{
        origin_id: number;
        id: number;
        label: string;
        similarity: number;
      }>(
        engine.db,
        sql`
        select o.id as origin_id, s.id, s.label, s.similarity
        from ${originTable} o
        cross join lateral (
          select c.id, c.${title}::text as label, greatest(${similarity}) as similarity
          from ${canonicalTable} c
          order by similarity desc, c.id
          limit ${SUGGESTIONS}
        ) s
        where o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and s.similarity >= ${MIN_SIMILARITY}
        order by o.id, s.similarity desc, s.id`,
      );
      const suggestions: OriginSuggestions = Object.fromEntries(ids.map((id) => [String(id), []]));
      for (const row of rows) {
        suggestions[row.origin_id]?.push({
          id: row.id,
          label: row.label,
          similarity: Math.round(row.similarity * 1000) / 1000,
        });
      }
      return suggestions;
    });

    serve(library.map, async (body, request) => {
      const admin = requireAdmin(request);
      const [target] = await getRows(engine.db, canonical, [body.target_id]);
      if (!target) {
        throw new AppError(ResultCode.invalid, {
          zh: `${canonical.label.zh}不存在（ID ${body.target_id}）`,
          en: `No ${canonical.label.en.toLowerCase()} with id ${body.target_id}`,
        });
      }
      // Rows already mapped to the target are left alone; a missing row refuses the whole call.
      const { updated } = await updateRows(
        engine,
        origin,
        admin,
        { ids: body.ids },
        // The origin library's target column (header_id …), one of its declared fields.
        { [field]: body.target_id } as WriteValuesOf<typeof origin>,
      );
      return { updated };
    });
  }
}
