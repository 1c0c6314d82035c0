/**
 * Keywords from text, pure: the automatic keywords of a body of content (jieba's TF-IDF keywords of each row,
 * kept when several rows share them and not when most rows do — boilerplate every sheet repeats says nothing),
 * and which rows a word links (where it occurs, and how often). The sync and the demo seed share them.
 */
import { keywordExtractor, segmenter } from '../../integrations/jieba.ts';

/** Keywords taken from each row before they are compared across rows. */
const PER_ROW = 8;
/** A word must be taken from at least this many rows to be one of the site's. */
export const MIN_ROWS = 2;
/** …and occur in at most this share of them (more: boilerplate). */
const MAX_SHARE = 0.5;
/** Most automatic keywords kept, the heaviest first. */
export const MAX_AUTO_KEYWORDS = 200;
/** The longest keyword (the family's `word` field). */
const MAX_LENGTH = 32;

/** A word worth keeping: two or more Chinese characters, or a code with letters such as PA66 or PBT. */
export function isKeywordShaped(word: string): boolean {
  if (word.length > MAX_LENGTH) return false;
  if (/^[\u4e00-\u9fff]{2,}$/.test(word)) return true;
  return /^[A-Za-z][A-Za-z0-9+/-]{1,}$/.test(word) && /[A-Za-z]{2}/.test(word);
}

/** A row's candidate keywords with their TF-IDF weights. */
export function rowKeywords(text: string): { word: string; weight: number }[] {
  return keywordExtractor()
    .extractKeywords(segmenter(), text, PER_ROW, [])
    .filter((keyword) => isKeywordShaped(keyword.keyword))
    .map((keyword) => ({ word: keyword.keyword, weight: keyword.weight }));
}

export interface AutoKeyword {
  word: string;
  /** The sum of its weights over the rows it was taken from. */
  weight: number;
  rows: number;
}

/** Collects the rows' candidates: feed each row's text, then read the keywords. */
export class KeywordCollector {
  readonly #found = new Map<string, { weight: number; rows: number }>();
  #total = 0;

  add(text: string): void {
    this.#total += 1;
    for (const { word, weight } of rowKeywords(text)) {
      // Latin codes are compared in upper case (pa66 and PA66 are one keyword).
      const key = /[A-Za-z]/.test(word) ? word.toUpperCase() : word;
      const seen = this.#found.get(key) ?? { weight: 0, rows: 0 };
      seen.weight += weight;
      seen.rows += 1;
      this.#found.set(key, seen);
    }
  }

  get total(): number {
    return this.#total;
  }

  /** Words taken from at least MIN_ROWS rows, the heaviest first (twice as many as may be kept). */
  candidates(): AutoKeyword[] {
    return [...this.#found.entries()]
      .filter(([, seen]) => seen.rows >= MIN_ROWS)
      .map(([word, seen]) => ({ word, weight: Math.round(seen.weight * 1000) / 1000, rows: seen.rows }))
      .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
      .slice(0, MAX_AUTO_KEYWORDS * 2);
  }
}

/** A content row a word occurs in. */
export interface WordHit {
  source: string;
  id: number;
  title: string;
  hits: number;
}

export interface KeywordPlan {
  /** Rows read, by source. */
  contents: Record<string, number>;
  /** The automatic keywords: candidates occurring in at most half the rows (more: boilerplate), heaviest first. */
  auto: AutoKeyword[];
  /** Where each word (automatic or given) occurs, by the word in upper case. */
  hits: Map<string, WordHit[]>;
}

type Rows = () => AsyncIterable<readonly { source: string; id: number; title: string; text: string }[]>;

/**
 * Reads the content twice: its candidates first, then where each candidate and each given word occurs, which also
 * says in how many rows a candidate occurs (a word in most rows is dropped however it was weighed).
 */
export async function planKeywords(rows: Rows, given: readonly string[]): Promise<KeywordPlan> {
  const contents: Record<string, number> = {};
  const collector = new KeywordCollector();
  for await (const batch of rows())
    for (const row of batch) {
      contents[row.source] = (contents[row.source] ?? 0) + 1;
      collector.add(row.text);
    }
  const candidates = collector.candidates();
  const words = [...new Set([...candidates.map((c) => c.word), ...given].map((word) => word.toUpperCase()))];
  const hits = new Map<string, WordHit[]>(words.map((word) => [word, []]));
  for await (const batch of rows())
    for (const row of batch) {
      const text = `${row.title}\n${row.text}`;
      for (const word of words) {
        const n = occurrences(text, word);
        if (n > 0)
          hits.get(word)?.push({ source: row.source, id: row.id, title: row.title.slice(0, 200), hits: n });
      }
    }
  const most = Math.max(MIN_ROWS, Math.floor(collector.total * MAX_SHARE));
  const auto = candidates
    .filter((candidate) => (hits.get(candidate.word.toUpperCase())?.length ?? 0) <= most)
    .slice(0, MAX_AUTO_KEYWORDS);
  return { contents, auto, hits };
}

/** How often `word` occurs in `text` (Latin letters compared without case). */
export function occurrences(text: string, word: string): number {
  if (word.length === 0) return 0;
  const haystack = /[A-Za-z]/.test(word) ? text.toUpperCase() : text;
  const needle = /[A-Za-z]/.test(word) ? word.toUpperCase() : word;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count += 1;
  return count;
}
