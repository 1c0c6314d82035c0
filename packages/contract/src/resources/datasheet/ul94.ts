/**
 * The UL yellow card's rules (UL iQ for Plastics): the file number, the UL94 flame classes and which class a
 * rating row holds at which thickness. Pure: the server writes a card's thinnest thickness per class from
 * them, and the console shows the same facts.
 */
import type { LocalName } from '../../routes.ts';

/**
 * A UL file number: `E` and digits (E41938, E121562), sometimes with a one- or two-letter suffix in
 * parentheses (`E41938(M)`).
 */
export const UL_FILE_NUMBER_PATTERN = '^E\\d{3,7}(\\([A-Z]{1,2}\\))?$';

export const ulFileNumberMessage: LocalName = {
  zh: 'UL 文件号应为 E 加 3–7 位数字（如 E41938，可带后缀如 E41938(M)）',
  en: 'A UL file number is E and 3–7 digits (e.g. E41938, optionally with a suffix such as E41938(M))',
};

export function isUlFileNumber(value: string): boolean {
  return new RegExp(UL_FILE_NUMBER_PATTERN).test(value);
}

/** The UL94 classes a yellow card states, from the least to the most demanding of each test. */
export const FLAME_CLASSES = ['HB', 'V-2', 'V-1', 'V-0', '5VB', '5VA'] as const;
export type FlameClass = (typeof FLAME_CLASSES)[number];

/**
 * The two ladders of UL94: the horizontal and 20 mm vertical burns (HB < V-2 < V-1 < V-0, each stricter class
 * meets the looser ones, and UL 746C accepts a V class where HB is asked for), and the 500 W vertical burn
 * (5VB < 5VA). A 5V class says nothing about the V classes at that thickness: cards list those on rows of
 * their own.
 */
const LADDERS: readonly (readonly FlameClass[])[] = [
  ['HB', 'V-2', 'V-1', 'V-0'],
  ['5VB', '5VA'],
];

export function isFlameClass(value: unknown): value is FlameClass {
  return typeof value === 'string' && (FLAME_CLASSES as readonly string[]).includes(value);
}

/** Whether a row rated `held` also holds `wanted` (V-0 holds V-1; 5VA holds 5VB; 5VA does not hold V-0). */
export function flameClassMeets(held: FlameClass, wanted: FlameClass): boolean {
  const ladder = LADDERS.find((l) => l.includes(wanted));
  return Boolean(ladder?.includes(held) && ladder.indexOf(held) >= ladder.indexOf(wanted));
}

/** The card's column holding the thinnest thickness (mm) at which the card holds a class: `thk_v0`, `thk_5va`. */
export function thinnestColumn(flameClass: FlameClass): string {
  return `thk_${flameClass.replace('-', '').toLowerCase()}`;
}

export interface RatingRow {
  colour: string;
  min_thickness: number;
  flame_class: FlameClass;
}

/**
 * For each class, the thinnest thickness of a row holding it (null when no row does), by column name: what
 * makes "V-0 at ≤ 1.5 mm" one range filter (`thk_v0_to=1.5`) on the card.
 */
export function thinnestPerClass(rows: readonly RatingRow[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const wanted of FLAME_CLASSES) {
    const holding = rows.filter((row) => flameClassMeets(row.flame_class, wanted));
    out[thinnestColumn(wanted)] =
      holding.length === 0 ? null : Math.min(...holding.map((row) => row.min_thickness));
  }
  return out;
}

/** A problem with one rating row (1-based `row`), or with the card as a whole (`row` undefined). */
export interface RatingProblem {
  row?: number;
  message: LocalName;
}

/** The colour as a card's key compares it: NC, ALL and colour names, regardless of case and spaces. */
export function colourKey(colour: string): string {
  return colour.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Which UL94 test a class comes from: the HB / 20 mm vertical burn (0) or the 500 W 5V burn (1). */
export function flameTestOf(flameClass: FlameClass): number {
  return LADDERS.findIndex((ladder) => ladder.includes(flameClass));
}

/**
 * A row's thickness is above zero; one card never states one colour at one thickness twice for one test. Real
 * cards print "ALL 3.0 V-0" and "ALL 3.0 5VA" as two rows (two tests at one thickness), never V-0 and V-1 there.
 */
export function ratingProblems(rows: readonly RatingRow[]): RatingProblem[] {
  const problems: RatingProblem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const n = index + 1;
    if (!(row.min_thickness > 0)) {
      problems.push({
        row: n,
        message: {
          zh: `第 ${n} 行: 最小厚度必须大于 0 mm`,
          en: `Row ${n}: the minimum thickness must be above 0 mm`,
        },
      });
    }
    const key = `${colourKey(row.colour)}|${Number(row.min_thickness)}|${flameTestOf(row.flame_class)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        row: n,
        message: {
          zh: `第 ${n} 行: 颜色 ${row.colour} 在 ${row.min_thickness} mm 已在第 ${first} 行`,
          en: `Row ${n}: colour ${row.colour} at ${row.min_thickness} mm is already row ${first}`,
        },
      });
    } else seen.set(key, n);
  });
  return problems;
}

/** Rows in the order a yellow card prints them: by colour, then thickness from the thinnest. */
export function cardOrder<R extends Pick<RatingRow, 'colour' | 'min_thickness'>>(rows: readonly R[]): R[] {
  return [...rows].sort(
    (a, b) => colourKey(a.colour).localeCompare(colourKey(b.colour)) || a.min_thickness - b.min_thickness,
  );
}
