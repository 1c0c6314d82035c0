/**
 * The types and rules of the datasheet domain's own calls (declared in endpoints.ts): what their answers
 * hold, and the libraries' lookups.
 */

import { z } from 'zod';
import type {
  CompareCondition,
  CompareHeader,
  CompareLookups,
  CompareMetric,
  CompareRoot,
  CompareSheet,
  CompareStandard,
} from './compare.ts';
import type { PropertyDifference } from './similarity.ts';
import type { UnitSystem } from './units.ts';

/** `GET /ds/ul_data/suggest`: where a raw UL row may belong, best first. */
export interface UlSuggestions {
  companies: { id: number; label: string; via: 'origin' | 'name' }[];
  cards: { id: number; file_number: string; grade: string; company_id: number; company: string }[];
  sheets: { id: number; dsno: string; grade: string; company: string }[];
}

/** `POST /ds/ul_data/match`: without a card, the card of the same file number and designation, or a new one. */
export interface UlMatchBody {
  id: number;
  company_id: number;
  yellow_card_id?: number;
}

export interface UlMatchResult {
  yellow_card_id: number;
  created: boolean;
}

/** One canonical row suggested for a raw spelling, with its trigram similarity (0–1). */
export interface OriginSuggestion {
  id: number;
  label: string;
  similarity: number;
}

/** `GET …/origin/suggest?ids=`: per origin row id, its best canonical candidates. */
export type OriginSuggestions = Record<string, OriginSuggestion[]>;

/** `POST …/origin/map`: map the origin rows `ids` to the canonical row `target_id`. */
export interface OriginMapBody {
  ids: number[];
  target_id: number;
}

/** `POST /system/combine/filler`: fold the fillers `from_ids` into `into_id`. */
export interface CombineFillerBody {
  into_id: number;
  from_ids: number[];
}

export interface CombineFillerResult {
  /** Sheets whose filler rows were re-pointed. */
  sheets: number;
  /** Fillers removed. */
  removed: number;
}

/** Library rows come with their enabled switch: a disabled row still names old values but is not offered. */
export interface LibraryHeader extends CompareHeader {
  code: string;
  smart: boolean;
  attach: boolean;
  enabled: boolean;
}
export interface LibraryStandard extends CompareStandard {
  title_zh: string;
  title_en: string;
  enabled: boolean;
}
export interface LibraryCondition extends CompareCondition {
  label: string;
}
export interface LibraryMetric extends CompareMetric {
  name_zh: string;
  name_en: string;
  system: UnitSystem | 'both';
  enabled: boolean;
}

/** `GET /ds/libraries`: each list in its family's order. */
export interface DatasheetLibraries {
  roots: CompareRoot[];
  headers: LibraryHeader[];
  standards: LibraryStandard[];
  conditions: LibraryCondition[];
  metrics: LibraryMetric[];
}

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/** The libraries' lists as the id maps a grid is resolved with (compareSheets, the editor, the PDF). */
export function libraryLookups(libraries: DatasheetLibraries): CompareLookups {
  return {
    headers: byId(libraries.headers),
    roots: byId(libraries.roots),
    standards: byId(libraries.standards),
    conditions: byId(libraries.conditions),
    metrics: byId(libraries.metrics),
  };
}

/** One sheet as compare shows it: its grid and the fields of its column head. */
export interface ComparedSheet extends CompareSheet {
  id: number;
  company: string;
  trademark: string;
  /** Category path, root first. */
  category: string[];
  /** "GF 30%", "T 20%". */
  fillers: string[];
  ul94: string;
  updated_at: string;
}

/** `GET /ds/compare?dsno=A,B`: the sheets found, in the order asked, and the DSNOs not found. */
export interface CompareData {
  sheets: ComparedSheet[];
  missing: string[];
}

/** One candidate of "find similar": a sheet, its distance to the reference sheet and what drove it. */
export interface SimilarCandidate {
  id: number;
  dsno: string;
  grade: string;
  company: string;
  category: string[];
  fillers: string[];
  same_category: boolean;
  same_fillers: boolean;
  distance: number;
  overlap: number;
  /** The shared rows that differ most, largest first (see `PropertyDifference`). */
  differences: PropertyDifference[];
}

/** `GET /ds/similar`: the reference sheet and its candidates, nearest first. */
export interface SimilarData {
  sheet: { id: number; dsno: string; grade: string; company: string; smart_rows: number };
  /** Sheets read as candidates, and how many had too few shared rows to be ranked. */
  considered: number;
  unranked: number;
  min_overlap: number;
  candidates: SimilarCandidate[];
}

/** One line of the price chart. */
export interface PriceSeries {
  supplier: string;
  currency: string;
  unit: string;
  points: { date: string; price: number; source: string }[];
}

/** `GET /ds/price/series`: the grade's series and the sheets its prices are matched to. */
export interface PriceSeriesData {
  grade: string;
  series: PriceSeries[];
  datasheets: { id: number; dsno: string; company: string }[];
}

/**
 * `POST /ds/price/match`: which prices to give the sheet of their maker and grade: the ids chosen, or every
 * price not matched yet (`all: true`), of one grade when `grade` is given. An empty body names no prices and
 * is refused: a write acts only on what its body says.
 */
export const priceMatchBody = z
  .strictObject({
    ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    all: z.literal(true).optional(),
    grade: z.string().trim().min(1).max(100).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'give ids or all: true',
    params: {
      zh: '须给出 ids（要匹配的价格）或 all: true（全部未匹配的价格）之一',
      en: 'give either ids (the prices to match) or all: true (every unmatched price)',
    },
  })
  .refine((body) => body.grade === undefined || body.all === true, {
    message: 'grade narrows all: true only',
    path: ['grade'],
    params: { zh: '只能与 all: true 一起使用', en: 'narrows all: true only' },
  });
export type PriceMatchBody = z.input<typeof priceMatchBody>;

export interface PriceMatchResult {
  /** Prices given a sheet. */
  matched: number;
  /** Prices asked about still without one (no sheet of that maker and grade). */
  unmatched: number;
}

/** `POST /ds/authority/decide`. A rejection must say why. */
export interface AuthorityDecisionBody {
  id: number;
  decision: 'approved' | 'rejected';
  reason: string;
}
