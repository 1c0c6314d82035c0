/** The bid comparison (`GET /price/bid`). */
import { type BidComparison, type Currency, commercePaths, priceQuoteResource } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../api/queries.ts';
import { request } from '../../api/request.ts';
import { familyKey } from '../../resources/api.ts';

export interface BidQuery {
  requirementId: number;
  currency?: Currency;
  /** The operator's rates ("USD=7.12; EUR=7.7"); absent: the setting's. */
  rates?: string;
}

export function useBid(query: BidQuery | undefined) {
  return useQuery({
    // Under the quotes' key: accepting or adding a quote refreshes the comparison.
    queryKey: [...familyKey(priceQuoteResource), 'bid', query],
    queryFn: ({ signal }) =>
      request<BidComparison>(commercePaths.bid, {
        query: {
          requirement_id: query?.requirementId,
          currency: query?.currency,
          rates: query?.rates || undefined,
        },
        signal,
      }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
