/** The cross-reference screens' own calls, declared in the contract. */
import { type AuthorityDecisionBody, datasheetEndpoints, type PriceMatchBody } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';

export type SimilarScope = 'category' | 'all';

export function useSimilar(id: number | null, scope: SimilarScope) {
  return useQuery({
    queryKey: ['datasheet', 'similar', id, scope],
    queryFn: ({ signal }) => call(datasheetEndpoints.similar, { id, scope, limit: 20 }, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePriceSeries(grade: string) {
  return useQuery({
    queryKey: ['ds_price', 'series', grade],
    queryFn: ({ signal }) => call(datasheetEndpoints.priceSeries, { grade }, { signal }),
    enabled: grade.length > 0,
  });
}

/** Matches the prices named: the ids ticked, or every unmatched one (of one grade). */
export function matchPrices(body: PriceMatchBody) {
  return call(datasheetEndpoints.priceMatch, body);
}

export function decideRequest(body: AuthorityDecisionBody) {
  return call(datasheetEndpoints.authorityDecide, body);
}
