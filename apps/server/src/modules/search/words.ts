/**
 * How text becomes the search's words, pure (unit-tested; the index and the query share it). Chinese is cut by
 * jieba (`cutForSearch` for documents, so a long word also yields the shorter words inside it, "聚碳酸酯" →
 * 碳酸, 聚碳酸, 聚碳酸酯); a run of letters and digits is a word in lower case, and when it mixes letters and
 * digits its letter and digit parts are words too ("PA66-GF30" → pa66, pa, 66, gf30, gf, 30), so a grade is
 * found from any of its parts. A code field (a grade, a DSNO) adds its letters and digits run together
 * ("pa66gf30"), so "PA66GF30" finds "PA66-GF30" as well.
 *
 * Every word is stored prefixed by its kind (`news:改性`; a title's words also as `news!改性`, a subtitle's or code's
 * as `news^改性`, the whole title as `news=…`), so the one GIN index holds each kind's posting lists apart and
 * answers where the words stand (the ranking) without reading a row. A query asks for each of its words as a
 * prefix (`'news:gf3':*`), all of them.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | undefined;

/** Loading the dictionary takes a quarter of a second: once per process, on first use. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const HAN = /\p{Script=Han}/u;
const RUN = /[\p{L}\p{N}]+/gu;
const PARTS = /\p{L}+|\p{N}+/gu;
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
  return out;
}

/** One query word: matched as a prefix; a mixed run also as its parts (all of them). */
export interface QueryWord {
  word: string;
  parts: string[];
}

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

/** The stretches of text a highlight marks: every word and part of the query. */
export function highlightTerms(words: readonly QueryWord[]): string[] {
  const terms = new Set<string>();
  for (const { word, parts } of words) {
    terms.add(word);
    for (const part of parts) terms.add(part);
  }
  return [...terms];
}

/** A lexeme as a tsvector or tsquery literal writes it. */
function quoted(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
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
 * and codes' B, the body's D; ranking reads the weights.
 */
export function documentVector(kind: string, text: DocumentText): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const put = (lexeme: string, weight: string) => {
    position = Math.min(position + 1, MAX_POSITIONS);
    const list = positions.get(lexeme) ?? [];
    if (list.length < POSITIONS_PER_WORD) list.push(`${position}${weight}`);
    positions.set(lexeme, list);
  };
  const titleWords = documentWords(text.title);
  for (const word of titleWords) {
    put(`${kind}:${word}`, 'A');
    put(`${kind}!${word}`, 'A');
  }
  const exact = compactCode(text.title) || text.title.trim().toLowerCase().slice(0, MAX_WORD);
  if (exact) put(`${kind}=${exact}`, 'A');
  const subtitle = (word: string) => {
    put(`${kind}:${word}`, 'B');
    put(`${kind}^${word}`, 'B');
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
  return [...positions.entries()].map(([lexeme, at]) => `${quoted(lexeme)}:${at.join(',')}`).join(' ');
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

/** Share of all documents past which rows matching every word are met soon enough walking newest first. */
const WALK_SHARE = 0.005;

/**
 * Whether rows holding every word of one form of the query are common enough to walk the kind's newest rows
 * rather than read the GIN index: each word's share of documents as PostgreSQL's statistics give it (`common`;
 * a word they do not list is rare), multiplied as if the words were independent.
 */
export function allCommon(
  kind: string,
  separator: string,
  words: readonly QueryWord[],
  common: ReadonlyMap<string, number>,
): boolean {
  const share = (word: string) => common.get(`${kind}${separator}${word}`) ?? 0;
  let together = 1;
  for (const { word, parts } of words) {
    const whole = share(word);
    const split = parts.length > 0 ? parts.reduce((product, part) => product * share(part), 1) : 0;
    together *= Math.max(whole, split);
  }
  return together >= WALK_SHARE;
}

/** A kind's tsquery literals for the query's words; null when the query has no word to look for. */
export function kindQuery(kind: string, words: readonly QueryWord[], key: string): KindQuery | null {
  if (words.length === 0) return null;
  const term = (separator: string, { word, parts }: QueryWord) => {
    const whole = `${quoted(`${kind}${separator}${word}`)}:*`;
    if (parts.length === 0) return whole;
    const split = parts.map((part) => `${quoted(`${kind}${separator}${part}`)}:*`).join(' & ');
    return `( ${whole} | ${split} )`;
  };
  const exact = compactCode(key) || key.trim().toLowerCase().slice(0, MAX_WORD);
  return {
    all: words.map((word) => term(':', word)).join(' & '),
    title: words.map((word) => term('!', word)).join(' & '),
    subtitle: words.map((word) => term('^', word)).join(' & '),
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
