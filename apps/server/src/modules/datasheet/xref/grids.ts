/**
 * The smart rows of many sheets at once, as `sheetDistance` reads them: only the columns and headers it uses,
 * straight from the property table, so ranking a category does not load whole sheets.
 */
import { datasheetResource, type PropertyRowInput, type SimilarityLookups } from '@console/contract';
import { and, inArray } from 'drizzle-orm';
import type { Reader } from '../../../engine/index.ts';
import { childRowsTable } from '../../../engine/index.ts';
import { loadLibraries } from '../libraries.ts';

/** The headers and metrics `sheetDistance` needs, from the libraries. */
export async function similarityLookups(db: Reader): Promise<SimilarityLookups> {
  const libraries = await loadLibraries(db);
  return {
    headers: new Map(libraries.headers.map((header) => [header.id, header])),
    metrics: new Map(libraries.metrics.map((metric) => [metric.id, metric])),
  };
}

/** Each sheet's rows under the smart headers of `lookups` (sheets without any are absent). */
export async function smartGrids(
  db: Reader,
  sheetIds: readonly number[],
  lookups: SimilarityLookups,
): Promise<Map<number, PropertyRowInput[]>> {
  const smart = [...lookups.headers].filter(([, header]) => header.smart).map(([id]) => id);
  const grids = new Map<number, PropertyRowInput[]>();
  if (sheetIds.length === 0 || smart.length === 0) return grids;
  const grid = childRowsTable(datasheetResource, 'properties');
  const rows = await db
    .select({
      parent: grid.parent_id,
      header_id: grid.header_id,
      standard_id: grid.standard_id,
      condition_id: grid.condition_id,
      state: grid.state,
      value: grid.value,
      value_min: grid.value_min,
      value_max: grid.value_max,
      metric_id: grid.metric_id,
    })
    .from(grid)
    .where(and(inArray(grid.parent_id, [...sheetIds]), inArray(grid.header_id, smart)))
    .orderBy(grid.parent_id, grid.position);
  for (const { parent, ...row } of rows) {
    const sheet = grids.get(parent) ?? [];
    sheet.push(row);
    grids.set(parent, sheet);
  }
  return grids;
}
