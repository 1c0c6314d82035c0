/**
 * Every sheet's value of one header (`item/header`): a read-only screen where a curator checks a property
 * after an import — each value with its unit and its value in the quantity's base unit, sortable and paged,
 * with the distribution (count, quartiles, median) in the base unit so an outlier stands out.
 */
import { z } from 'zod';

export const headerValueSorts = ['base', 'grade', 'company', 'dsno'] as const;

export const headerValuesQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(headerValueSorts).default('base'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type HeaderValuesQuery = z.infer<typeof headerValuesQuerySchema>;

export interface HeaderValueRow {
  /** The property row's id (a sheet may state the header under several conditions). */
  id: number;
  datasheet_id: number;
  dsno: string;
  grade: string;
  company: string;
  /** The value as stated: one number, a min–max range, or text. */
  value: number | null;
  value_min: number | null;
  value_max: number | null;
  value_text: string;
  unit: string;
  /** The stated number (or the middle of the stated range) in the quantity's base unit; null for text. */
  base: number | null;
  condition: string;
  standard: string;
  state: string | null;
}

export interface HeaderValuesSummary {
  /** Rows stating the header at all, and those with a number in the base unit. */
  count: number;
  numeric: number;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
}

/** `GET /ds/item/header/values`. */
export interface HeaderValues {
  header: { id: number; name_zh: string; name_en: string; quantity: string; base_unit: string };
  total: number;
  rows: HeaderValueRow[];
  summary: HeaderValuesSummary;
}

/** Tukey's fences (1.5 × the interquartile range beyond the quartiles), when the quartiles are known. */
export function outlierFences(summary: HeaderValuesSummary): { low: number; high: number } | undefined {
  if (summary.q1 === null || summary.q3 === null || summary.numeric < 4) return undefined;
  const spread = summary.q3 - summary.q1;
  return { low: summary.q1 - 1.5 * spread, high: summary.q3 + 1.5 * spread };
}

export function isOutlier(base: number | null, fences: { low: number; high: number } | undefined): boolean {
  return base !== null && fences !== undefined && (base < fences.low || base > fences.high);
}
