import { describe, expect, it } from 'vitest';
import {
  contractFamilyNames,
  familyMatcher,
  familyNamedIn,
  polymerFamilies,
  splitAliases,
} from '../../src/resources/datasheet/polymer-families.ts';

const typed = familyMatcher(contractFamilyNames());
const codes = (text: string) => typed.mentions(text).map((m) => m.code);

describe('polymer family names', () => {
  it('declares each family once, every parent declared', () => {
    const all = new Set(polymerFamilies.map((f) => f.code));
    expect(all.size).toBe(polymerFamilies.length);
    for (const f of polymerFamilies) if (f.parent) expect(all.has(f.parent), f.code).toBe(true);
    expect(polymerFamilies.length).toBeGreaterThanOrEqual(30);
  });

  it('reads a family by its abbreviation, Chinese name, trade word or English name, spaced or not', () => {
    for (const name of [
      'PA66',
      'PA 66',
      'pa-66',
      'PA6.6',
      'nylon 66',
      'Nylon 6,6',
      '尼龙66',
      '聚酰胺66',
      '锦纶66',
    ])
      expect(codes(name), name).toEqual(['PA66']);
    for (const name of ['PP', 'pp', '聚丙烯', 'Polypropylene']) expect(codes(name), name).toEqual(['PP']);
    expect(codes('赛钢')).toEqual(['POM']);
    expect(codes('亚克力板')).toEqual(['PMMA']);
    expect(codes('聚对苯二甲酸丁二醇酯')).toEqual(['PBT']);
  });

  it('does not read a family inside a longer word or code', () => {
    expect(codes('PA66')).not.toContain('PA6');
    expect(codes('water absorption')).toEqual([]);
    expect(codes('PPS')).toEqual(['PPS']);
    expect(codes('PC/ABS 阻燃')).toEqual(['PC+ABS']);
    expect(codes('PA66-GF30 改性')).toEqual(['PA66']);
  });

  it('names the children under a family', () => {
    expect(typed.withChildren('PE').map((f) => f.code)).toEqual(['PE', 'HDPE', 'LDPE', 'LLDPE', 'UHMWPE']);
  });

  it("reads a sheet's title: abbreviations only in capitals, the first family named", () => {
    expect(familyNamedIn('Low Density Polyethylene\nHanwha 951')).toBe('LDPE');
    expect(familyNamedIn('LINEAR LOW DENSITY POLYETHYLENE')).toBe('LLDPE');
    expect(familyNamedIn('see pp. 3 for details')).toBeUndefined();
    expect(familyNamedIn('Polypropylene Homopolymer, for PE blends')).toBe('PP');
  });

  it('splits the aliases staff type', () => {
    expect(splitAliases('尼龙66\nnylon 66、PA 66；聚酰胺66, 锦纶66')).toEqual([
      '尼龙66',
      'nylon 66',
      'PA 66',
      '聚酰胺66',
      '锦纶66',
    ]);
  });
});
