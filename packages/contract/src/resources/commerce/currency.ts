/**
 * Currencies of quotes and requirements, and converting prices between them at exchange rates: each rate is
 * how many yuan (CNY) one unit of the currency is worth, so any two convert through CNY. The operator's
 * rates come from the setting `price.exchange_rates` ("USD=7.12; EUR=7.70; JPY=0.047") unless the bid
 * screen is given others.
 */
import type { EnumOption } from '../types.ts';

export const CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'KRW', 'HKD', 'TWD'] as const;
export type Currency = (typeof CURRENCIES)[number];

// `as const`: a row's currency is typed as one of these values (RowOf), not as any string.
export const currencyOptions = [
  { value: 'CNY', label: { zh: '人民币 CNY', en: 'CNY' } },
  { value: 'USD', label: { zh: '美元 USD', en: 'USD' } },
  { value: 'EUR', label: { zh: '欧元 EUR', en: 'EUR' } },
  { value: 'JPY', label: { zh: '日元 JPY', en: 'JPY' } },
  { value: 'GBP', label: { zh: '英镑 GBP', en: 'GBP' } },
  { value: 'KRW', label: { zh: '韩元 KRW', en: 'KRW' } },
  { value: 'HKD', label: { zh: '港币 HKD', en: 'HKD' } },
  { value: 'TWD', label: { zh: '新台币 TWD', en: 'TWD' } },
] as const satisfies readonly (EnumOption & { value: Currency })[];

/** The setting holding the operator's exchange rates. */
export const EXCHANGE_RATES_SETTING = 'price.exchange_rates';

/** Yuan per unit of each currency; CNY is always 1. */
export type ExchangeRates = Partial<Record<Currency, number>>;

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/**
 * Reads "USD=7.12; EUR=7.70" (separated by `;`, `,` or new lines). Returns the rates, or the first part that
 * is not a known currency with a positive rate.
 */
export function parseRates(text: string): { rates: ExchangeRates } | { problem: string } {
  const rates: ExchangeRates = { CNY: 1 };
  for (const part of text.split(/[;,\n]/)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const match = /^([A-Za-z]{3})\s*[=:]\s*([0-9]*\.?[0-9]+)$/.exec(trimmed);
    const code = match?.[1]?.toUpperCase() ?? '';
    const rate = Number(match?.[2]);
    if (!match || !isCurrency(code) || !(rate > 0)) return { problem: trimmed };
    rates[code] = code === 'CNY' ? 1 : rate;
  }
  return { rates };
}

export function formatRates(rates: ExchangeRates): string {
  return CURRENCIES.filter((code) => code !== 'CNY' && rates[code])
    .map((code) => `${code}=${rates[code]}`)
    .join('; ');
}

/** `amount` of `from` in `to`, or null when a rate is missing. */
export function convertPrice(
  amount: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates,
): number | null {
  if (from === to) return amount;
  const fromRate = from === 'CNY' ? 1 : rates[from];
  const toRate = to === 'CNY' ? 1 : rates[to];
  if (!fromRate || !toRate) return null;
  return (amount * fromRate) / toRate;
}

/** Tonnes per unit of quantity: prices per kg or lb compare with prices per tonne. */
export const TONNES_PER_UNIT = { t: 1, kg: 0.001, lb: 0.000_453_592_37 } as const;
export type QuantityUnit = keyof typeof TONNES_PER_UNIT;

export const quantityUnitOptions = [
  { value: 't', label: { zh: '吨', en: 'tonne' } },
  { value: 'kg', label: { zh: '千克', en: 'kg' } },
  { value: 'lb', label: { zh: '磅', en: 'lb' } },
] as const satisfies readonly (EnumOption & { value: QuantityUnit })[];

/** A price per `unit` as a price per `to` (per kg → per tonne multiplies by 1000). */
export function perUnit(price: number, unit: QuantityUnit, to: QuantityUnit): number {
  return (price * TONNES_PER_UNIT[to]) / TONNES_PER_UNIT[unit];
}
