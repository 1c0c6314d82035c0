import { describe, expect, it } from 'vitest';
import {
  hardRangeOf,
  hdtAboveMelting,
  type JudgedValue,
  judgeValue,
  statMoved,
} from '../../src/resources/datasheet/plausibility.ts';

const density = { code: 'density', name_zh: '密度', name_en: 'Density', quantity: 'density' };
const modulus = {
  code: 'tensile_modulus',
  name_zh: '拉伸模量',
  name_en: 'Tensile modulus',
  quantity: 'stress',
};
const at = (
  header: JudgedValue['header'],
  value: number,
  unit: string,
  factor = 1,
  offset = 0,
): JudgedValue => ({
  header,
  value,
  unit,
  base: value * factor + offset,
  factor,
  offset,
});
// The spread is in decades (the MAD of the values' logarithms).
const pp = { n: 20, median: 0.905, mad: 0.002 };

describe('implausible values', () => {
  it("names a misplaced decimal against the family's median", () => {
    const verdict = judgeValue(at(density, 9.05, 'g/cm³'), 'PP', pp);
    expect(verdict?.reason).toBe('decimal');
    expect(verdict?.why.en).toBe(
      'Density 9.05 g/cm³ is 10× the PP median 0.905 g/cm³ — a misplaced decimal?',
    );
    expect(verdict?.why.zh).toContain('小数点错位');
  });

  it('names a unit a thousand times off (a modulus in GPa typed as MPa)', () => {
    const verdict = judgeValue(at(modulus, 2.1, 'MPa'), 'PA66', { n: 30, median: 2900, mad: 0.05 });
    expect(verdict?.reason).toBe('unit_scale');
    expect(verdict?.why.en).toContain('1/1400 the PA66 median 2900 MPa');
  });

  it('passes values near the median, and values within three times of it', () => {
    expect(judgeValue(at(density, 0.91, 'g/cm³'), 'PP', pp)).toBeUndefined();
    expect(judgeValue(at(density, 1.22, 'g/cm³'), 'PP', pp)).toBeUndefined();
  });

  it('lets a family whose grades spread widely spread: only far beyond its spread is flagged', () => {
    const elongation = {
      code: 'elongation_break',
      name_zh: '断裂伸长率',
      name_en: 'Elongation at break',
      quantity: 'ratio',
    };
    const spread = { n: 40, median: 60, mad: 0.4 };
    expect(judgeValue(at(elongation, 300, '%'), 'PA6', spread)).toBeUndefined();
    expect(judgeValue(at(elongation, 60_000, '%'), 'PA6', spread)?.reason).toBe('unit_scale');
  });

  it('names the family in each language', () => {
    const filled = { zh: 'PP 填充级', en: 'filled PP' };
    const verdict = judgeValue(at(density, 12.2, 'g/cm³'), filled, { n: 20, median: 1.22, mad: 0.01 });
    expect(verdict?.why.en).toContain('the filled PP median 1.22 g/cm³');
    expect(verdict?.why.zh).toContain('PP 填充级 中位数');
  });

  it('falls back on the hard range without enough sheets, in the stated unit', () => {
    expect(judgeValue(at(density, 1.2, 'g/cm³'), 'PP', { n: 3, median: 0.9, mad: 0 })).toBeUndefined();
    const kg = judgeValue(at(density, 9050, 'kg/m³', 1e-3), 'PP', undefined);
    expect(kg?.reason).toBe('hard_range');
    expect(kg?.why.en).toContain('9050 kg/m³');
    const share = {
      code: 'water_absorption',
      name_zh: '吸水率',
      name_en: 'Water absorption',
      quantity: 'ratio',
    };
    expect(judgeValue(at(share, 120, '%'), '', undefined)?.reason).toBe('hard_range');
    const strain = {
      code: 'elongation_break',
      name_zh: '断裂伸长率',
      name_en: 'Elongation at break',
      quantity: 'ratio',
    };
    expect(hardRangeOf(strain)).toBeUndefined();
  });

  it("flags an HDT at or above the sheet's own melting point", () => {
    const temperature = (code: string, name: string) => ({
      code,
      name_zh: name,
      name_en: name,
      quantity: 'temperature',
    });
    const values = [
      at(temperature('melting_temperature', 'Melting point'), 165, '°C'),
      at(temperature('hdt', 'HDT'), 180, '°C'),
      at(temperature('hdt_0_45', 'HDT 0.45'), 110, '°C'),
    ];
    const found = hdtAboveMelting(values);
    expect(found.map((f) => f.index)).toEqual([1]);
    expect(found[0]?.why.en).toBe('HDT 180 °C is not below the sheet’s melting point 165 °C');
  });
});

describe('when a statistic moved enough to judge its values again', () => {
  const stat = (median: number, mad = 0.02, n = 20) => ({ n, median, mad });
  it('moves when it starts or stops saying anything', () => {
    expect(statMoved(stat(0.905, 0.02, 5), stat(0.905, 0.02, 8))).toBe(true);
    expect(statMoved(stat(0.905), undefined)).toBe(true);
    expect(statMoved(stat(0.905, 0.02, 3), stat(0.95, 0.02, 4))).toBe(false);
  });
  it('moves when an edge of its band moves a tenth of a decade, not for a percent', () => {
    expect(statMoved(stat(0.905), stat(0.91))).toBe(false);
    expect(statMoved(stat(0.905), stat(1.2))).toBe(true);
    // A spread wider than the ratio floor widens the band: five MADs of 0.2 decades move its edges.
    expect(statMoved(stat(0.905, 0.1), stat(0.905, 0.2))).toBe(true);
  });
});
