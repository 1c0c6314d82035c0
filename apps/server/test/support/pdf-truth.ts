/**
 * A PDF reader's rows scored against a sheet's typed truth, field by field: each row of the truth is paired
 * with the found row that agrees with it on most fields (a found row pairs once), and a pair counts as right
 * on a field when both spell it alike as the libraries read spellings — a standard by its code
 * (`ASTM D 1238` = `ASTM D1238`), a unit by its catalogue unit (`g/cc` = `g/cm3`), a condition by its label
 * (`190ºC/2.16 kg` = `190 °C, 2.16 kg`), a value by the numbers it holds (`9,800` = `9800`), anything else
 * without regard to case and spacing. Used by `npm run bench:pdf` and the tests of the maker sheets.
 */
import { parseImportValue, readCondition, standardSpelling, unitOfSpelling } from '@console/contract';
import { plainNumber } from '../../src/modules/datasheet/cache/pdf-import/printed.ts';

export interface TruthRow {
  grade: string;
  header: string;
  standard: string;
  condition: string;
  value: string;
  unit: string;
}

export const scoredFields = ['header', 'condition', 'standard', 'unit', 'value'] as const;
export type ScoredField = (typeof scoredFields)[number];

export interface SheetScore {
  truth: number;
  found: number;
  /** Rows of the truth matched by a found row that is right on the field. */
  right: Record<ScoredField, number>;
  /** Rows right on every field. */
  whole: number;
}

const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

const same: Record<ScoredField, (a: string, b: string) => boolean> = {
  header: (a, b) => plain(a).replace(/[\s,]+$/, '') === plain(b).replace(/[\s,]+$/, ''),
  standard: (a, b) => plain(standardSpelling(a).code) === plain(standardSpelling(b).code),
  unit: (a, b) => {
    const [ua, ub] = [unitOfSpelling(a), unitOfSpelling(b)];
    return ua && ub ? ua.code === ub.code : plain(a).replace(/\.$/, '') === plain(b).replace(/\.$/, '');
  },
  condition: (a, b) => plain(readCondition(a)?.label ?? '') === plain(readCondition(b)?.label ?? ''),
  value: (a, b) => {
    // A power of ten however printed ("1.5 x 10^14", "1.5E+14") is one number.
    const [pa, pb] = [parseImportValue(plainNumber(a), 'number'), parseImportValue(plainNumber(b), 'number')];
    const numbers = (p: typeof pa) => [p.value, p.value_min, p.value_max].join('|');
    const read = (p: typeof pa) =>
      p.value !== undefined || p.value_min !== undefined || p.value_max !== undefined;
    return read(pa) && read(pb) ? numbers(pa) === numbers(pb) : plain(a) === plain(b);
  },
};

/** How many of the fields two rows agree on (the grade must agree for any). */
function agreement(found: TruthRow, truth: TruthRow): ScoredField[] {
  if (truth.grade !== '' && plain(found.grade) !== plain(truth.grade)) return [];
  return scoredFields.filter((field) => same[field](found[field], truth[field]));
}

export function scoreSheet(found: readonly TruthRow[], truth: readonly TruthRow[]): SheetScore {
  const right = Object.fromEntries(scoredFields.map((f) => [f, 0])) as Record<ScoredField, number>;
  const free = new Set(found.map((_, i) => i));
  let whole = 0;
  for (const row of truth) {
    let best: { index: number; fields: ScoredField[] } | null = null;
    for (const index of free) {
      const fields = agreement(found[index] as TruthRow, row);
      // A pair must at least share its property or its value to be a pair at all.
      if (!fields.includes('header') && !fields.includes('value')) continue;
      if (!best || fields.length > best.fields.length) best = { index, fields };
    }
    if (!best) continue;
    free.delete(best.index);
    for (const field of best.fields) right[field] += 1;
    if (best.fields.length === scoredFields.length) whole += 1;
  }
  return { truth: truth.length, found: found.length, right, whole };
}
