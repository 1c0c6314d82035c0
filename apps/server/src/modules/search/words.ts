/**
 * How text becomes the search's words, pure (unit-tested; the index and the query share it). Chinese is cut by
 * jieba (`cutForSearch` for documents, so a long word also yields the shorter words inside it, "聚碳酸酯" →
 * 碳酸, 聚碳酸, 聚碳酸酯); a run of letters and digits is a word in lower case, and when it mixes letters and
 * digits its letter and digit parts are words too ("PA66-GF30" → pa66, pa, 66, gf30, gf, 30), so a grade is
 * found from any of its parts; Latin letters and the digits after one space or hyphen are a word run together too
 * ("PA 66" → pa66). A code field (a grade, a DSNO) adds its letters and digits run together ("pa66gf30"), so
 * "PA66GF30" finds "PA66-GF30" as well.
 *
 * Every word is stored prefixed by its kind (`news:改性`; a title's words also as `news!改性`, a subtitle's or code's
 * as `news^改性`, the whole title as `news=…`), so the one GIN index holds each kind's posting lists apart and
 * answers where the words stand (the ranking) without reading a row. The beginnings of a title's, subtitle's and
 * code's words are lexemes too (`news:gf3*`), and so is the block of ids a row falls in (`news#0.12`). A query asks
 * for all of its words, the last one whole or as a beginning.
 */
import type { FamilyMatcher, PolymerFamilyNames } from '@console/contract';
import { segmenter } from '../../integrations/jieba.ts';

const HAN = /\p{Script=Han}/u;
const RUN = /[\p{L}\p{N}]+/gu;
const PARTS = /\p{L}+|\p{N}+/gu;
/** Latin letters, one space or hyphen, digits ("PA 66", "GF-30", "V-0"): also indexed run together ("pa66"). */
const SPACED_GRADE = /([A-Za-z]+)[ -](\d+)/g;
/** Particles that occur in nearly every sentence and say nothing on their own. */
const STOP = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '等',
  '在',
  '是',
  '为',
  '对',
  '将',
  '把',
  '被',
  '之',
  '其',
  '也',
  '就',
  '都',
  '而',
]);
/** Longest word kept (PostgreSQL allows 2 KB a lexeme; nothing longer is typed into a search). */
const MAX_WORD = 64;
/** Words of one document past which the rest is not indexed (tsvector positions end at 16383). */
const MAX_POSITIONS = 16_000;
/** Positions kept per word: enough for ranking to tell one mention from many. */
const POSITIONS_PER_WORD = 8;
/** Shortest beginning of a word that is indexed and asked for: one character would stand for too many words. */
const MIN_PREFIX = 2;
/** Longest beginning of a word indexed (a DSNO typed past it is asked for whole). */
const MAX_PREFIX = 16;
/** Words read from a query. */
const MAX_QUERY_WORDS = 12;

/** The words of a run of letters and digits: itself, and its letter and digit parts when it mixes them. */
function runWords(run: string): string[] {
  const lower = run.toLowerCase();
  const parts = lower.match(PARTS) ?? [];
  return parts.length > 1 ? [lower, ...parts] : [lower];
}

/** Letters and digits run together, lower case: a code as one word ("PA66-GF30" → "pa66gf30"). */
export function compactCode(text: string): string {
  return (text.match(RUN) ?? []).join('').toLowerCase().slice(0, MAX_WORD);
}

/** A document's words in order (repeats kept: they rank). */
export function documentWords(text: string): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const piece of segmenter().cutForSearch(text, true)) {
    if (HAN.test(piece)) {
      if (!STOP.has(piece) && piece.length <= MAX_WORD) out.push(piece);
      continue;
    }
    for (const run of piece.match(RUN) ?? []) if (run.length <= MAX_WORD) out.push(...runWords(run));
  }
  for (const [, letters = '', digits = ''] of text.matchAll(SPACED_GRADE))
    if (letters.length + digits.length <= MAX_WORD) out.push(`${letters}${digits}`.toLowerCase());
  return out;
}

/** One query word, and its letter and digit parts when it mixes them (marked in the hits, not asked for). */
export interface QueryWord {
  word: string;
  parts: string[];
  /**
   * A polymer family's name: any of the family's names (and of the families under it) matches, each name its
   * words all present ("nylon 66" → nylon66; "高密度聚乙烯" → 高密度 & 聚乙烯). Asked for in place of `word`.
   */
  any?: string[][];
}

/** Names of a family a query word stands for, past which the rest are left out of the query. */
const MAX_FAMILY_NAMES = 48;

/** The words of what was typed (jieba's plain cut: the query is one phrase, not a document). */
export function queryWords(key: string): QueryWord[] {
  const out: QueryWord[] = [];
  const seen = new Set<string>();
  const add = (word: string, parts: string[]) => {
    if (seen.has(word) || out.length >= MAX_QUERY_WORDS) return;
    seen.add(word);
    out.push({ word, parts });
  };
  for (const piece of segmenter().cut(key, true)) {
    if (HAN.test(piece)) {
      if (!STOP.has(piece)) add(piece.slice(0, MAX_WORD), []);
      continue;
    }
    for (const run of piece.match(RUN) ?? []) {
      const [word, ...parts] = runWords(run.slice(0, MAX_WORD));
      if (word) add(word, parts);
    }
  }
  return out;
}

/** Digits either side of a comma, slash or point inside a name ("nylon 6,6", "PA 6/6", "PA6.6"): one number. */
const DIGIT_PAIR = /(\d)[,/.](?=\d)/g;

/**
 * A family's names as the documents hold their words: letters and digits one space or hyphen apart run together
 * (documents index "PA 66" as pa66 too), a number split by a comma, slash or point read whole (PA 6/6 = PA66,
 * which its parts pa, 6 and 6 would not say), then the query's cut.
 */
function familyWord(typed: string, families: readonly PolymerFamilyNames[]): QueryWord {
  const any = new Map<string, string[]>();
  for (const family of families)
    for (const name of family.names) {
      const joined = name.replace(SPACED_GRADE, '$1$2').replace(DIGIT_PAIR, '$1');
      const words = queryWords(joined).map((w) => w.word);
      if (words.length > 0 && any.size < MAX_FAMILY_NAMES) any.set(words.join(' '), words);
    }
  return { word: typed.trim().toLowerCase(), parts: [], any: [...any.values()] };
}

/**
 * Whether jieba reads a name found in the query as part of a longer word: 聚乙烯 inside 聚乙烯醇缩丁醛 (PVB) or
 * 聚丙烯 inside 聚丙烯酰胺 is no polyethylene or polypropylene.
 */
function insideLongerWord(key: string, mention: { start: number; end: number }): boolean {
  let at = 0;
  for (const piece of segmenter().cut(key, true)) {
    const start = key.indexOf(piece, at);
    if (start < 0) continue;
    const end = start + piece.length;
    at = end;
    if (start <= mention.start && end >= mention.end && (start < mention.start || end > mention.end))
      return true;
  }
  return false;
}

/**
 * The words of what was typed, a polymer family named in it (聚丙烯, nylon 66, PA 66) read as any of the family's
 * names (PP, polypropylene …): the family words first, then the rest's, whose last word may be typed part-way.
 */
export function searchWords(key: string, families?: FamilyMatcher): QueryWord[] {
  const mentions = (families?.mentions(key) ?? []).filter((m) => !insideLongerWord(key, m));
  if (!families || mentions.length === 0) return queryWords(key);
  const named: QueryWord[] = [];
  let rest = '';
  let at = 0;
  for (const mention of mentions) {
    rest += ` ${key.slice(at, mention.start)} `;
    at = mention.end;
    named.push(familyWord(key.slice(mention.start, mention.end), families.withChildren(mention.code)));
  }
  rest += key.slice(at);
  return [...named, ...queryWords(rest)].slice(0, MAX_QUERY_WORDS);
}

/** The stretches of text a highlight marks: every word and part of the query, every name of a family typed. */
export function highlightTerms(words: readonly QueryWord[]): string[] {
  const terms = new Set<string>();
  for (const { word, parts, any } of words) {
    terms.add(word);
    for (const part of parts) terms.add(part);
    for (const name of any ?? []) for (const w of name) terms.add(w);
  }
  return [...terms];
}

/** A lexeme as a tsvector or tsquery literal writes it. */
function quoted(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The blocks of ids a document is filed under, so the search reads a kind's newest rows a block at a time (the
 * `search_newest` function of migration 0031): level 0 holds 2^SEARCH_BLOCK_BITS ids, each level up four times as
 * many, up to SEARCH_BLOCK_LEVELS levels.
 */
export const SEARCH_BLOCK_BITS = 12;
export const SEARCH_BLOCK_LEVELS = 8;

/** The lexemes naming the blocks of a kind's row, one per level (`news#0.3`, `news#1.0` …). */
export function blockLexemes(kind: string, rowId: number): string[] {
  return Array.from(
    { length: SEARCH_BLOCK_LEVELS },
    (_, level) => `${kind}#${level}.${Math.floor(rowId / 2 ** (SEARCH_BLOCK_BITS + 2 * level))}`,
  );
}

export interface DocumentText {
  title: string;
  subtitle: string;
  /** The code fields' values (grade, DSNO). */
  codes: readonly string[];
  body: string;
}

/**
 * The document's tsvector literal: the title's words weigh A (and are also stored as title words), the subtitle's
 * and codes' B, the body's D, and the row's blocks of ids (no position).
 */
export function documentVector(kind: string, rowId: number, text: DocumentText): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const put = (lexeme: string, weight: string) => {
    position = Math.min(position + 1, MAX_POSITIONS);
    const list = positions.get(lexeme) ?? [];
    if (list.length < POSITIONS_PER_WORD) list.push(`${position}${weight}`);
    positions.set(lexeme, list);
  };
  // The beginnings of the title's, subtitle's and codes' words, each its own lexeme (`news:改*`): a word typed
  // part-way is then one lookup, where a prefix query would gather every word it starts from the index.
  const starts = new Set<string>();
  const start = (separator: string, word: string) => {
    for (let length = MIN_PREFIX; length < Math.min(word.length, MAX_PREFIX + 1); length += 1) {
      starts.add(`${kind}:${word.slice(0, length)}*`);
      starts.add(`${kind}${separator}${word.slice(0, length)}*`);
    }
  };
  const titleWords = documentWords(text.title);
  for (const word of titleWords) {
    put(`${kind}:${word}`, 'A');
    put(`${kind}!${word}`, 'A');
    start('!', word);
  }
  const exact = compactCode(text.title) || text.title.trim().toLowerCase().slice(0, MAX_WORD);
  if (exact) put(`${kind}=${exact}`, 'A');
  const subtitle = (word: string) => {
    put(`${kind}:${word}`, 'B');
    put(`${kind}^${word}`, 'B');
    start('^', word);
  };
  for (const word of documentWords(text.subtitle)) subtitle(word);
  for (const code of text.codes) {
    const compact = compactCode(code);
    if (compact) subtitle(compact);
    for (const word of documentWords(code)) subtitle(word);
  }
  for (const word of documentWords(text.body)) {
    if (position >= MAX_POSITIONS) break;
    put(`${kind}:${word}`, 'D');
  }
  const words = [...positions.entries()].map(([lexeme, at]) => `${quoted(lexeme)}:${at.join(',')}`);
  // A beginning ends in `*`, which no word holds: it never repeats a lexeme of `positions`.
  for (const lexeme of starts) words.push(quoted(lexeme));
  return [...words, ...blockLexemes(kind, rowId).map(quoted)].join(' ');
}

export interface KindQuery {
  /** Rows holding every word anywhere. */
  all: string;
  /** Rows holding every word in the title (ranked first). */
  title: string;
  /** Rows holding every word in the subtitle and codes (ranked next). */
  subtitle: string;
  /** The row whose whole title is what was typed. */
  exact: string;
}

/**
 * A kind's tsquery literals for the query's words (a mixed run as its parts when `split`); null when the query has
 * no word to look for. The last word typed (and the last part of it) may be the beginning of a word of a title,
 * subtitle or code ("pa66-gf" finds PA66-GF30, "xt-45" XT-456): asked for whole or as an indexed beginning
 * (`'news:改性' | 'news:改性*'`); the words before it are whole. A body's words are found whole only.
 */
export function kindQuery(
  kind: string,
  words: readonly QueryWord[],
  key: string,
  split = false,
): KindQuery | null {
  if (words.length === 0) return null;
  const lexeme = (separator: string, word: string, prefix: boolean) => {
    const whole = quoted(`${kind}${separator}${word}`);
    if (!prefix || word.length < MIN_PREFIX || word.length > MAX_PREFIX) return whole;
    return `( ${whole} | ${quoted(`${kind}${separator}${word}*`)} )`;
  };
  // A mixed run is asked for whole: documents hold it whole when it is written whole, and run together when its
  // letters and digits stand apart ("PA 66"). Its parts (`split`) find it inside a longer code too ("pa66gf" in
  // PA66-1234-GF30), but every row holding "pa" and "66" anywhere as well, reading each row holding the commoner
  // part: the search asks for them only where the whole words found nothing.
  const term = (separator: string, { word, parts, any }: QueryWord, last: boolean) => {
    if (any && any.length > 0) {
      const names = any.map((ws) =>
        ws.length === 1
          ? lexeme(separator, ws[0] ?? '', false)
          : `( ${ws.map((w) => lexeme(separator, w, false)).join(' & ')} )`,
      );
      return `( ${names.join(' | ')} )`;
    }
    if (!split || parts.length === 0) return lexeme(separator, word, last);
    return parts.map((part, i) => lexeme(separator, part, last && i === parts.length - 1)).join(' & ');
  };
  const all = (separator: string) =>
    words.map((word, i) => term(separator, word, i === words.length - 1)).join(' & ');
  const exact = compactCode(key) || key.trim().toLowerCase().slice(0, MAX_WORD);
  return {
    all: all(':'),
    title: all('!'),
    subtitle: all('^'),
    exact: quoted(`${kind}=${exact}`),
  };
}

/** `[start, end)` stretches of `text` holding a term (letters compared without case), merged where they touch. */
export function markRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const found: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length))
      found.push([at, at + term.length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Characters of body a snippet shows. */
const SNIPPET = 120;
/** Characters before the first match. */
const LEAD = 30;

/** The stretch of `body` around its first match (its start when none), with its marks. */
export function snippetOf(
  body: string,
  terms: readonly string[],
): { text: string; marks: [number, number][] } {
  const [first] = markRanges(body, terms);
  const start = first ? Math.max(0, first[0] - LEAD) : 0;
  const end = Math.min(body.length, start + SNIPPET);
  const text = `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
  return { text, marks: markRanges(text, terms) };
}
