/**
 * The bid screen's comparison (`GET /price/bid`): one requirement's quotes side by side, each price converted
 * to one currency and to the requirement's unit, cheapest first; a quote whose currency has no rate is listed
 * last, unconverted, and says so.
 */
import type { Currency, ExchangeRates, QuantityUnit } from './currency.ts';
import { convertPrice, perUnit } from './currency.ts';

export interface QuoteToCompare {
  id: number;
  supplier: string;
  grade: string;
  price: number;
  currency: Currency;
  unit: QuantityUnit;
  incoterm: string;
  delivery_days: number | null;
  valid_until: string | null;
  status: number;
}

export interface ComparedQuote extends QuoteToCompare {
  /** The price per the requirement's unit in the chosen currency; null without a rate for its currency. */
  converted: number | null;
  /** Converted price over the requirement's target (converted too): 1.05 is 5 % above; null without one. */
  vsTarget: number | null;
  /** Valid until a date already past (as of the comparison's day). */
  expired: boolean;
}

export interface BidComparison {
  requirement: {
    id: number;
    title: string;
    unit: QuantityUnit;
    quantity: number;
    target_price: number | null;
    currency: Currency;
  };
  currency: Currency;
  rates: ExchangeRates;
  /** Where the rates came from: the request, the setting, or none beyond CNY. */
  ratesFrom: 'request' | 'setting' | 'none';
  quotes: ComparedQuote[];
  /** Id of the cheapest converted quote that is neither expired nor withdrawn. */
  best: number | null;
}

const WITHDRAWN = 3;

export function compareQuotes(
  requirement: BidComparison['requirement'],
  quotes: readonly QuoteToCompare[],
  currency: Currency,
  rates: ExchangeRates,
  today: string,
): Pick<BidComparison, 'quotes' | 'best'> {
  const target =
    requirement.target_price === null
      ? null
      : convertPrice(requirement.target_price, requirement.currency, currency, rates);
  const compared = quotes.map((quote) => {
    const inCurrency = convertPrice(quote.price, quote.currency, currency, rates);
    const converted = inCurrency === null ? null : perUnit(inCurrency, quote.unit, requirement.unit);
    return {
      ...quote,
      converted,
      vsTarget: converted !== null && target ? converted / target : null,
      expired: quote.valid_until !== null && quote.valid_until < today,
    };
  });
  compared.sort((a, b) => {
    if (a.converted === null || b.converted === null) return a.converted === null ? 1 : -1;
    return a.converted - b.converted || a.id - b.id;
  });
  const best = compared.find((q) => q.converted !== null && !q.expired && q.status !== WITHDRAWN);
  return { quotes: compared, best: best?.id ?? null };
}
