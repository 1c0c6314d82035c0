/**
 * The global search: each kind the admin may list is asked in parallel on PostgreSQL's pool. A kind's reads take
 * the newest SEARCH_MATCH_CAP + 1 rows matching every word (which says the count, or "more than"), and the newest
 * rows matching the whole title, every word in the title or in the subtitle, and rank them by where the words
 * stand (the whole title typed first, then the title, the subtitle, the body; the newest first within each); only
 * the page's rows are read whole. The newest rows come a block of ids at a time
 * (`search_newest`, words.ts's block lexemes), so a common word reads its newest rows, not all of them.
 */
import {
  detailUrl,
  type FamilyMatcher,
  SEARCH_MATCH_CAP,
  SEARCH_OVERVIEW_HITS,
  SEARCH_PAGE_HITS,
  type SearchGroup,
  type SearchKind,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index.ts';
import { familyByKey } from '../../engine/index.ts';
import {
  highlightTerms,
  type KindQuery,
  kindQuery,
  markRanges,
  type QueryWord,
  SEARCH_BLOCK_BITS,
  SEARCH_BLOCK_LEVELS,
  searchWords,
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
}

/** A kind's hits for the query's words whole, else (none found) with its mixed runs as their parts. */
async function searchKind(
  db: Db,
  kind: SearchKind,
  words: readonly QueryWord[],
  key: string,
  limit: number,
  offset: number,
): Promise<{ rows: Found[]; total: number }> {
  const whole = await readKind(db, kind, kindQuery(kind.family, words, key), limit, offset);
  if (whole.total > 0 || !words.some((word) => word.parts.length > 0)) return whole;
  return readKind(db, kind, kindQuery(kind.family, words, key, true), limit, offset);
}

/** How a row ranks by where the words stand: the whole title typed, every word in the title, in the subtitle. */
const RANK = { exact: 8, title: 4, subtitle: 2 } as const;

/**
 * A kind's page of hits. Four reads of row ids, the newest first — the whole title typed (few rows: straight from
 * the GIN index), every word in the title, in the subtitle, anywhere (a block of ids at a time, see
 * search_newest) — each its own statement, so a large kind's reads share the cores; a row ranks by the sum of what
 * it matched, the newest first; the reads of "anywhere" stop at the cap, so their number is the count.
 */
async function readKind(
  db: Db,
  kind: SearchKind,
  query: KindQuery | null,
  limit: number,
  offset: number,
): Promise<{ rows: Found[]; total: number }> {
  if (!query) return { rows: [], total: 0 };
  const ids = async (read: SQL) =>
    (await queryRows<{ row_id: string | number }>(db, read)).map((row) => Number(row.row_id));
  const newest = (tsquery: string, want: number) =>
    ids(sql`select search_newest as row_id
      from search_newest(${kind.family}, ${tsquery}::tsquery, ${want}, ${SEARCH_BLOCK_BITS}, ${SEARCH_BLOCK_LEVELS})`);
  const [exact, title, subtitle, all] = await Promise.all([
    ids(sql`select row_id from search_document where words @@ ${query.exact}::tsquery
      order by row_id + 0 desc limit ${EXACT_CANDIDATES}`),
    newest(query.title, TITLE_CANDIDATES),
    newest(query.subtitle, TITLE_CANDIDATES),
    newest(query.all, SEARCH_MATCH_CAP + 1),
  ]);
  const rank = new Map<number, number>(all.map((id) => [id, 0]));
  const add = (found: number[], points: number) => {
    for (const id of found) rank.set(id, (rank.get(id) ?? 0) + points);
  };
  add(exact, RANK.exact);
  add(title, RANK.title);
  add(subtitle, RANK.subtitle);
  const page = [...rank.entries()]
    .sort(([a, ra], [b, rb]) => rb - ra || b - a)
    .slice(offset, offset + limit)
    .map(([id]) => id);
  if (page.length === 0) return { rows: [], total: all.length };
  const read = await queryRows<Found>(
    db,
    sql`select row_id, title, subtitle, body from search_document
      where kind = ${kind.family} and row_id in ${page}`,
  );
  const byId = new Map(read.map((row) => [Number(row.row_id), row]));
  const rows = page.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: all.length };
}

export interface SearchResult {
  terms: string[];
  groups: SearchGroup[];
}

/**
 * `key` over the kinds given (those the admin may list); one kind paged, or every kind's first hits. A polymer
 * family named in it (`families`: the library's names) matches any of the family's names.
 */
export async function searchAll(
  db: Db,
  kinds: readonly SearchKind[],
  key: string,
  page: number,
  one: boolean,
  families?: FamilyMatcher,
): Promise<SearchResult> {
  const words = searchWords(key, families);
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
