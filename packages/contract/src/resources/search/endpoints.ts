/**
 * The global search's calls: the search itself (any signed-in admin; each kind only for admins who may call its
 * family's list) and the spec's "sync to search index" (`POST /system/es/sync`, its caller handles its own
 * errors), which rebuilds one type's documents and says how many.
 */
import { z } from 'zod';
import { DASHBOARD_KEY_MAX } from '../../dashboard.ts';
import { endpoint } from '../../endpoint.ts';
import { searchKindKeys, searchSyncTypeOptions } from './kinds.ts';

/** Hits per kind on the overview of every kind. */
export const SEARCH_OVERVIEW_HITS = 5;
/** Hits per page when one kind is asked for. */
export const SEARCH_PAGE_HITS = 20;
/**
 * Matches counted per kind: past it a group says "200+" (as a search engine says "about"), and only that many are ranked,
 * those whose title matches first, so a common word answers as fast as a rare one.
 */
export const SEARCH_MATCH_CAP = 200;

const count = z.number().int().nonnegative();
/** `[start, end)` of a matched stretch, in UTF-16 code units of the text it marks. */
const marks = z.array(z.tuple([count, count]));

export interface SearchHit {
  id: number;
  title: string;
  title_marks: [number, number][];
  subtitle: string;
  subtitle_marks: [number, number][];
  /** The stretch of the body around its first match (its start when none). */
  snippet: string;
  snippet_marks: [number, number][];
  /** The console screen showing the row. */
  url: string;
}

export interface SearchGroup {
  kind: string;
  /** Matches, counted up to SEARCH_MATCH_CAP; `capped`: there are more. */
  total: number;
  capped: boolean;
  hits: SearchHit[];
}

export interface SearchAnswer {
  key: string;
  /** The words the key was read as (jieba's segmentation, codes split into letters and digits). */
  terms: string[];
  /** Kinds with matches, in the declared order; one kind only when `kind` was asked for. */
  groups: SearchGroup[];
  /** Kinds left out because the admin may not call their list. */
  hidden: string[];
  page: number;
  took_ms: number;
}

const searchHit: z.ZodType<SearchHit> = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  title_marks: marks,
  subtitle: z.string(),
  subtitle_marks: marks,
  snippet: z.string(),
  snippet_marks: marks,
  url: z.string(),
});

const searchAnswer: z.ZodType<SearchAnswer> = z.object({
  key: z.string(),
  terms: z.array(z.string()),
  groups: z.array(
    z.object({ kind: z.string(), total: count, capped: z.boolean(), hits: z.array(searchHit) }),
  ),
  hidden: z.array(z.string()),
  page: z.number().int().positive(),
  took_ms: z.number().nonnegative(),
});

export interface SearchSyncAnswer {
  request_id: number;
  type: string;
  kind: string;
  /** Documents written (every row of the kind, or the rows `params` named). */
  indexed: number;
  /** Documents removed because their rows are gone. */
  removed: number;
  took_ms: number;
}

const searchSyncTypes = searchSyncTypeOptions.map((option) => String(option.value)) as [string, ...string[]];

export const searchEndpoints = {
  globalSearch: endpoint({
    method: 'GET',
    path: '/system/search',
    name: { zh: '全局搜索', en: 'Global search' },
    access: 'session',
    input: z.object({
      // The top bar sends whatever was typed: trimmed and cut rather than refused.
      key: z
        .string()
        .optional()
        .transform((v) => (v ?? '').trim().slice(0, DASHBOARD_KEY_MAX)),
      kind: z.enum(searchKindKeys).optional(),
      page: z.coerce.number().int().positive().max(SEARCH_MATCH_CAP).default(1),
    }),
    output: searchAnswer,
  }),
  searchSync: endpoint({
    method: 'POST',
    path: '/system/es/sync',
    name: { zh: '同步搜索索引', en: 'Sync the search index' },
    input: z.strictObject({
      type: z.enum(searchSyncTypes),
      /** `ids`: only these rows (gone ones removed); `dsno` (type tds): the sheets of these numbers. */
      params: z
        .strictObject({
          ids: z.array(z.number().int().positive()).max(10_000).optional(),
          dsno: z.array(z.string().trim().min(1).max(32)).max(10_000).optional(),
        })
        .default({}),
    }),
    output: z.object({
      request_id: z.number().int().positive(),
      type: z.string(),
      kind: z.string(),
      indexed: count,
      removed: count,
      took_ms: z.number().nonnegative(),
    }) satisfies z.ZodType<SearchSyncAnswer>,
  }),
} as const;
