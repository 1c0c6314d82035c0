import type { ResourceDef } from './types.ts';

/** The endpoints of a resource, relative to `/api`. */
export function resourcePaths(def: Pick<ResourceDef, 'base'>) {
  return {
    list: `${def.base}/list`,
    get: `${def.base}/get`,
    options: `${def.base}/options`,
    tree: `${def.base}/tree`,
    add: `${def.base}/add`,
    update: `${def.base}/update`,
    save: `${def.base}/save`,
    del: `${def.base}/del`,
    enable: `${def.base}/enable`,
    export: `${def.base}/export`,
    /** A row (or a field) as it was before a change of its history; judged as `update`. */
    restore: `${def.base}/restore`,
  } as const;
}

/**
 * Headers of an export that holds only the first rows (`GET {base}/export` writes at most a fixed number): how
 * many rows the file holds, and how many matched. Absent when the file holds every matching row.
 */
export const EXPORT_LIMIT_HEADER = 'x-export-limit';
export const EXPORT_TOTAL_HEADER = 'x-export-total';

/**
 * List query protocol (`GET {base}/list` and `/export`): `page`, `size`, `sort` (`field` or `-field`),
 * and per filterable field: `exact` / `contains` → `field=value`; `enum` → `field=a,b`;
 * `range` / `dateRange` → `field_from`, `field_to` (inclusive). Anything else is refused.
 */
export const RANGE_FROM_SUFFIX = '_from';
export const RANGE_TO_SUFFIX = '_to';
