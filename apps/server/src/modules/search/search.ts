/**
 * The global search: each kind the admin may list is asked in its own statement (in parallel on PostgreSQL's
 * pool). A statement takes at most SEARCH_MATCH_CAP + 1 rows matching every word (which says the count, or
 * "more than") and at most TITLE_CANDIDATES rows matching every word in the title, ranks them (title matches,
 * then the weights of where the words stand, the whole title typed first of all) and reads the page's rows.
 * Both reads are one GIN index lookup of the kind's own words, so a common word costs no more than the cap.
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
import { highlightTerms, kindQuery, markRanges, type QueryWord, queryWords, snippetOf } from './words.ts';

/** Title matches ranked even past the cap of all matches. */
const TITLE_CANDIDATES = 200;
/** Weights of D (body), C, B (subtitle, codes), A (title). */
const WEIGHTS = '{0.1,0.2,0.4,1.0}';

interface Found {
  row_id: string | number;
  title: string;
  subtitle: string;
  body: string;
  total: string | number;
}

async function searchKind(
  db: Db,
  kind: SearchKind,
  words: readonly QueryWord[],
  key: string,
  limit: number,
  offset: number,
): Promise<{ rows: Found[]; total: number }> {
  const query = kindQuery(kind.family, words, key);
  if (!query) return { rows: [], total: 0 };
  const rows = await queryRows<Found>(
    db,
    sql`with t as (
        select row_id, words from search_document where words @@ ${query.title}::tsquery limit ${TITLE_CANDIDATES}
      ), a as (
        select row_id, words from search_document where words @@ ${query.all}::tsquery limit ${SEARCH_MATCH_CAP + 1}
      ), c as (
        select row_id, words, true as in_title from t
        union all
        select row_id, words, false from a where row_id not in (select row_id from t)
      ), top as (
        select row_id,
          ts_rank(${WEIGHTS}::float4[], words, ${query.all}::tsquery)
            + case when in_title then 2 else 0 end
            + case when words @@ ${query.exact}::tsquery then 4 else 0 end as rank
        from c order by rank desc, row_id desc limit ${limit} offset ${offset}
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
              sql`select count(*) as n from (select 1 from search_document where words @@ ${query.all}::tsquery limit ${SEARCH_MATCH_CAP + 1}) m`,
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
  const found = await Promise.all(kinds.map((kind) => searchKind(db, kind, words, key, limit, offset)));
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
