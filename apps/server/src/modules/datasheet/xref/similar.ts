/**
 * "Find similar" (相似牌号): the other sheets ranked by `sheetDistance` to one sheet, nearest first, each with
 * its basis — same category, same fillers, the shared rows that differ most.
 */
import {
  datasheetEndpoints,
  datasheetResource,
  ResultCode,
  SIMILARITY_MIN_OVERLAP,
  type SimilarCandidate,
  type SimilarData,
  sheetDistance,
} from '@console/contract';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { familyTable, getRow, getRows } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import { categoryPaths, fillerShares, fillerText } from '../sheet-view.ts';
import { similarityLookups, smartGrids } from './grids.ts';

/** Most sheets one ranking reads (the whole demo is ~350; a real catalogue narrows by category). */
export const MAX_SIMILAR_CONSIDERED = 5000;
/** Rows of each candidate's "what drove it" list. */
const SHOWN_DIFFERENCES = 5;

export const fillerSet = (fillers: readonly { filler_id: number }[] | null | undefined): string =>
  [...new Set((fillers ?? []).map((row) => row.filler_id))].sort().join(',');

export function similarRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;
  serve(datasheetEndpoints.similar, async (query) => {
    const sheet = await getRow(db, datasheetResource, query.id);
    if (!sheet) {
      throw new AppError(ResultCode.notFound, {
        zh: `物性表不存在（ID ${query.id}）`,
        en: `No datasheet with id ${query.id}`,
      });
    }
    const table = familyTable(datasheetResource);
    const id = table.id;
    const others = await db
      .select({ id })
      .from(table)
      .where(
        and(
          ne(id, sheet.id),
          query.scope === 'category' ? eq(table.category_id, sheet.category_id) : undefined,
        ),
      )
      .orderBy(id)
      .limit(MAX_SIMILAR_CONSIDERED);
    const lookups = await similarityLookups(db);
    const otherIds = others.map((row) => row.id);
    const grids = await smartGrids(db, [sheet.id, ...otherIds], lookups);
    const own = grids.get(sheet.id) ?? [];
    const ranked = otherIds
      .map((otherId) => ({ id: otherId, ...sheetDistance(own, grids.get(otherId) ?? [], lookups) }))
      .filter((row): row is typeof row & { distance: number } => row.distance !== null)
      .sort((a, b) => a.distance - b.distance || b.overlap - a.overlap || a.id - b.id);
    const top = ranked.slice(0, query.limit);
    const rows = await getRows(
      db,
      datasheetResource,
      top.map((row) => row.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [paths, fillers] = await Promise.all([categoryPaths(db), fillerShares(db, rows)]);
    const ownFillers = fillerSet(sheet.fillers);
    const candidates: SimilarCandidate[] = top.flatMap((row) => {
      const other = byId.get(row.id);
      if (!other) return [];
      return [
        {
          id: row.id,
          dsno: other.dsno,
          grade: other.grade,
          company: other.$labels?.company_id ?? '',
          category: paths.get(other.category_id) ?? [],
          fillers: (fillers.get(row.id) ?? []).map(fillerText),
          same_category: other.category_id === sheet.category_id,
          same_fillers: fillerSet(other.fillers) === ownFillers,
          distance: Math.round(row.distance * 10000) / 10000,
          overlap: row.overlap,
          differences: row.differences.slice(0, SHOWN_DIFFERENCES),
        },
      ];
    });
    const data: SimilarData = {
      sheet: {
        id: sheet.id,
        dsno: sheet.dsno,
        grade: sheet.grade,
        company: sheet.$labels?.company_id ?? '',
        smart_rows: own.length,
      },
      considered: otherIds.length,
      unranked: otherIds.length - ranked.length,
      min_overlap: SIMILARITY_MIN_OVERLAP,
      candidates,
    };
    return data;
  });
}
