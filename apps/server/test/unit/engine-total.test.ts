import { describe, expect, it } from 'vitest';
import { roundEstimate } from '../../src/engine/total.ts';

describe('an estimated total', () => {
  it('keeps three significant digits, so it does not look like a count', () => {
    expect(roundEstimate(599_999)).toBe(600_000);
    expect(roundEstimate(603_412)).toBe(603_000);
    expect(roundEstimate(1_234_567)).toBe(1_230_000);
    expect(roundEstimate(10_101)).toBe(10_100);
    expect(roundEstimate(4_033)).toBe(4_030);
  });

  it('leaves small figures whole', () => {
    expect(roundEstimate(999.4)).toBe(999);
    expect(roundEstimate(95)).toBe(95);
    expect(roundEstimate(0)).toBe(0);
  });
});
