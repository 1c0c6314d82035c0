/**
 * The datasheet domain's calls beyond the engine's generic ones, relative to `/api`; the server registers
 * its handlers on these constants and the web app calls them.
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

export const datasheetPaths = {
  /**
   * Every enabled row of the libraries a property grid names (roots, headers, standards, conditions,
   * metrics), compact: the grid editor, the detail view and compare resolve ids with it.
   */
  libraries: '/ds/libraries',
  /** `?dsno=A,B,C`: the sheets with their grids and every library row the grids name, for compare. */
  compare: '/ds/compare',
  /** `?dsno=…&system=si|imperial`: the comparison as an xlsx file. */
  compareExport: '/ds/compare/export',
  /**
   * `?ids=1,2` or the list's filters: the sheets' property rows as an xlsx in the import layout (import.ts),
   * one row per value, so a file exported, edited and imported again changes only what was edited.
   */
  rowsExport: '/ds/export_rows',
  /** `?id=`: the sheet rendered as a PDF document. */
  pdf: '/ds/pdf',
  /** `?dsno=`: one sheet by its DSNO. */
  byDsno: '/ds/get_by_dsno',
  /** Merge duplicate fillers into one, re-pointing every sheet (spec §7 "Combine filler"). */
  combineFiller: '/system/combine/filler',
  /** `?ids=`: the closest canonical rows for raw spellings, best first. */
  headerOriginSuggest: '/v1_header/origin/suggest',
  /** Maps many raw spellings to one canonical header. */
  headerOriginMap: '/v1_header/origin/map',
  standardOriginSuggest: '/v1_standard/origin/suggest',
  standardOriginMap: '/v1_standard/origin/map',
  companyOriginSuggest: '/v1_company/origin/suggest',
  companyOriginMap: '/v1_company/origin/map',
  /** Multipart (field `file`, xlsx or CSV) `?dry_run=1`: the report only; `dry_run=0`: into the cache. */
  cacheImport: '/ds/cache/import',
  /**
   * `?progress=` the id an import was sent with (`&progress=` on the import): rows read so far (ImportProgress),
   * null before the first batch or when unknown.
   */
  cacheImportProgress: '/ds/cache/import_progress',
  cacheReview: '/ds/cache/review',
  cacheMap: '/ds/cache/map',
  /** Approves (the declared `approve` transition) the pending sheets named, or all, that pass every check. */
  cacheApproveAll: '/ds/cache/approve_all',
  cacheDiff: '/ds/cache/diff',
  /** `POST` a SmartQuery: the sheets matching it, sorted and paged, with the values each condition matched. */
  smartSearch: '/ds/smart/search',
  /** What the search form offers: smart headers in their entries' order, the chosen units, presets. */
  smartOptions: '/ds/smart/options',
  /** `POST {ids}`: the smart header entries in this order (their \`sort\` renumbered, one transaction). */
  smartOrder: '/ds/smart/options/order',
  /** Every enabled metric with its offered choice, and the default system (the `smart/unit` screen). */
  smartUnits: '/ds/smart/units',
  /** `POST` SmartUnitsSave: the choices and the default system, in one transaction. */
  smartUnitsSave: '/ds/smart/units/save',
  /** `?id=`: companies, yellow cards and sheets a raw UL row may belong to. */
  ulSuggest: '/ds/ul_data/suggest',
  /** `POST {id, company_id, yellow_card_id?}`: the row joins (or creates) a yellow card. */
  ulMatch: '/ds/ul_data/match',
  /** `?id=&page=&size=&sort=&order=`: every sheet's value of one header (HeaderValues). */
  headerValues: '/ds/item/header/values',
  /** `?id=&scope=category|all&limit=`: other sheets ranked by `sheetDistance` to sheet `id`. */
  similar: '/ds/similar',
  /** `?grade=&company_id=`: a grade's prices over time, one series per supplier × currency × unit. */
  priceSeries: '/ds/price/series',
  /** Links prices without a sheet to the sheet of the same maker and grade (牌号 ↔ 供应). */
  priceMatch: '/ds/price/match',
  /** Approve or reject a pending access request with a reason. */
  authorityDecide: '/ds/authority/decide',
  /** Sync to search index (spec §7): recorded; the global search that would carry it out comes later. */
  searchSync: '/system/es/sync',
} as const;

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

/** `POST /system/es/sync`: a sync type (`searchSyncTypeOptions`) and its parameters. */
export interface SearchSyncBody {
  type: string;
  params?: Record<string, unknown>;
}

/** The honest answer: the request is recorded, nothing is indexed until the global search exists. */
export interface SearchSyncAnswer {
  request_id: number;
  type: string;
  indexed: false;
  message: { zh: string; en: string };
}
