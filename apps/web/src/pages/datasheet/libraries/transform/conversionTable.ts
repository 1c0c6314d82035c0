/**
 * The conversion table between the units of one quantity, derived from the metric rows (their factor and
 * offset) with the contract's `convert`, so it never disagrees with what the grid and compare compute. Pure.
 */
import { convert, type ListRowOf, type metricResource, roundForDisplay } from '@console/contract';

/** A metric row as the table needs it. */
export interface MetricUnit {
  id: number;
  symbol: string;
  code: string;
  quantity: string;
  factor: number;
  offset: number;
}

export function metricUnit(row: ListRowOf<typeof metricResource>): MetricUnit {
  return {
    id: row.id,
    symbol: row.symbol,
    code: row.code,
    quantity: row.quantity,
    factor: row.factor,
    offset: row.offset,
  };
}

/** `value` in `from` expressed in `to`; null when the rows cannot convert (a factor of 0, different quantities). */
export function convertBetween(value: number, from: MetricUnit, to: MetricUnit): number | null {
  try {
    return convert(value, from, to);
  } catch {
    return null;
  }
}

export interface ConversionRow {
  unit: MetricUnit;
  /** Per column unit, in the order of `units`: how much of it one `unit` is, as shown. */
  cells: { unit: MetricUnit; value: number | null; text: string }[];
}

/** "1 row unit = x column unit" for every pair, to 5 significant digits (1 MPa = 145.04 psi). */
export function conversionTable(units: readonly MetricUnit[], significant = 5): ConversionRow[] {
  return units.map((from) => ({
    unit: from,
    cells: units.map((to) => {
      const value = convertBetween(1, from, to);
      return { unit: to, value, text: value === null ? '—' : roundForDisplay(value, significant) };
    }),
  }));
}

/** Whether any unit is offset from its base (temperatures): then the table is not a table of ratios. */
export function hasOffsets(units: readonly MetricUnit[]): boolean {
  return units.some((unit) => unit.offset !== 0);
}
