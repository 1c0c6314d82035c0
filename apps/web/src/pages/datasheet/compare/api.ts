/**
 * The comparison screen's calls: the sheets (`GET /ds/compare`), the libraries their grids name
 * (`GET /ds/libraries`) and the xlsx of the comparison (`GET /ds/compare/export`), through the one request
 * function and the list export's download helpers.
 */
import {
  type CompareData,
  type DatasheetLibraries,
  datasheetEndpoints,
  type UnitSystem,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call, download } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';

export const compareKey = (dsnos: readonly string[]) => ['datasheet', 'compare', dsnos.join(',')] as const;
export const librariesKey = ['datasheet', 'libraries'] as const;

export function fetchCompare(dsnos: readonly string[], signal?: AbortSignal): Promise<CompareData> {
  return call(datasheetEndpoints.compare, { dsno: dsnos.join(',') }, { signal });
}

export function fetchLibraries(signal?: AbortSignal): Promise<DatasheetLibraries> {
  return call(datasheetEndpoints.libraries, {}, { signal });
}

/**
 * The sheets of `dsnos`. The key is the set, not the order: reordering asks nothing again, and removing a
 * column keeps the previous answer on screen (filtered by the caller) while the smaller one loads.
 */
export function useCompareData(dsnos: readonly string[]) {
  const set = [...new Set(dsnos)].sort();
  return useQuery({
    queryKey: compareKey(set),
    queryFn: ({ signal }) => fetchCompare(set, signal),
    enabled: set.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The libraries change rarely (an editor adds a header now and then): a minute's reuse is right. */
export function useLibraries(enabled: boolean) {
  return useQuery({
    queryKey: librariesKey,
    queryFn: ({ signal }) => fetchLibraries(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Downloads the comparison of `dsnos` in `system` as xlsx; a failure is notified by the request function. */
export async function downloadCompareExport(
  dsnos: readonly string[],
  system: UnitSystem,
): Promise<{ filename: string; bytes: number }> {
  const { filename, bytes } = await download(
    datasheetEndpoints.compareExport,
    { dsno: dsnos.join(','), system },
    'compare.xlsx',
  );
  return { filename, bytes };
}
