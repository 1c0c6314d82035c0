/**
 * Ranked suggestions for a unit spelling no library resolves (`KG/CM`, `MPA`, `N.mm`): the review screen offers
 * them as buttons, and nothing is mapped without a click. Trigram similarity is weak on 2–6 character symbols
 * (`MPA` and `MPa` share no trigram once lower-cased … and `psi` has one), so units rank in three tiers:
 *
 * 1. the same spelling case-blind, after the printed characters are cleaned (`KG/CM` = `kg/cm`, an alias of
 *    kgf/cm; `MPA` = MPa; `g/cc.` = g/cc);
 * 2. the same once kilogram and pound are read as forces (`kg/mm2` → kgf/mm2, `lb/in` → lbf/in), since a sheet's
 *    "kg" beside a length is a kilogram-force;
 * 3. character-bigram similarity (Dice) over the metric's code, symbol and the catalogue's aliases, above a floor.
 *
 * Pure: the server calls it with the metric rows it holds, the tests with a handful.
 */
import { cleanUnitSpelling } from './spellings.ts';
import { unitByCode } from './units.ts';

/** A metric row as the ranking reads it. */
export interface RankableMetric {
  id: number;
  code: string;
  symbol: string;
}

export interface UnitSuggestion {
  id: number;
  label: string;
  /** 1 for a case-blind match, 0.9 for a match as a force, else the bigram similarity scaled below 0.8. */
  similarity: number;
}

/** Suggestions offered per spelling. */
export const UNIT_SUGGESTIONS = 3;
/** Below this bigram similarity a metric is noise, not a suggestion. */
export const UNIT_SIMILARITY_FLOOR = 0.3;

const CASE_BLIND = 1;
const AS_FORCE = 0.9;
/** Bigram scores are scaled under the two exact tiers so the tiers never interleave. */
const BIGRAM_SCALE = 0.8;

/** Compared form: cleaned, without spaces, lower case, `²`/`³` as digits, any product dot as `.`. */
function folded(text: string): string {
  return cleanUnitSpelling(text)
    .replace(/\s+/g, '')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[·*]/g, '.')
    .toLowerCase();
}

/** kg and lb read as the force units a sheet means beside a length or an area. */
const asForce = (text: string) => text.replace(/kg(?!f)/g, 'kgf').replace(/lb(?!f)/g, 'lbf');

/** Bigrams of the text padded with a space each side, so the first and last characters weigh as much as the
 * middle ones: on a 3-character symbol the ends are most of what there is. */
function bigrams(text: string): string[] {
  const padded = ` ${text} `;
  const pairs: string[] = [];
  for (let i = 0; i < padded.length - 1; i++) pairs.push(padded.slice(i, i + 2));
  return pairs;
}

/** Dice coefficient of the two strings' padded character bigrams (a multiset intersection), 0–1. */
export function bigramSimilarity(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  const left = bigrams(a);
  const right = bigrams(b);
  const remaining = new Map<string, number>();
  for (const pair of right) remaining.set(pair, (remaining.get(pair) ?? 0) + 1);
  let shared = 0;
  for (const pair of left) {
    const count = remaining.get(pair) ?? 0;
    if (count > 0) {
      shared += 1;
      remaining.set(pair, count - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** Every spelling a metric goes by: its code, its symbol and the catalogue's aliases of that code. */
function spellingsOf(metric: RankableMetric): string[] {
  return [metric.code, metric.symbol, ...(unitByCode(metric.code)?.aliases ?? [])].filter(Boolean);
}

/** The metric's score for the raw spelling and, to break ties, how close it is with case kept. */
function score(raw: string, metric: RankableMetric): { similarity: number; cased: number } {
  const wanted = folded(raw);
  const spellings = spellingsOf(metric);
  const cleanRaw = cleanUnitSpelling(raw).replace(/\s+/g, '');
  // Among case-blind equals (MPA: MPa or mPa) the one closer in case comes first.
  const cased = Math.max(...spellings.map((s) => bigramSimilarity(cleanRaw, s.replace(/\s+/g, ''))));
  const forms = spellings.map(folded);
  if (forms.includes(wanted)) return { similarity: CASE_BLIND, cased };
  if (forms.some((form) => asForce(form) === asForce(wanted))) return { similarity: AS_FORCE, cased };
  const best = Math.max(...forms.map((form) => bigramSimilarity(wanted, form)));
  return { similarity: best >= UNIT_SIMILARITY_FLOOR ? best * BIGRAM_SCALE : 0, cased };
}

/** The best few metrics for a raw unit spelling, best first; [] when none comes near. Never a mapping. */
export function rankUnitSuggestions(
  raw: string,
  metrics: readonly RankableMetric[],
  limit = UNIT_SUGGESTIONS,
): UnitSuggestion[] {
  if (folded(raw) === '') return [];
  return metrics
    .map((metric) => ({ metric, ...score(raw, metric) }))
    .filter((entry) => entry.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity || b.cased - a.cased || a.metric.id - b.metric.id)
    .slice(0, limit)
    .map(({ metric, similarity }) => ({
      id: metric.id,
      label: metric.symbol || metric.code,
      similarity: Math.round(similarity * 1000) / 1000,
    }));
}
