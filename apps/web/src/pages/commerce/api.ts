/** The bid comparison (`GET /price/bid`). */
import { type Currency, commerceEndpoints, priceQuoteResource } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
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
      call(
        commerceEndpoints.bid,
        {
          requirement_id: query?.requirementId,
          currency: query?.currency,
          rates: query?.rates || undefined,
        },
        { signal },
      ),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
