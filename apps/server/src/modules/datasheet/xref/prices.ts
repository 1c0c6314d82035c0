/**
 * Prices beyond the generic list: one grade's prices as chart series (one line per supplier, currency and
 * unit: prices in different currencies are never drawn on one line), and matching prices to the sheet of the
 * same maker and grade: the prices the call names (ids, or all of them, of one grade when it says so).
 */
import {
  datasheetEndpoints,
  datasheetPriceResource,
  datasheetResource,
  type PriceMatchResult,
  type PriceSeries,
  type PriceSeriesData,
  ResultCode,
} from '@console/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { familyTable, getRows, updateRows, writeTransaction } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

/** Most prices one chart draws (a grade's history over years from a few suppliers is far below). */
export const MAX_SERIES_POINTS = 5000;

const dateText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function priceRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;
  const prices = familyTable(datasheetPriceResource);

  serve(datasheetEndpoints.priceSeries, async (query) => {
    const rows = await db
      .select({
        supplier: prices.supplier,
        currency: prices.currency,
        unit: prices.unit,
        price: prices.price,
        price_date: prices.price_date,
        source: prices.source,
        datasheet_id: prices.datasheet_id,
      })
      .from(prices)
      .where(
        and(
          // The grade as quotes spell it: case and surrounding spaces do not make another grade.
          sql`lower(${prices.grade}) = lower(${query.grade})`,
          query.company_id === undefined ? undefined : eq(prices.company_id, query.company_id),
        ),
      )
      .orderBy(asc(prices.price_date), asc(prices.id))
      .limit(MAX_SERIES_POINTS);
    const series = new Map<string, PriceSeries>();
    for (const row of rows) {
      const key = [row.supplier, row.currency, row.unit].join('\u0000');
      let line = series.get(key);
      if (!line) {
        line = {
          supplier: row.supplier,
          currency: row.currency,
          unit: row.unit,
          points: [],
        };
        series.set(key, line);
      }
      line.points.push({
        date: dateText(row.price_date),
        // A decimal column read in mode 'number'.
        price: row.price,
        source: row.source,
      });
    }
    const sheetIds = [
      ...new Set(rows.map((row) => row.datasheet_id).filter((id): id is number => id !== null)),
    ];
    const sheets = await getRows(db, datasheetResource, sheetIds);
    const data: PriceSeriesData = {
      grade: query.grade,
      series: [...series.values()].sort((a, b) => a.supplier.localeCompare(b.supplier)),
      datasheets: sheets.map((row) => ({
        id: row.id,
        dsno: row.dsno,
        company: row.$labels?.company_id ?? '',
      })),
    };
    return data;
  });

  serve(datasheetEndpoints.priceMatch, async (body, request) => {
    const admin = requireAdmin(request);
    const result = await writeTransaction(engine, async (inTx): Promise<PriceMatchResult> => {
      const { tx } = inTx;
      if (body.ids) {
        const found = await getRows(tx, datasheetPriceResource, body.ids);
        const missing = body.ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length > 0) {
          throw new AppError(ResultCode.notFound, {
            zh: `价格不存在（ID ${missing.join(', ')}）`,
            en: `No price with id ${missing.join(', ')}`,
          });
        }
      }
      // The prices the body asked about: the ids given, or every one (of the grade given).
      const asked = and(
        body.ids ? inArray(prices.id, body.ids) : undefined,
        body.grade === undefined ? undefined : sql`lower(${prices.grade}) = lower(${body.grade})`,
      );
      const sheets = familyTable(datasheetResource);
      // Each unmatched price and the one sheet of its maker and grade (the lowest id when a maker has several).
      const pairs = await tx
        .select({ price: prices.id, sheet: sql<number>`min(${sheets.id})`.mapWith(Number) })
        .from(prices)
        .innerJoin(
          sheets,
          and(eq(sheets.company_id, prices.company_id), sql`lower(${sheets.grade}) = lower(${prices.grade})`),
        )
        .where(and(isNull(prices.datasheet_id), asked))
        .groupBy(prices.id);
      // One bulk update per sheet: the prices it takes.
      const bySheet = new Map<number, number[]>();
      for (const { price, sheet } of pairs) bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), price]);
      for (const [sheet, ids] of bySheet) {
        await updateRows(inTx, datasheetPriceResource, admin, { ids }, { datasheet_id: sheet });
      }
      const [left] = await tx
        .select({ n: count() })
        .from(prices)
        .where(and(isNull(prices.datasheet_id), asked));
      return { matched: pairs.length, unmatched: left?.n ?? 0 };
    });
    return result;
  });
}
