/**
 * The property libraries a grid names (roots, headers, standards, conditions, metrics), read once through
 * `GET /ds/libraries` and indexed by id for the editor's pickers, the grid rules and the detail's units.
 */

import {
  type CompareLookups,
  type DatasheetLibraries,
  datasheetEndpoints,
  type LibraryMetric,
  libraryLookups,
} from '@console/contract';
import { useMemo } from 'react';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';

/** The key compare reads the libraries under too: one call serves both screens. */
export const librariesKey = ['datasheet', 'libraries'] as const;

/** The contract's id maps (compareSheets and the grid rules read them), and what the pickers need besides. */
export interface LibraryIndex extends CompareLookups {
  /** The lists as the server ordered them (each family's own order), with their enabled switches. */
  lists: DatasheetLibraries;
  /** Metrics by the quantity they measure: a row's unit choices. */
  metricsOf: (quantity: string) => LibraryMetric[];
}

/** Pure: the maps the grid rules, the pickers and the unit conversion look rows up in. */
export function indexLibraries(lists: DatasheetLibraries): LibraryIndex {
  const byQuantity = new Map<string, LibraryMetric[]>();
  for (const metric of lists.metrics) {
    byQuantity.set(metric.quantity, [...(byQuantity.get(metric.quantity) ?? []), metric]);
  }
  return { ...libraryLookups(lists), lists, metricsOf: (quantity) => byQuantity.get(quantity) ?? [] };
}

/** One call for every screen of the session; a minute later the next screen reads it again. */
export function useLibraryIndex() {
  const query = useQuery({
    queryKey: librariesKey,
    queryFn: ({ signal }) => call(datasheetEndpoints.libraries, {}, { signal }),
    staleTime: 60_000,
  });
  const index = useMemo(() => (query.data ? indexLibraries(query.data) : undefined), [query.data]);
  return { index, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
