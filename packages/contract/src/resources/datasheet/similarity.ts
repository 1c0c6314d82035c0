/**
 * The distance between two datasheets, over their smart properties ("find similar", the basis of a substitute
 * grade). Defined once here; the server ranks with it and the screens explain it.
 *
 * For every property row both sheets state at the same header, standard, condition and state (the row key
 * compare aligns by), whose header is smart and numeric, each value is brought to base units (the metric's
 * factor and offset: MPa, °C, g/cm³ …) and the two are compared by their relative difference
 * |a − b| / max(|a|, |b|), capped at 1 (0 when both are 0). The distance is the mean of those differences:
 * 0 is identical, 1 is nothing alike. Fewer than `SIMILARITY_MIN_OVERLAP` shared rows give no distance at all,
 * since two sheets that agree on one number are not shown to be alike.
 *
 * A number is the row's value, else the middle of its range, else its one bound. A row on a scale that does
 * not convert (Shore D, Rockwell) is compared only in the same unit; a row without a unit its quantity needs,
 * or in a unit of another quantity, takes no part.
 */
import { type PropertyRowInput, propertyRowKey, quantityNeedsMetric } from './grid.ts';
import { type ConvertibleUnit, isConvertibleQuantity } from './units.ts';

/** Fewest shared smart rows for two sheets to have a distance. */
export const SIMILARITY_MIN_OVERLAP = 3;

export interface SimilarityHeader {
  smart: boolean;
  quantity: string;
  value_kind: string;
}
export interface SimilarityMetric extends ConvertibleUnit {
  id: number;
}
export interface SimilarityLookups {
  headers: ReadonlyMap<number, SimilarityHeader>;
  metrics: ReadonlyMap<number, SimilarityMetric>;
}

/** One shared row and how far apart the two sheets are on it. */
export interface PropertyDifference {
  key: string;
  header_id: number;
  standard_id: number | null;
  condition_id: number | null;
  state: string | null;
  /** The two numbers in base units (or in the shared unit of a scale). */
  a: number;
  b: number;
  /** |a − b| / max(|a|, |b|), capped at 1. */
  difference: number;
}

export interface SheetDistance {
  /** Mean relative difference, 0–1; null when fewer than `minOverlap` rows are shared. */
  distance: number | null;
  /** Shared smart rows compared. */
  overlap: number;
  /** The shared rows, the largest difference first: what drove the distance. */
  differences: PropertyDifference[];
}

interface Comparable {
  value: number;
  /** Values compare only when this matches: the quantity for convertible units, the metric for a scale. */
  scale: string;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function numberOf(row: PropertyRowInput): number | undefined {
  if (isNumber(row.value)) return row.value;
  if (isNumber(row.value_min) && isNumber(row.value_max)) return (row.value_min + row.value_max) / 2;
  if (isNumber(row.value_min)) return row.value_min;
  return isNumber(row.value_max) ? row.value_max : undefined;
}

function comparable(row: PropertyRowInput, lookups: SimilarityLookups): Comparable | undefined {
  const header = lookups.headers.get(row.header_id);
  if (!header?.smart || header.value_kind === 'text') return undefined;
  const value = numberOf(row);
  if (value === undefined) return undefined;
  const metric = row.metric_id == null ? undefined : lookups.metrics.get(row.metric_id);
  if (!metric) return quantityNeedsMetric(header.quantity) ? undefined : { value, scale: header.quantity };
  if (metric.quantity !== header.quantity) return undefined;
  if (!isConvertibleQuantity(header.quantity)) return { value, scale: `metric:${metric.id}` };
  return { value: value * metric.factor + metric.offset, scale: header.quantity };
}

/** |a − b| / max(|a|, |b|), capped at 1; two zeros are no difference. */
export function relativeDifference(a: number, b: number): number {
  const largest = Math.max(Math.abs(a), Math.abs(b));
  if (largest === 0) return 0;
  return Math.min(1, Math.abs(a - b) / largest);
}

function comparableRows(
  rows: readonly PropertyRowInput[],
  lookups: SimilarityLookups,
): Map<string, [PropertyRowInput, Comparable]> {
  const out = new Map<string, [PropertyRowInput, Comparable]>();
  for (const row of rows) {
    const key = propertyRowKey(row);
    if (out.has(key)) continue; // the grid refuses two rows with one key; the first wins, as in compare
    const value = comparable(row, lookups);
    if (value) out.set(key, [row, value]);
  }
  return out;
}

/** The distance between two property grids (see the module's comment). */
export function sheetDistance(
  a: readonly PropertyRowInput[],
  b: readonly PropertyRowInput[],
  lookups: SimilarityLookups,
  minOverlap = SIMILARITY_MIN_OVERLAP,
): SheetDistance {
  const right = comparableRows(b, lookups);
  const differences: PropertyDifference[] = [];
  for (const [key, [row, left]] of comparableRows(a, lookups)) {
    const other = right.get(key)?.[1];
    if (!other || other.scale !== left.scale) continue;
    differences.push({
      key,
      header_id: row.header_id,
      standard_id: row.standard_id ?? null,
      condition_id: row.condition_id ?? null,
      state: row.state ?? null,
      a: left.value,
      b: other.value,
      difference: relativeDifference(left.value, other.value),
    });
  }
  differences.sort((x, y) => y.difference - x.difference || x.key.localeCompare(y.key));
  const overlap = differences.length;
  const distance =
    overlap < Math.max(1, minOverlap)
      ? null
      : differences.reduce((total, row) => total + row.difference, 0) / overlap;
  return { distance, overlap, differences };
}

/** A distance as the screens show it: "similarity" 100 % − distance, whole percent. */
export function similarityPercent(distance: number): number {
  return Math.round((1 - distance) * 100);
}
