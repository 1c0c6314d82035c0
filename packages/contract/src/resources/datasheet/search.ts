/**
 * The parametric ("smart", advanced) search: its query, declared once here, parsed by the server and built
 * by the search form, and carried in the page's URL so a search can be shared and survives a reload.
 *
 * A range names a smart header and a unit of that header's quantity; the server converts the bounds to the
 * quantity's base unit (the metric table's factor and offset) and compares them with the base-unit copy of
 * every stored value. A stated value matches when it lies within the range; a stated min–max range matches
 * when the whole of it does ("≥ 150" is not met by "120–180").
 */
import { z } from 'zod';

/** Most conditions one search may carry: each is one index range scan. */
export const MAX_SEARCH_CONDITIONS = 10;
export const SEARCH_PAGE_SIZES = [10, 20, 50, 100] as const;

const id = z.number().int().positive();
const finite = z.number().finite();

export const rangeConditionSchema = z
  .strictObject({
    kind: z.literal('range'),
    header_id: id,
    /** A unit code of the metric table ('MPa', 'psi', 'degF' …) of the header's quantity. */
    unit: z.string().min(1).max(32),
    min: finite.optional(),
    max: finite.optional(),
    /** Only values measured under this test condition (HDT at 1.80 MPa). */
    condition_id: id.optional(),
    state: z.enum(['dry', 'conditioned']).optional(),
  })
  .refine((c) => c.min !== undefined || c.max !== undefined, {
    message: 'a range needs a lower or an upper bound',
  })
  .refine((c) => c.min === undefined || c.max === undefined || c.min <= c.max, {
    message: 'the lower bound is above the upper bound',
  });

export const ratingConditionSchema = z.strictObject({
  kind: z.literal('rating'),
  header_id: id,
  /** Any of these classes ("V-0", "5VA"), compared without case or surrounding spaces. */
  any_of: z.array(z.string().trim().min(1).max(16)).min(1).max(20),
  /** Only ratings stated at this thickness or thinner, in mm ("V-0 at ≤ 1.5 mm"). */
  max_thickness: z.number().positive().finite().optional(),
});

export const searchConditionSchema = z.union([rangeConditionSchema, ratingConditionSchema]);

export const fillerConditionSchema = z
  .strictObject({
    filler_id: id,
    min: z.number().min(0).max(100).optional(),
    max: z.number().min(0).max(100).optional(),
  })
  .refine((c) => c.min === undefined || c.max === undefined || c.min <= c.max, {
    message: 'the lower share is above the upper share',
  });

/** Sheet columns a result may be sorted by (whitelisted: the server builds ORDER BY only from these). */
export const searchSortFields = [
  'updated_at',
  'dsno',
  'grade',
  'density',
  'tensile_strength',
  'hdt',
] as const;

export const smartQuerySchema = z.strictObject({
  /** The category and everything below it. */
  category_id: id.optional(),
  /**
   * A polymer family by any of its names (PP, 聚丙烯, polypropylene; the 材料名称 library): sheets whose category is
   * named by that family or one under it (PE takes HDPE and LDPE).
   */
  family: z.string().trim().min(1).max(64).optional(),
  company_id: id.optional(),
  /** Sheets having every one of these features. */
  features: z.array(id).max(20).optional(),
  /** Sheets having each of these fillers, within the share given. */
  fillers: z.array(fillerConditionSchema).max(10).optional(),
  conditions: z.array(searchConditionSchema).max(MAX_SEARCH_CONDITIONS).default([]),
  sort: z.enum(searchSortFields).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});

export type RangeCondition = z.infer<typeof rangeConditionSchema>;
export type RatingCondition = z.infer<typeof ratingConditionSchema>;
export type SearchCondition = z.infer<typeof searchConditionSchema>;
export type FillerCondition = z.infer<typeof fillerConditionSchema>;
/** A query as the server reads it (defaults applied). */
export type SmartQuery = z.infer<typeof smartQuerySchema>;
/** A query as a caller writes it (defaults may be left out). */
export type SmartQueryInput = z.input<typeof smartQuerySchema>;

/** The value a condition matched on a result sheet: in the condition's unit, or the rating and thickness. */
export interface MatchedValue {
  /** Lower end (the value itself for a single value); null when the sheet states only an upper bound. */
  min: number | null;
  max: number | null;
  text: string;
  /** Thickness in mm the rating was stated at. */
  thickness: number | null;
}

export interface SmartResultRow {
  id: number;
  dsno: string;
  grade: string;
  company: string;
  category: string;
  ul94: string;
  updated_at: string;
  /** One per query condition, in the query's order; null where the sheet matched through no single row. */
  matched: (MatchedValue | null)[];
}

export interface SmartResult {
  /** Sheets matching; an estimate when `total_estimated` is set (beyond twice the lists' exact-count cap). */
  total: number;
  total_estimated?: true;
  rows: SmartResultRow[];
}

/** The query in a URL's search parameter: compact JSON, defaults left out. */
export function encodeSmartQuery(query: SmartQueryInput): string {
  const { sort, order, page, size, ...rest } = query;
  const compact: Record<string, unknown> = { ...rest };
  if (sort && sort !== 'updated_at') compact.sort = sort;
  if (order && order !== 'desc') compact.order = order;
  if (page && page !== 1) compact.page = page;
  if (size && size !== 20) compact.size = size;
  for (const key of ['features', 'fillers', 'conditions'] as const) {
    if (Array.isArray(compact[key]) && (compact[key] as unknown[]).length === 0) delete compact[key];
  }
  return JSON.stringify(compact);
}

/** The query a URL parameter carries, or undefined when it is missing or not a valid query. */
export function decodeSmartQuery(text: string | null | undefined): SmartQuery | undefined {
  if (!text) return undefined;
  try {
    const parsed = smartQuerySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
