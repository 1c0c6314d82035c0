/**
 * The library rows a property grid names, read in one go (`GET /ds/libraries`): the grid editor, the detail
 * view, compare and the PDF resolve ids with them. Small tables (hundreds of rows), so no paging.
 */
import {
  conditionParts,
  conditionResource,
  type DatasheetLibraries,
  datasheetEndpoints,
  headerResource,
  headerRootResource,
  metricResource,
  type ResourceDef,
  standardResource,
} from '@console/contract';
import type { ColumnsOf, Reader, ResourceEngine } from '../../engine/index.ts';
import { orderOf, readTogether, selectionOf, tableOf } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

async function rowsOf<D extends ResourceDef>(db: Reader, def: D): Promise<ColumnsOf<D>[]> {
  const rows = await db
    .select(selectionOf(def))
    .from(tableOf(def.key))
    .orderBy(...orderOf(def, def.defaultSort));
  // The declared columns, read by name with their column types (numeric in mode 'number'): what ColumnsOf says.
  return rows as ColumnsOf<D>[];
}

export async function loadLibraries(db: Reader): Promise<DatasheetLibraries> {
  const [roots, headers, standards, conditions, metrics] = await readTogether(db, [
    () => rowsOf(db, headerRootResource),
    () => rowsOf(db, headerResource),
    () => rowsOf(db, standardResource),
    () => rowsOf(db, conditionResource),
    () => rowsOf(db, metricResource),
  ]);
  return {
    roots: roots.map((row) => ({
      id: row.id,
      name_zh: row.name_zh,
      name_en: row.name_en,
      sort: row.sort,
    })),
    headers: headers.map((row) => ({
      id: row.id,
      name_zh: row.name_zh,
      name_en: row.name_en,
      code: row.code,
      root_id: row.root_id,
      quantity: row.quantity,
      default_metric_id: row.default_metric_id,
      value_kind: row.value_kind,
      better: row.better,
      has_state: row.has_state,
      smart: row.smart,
      attach: row.attach,
      sort: row.sort,
      enabled: row.enabled,
    })),
    standards: standards.map((row) => ({
      id: row.id,
      code: row.code,
      title_zh: row.title_zh,
      title_en: row.title_en,
      enabled: row.enabled,
    })),
    conditions: conditions.map((row) => ({
      id: row.id,
      label: row.label,
      ...Object.fromEntries(conditionParts.map((part) => [part.key, row[part.key]])),
    })),
    metrics: metrics.map((row) => ({
      id: row.id,
      code: row.code,
      symbol: row.symbol,
      name_zh: row.name_zh,
      name_en: row.name_en,
      quantity: row.quantity,
      factor: row.factor,
      offset: row.offset,
      system: row.system,
      enabled: row.enabled,
    })),
  };
}

export function libraryRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(datasheetEndpoints.libraries, () => loadLibraries(engine.db));
}
