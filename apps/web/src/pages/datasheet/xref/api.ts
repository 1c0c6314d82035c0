/** The cross-reference screens' own calls, through the one request function. */
import {
  type AuthorityDecisionBody,
  datasheetPaths,
  type PriceMatchBody,
  type PriceMatchResult,
  type PriceSeriesData,
  type ResourceRow,
  type SimilarData,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../api/queries.ts';
import { request } from '../../../api/request.ts';

export type SimilarScope = 'category' | 'all';

export function useSimilar(id: number | null, scope: SimilarScope) {
  return useQuery({
    queryKey: ['datasheet', 'similar', id, scope],
    queryFn: ({ signal }) =>
      request<SimilarData>(datasheetPaths.similar, { query: { id, scope, limit: 20 }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePriceSeries(grade: string) {
  return useQuery({
    queryKey: ['ds_price', 'series', grade],
    queryFn: ({ signal }) =>
      request<PriceSeriesData>(datasheetPaths.priceSeries, { query: { grade }, signal }),
    enabled: grade.length > 0,
  });
}

/** Matches the prices named: the ids ticked, or every unmatched one (of one grade). */
export function matchPrices(body: PriceMatchBody): Promise<PriceMatchResult> {
  return request<PriceMatchResult>(datasheetPaths.priceMatch, { method: 'POST', body });
}

export function decideRequest(body: AuthorityDecisionBody): Promise<ResourceRow> {
  return request<ResourceRow>(datasheetPaths.authorityDecide, { method: 'POST', body });
}
