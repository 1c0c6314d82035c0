/**
 * The smart rows of many sheets at once, as `sheetDistance` reads them: only the columns and headers it uses,
 * straight from the property table, so ranking a category does not load whole sheets.
 */
import {
  datasheetResource,
  type PropertyRowInput,
  type PropertyState,
  type SimilarityLookups,
} from '@console/contract';
import { and, inArray } from 'drizzle-orm';
import type { Reader } from '../../../engine/read.ts';
import { childTableOf, requireColumn } from '../../../engine/tables.ts';
import { loadLibraries } from '../libraries.ts';

const propertiesField = datasheetResource.fields.find((field) => field.name === 'properties');

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

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
  if (propertiesField?.kind !== 'children') throw new Error('datasheet declares no property rows');
  const smart = [...lookups.headers].filter(([, header]) => header.smart).map(([id]) => id);
  const grids = new Map<number, PropertyRowInput[]>();
  if (sheetIds.length === 0 || smart.length === 0) return grids;
  const child = childTableOf(datasheetResource, propertiesField);
  const column = (name: string) => requireColumn(child.table, name);
  const rows = await db
    .select({
      parent: child.parent,
      header_id: column('header_id'),
      standard_id: column('standard_id'),
      condition_id: column('condition_id'),
      state: column('state'),
      value: column('value'),
      value_min: column('value_min'),
      value_max: column('value_max'),
      metric_id: column('metric_id'),
    })
    .from(child.table)
    .where(and(inArray(child.parent, [...sheetIds]), inArray(column('header_id'), smart)))
    .orderBy(child.parent, child.position);
  for (const row of rows) {
    const parent = Number(row.parent);
    const grid = grids.get(parent) ?? [];
    grid.push({
      header_id: Number(row.header_id),
      standard_id: num(row.standard_id),
      condition_id: num(row.condition_id),
      state: (row.state as PropertyState | null) ?? null,
      value: num(row.value),
      value_min: num(row.value_min),
      value_max: num(row.value_max),
      metric_id: num(row.metric_id),
    });
    grids.set(parent, grid);
  }
  return grids;
}
