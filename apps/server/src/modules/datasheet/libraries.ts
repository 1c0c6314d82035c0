/**
 * The library rows a property grid names, read in one go (`GET /ds/libraries`): the grid editor, the detail
 * view, compare and the PDF resolve ids with them. Small tables (hundreds of rows), so no paging.
 */
import {
  conditionParts,
  conditionResource,
  type DatasheetLibraries,
  datasheetPaths,
  headerResource,
  headerRootResource,
  metricResource,
  type ResourceDef,
  standardResource,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../engine/index.ts';
import type { Reader } from '../../engine/read.ts';
import { orderOf, readTogether, selectionOf } from '../../engine/read.ts';
import { tableOf } from '../../engine/tables.ts';
import { ok } from '../../http/envelope.ts';

async function rowsOf(db: Reader, def: ResourceDef): Promise<Record<string, unknown>[]> {
  return db
    .select(selectionOf(def))
    .from(tableOf(def.key))
    .orderBy(...orderOf(def, def.defaultSort));
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

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
      id: Number(row.id),
      name_zh: String(row.name_zh),
      name_en: String(row.name_en),
      sort: Number(row.sort),
    })),
    headers: headers.map((row) => ({
      id: Number(row.id),
      name_zh: String(row.name_zh),
      name_en: String(row.name_en),
      code: String(row.code),
      root_id: num(row.root_id),
      quantity: String(row.quantity),
      default_metric_id: num(row.default_metric_id),
      value_kind: row.value_kind as 'number' | 'range' | 'text',
      better: row.better as 'higher' | 'lower' | 'none',
      has_state: Boolean(row.has_state),
      smart: Boolean(row.smart),
      attach: Boolean(row.attach),
      sort: Number(row.sort),
      enabled: Boolean(row.enabled),
    })),
    standards: standards.map((row) => ({
      id: Number(row.id),
      code: String(row.code),
      title_zh: String(row.title_zh),
      title_en: String(row.title_en),
      enabled: Boolean(row.enabled),
    })),
    conditions: conditions.map((row) => ({
      id: Number(row.id),
      label: String(row.label),
      ...Object.fromEntries(conditionParts.map((part) => [part.key, num(row[part.key])])),
    })),
    metrics: metrics.map((row) => ({
      id: Number(row.id),
      code: String(row.code),
      symbol: String(row.symbol),
      name_zh: String(row.name_zh),
      name_en: String(row.name_en),
      quantity: String(row.quantity),
      factor: Number(row.factor),
      offset: Number(row.offset ?? 0),
      system: row.system as 'si' | 'imperial' | 'both',
      enabled: Boolean(row.enabled),
    })),
  };
}

export function libraryRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  api.get(datasheetPaths.libraries, { config: { name: '物性库' } }, async () =>
    ok(await loadLibraries(engine.db)),
  );
}
