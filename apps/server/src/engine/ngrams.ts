/**
 * `contains` filters served by an n-gram index (`{ ngram: field }` in a declaration). A trigram index cannot
 * serve a search of one or two characters ("A7", "尼"), the commonest grade and Chinese searches; this index
 * keeps every 1- and 2-character piece of the lower-cased text. A search then asks for rows holding all the
 * pieces of its own text (its single character, or its 2-character pieces), and ILIKE checks what the index
 * found: the answer is exactly ILIKE's, the index only finds the candidates fast.
 *
 * The two SQL functions are created by a hand-written migration (`engine_ngrams`), the same on PostgreSQL and
 * PGlite; both lower-case with the database's own `lower()`, which is what ILIKE compares with.
 */
import type { ResourceDef } from '@console/contract';
import { ngramFieldOf } from '@console/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The pieces a row's text is indexed by: every character and every pair of neighbours, in lower case. */
export function ngramsOf(column: SQLWrapper): SQL {
  return sql`engine_ngrams(${column})`;
}

/** The pieces a row must hold to contain `text`: its pairs, or the character itself when it is one. */
export function ngramQueryOf(text: string | SQL): SQL {
  return sql`engine_ngram_query(${text})`;
}

/** Whether the family's table has an n-gram index on `field`. */
export function hasNgramIndex(def: ResourceDef, field: string): boolean {
  return (def.indexes ?? []).some((index) => ngramFieldOf(index) === field);
}
