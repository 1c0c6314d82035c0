import { describe, expect, it } from 'vitest';
import {
  checkStoredQuery,
  defaultUnitOf,
  encodeSmartQuery,
  isOutlier,
  outlierFences,
  quantitiesWithoutUnits,
  type SmartOptionUnit,
  startCondition,
} from '../../src/index.ts';

const units: SmartOptionUnit[] = [
  { code: 'GPa', symbol: 'GPa', quantity: 'stress', system: 'si' },
  { code: 'MPa', symbol: 'MPa', quantity: 'stress', system: 'si' },
  { code: 'ksi', symbol: 'ksi', quantity: 'stress', system: 'imperial' },
  { code: 'degC', symbol: '°C', quantity: 'temperature', system: 'si' },
  { code: '%', symbol: '%', quantity: 'ratio', system: 'both' },
];

describe('the unit a new condition starts in', () => {
  it('is the default system’s preferred unit when offered', () => {
    expect(defaultUnitOf('stress', units, 'si')).toBe('MPa');
  });
  it('is another unit of that system when the preferred one is not offered (psi off: ksi)', () => {
    expect(defaultUnitOf('stress', units, 'imperial')).toBe('ksi');
  });
  it('falls back to any offered unit, and to a unit of both systems', () => {
    expect(defaultUnitOf('temperature', units, 'imperial')).toBe('degC');
    expect(defaultUnitOf('ratio', units, 'imperial')).toBe('%');
    expect(defaultUnitOf('density', units, 'si')).toBeUndefined();
  });
  it('starts a range on a number header and a class set on a rating header', () => {
    const header = { id: 7, name_zh: '', name_en: '', quantity: 'stress', value_kind: 'number', choices: [] };
    expect(startCondition(header, units, 'imperial')).toEqual({
      kind: 'range',
      header_id: 7,
      unit: 'ksi',
      min: 0,
    });
    const ul94 = { ...header, id: 9, quantity: 'rating', value_kind: 'text', choices: ['HB', 'V-0', '5VA'] };
    expect(startCondition(ul94, units, 'si')).toEqual({ kind: 'rating', header_id: 9, any_of: ['5VA'] });
  });
});

it('names the quantities a choice would leave without a unit', () => {
  expect(
    quantitiesWithoutUnits([
      { quantity: 'stress', offered: false },
      { quantity: 'stress', offered: true },
      { quantity: 'temperature', offered: false },
    ]),
  ).toEqual(['temperature']);
});

describe('a stored query', () => {
  it('accepts what the advanced search writes into its URL', () => {
    const text = encodeSmartQuery({
      conditions: [{ kind: 'range', header_id: 1, unit: 'psi', min: 1 }],
      page: 2,
    });
    const checked = checkStoredQuery(text);
    expect(checked.ok && checked.query.page).toBe(2);
  });
  it('refuses text that is no JSON or no search, saying where', () => {
    expect(checkStoredQuery('{')).toEqual({ ok: false, reason: 'not JSON' });
    const bad = checkStoredQuery(
      JSON.stringify({ conditions: [{ kind: 'range', header_id: 1, unit: 'MPa' }] }),
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.reason).toMatch(/^conditions\.0/);
  });
});

it('marks values beyond 1.5 interquartile ranges of the quartiles', () => {
  const summary = { count: 10, numeric: 10, min: 80, q1: 100, median: 110, q3: 120, max: 900 };
  const fences = outlierFences(summary);
  expect(fences).toEqual({ low: 70, high: 150 });
  expect(isOutlier(900, fences)).toBe(true);
  expect(isOutlier(150, fences)).toBe(false);
  expect(isOutlier(null, fences)).toBe(false);
  expect(outlierFences({ ...summary, numeric: 3 })).toBeUndefined();
});
