/**
 * The comparison screen's calls: the sheets (`GET /ds/compare`), the libraries their grids name
 * (`GET /ds/libraries`) and the xlsx of the comparison (`GET /ds/compare/export`), through the one request
 * function and the list export's download helpers.
 */
import {
  type CompareData,
  type DatasheetLibraries,
  datasheetPaths,
  type UnitSystem,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authHeaders, buildUrl, request, settleResponse, transportFailure } from '../../../api/request.ts';
import { filenameFromDisposition, readWithProgress, saveBlob } from '../../../resources/exportDownload.ts';

export const compareKey = (dsnos: readonly string[]) => ['datasheet', 'compare', dsnos.join(',')] as const;
export const librariesKey = ['datasheet', 'libraries'] as const;

export function fetchCompare(dsnos: readonly string[], signal?: AbortSignal): Promise<CompareData> {
  return request<CompareData>(datasheetPaths.compare, { query: { dsno: dsnos.join(',') }, signal });
}

export function fetchLibraries(signal?: AbortSignal): Promise<DatasheetLibraries> {
  return request<DatasheetLibraries>(datasheetPaths.libraries, { signal });
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
  const url = buildUrl(datasheetPaths.compareExport, { dsno: dsnos.join(','), system });
  const ctx = { url, method: 'GET', handleError: true };
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders() });
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json') || !response.body) {
    await settleResponse(response, ctx);
    throw transportFailure(new Error(`HTTP ${response.status}`), ctx);
  }
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? 'compare.xlsx';
  let received: { chunks: Uint8Array[]; bytes: number };
  try {
    received = await readWithProgress(response.body, () => {});
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  saveBlob(new Blob(received.chunks as BlobPart[], { type }), filename);
  return { filename, bytes: received.bytes };
}
