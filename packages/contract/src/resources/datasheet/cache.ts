/**
 * The review of a cached sheet: the problems each check finds (shared by the server, which stores whether a
 * sheet passes, and the web, which highlights them), the grid an approval publishes, and the review calls'
 * shapes. Resolved ids come from the server; these rules only judge them.
 */
import { z } from 'zod';
import type { LocalName } from '../../routes.ts';
import type { CacheCheck } from './families/cache.ts';
import { type GridLookups, type PropertyRowInput, type PropertyState, validateGrid } from './grid.ts';
import { parseImportValue } from './import.ts';

export interface CachedRow {
  header_raw: string;
  header_id: number | null;
  standard_raw: string | null;
  standard_id: number | null;
  condition_raw: string | null;
  condition_id: number | null;
  state: PropertyState | null;
  value_raw: string | null;
  unit_raw: string | null;
  metric_id: number | null;
}

export interface CachedSheet {
  grade: string;
  company_id: number | null;
  category_id: number | null;
  rows: readonly CachedRow[];
}

export interface CacheProblem {
  check: CacheCheck;
  /** 0-based index of the raw row, or null for the sheet itself. */
  row: number | null;
  message: LocalName;
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

function rowProblems(row: CachedRow, index: number): CacheProblem[] {
  const n = index + 1;
  const problems: CacheProblem[] = [];
  const say = (check: CacheCheck, zh: string, en: string) =>
    problems.push({ check, row: index, message: { zh: `第 ${n} 行: ${zh}`, en: `Row ${n}: ${en}` } });
  if (row.header_id === null)
    say('headers_mapped', `表头「${row.header_raw}」未映射`, `header "${row.header_raw}" is not mapped`);
  if (!blank(row.standard_raw) && row.standard_id === null) {
    say(
      'headers_mapped',
      `标准「${row.standard_raw}」未映射`,
      `standard "${row.standard_raw}" is not mapped`,
    );
  }
  if (!blank(row.condition_raw) && row.condition_id === null) {
    say(
      'headers_mapped',
      `条件「${row.condition_raw}」不在条件库中`,
      `condition "${row.condition_raw}" is not in the library`,
    );
  }
  if (!blank(row.unit_raw) && row.metric_id === null) {
    say('units_valid', `单位「${row.unit_raw}」不在单位库中`, `unit "${row.unit_raw}" is not in the library`);
  }
  return problems;
}

/** The grid rows of the raw rows whose header is known, with the index of the raw row each came from. */
export function cachedGrid(
  rows: readonly CachedRow[],
  lookups: GridLookups,
  leaveOut: ReadonlySet<number> = new Set(),
): { grid: PropertyRowInput[]; from: number[] } {
  const grid: PropertyRowInput[] = [];
  const from: number[] = [];
  rows.forEach((row, index) => {
    const header = row.header_id === null ? undefined : lookups.headers.get(row.header_id);
    if (!header || leaveOut.has(index)) return;
    grid.push({
      header_id: header.id,
      standard_id: row.standard_id,
      condition_id: row.condition_id,
      state: row.state,
      metric_id: row.metric_id,
      ...parseImportValue(row.value_raw ?? '', header.value_kind),
    });
    from.push(index);
  });
  return { grid, from };
}

/** Every problem of a cached sheet, by check: the sheet's own first, then its rows in order. */
export function cacheProblems(sheet: CachedSheet, lookups: GridLookups): CacheProblem[] {
  const problems: CacheProblem[] = [];
  const sheetSays = (zh: string, en: string) =>
    problems.push({ check: 'required_fields', row: null, message: { zh, en } });
  if (blank(sheet.grade)) sheetSays('缺少牌号', 'no grade');
  if (sheet.company_id === null) sheetSays('生产商未映射', 'the maker is not mapped');
  if (sheet.category_id === null) sheetSays('分类未映射', 'the category is not mapped');
  if (sheet.rows.length === 0) sheetSays('没有物性行', 'no property rows');
  problems.push(...sheet.rows.flatMap(rowProblems));
  const { grid, from } = cachedGrid(sheet.rows, lookups);
  for (const problem of validateGrid(grid, lookups)) {
    const index = from[problem.row] ?? 0;
    // The grid counts its own rows; the raw row's number is the one staff see.
    const message = {
      zh: problem.message.zh.replace(/^第 \d+ 行/, `第 ${index + 1} 行`),
      en: problem.message.en.replace(/^Row \d+/, `Row ${index + 1}`),
    };
    problems.push({
      check: problem.field === 'metric_id' ? 'units_valid' : 'values_valid',
      row: index,
      message,
    });
  }
  return problems;
}

/** Problems that keep a sheet from approval: those of the enabled checks. */
export function blockingProblems(problems: readonly CacheProblem[], enabled: ReadonlySet<CacheCheck>) {
  return problems.filter((problem) => enabled.has(problem.check));
}

/** Raw rows a disabled check's problems leave out of the published grid. */
export function rowsLeftOut(
  problems: readonly CacheProblem[],
  enabled: ReadonlySet<CacheCheck>,
): Set<number> {
  return new Set(problems.filter((p) => !enabled.has(p.check) && p.row !== null).map((p) => p.row as number));
}

/** The kinds of spelling a review maps and an origin library remembers (`unit`: metric_origin). */
export const CACHE_MAP_KINDS = ['header', 'standard', 'company', 'unit'] as const;
export type CacheMapKind = (typeof CACHE_MAP_KINDS)[number];

/**
 * One canonical row suggested for a raw spelling, best first: trigram similarity 0–1, for a unit the rank of
 * `rankUnitSuggestions` (1 case-blind equal, 0.9 equal as a force, lower a bigram similarity).
 */
export interface CacheSuggestion {
  id: number;
  label: string;
  similarity: number;
}

/** `GET /ds/cache/review?id=`: the sheet's problems, suggestions for its unmapped spellings, its merge target. */
export interface CacheReview {
  problems: CacheProblem[];
  suggestions: Record<CacheMapKind, Record<string, CacheSuggestion[]>>;
  /** The published sheet of the same company and grade an approval merges into; null: a new sheet. */
  target: { id: number; dsno: string } | null;
  /** The checks in force (the enabled pending conditions). */
  enabled: CacheCheck[];
}

/** `POST /ds/cache/map`: the raw spelling means this canonical row, in this sheet and every later import. */
export interface CacheMapBody {
  kind: CacheMapKind;
  raw: string;
  target_id: number;
}

export interface CacheMapResult {
  /** Pending cached sheets the mapping changed. */
  sheets: number;
}

/**
 * `POST /ds/cache/approve_all`: the pending sheets to approve where they pass the checks: the ids ticked, or
 * every pending sheet (`all: true`). An empty body names none and is refused.
 */
export const cacheApproveAllBody = z
  .strictObject({
    ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'give ids or all: true',
    params: {
      zh: '须给出 ids（要通过的暂存数据）或 all: true（全部待审核数据）之一',
      en: 'give either ids (the sheets to approve) or all: true (every pending sheet)',
    },
  });
export type CacheApproveAllBody = z.input<typeof cacheApproveAllBody>;

/** `POST /ds/cache/approve_all`: of the sheets asked about, the ones that passed and the ones that did not. */
export interface CacheApproveAllResult {
  approved: number[];
  skipped: number[];
}

export type CacheDiffChange = 'added' | 'changed' | 'same' | 'kept';

/** One property of a merge: its value in the published sheet (before) and from the cache (after). */
export interface CacheDiffRow {
  header: LocalName;
  standard: string;
  condition: string;
  state: PropertyState | null;
  before: string | null;
  after: string | null;
  change: CacheDiffChange;
}

/** `GET /ds/cache/diff?id=`: what approving would change in the existing sheet (target null: none). */
export interface CacheDiff {
  target: { id: number; dsno: string } | null;
  rows: CacheDiffRow[];
}
