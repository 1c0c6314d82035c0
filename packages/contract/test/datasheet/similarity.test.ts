import { describe, expect, it } from 'vitest';
import {
  type PropertyRowInput,
  relativeDifference,
  SIMILARITY_MIN_OVERLAP,
  type SimilarityLookups,
  sheetDistance,
  similarityPercent,
} from '../../src/index.ts';
import { M, metrics } from './compare-fixture.ts';

const H = { tensile: 1, hdt: 2, density: 3, hardness: 4, notSmart: 5, ul94: 6 };
const lookups: SimilarityLookups = {
  headers: new Map([
    [H.tensile, { smart: true, quantity: 'stress', value_kind: 'number' }],
    [H.hdt, { smart: true, quantity: 'temperature', value_kind: 'number' }],
    [H.density, { smart: true, quantity: 'density', value_kind: 'number' }],
    [H.hardness, { smart: true, quantity: 'hardness', value_kind: 'number' }],
    [H.notSmart, { smart: false, quantity: 'stress', value_kind: 'number' }],
    [H.ul94, { smart: true, quantity: 'rating', value_kind: 'text' }],
  ]),
  metrics,
};

const row = (header_id: number, value: number, metric_id: number, extra: Partial<PropertyRowInput> = {}) => ({
  header_id,
  value,
  metric_id,
  ...extra,
});
const base = [row(H.tensile, 100, M.MPa), row(H.hdt, 200, M.degC), row(H.density, 1.2, M.gcm3)];

describe('relativeDifference', () => {
  it('is the gap over the larger magnitude, symmetric, 0 for two zeros and capped at 1', () => {
    expect(relativeDifference(100, 80)).toBeCloseTo(0.2);
    expect(relativeDifference(80, 100)).toBeCloseTo(0.2);
    expect(relativeDifference(0, 0)).toBe(0);
    expect(relativeDifference(-5, 5)).toBe(1);
  });
});

describe('sheetDistance', () => {
  it('is 0 for identical grids and the mean relative difference otherwise', () => {
    expect(sheetDistance(base, base, lookups).distance).toBe(0);
    const other = [row(H.tensile, 80, M.MPa), row(H.hdt, 200, M.degC), row(H.density, 1.2, M.gcm3)];
    const result = sheetDistance(base, other, lookups);
    expect(result.overlap).toBe(3);
    expect(result.distance).toBeCloseTo(0.2 / 3);
    // The row that drove it comes first.
    expect(result.differences[0]).toMatchObject({ header_id: H.tensile, a: 100, b: 80 });
    expect(result.differences[0]?.difference).toBeCloseTo(0.2);
  });

  it('compares in base units, so a sheet written in psi and °F matches its SI twin', () => {
    const imperial = [row(H.tensile, 14503.77, M.psi), row(H.hdt, 392, M.degF), row(H.density, 1.2, M.gcm3)];
    expect(sheetDistance(base, imperial, lookups).distance).toBeCloseTo(0, 5);
  });

  it('only pairs rows of the same standard, condition and state', () => {
    const shifted = [
      row(H.tensile, 100, M.MPa, { state: 'dry' }),
      row(H.hdt, 200, M.degC, { condition_id: 9 }),
      row(H.density, 1.2, M.gcm3, { standard_id: 4 }),
    ];
    expect(sheetDistance(base, shifted, lookups)).toEqual({ distance: null, overlap: 0, differences: [] });
  });

  it('gives no distance below the minimum overlap', () => {
    const two = base.slice(0, 2);
    expect(SIMILARITY_MIN_OVERLAP).toBe(3);
    expect(sheetDistance(base, two, lookups)).toMatchObject({ distance: null, overlap: 2 });
    expect(sheetDistance(base, two, lookups, 2).distance).toBe(0);
  });

  it('leaves out headers that are not smart, text rows and scales in different units', () => {
    const extra = [
      row(H.notSmart, 1, M.MPa),
      { header_id: H.ul94, value_text: 'V-0' },
      row(H.hardness, 80, M.shoreD),
    ];
    const other = [
      row(H.notSmart, 99, M.MPa),
      { header_id: H.ul94, value_text: 'HB' },
      row(H.hardness, 80, M.shoreA),
    ];
    expect(sheetDistance([...base, ...extra], [...base, ...other], lookups)).toMatchObject({
      distance: 0,
      overlap: 3,
    });
    const sameScale = [...base, row(H.hardness, 60, M.shoreD)];
    expect(sheetDistance([...base, ...extra], sameScale, lookups).overlap).toBe(4);
  });

  it('takes the middle of a range and a lone bound as the number', () => {
    const ranged = [
      { header_id: H.tensile, value_min: 90, value_max: 110, metric_id: M.MPa },
      { header_id: H.hdt, value_min: 200, metric_id: M.degC },
      row(H.density, 1.2, M.gcm3),
    ];
    expect(sheetDistance(base, ranged, lookups).distance).toBe(0);
  });

  it('shows as a whole-percent similarity', () => {
    expect(similarityPercent(0.0666)).toBe(93);
    expect(similarityPercent(0)).toBe(100);
  });
});
