/**
 * `GET /price/bid`: one requirement's quotes compared in one currency, at the rates the request gives or else
 * the operator's setting (`price.exchange_rates`).
 */
import {
  commerceEndpoints,
  compareQuotes,
  EXCHANGE_RATES_SETTING,
  type ExchangeRates,
  parseRates,
  priceQuoteResource,
  purchaseRequirementResource,
  type QuoteToCompare,
  ResultCode,
  settingKeyResource,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRow, type Reader } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

/** The operator's rates, from the enabled setting; none when it is absent or unreadable. */
async function settingRates(db: Reader): Promise<ExchangeRates | null> {
  const settings = familyTable(settingKeyResource);
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.key, EXCHANGE_RATES_SETTING), eq(settings.enabled, true)));
  if (!row) return null;
  const parsed = parseRates(row.value);
  return 'rates' in parsed ? parsed.rates : null;
}

export function bidRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(commerceEndpoints.bid, async (query) => {
    const requirement = await getRow(engine.db, purchaseRequirementResource, query.requirement_id);
    if (!requirement)
      throw new AppError(ResultCode.notFound, {
        zh: `采购需求 ${query.requirement_id} 不存在`,
        en: `Purchase requirement ${query.requirement_id} does not exist`,
      });
    let rates: ExchangeRates = { CNY: 1 };
    let ratesFrom: 'request' | 'setting' | 'none' = 'none';
    if (query.rates !== undefined) {
      const parsed = parseRates(query.rates);
      if ('problem' in parsed)
        throw new AppError(ResultCode.invalid, {
          zh: `汇率格式不对：「${parsed.problem}」（应为 USD=7.12; EUR=7.70）`,
          en: `Cannot read the rate "${parsed.problem}" (write USD=7.12; EUR=7.70)`,
        });
      rates = parsed.rates;
      ratesFrom = 'request';
    } else {
      const stored = await settingRates(engine.db);
      if (stored) {
        rates = stored;
        ratesFrom = 'setting';
      }
    }
    const quotes = familyTable(priceQuoteResource);
    const ids = await engine.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.requirement_id, query.requirement_id))
      .orderBy(asc(quotes.id));
    const rows = await Promise.all(ids.map((row) => getRow(engine.db, priceQuoteResource, row.id)));
    const toCompare: QuoteToCompare[] = rows.flatMap((row) =>
      row
        ? [
            {
              id: row.id,
              supplier: String(row.$labels?.supplier_id ?? row.supplier_id),
              grade: row.grade,
              // A decimal column the engine reads as a number (numeric in mode 'number').
              price: row.price,
              currency: row.currency,
              unit: row.unit,
              incoterm: row.incoterm,
              delivery_days: row.delivery_days,
              valid_until: row.valid_until,
              status: row.status,
            },
          ]
        : [],
    );
    const currency = query.currency ?? requirement.currency;
    const summary = {
      id: requirement.id,
      title: requirement.title,
      unit: requirement.unit,
      quantity: requirement.quantity,
      target_price: requirement.target_price,
      currency: requirement.currency,
    };
    const today = new Date().toISOString().slice(0, 10);
    return {
      requirement: summary,
      currency,
      rates,
      ratesFrom,
      ...compareQuotes(summary, toCompare, currency, rates, today),
    };
  });
}
