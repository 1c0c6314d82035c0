/** The scanned-card cache's calls: proposed duplicates (one card's, or a page's counts), merge and create. */
import {
  businessCardCacheResource,
  businessCardResource,
  type CardMergeBody,
  customerEndpoints,
  type EndpointInput,
} from '@console/contract';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { familyKey, useFamilyMutation } from '../../resources/api.ts';

/** The waiting cards' duplicate counts for the rows of a page, in one call the page's cells share. */
export function useDuplicateCounts(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    // Under the cards' key: a card added or changed anywhere may change the counts.
    queryKey: [...familyKey(businessCardResource), 'duplicate_counts', sorted],
    queryFn: ({ signal }) => call(customerEndpoints.cacheDuplicateCounts, { ids: sorted }, { signal }),
    enabled: sorted !== '',
    staleTime: 30_000,
  });
}

export function useDuplicates(id: number | undefined) {
  return useQuery({
    queryKey: [...familyKey(businessCardResource), 'duplicates', id],
    // Not called without an id (`enabled`).
    queryFn: ({ signal }) => call(customerEndpoints.cacheDuplicates, { id: id as number }, { signal }),
    enabled: id !== undefined,
  });
}

/** A merge or create changes both families: both lists, their histories and the duplicate counts refresh. */
export const useMergeCard = () =>
  useFamilyMutation(
    businessCardCacheResource,
    (body: CardMergeBody) => call(customerEndpoints.cacheMerge, body),
    [businessCardResource],
  );

export const useCreateCard = () =>
  useFamilyMutation(
    businessCardCacheResource,
    (body: EndpointInput<typeof customerEndpoints.cacheCreate>) => call(customerEndpoints.cacheCreate, body),
    [businessCardResource],
  );
