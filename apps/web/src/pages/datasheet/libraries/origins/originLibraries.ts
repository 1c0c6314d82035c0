/**
 * The libraries of raw spellings (origin headers, standards, units) and the calls that map them to their
 * canonical rows (`GET …/origin/suggest?ids=`, `POST …/origin/map`), with the query keys around them.
 */
import {
  datasheetEndpoints,
  headerOriginResource,
  headerResource,
  type ListRowOf,
  metricOriginResource,
  metricResource,
  type OriginMapBody,
  type ResourceDef,
  standardOriginResource,
  standardResource,
} from '@console/contract';
import { call } from '../../../../api/call.ts';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey } from '../../../../resources/api.ts';

/** `F`: the name of the origin's reference to its canonical row (`header_id`). */
export interface OriginLibrary<F extends string = string> {
  origin: ResourceDef;
  canonical: ResourceDef;
  /** The origin's reference to its canonical row (`header_id`). */
  field: F;
  suggest: typeof datasheetEndpoints.headerOriginSuggest;
  map: typeof datasheetEndpoints.headerOriginMap;
}

/**
 * What the origin screens read of an origin row, whichever library: its raw spelling, its status and its
 * canonical row (under the library's field `F`). A family lacking one of them is a compile error where the
 * origins' extension is given to it.
 */
export type OriginRow<F extends string> = Pick<
  ListRowOf<typeof headerOriginResource>,
  'id' | 'raw' | 'status'
> &
  Record<F, number | null>;

export const headerOrigins: OriginLibrary<'header_id'> = {
  origin: headerOriginResource,
  canonical: headerResource,
  field: `${headerResource.key}_id`,
  suggest: datasheetEndpoints.headerOriginSuggest,
  map: datasheetEndpoints.headerOriginMap,
};

export const standardOrigins: OriginLibrary<'standard_id'> = {
  origin: standardOriginResource,
  canonical: standardResource,
  field: `${standardResource.key}_id`,
  suggest: datasheetEndpoints.standardOriginSuggest,
  map: datasheetEndpoints.standardOriginMap,
};

export const metricOrigins: OriginLibrary<'metric_id'> = {
  origin: metricOriginResource,
  canonical: metricResource,
  field: `${metricResource.key}_id`,
  suggest: datasheetEndpoints.metricOriginSuggest,
  map: datasheetEndpoints.metricOriginMap,
};

/**
 * Suggestions for these origin rows, one call for all of them. Under the origin family's key: mapping a row
 * refreshes them with the list.
 */
export function useOriginSuggestions(library: OriginLibrary, ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: [...familyKey(library.origin), 'suggest', sorted],
    queryFn: ({ signal }) => call(library.suggest, { ids: sorted }, { signal }),
    enabled: sorted !== '',
    staleTime: 30_000,
  });
}

export function mapOrigins(library: OriginLibrary, body: OriginMapBody): Promise<{ updated: number }> {
  return call(library.map, body);
}

/** The origin rows per canonical row they go to; ids with no target are left out. Pure. */
export function groupByTarget(targets: ReadonlyMap<number, number | undefined>): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const [id, target] of targets) {
    if (target === undefined) continue;
    groups.set(target, [...(groups.get(target) ?? []), id]);
  }
  return groups;
}

/**
 * Maps each group in its own call (the server takes one target per call) and adds up what changed. Calls run
 * one after another so a refusal stops the rest and names what failed.
 */
export async function mapGroups(
  library: OriginLibrary,
  groups: ReadonlyMap<number, readonly number[]>,
): Promise<number> {
  let updated = 0;
  for (const [target, ids] of groups) {
    const result = await mapOrigins(library, { ids: [...ids], target_id: target });
    updated += result?.updated ?? 0;
  }
  return updated;
}
