/**
 * TanStack Query's reading hooks as the screens use them: the same hooks, which also tell the kept-alive view
 * they are rendered in which queries it reads (api/viewReads.ts), so the view refreshes the stale ones when
 * it is shown again. Screens import these, never TanStack's own (biome's noRestrictedImports says so).
 */
import {
  hashKey,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { ViewReadsContext } from './viewReads.ts';

function useReadInView(queryKeys: readonly QueryKey[]): void {
  const view = useContext(ViewReadsContext);
  // One string for the effect's dependency: the keys are new arrays on every render.
  const hashes = queryKeys.map((key) => hashKey(key)).join('\n');
  useEffect(() => view?.read(hashes.split('\n')), [view, hashes]);
}

// The casts keep TanStack's overloads (initial data, defined results) for the callers; the body only adds a read.
export const useQuery = ((options: UseQueryOptions, queryClient?: QueryClient) => {
  useReadInView([options.queryKey]);
  return useTanstackQuery(options, queryClient);
}) as typeof useTanstackQuery;

export const useQueries = ((options: { queries: readonly UseQueryOptions[] }, queryClient?: QueryClient) => {
  useReadInView(options.queries.map((query) => query.queryKey));
  return useTanstackQueries(options, queryClient);
}) as typeof useTanstackQueries;
