/**
 * Chemical resistance: the pure rules the server and the console share — a CAS number's check digit, the
 * label of an exposure condition (temperature, duration, concentration), and which rating holds for a polymer
 * family or a sheet when it has none of its own (the nearest family above it in the category tree).
 */
import type { LocalName } from '../../routes.ts';

/** The domain's own calls beyond the engine's, relative to `/api`. */
/** `7664-93-9`: two to seven digits, two digits, one check digit. */
export const CAS_PATTERN = '^\\d{2,7}-\\d{2}-\\d$';

/**
 * The check digit a CAS number's other digits give: read right to left, the first digit times 1, the second
 * times 2 …, summed, modulo 10. `null` for text that is not a CAS number's shape.
 */
export function casCheckDigit(cas: string): number | null {
  if (!new RegExp(CAS_PATTERN).test(cas)) return null;
  const digits = cas.slice(0, -2).replace('-', '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10;
}

/** What is wrong with a CAS number, in both languages; `null` when it is well formed and its check digit holds. */
export function casProblem(cas: string): LocalName | null {
  const expected = casCheckDigit(cas);
  if (expected === null) {
    return {
      zh: `「${cas}」不是 CAS 号的格式（如 7664-93-9）`,
      en: `"${cas}" is not a CAS number (e.g. 7664-93-9)`,
    };
  }
  if (Number(cas.at(-1)) !== expected) {
    return {
      zh: `CAS 号「${cas}」的校验位应为 ${expected}，请核对`,
      en: `CAS number "${cas}": its check digit should be ${expected}`,
    };
  }
  return null;
}

/** The exposure a rating was measured under; each part optional (blank concentration = as supplied). */
export interface ExposureParts {
  /** °C */
  temperature?: number | null;
  /** days */
  duration_days?: number | null;
  /** % by weight */
  concentration?: number | null;
}

const trimmed = (value: number) => String(Number(value.toFixed(3)));

/**
 * "23 °C, 7 d, 10 %": the label the server writes from the parts, so one exposure is spelled one way and a
 * rating is unique per chemical, family (or sheet) and label. Empty when no part is given.
 */
export function exposureLabel(parts: ExposureParts): string {
  const out: string[] = [];
  if (typeof parts.temperature === 'number') out.push(`${trimmed(parts.temperature)} °C`);
  if (typeof parts.duration_days === 'number') out.push(`${trimmed(parts.duration_days)} d`);
  if (typeof parts.concentration === 'number') out.push(`${trimmed(parts.concentration)} %`);
  return out.join(', ');
}

/** A rating as the matrix places it; `from` names the family it was inherited from, absent when its own. */
export interface PlacedRating {
  condition: string;
  scale_id: number;
  grade: string;
  source: string;
  remark: string;
  from?: { id: number; name_zh: string; name_en: string };
}

/**
 * The ratings that hold for one chemical on a family or sheet: its own, and for each exposure it has no rating
 * of its own at, the rating of the nearest family above it (`ancestors`, nearest first) that has one. A sheet's
 * rating overrides its family's at the same exposure only; at other exposures the family's still speaks.
 */
export function effectiveRatings(
  own: readonly PlacedRating[],
  ancestors: readonly { id: number; name_zh: string; name_en: string; ratings: readonly PlacedRating[] }[],
): PlacedRating[] {
  const byCondition = new Map<string, PlacedRating>();
  for (const rating of own) byCondition.set(rating.condition, rating);
  for (const ancestor of ancestors) {
    for (const rating of ancestor.ratings) {
      if (byCondition.has(rating.condition)) continue;
      byCondition.set(rating.condition, {
        ...rating,
        from: { id: ancestor.id, name_zh: ancestor.name_zh, name_en: ancestor.name_en },
      });
    }
  }
  return [...byCondition.values()].sort((a, b) =>
    a.condition.localeCompare(b.condition, 'en', { numeric: true }),
  );
}

/** One grade of a rating scale as the console shows it. */
export interface ScaleGrade {
  symbol: string;
  meaning_zh: string;
  meaning_en: string;
  color: string;
}

export interface MatrixScale {
  id: number;
  name_zh: string;
  name_en: string;
  grades: ScaleGrade[];
}

export interface MatrixItem {
  id: number;
  name_zh: string;
  name_en: string;
  cas: string;
  formula: string;
  class_id: number;
  class_zh: string;
  class_en: string;
}

/** A column of the matrix: a polymer family (a category) or one sheet. */
export interface MatrixColumn {
  key: string;
  kind: 'category' | 'sheet';
  id: number;
  name_zh: string;
  name_en: string;
  /** For a sheet: its DSNO and its family's name. */
  dsno?: string;
  category_zh?: string;
  category_en?: string;
}

/** `GET /v1_chemicals/matrix`. `cells` is keyed `${item id}:${column key}`. */
export interface ChemicalMatrix {
  items: MatrixItem[];
  columns: MatrixColumn[];
  cells: Record<string, PlacedRating[]>;
  scales: MatrixScale[];
  /** Every exposure label the ratings use, for the condition filter. */
  conditions: string[];
  /** Set when more items or columns matched than the matrix shows. */
  truncated?: true;
}

/** Most items and columns one matrix shows (a chart, not an export). */
export const MATRIX_MAX_ITEMS = 300;
export const MATRIX_MAX_COLUMNS = 40;

export const matrixCellKey = (itemId: number, columnKey: string) => `${itemId}:${columnKey}`;
