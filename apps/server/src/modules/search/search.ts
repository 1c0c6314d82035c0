/**
 * The global search: each kind the admin may list is asked in its own statement (in parallel on PostgreSQL's
 * pool). A statement takes at most SEARCH_MATCH_CAP + 1 rows matching every word (which says the count, or
 * "more than"), and the rows matching the whole title, every word in the title or in the subtitle, and ranks
 * them by where the words stand (the whole title typed first, then the title, the subtitle, the body; the newest
 * first within each); only the page's rows are read whole. A rare word is a GIN lookup of the kind's own words
 * (see words.ts), a common one the kind's newest rows up to the cap, so neither costs more than the cap.
 */
import {
  detailUrl,
  SEARCH_MATCH_CAP,
  SEARCH_OVERVIEW_HITS,
  SEARCH_PAGE_HITS,
  type SearchGroup,
  type SearchKind,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { familyByKey } from '../../engine/families.ts';
import {
  allCommon,
  highlightTerms,
  kindQuery,
  markRanges,
  type QueryWord,
  queryWords,
  snippetOf,
} from './words.ts';

/** Title (and subtitle) matches ranked even past the cap of all matches. */
const TITLE_CANDIDATES = 50;
/** Rows whose whole title is what was typed. */
const EXACT_CANDIDATES = 20;

interface Found {
  row_id: string | number;
  title: string;
  subtitle: string;
  body: string;
  total: string | number;
}

/** How long the list of common words is kept before it is read again (it changes with ANALYZE only). */
const COMMON_TTL_MS = 5 * 60_000;
let common: { words: Map<string, number>; until: number } | undefined;

/**
 * The lexemes PostgreSQL's statistics of `search_document.words` list as most common, with the share of documents
 * holding each (none before ANALYZE: then every read uses the GIN index).
 */
async function commonWords(db: Db): Promise<ReadonlyMap<string, number>> {
  if (common && common.until > Date.now()) return common.words;
  const [row] = await queryRows<{ elems: string[] | null; freqs: number[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs from pg_stats
      where schemaname = current_schema() and tablename = 'search_document' and attname = 'words'`,
  );
  const elems = row?.elems ?? [];
  const freqs = row?.freqs ?? [];
  common = {
    words: new Map(elems.map((elem, i) => [elem, Number(freqs[i] ?? 0)])),
    until: Date.now() + COMMON_TTL_MS,
  };
  return common.words;
}

/**
 * How a candidate read finds its rows, chosen here from the statistics rather than left to the planner's guess
 * under a LIMIT. A form of the query whose words are all common walks the kind's rows
 * newest first along the primary key, testing each, and stops at its limit (the match is wrapped in `is true`, which
 * no index serves). Any other reads all its matches (few) from the GIN index, ordered by an expression no index
 * gives: asked for the newest few of a word it cannot count, PostgreSQL would otherwise walk the whole kind hoping
 * to meet them early.
 */
function newestFirst(walk: boolean, tsquery: string) {
  return walk
    ? sql`(words @@ ${tsquery}::tsquery) is true order by row_id desc`
    : sql`words @@ ${tsquery}::tsquery order by row_id + 0 desc`;
}

async function searchKind(
  db: Db,
  kind: SearchKind,
  words: readonly QueryWord[],
  key: string,
  limit: number,
  offset: number,
  frequent: ReadonlyMap<string, number>,
): Promise<{ rows: Found[]; total: number }> {
  const query = kindQuery(kind.family, words, key);
  if (!query) return { rows: [], total: 0 };
  const read = (separator: string, tsquery: string) =>
    newestFirst(allCommon(kind.family, separator, words, frequent), tsquery);
  // Each CTE reads row ids only: the whole title typed, every word in the title, in the subtitle, anywhere. A row
  // ranks by the sum of what it matched, the newest first. A rare word's rows come from the GIN index, a common
  // word's newest rows backwards along the primary key, stopping at the limit, instead of a bitmap of hundreds of
  // thousands of rows (see newestFirst).
  // Planned per call (not prepared): a generic plan cannot know how common this call's words are.
  const rows = await queryRows<Found>(
    db,
    sql`with e as (
        select row_id from search_document where kind = ${kind.family} and ${read('=', query.exact)} limit ${EXACT_CANDIDATES}
      ), t as (
        select row_id from search_document where kind = ${kind.family} and ${read('!', query.title)} limit ${TITLE_CANDIDATES}
      ), s as (
        select row_id from search_document where kind = ${kind.family} and ${read('^', query.subtitle)} limit ${TITLE_CANDIDATES}
      ), a as (
        select row_id from search_document where kind = ${kind.family} and ${read(':', query.all)} limit ${SEARCH_MATCH_CAP + 1}
      ), c as (
        select row_id, 8 as rank from e
        union all select row_id, 4 from t
        union all select row_id, 2 from s
        union all select row_id, 0 from a
      ), top as (
        select row_id, sum(rank) as rank from c group by row_id
        order by rank desc, row_id desc limit ${limit} offset ${offset}
      )
      select d.row_id, d.title, d.subtitle, d.body, (select count(*) from a) as total
      from top join search_document d on d.kind = ${kind.family} and d.row_id = top.row_id
      order by top.rank desc, top.row_id desc`,
  );
  // Without a row on this page the count is asked alone (a page past the last).
  const total = rows[0]
    ? Number(rows[0].total)
    : offset === 0
      ? 0
      : Number(
          (
            await queryRows<{ n: string }>(
              db,
              sql`select count(*) as n from (select 1 from search_document
                where kind = ${kind.family} and words @@ ${query.all}::tsquery limit ${SEARCH_MATCH_CAP + 1}) m`,
            )
          )[0]?.n ?? 0,
        );
  return { rows, total };
}

export interface SearchResult {
  terms: string[];
  groups: SearchGroup[];
}

/** `key` over the kinds given (those the admin may list); one kind paged, or every kind's first hits. */
export async function searchAll(
  db: Db,
  kinds: readonly SearchKind[],
  key: string,
  page: number,
  one: boolean,
): Promise<SearchResult> {
  const words = queryWords(key);
  const terms = highlightTerms(words);
  const limit = one ? SEARCH_PAGE_HITS : SEARCH_OVERVIEW_HITS;
  const offset = one ? (page - 1) * SEARCH_PAGE_HITS : 0;
  const frequent = await commonWords(db);
  const found = await Promise.all(
    kinds.map((kind) => searchKind(db, kind, words, key, limit, offset, frequent)),
  );
  const groups: SearchGroup[] = [];
  kinds.forEach((kind, i) => {
    const { rows, total } = found[i] ?? { rows: [], total: 0 };
    if (total === 0) return;
    const def = familyByKey(kind.family);
    groups.push({
      kind: kind.family,
      total: Math.min(total, SEARCH_MATCH_CAP),
      capped: total > SEARCH_MATCH_CAP,
      hits: rows.map((row) => {
        const id = Number(row.row_id);
        const snippet = snippetOf(row.body, terms);
        return {
          id,
          title: row.title,
          title_marks: markRanges(row.title, terms),
          subtitle: row.subtitle,
          subtitle_marks: markRanges(row.subtitle, terms),
          snippet: snippet.text,
          snippet_marks: snippet.marks,
          url: detailUrl(def, id) ?? def.route ?? '/dashboard',
        };
      }),
    });
  });
  return { terms, groups };
}
