/** The purchasing domain's own calls beyond the engine's, declared once (see `endpoint.ts`). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import type { BidComparison } from './bid.ts';
import { CURRENCIES, TONNES_PER_UNIT } from './currency.ts';

const currency = z.enum(CURRENCIES);
const unit = z.enum(Object.keys(TONNES_PER_UNIT) as [keyof typeof TONNES_PER_UNIT]);

const comparison: z.ZodType<BidComparison> = z.object({
  requirement: z.object({
    id: z.number().int(),
    title: z.string(),
    unit,
    quantity: z.number(),
    target_price: z.number().nullable(),
    currency,
  }),
  currency,
  rates: z.partialRecord(currency, z.number()),
  ratesFrom: z.enum(['request', 'setting', 'none']),
  quotes: z.array(
    z.object({
      id: z.number().int(),
      supplier: z.string(),
      grade: z.string(),
      price: z.number(),
      currency,
      unit,
      incoterm: z.string(),
      delivery_days: z.number().int().nullable(),
      valid_until: z.string().nullable(),
      status: z.number().int(),
      converted: z.number().nullable(),
      vsTarget: z.number().nullable(),
      expired: z.boolean(),
    }),
  ),
  best: z.number().int().nullable(),
});

export const commerceEndpoints = {
  /**
   * One requirement's quotes compared, converted to `currency` (default the requirement's) at `rates`
   * (`USD=7.1;EUR=7.7`; default the exchange-rate setting).
   */
  bid: endpoint({
    method: 'GET',
    path: '/price/bid',
    name: { zh: '行情报价比较', en: "Compare a requirement's quotes" },
    input: z.strictObject({
      requirement_id: z.coerce.number().int().positive(),
      currency: currency.optional(),
      rates: z.string().max(500).optional(),
    }),
    output: comparison,
  }),
} as const;
