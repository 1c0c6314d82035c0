/**
 * The ranked unit suggestions on spellings makers printed, against the whole catalogue as metric rows: a
 * case-blind equal first, then kg/lb read as forces, then bigram similarity; never more than three, never noise.
 */
import { describe, expect, it } from 'vitest';
import { bigramSimilarity, rankUnitSuggestions, unitOfSpelling, units } from '../../src/index.ts';

const metrics = units.map((unit, i) => ({ id: i + 1, code: unit.code, symbol: unit.symbol }));
const codeOf = (id: number | undefined) => metrics.find((metric) => metric.id === id)?.code;
const best = (raw: string) => rankUnitSuggestions(raw, metrics)[0];

describe('rankUnitSuggestions', () => {
  it.each([
    ['KG/CM', 'kgf/cm'],
    ['Kg/Cm', 'kgf/cm'],
    ['MPA', 'MPa'],
    ['Mpa', 'MPa'],
    ['g/cc.', 'g/cm3'],
    ['kgf/cm2 ', 'kgf/cm2'],
    ['psi ', 'psi'],
    ['J/M', 'J/m'],
  ])('%j: a case-blind equal of %s comes first, scored 1', (raw, code) => {
    const top = best(raw);
    expect(codeOf(top?.id)).toBe(code);
    expect(top?.similarity).toBe(1);
  });

  it('prefers the metric closer in case among case-blind equals (MPA is MPa, not mPa·s)', () => {
    const ranked = rankUnitSuggestions('MPA', metrics);
    expect(ranked.map((s) => codeOf(s.id))).not.toContain('mPa');
    expect(ranked.filter((s) => s.similarity === 1)).toHaveLength(1);
  });

  it('reads kg and lb as forces in the second tier', () => {
    // Metrics added by hand, outside the catalogue (no aliases to match): only the force reading finds them.
    const added = [
      { id: 1, code: 'kgf.m', symbol: 'kgf·m' },
      { id: 2, code: 'lbf.ft', symbol: 'lbf·ft' },
      { id: 3, code: 'kg', symbol: 'kg' },
    ];
    expect(rankUnitSuggestions('KG.M', added)[0]).toEqual({ id: 1, label: 'kgf·m', similarity: 0.9 });
    // A dash is not read as a product: only similar.
    expect(rankUnitSuggestions('lb-ft', added)[0]?.similarity).toBeLessThan(0.8);
    expect(rankUnitSuggestions('LB·FT', added)[0]).toEqual({ id: 2, label: 'lbf·ft', similarity: 0.9 });
    // The catalogue's own alias is an equal, not a force reading.
    expect(best('kg-cm/cm')?.similarity).toBe(1);
  });

  it('offers a near spelling below the exact tiers, and nothing for noise', () => {
    const ranked = rankUnitSuggestions('N.mm', metrics);
    expect(codeOf(ranked[0]?.id)).toBe('N/mm');
    expect(ranked.length).toBeLessThanOrEqual(3);
    for (const suggestion of ranked) expect(suggestion.similarity).toBeLessThan(0.8);
    // Best first.
    expect(ranked.map((s) => s.similarity)).toEqual(
      [...ranked.map((s) => s.similarity)].sort((a, b) => b - a),
    );
    expect(rankUnitSuggestions('xyz', metrics)).toEqual([]);
    expect(rankUnitSuggestions('  ', metrics)).toEqual([]);
  });

  it('is a suggestion only: the resolver still does not read these spellings', () => {
    for (const raw of ['KG/CM', 'MPA', 'J/M', 'N.mm']) expect(unitOfSpelling(raw), raw).toBeUndefined();
  });

  it('scores bigrams as a Dice coefficient', () => {
    expect(bigramSimilarity('mpa', 'mpa')).toBe(1);
    expect(bigramSimilarity('abc', 'xyz')).toBe(0);
    expect(bigramSimilarity('', 'mpa')).toBe(0);
  });
});
