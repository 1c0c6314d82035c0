/**
 * The property libraries a grid names (roots, headers, standards, conditions, metrics), read once through
 * `GET /ds/libraries` and indexed by id for the editor's pickers, the grid rules and the detail's units.
 */

import type { CompareRoot } from '@console/contract';
import {
  type CompareLookups,
  type DatasheetLibraries,
  datasheetPaths,
  type GridLookups,
  type LibraryCondition,
  type LibraryHeader,
  type LibraryMetric,
  type LibraryStandard,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../../api/request.ts';

export const librariesKey = ['datasheet', 'libraries'] as const;

export interface LibraryIndex extends GridLookups, CompareLookups {
  headers: ReadonlyMap<number, LibraryHeader>;
  roots: ReadonlyMap<number, CompareRoot>;
  standards: ReadonlyMap<number, LibraryStandard>;
  conditions: ReadonlyMap<number, LibraryCondition>;
  metrics: ReadonlyMap<number, LibraryMetric>;
  /** The lists as the server ordered them (each family's own order). */
  lists: DatasheetLibraries;
  /** Metrics by the quantity they measure: a row's unit choices. */
  metricsOf: (quantity: string) => LibraryMetric[];
}

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/** Pure: the maps the grid rules, the pickers and the unit conversion look rows up in. */
export function indexLibraries(lists: DatasheetLibraries): LibraryIndex {
  const byQuantity = new Map<string, LibraryMetric[]>();
  for (const metric of lists.metrics) {
    byQuantity.set(metric.quantity, [...(byQuantity.get(metric.quantity) ?? []), metric]);
  }
  return {
    headers: byId(lists.headers),
    roots: byId(lists.roots),
    standards: byId(lists.standards),
    conditions: byId(lists.conditions),
    metrics: byId(lists.metrics),
    lists,
    metricsOf: (quantity) => byQuantity.get(quantity) ?? [],
  };
}

/** One call for every screen of the session; a minute later the next screen reads it again. */
export function useLibraryIndex() {
  const query = useQuery({
    queryKey: librariesKey,
    queryFn: ({ signal }) => request<DatasheetLibraries>(datasheetPaths.libraries, { signal }),
    staleTime: 60_000,
  });
  const index = useMemo(() => (query.data ? indexLibraries(query.data) : undefined), [query.data]);
  return { index, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
