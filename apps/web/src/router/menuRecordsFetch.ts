/**
 * Reading the menu records, apart from the shell's query (menuRecords.ts) so the login page can start it: the
 * records fetched right after the login answer are handed to the shell's first render, which then does not
 * suspend (a suspended shell waits out React's 300 ms fallback throttle).
 */
// Typed by the declaration, reached by path: the login page starts this, and zod stays out of its download.
import type { EndpointOutput, MenuRecord, systemEndpoints } from '@console/contract';
import { apiPaths } from '@console/contract';
import { request } from '../api/request.ts';

/** The records; an admin who cannot read them (or a failed call) gets the route table as it is. */
export async function fetchMenuRecords(signal?: AbortSignal): Promise<MenuRecord[]> {
  try {
    const records = await request<EndpointOutput<typeof systemEndpoints.menuRecords>>(apiPaths.menuRecords, {
      handleError: false,
      signal,
    });
    return Array.isArray(records) ? records : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not read the menu records; the route table is shown as it is', error);
    return [];
  }
}

let prefetched: MenuRecord[] | undefined;

/** Reads the records for the shell about to open (after a login). */
export async function prefetchMenuRecords(): Promise<void> {
  prefetched = await fetchMenuRecords();
}

/** The prefetched records, handed over once: a later login or reload reads them afresh. */
export function takePrefetchedMenuRecords(): MenuRecord[] | undefined {
  const records = prefetched;
  prefetched = undefined;
  return records;
}
