/** The chemical-resistance rules: CAS check digits, exposure labels, and which rating holds where. */
import { describe, expect, it } from 'vitest';
import {
  casCheckDigit,
  casProblem,
  effectiveRatings,
  exposureLabel,
  type PlacedRating,
} from '../../src/resources/datasheet/chemicals.ts';

describe('CAS numbers', () => {
  it('computes the check digit of real CAS numbers', () => {
    // sulfuric acid, sodium hydroxide, ethanol, toluene, water, acetone
    for (const cas of ['7664-93-9', '1310-73-2', '64-17-5', '108-88-3', '7732-18-5', '67-64-1']) {
      expect(casCheckDigit(cas), cas).toBe(Number(cas.at(-1)));
      expect(casProblem(cas), cas).toBeNull();
    }
  });

  it('refuses a wrong check digit, naming the right one', () => {
    const problem = casProblem('7664-93-8');
    expect(problem?.zh).toContain('校验位应为 9');
    expect(problem?.en).toContain('should be 9');
  });

  it('refuses what is not a CAS number', () => {
    for (const text of ['7664939', '7-93-9', '7664-9-9', '12345678-93-9', 'abc-de-f', '']) {
      expect(casCheckDigit(text), text).toBeNull();
      expect(casProblem(text)?.en, text).toContain('not a CAS number');
    }
  });
});

describe('exposure labels', () => {
  it('writes the given parts in a fixed order with their units', () => {
    expect(exposureLabel({ temperature: 23, duration_days: 7, concentration: 10 })).toBe('23 °C, 7 d, 10 %');
    expect(exposureLabel({ concentration: 98.5, temperature: 60 })).toBe('60 °C, 98.5 %');
    expect(exposureLabel({ temperature: -20 })).toBe('-20 °C');
  });

  it('is empty when no part is given', () => {
    expect(exposureLabel({})).toBe('');
    expect(exposureLabel({ temperature: null, duration_days: null, concentration: null })).toBe('');
  });
});

const rating = (condition: string, grade: string): PlacedRating => ({
  condition,
  scale_id: 1,
  grade,
  source: '',
  remark: '',
});

describe('effective ratings', () => {
  const pa = {
    id: 10,
    name_zh: '聚酰胺 PA',
    name_en: 'Polyamide',
    ratings: [rating('23 °C', 'C'), rating('60 °C', 'D')],
  };
  const engineering = { id: 1, name_zh: '工程塑料', name_en: 'Engineering', ratings: [rating('80 °C', 'D')] };

  it('keeps the own rating at an exposure and inherits the nearest family’s at the others', () => {
    const result = effectiveRatings([rating('23 °C', 'A')], [pa, engineering]);
    expect(result.map((r) => [r.condition, r.grade, r.from?.id])).toEqual([
      ['23 °C', 'A', undefined],
      ['60 °C', 'D', 10],
      ['80 °C', 'D', 1],
    ]);
  });

  it('takes the nearest ancestor when two rate the same exposure', () => {
    const other = { ...engineering, ratings: [rating('23 °C', 'A')] };
    expect(effectiveRatings([], [pa, other]).find((r) => r.condition === '23 °C')?.grade).toBe('C');
  });

  it('is empty when nothing rates the chemical', () => {
    expect(effectiveRatings([], [{ ...pa, ratings: [] }])).toEqual([]);
  });
});
