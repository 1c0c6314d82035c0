/**
 * The datasheet domain's calls beyond the engine's generic ones, relative to `/api`; the server registers
 * its handlers on these constants and the web app calls them.
 */
export const datasheetPaths = {
  /** `?dsno=A,B,C`: the sheets with their grids and every library row the grids name, for compare. */
  compare: '/ds/compare',
  /** `?dsno=…&system=si|imperial`: the comparison as an xlsx file. */
  compareExport: '/ds/compare/export',
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
} as const;

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
