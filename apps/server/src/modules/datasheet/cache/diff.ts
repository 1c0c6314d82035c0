/**
 * How an incoming property row compares with the published sheet's row of the same key (header, standard,
 * condition, state): the words both the merge preview (`/ds/cache/diff`) and the import's dry run show. Values
 * are compared as the import file writes them (the value with its unit symbol), so "185 MPa" against "185 MPa"
 * is the same and a changed unit is a change.
 */
import {
  type CacheDiffChange,
  type CacheDiffRow,
  formatImportValue,
  type PropertyRowInput,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/index.ts';
import type { CacheLibraries } from './libraries.ts';

export type DiffLabels = ReadonlyMap<string, string>;

/** Standard codes, condition labels and unit symbols by `kind:id`. */
export async function diffLabels(db: Pick<Db, 'execute'>): Promise<DiffLabels> {
  const names = await queryRows<{ kind: string; id: number; label: string }>(
    db,
    sql`select 'standard' as kind, id, code as label from standard
        union all select 'condition', id, label from condition
        union all select 'metric', id, symbol from metric`,
  );
  return new Map(names.map((n) => [`${n.kind}:${n.id}`, n.label]));
}

/** A row's value with its unit symbol ("185 MPa"), or null for no row. */
export function valueWithUnit(row: PropertyRowInput | undefined, labels: DiffLabels): string | null {
  if (!row) return null;
  const unit = row.metric_id ? labels.get(`metric:${row.metric_id}`) : undefined;
  return `${formatImportValue(row)}${unit ? ` ${unit}` : ''}`;
}

export function changeOf(before: string | null, after: string | null): CacheDiffChange {
  return before === null ? 'added' : after === null ? 'kept' : before === after ? 'same' : 'changed';
}

/** One row of a comparison, named in words. */
export function describeDiff(
  row: PropertyRowInput,
  before: string | null,
  after: string | null,
  libraries: CacheLibraries,
  labels: DiffLabels,
): CacheDiffRow {
  const header = libraries.grid.headers.get(row.header_id);
  return {
    header: { zh: header?.name_zh ?? `#${row.header_id}`, en: header?.name_en ?? `#${row.header_id}` },
    standard: row.standard_id ? (labels.get(`standard:${row.standard_id}`) ?? '') : '',
    condition: row.condition_id ? (labels.get(`condition:${row.condition_id}`) ?? '') : '',
    state: row.state ?? null,
    before,
    after,
    change: changeOf(before, after),
  };
}
