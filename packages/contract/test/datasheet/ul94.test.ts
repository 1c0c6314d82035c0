import { describe, expect, it } from 'vitest';
import {
  cardOrder,
  flameClassMeets,
  isUlFileNumber,
  ratingProblems,
  thinnestColumn,
  thinnestPerClass,
} from '../../src/index.ts';

describe('UL file number', () => {
  it('accepts E and digits, with an optional letter suffix', () => {
    for (const ok of ['E41938', 'E121562', 'E123', 'E41938(M)', 'E41938(MH)'])
      expect(isUlFileNumber(ok)).toBe(true);
  });
  it('refuses what is not an E-number', () => {
    for (const bad of ['41938', 'e41938', 'E12', 'E12345678', 'E41938M', 'E 41938', 'MH12345', ''])
      expect(isUlFileNumber(bad)).toBe(false);
  });
});

describe('flame classes', () => {
  it('a stricter class of the vertical test holds the looser ones and HB', () => {
    expect(flameClassMeets('V-0', 'V-1')).toBe(true);
    expect(flameClassMeets('V-0', 'HB')).toBe(true);
    expect(flameClassMeets('V-2', 'V-0')).toBe(false);
    expect(flameClassMeets('HB', 'V-2')).toBe(false);
  });
  it('the 5V ladder is its own: 5VA holds 5VB, neither holds V-0', () => {
    expect(flameClassMeets('5VA', '5VB')).toBe(true);
    expect(flameClassMeets('5VB', '5VA')).toBe(false);
    expect(flameClassMeets('5VA', 'V-0')).toBe(false);
    expect(flameClassMeets('V-0', '5VB')).toBe(false);
  });
  it('names the card column of each class', () => {
    expect(thinnestColumn('V-0')).toBe('thk_v0');
    expect(thinnestColumn('5VA')).toBe('thk_5va');
    expect(thinnestColumn('HB')).toBe('thk_hb');
  });
});

describe('thinnestPerClass', () => {
  it('takes the thinnest row holding each class', () => {
    const out = thinnestPerClass([
      { colour: 'NC', min_thickness: 0.4, flame_class: 'HB' },
      { colour: 'NC', min_thickness: 1.5, flame_class: 'V-0' },
      { colour: 'ALL', min_thickness: 0.75, flame_class: 'V-2' },
      { colour: 'NC', min_thickness: 3, flame_class: '5VA' },
    ]);
    expect(out).toEqual({
      thk_hb: 0.4,
      thk_v2: 0.75,
      thk_v1: 1.5,
      thk_v0: 1.5,
      thk_5vb: 3,
      thk_5va: 3,
    });
  });
  it('leaves a class no row holds empty', () => {
    expect(thinnestPerClass([{ colour: 'NC', min_thickness: 0.8, flame_class: 'HB' }]).thk_v0).toBeNull();
  });
});

describe('ratingProblems', () => {
  it('refuses a thickness of zero or below, naming the row', () => {
    const problems = ratingProblems([
      { colour: 'NC', min_thickness: 1.5, flame_class: 'V-0' },
      { colour: 'NC', min_thickness: 0, flame_class: 'V-0' },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.row).toBe(2);
    expect(problems[0]?.message.en).toContain('above 0');
  });
  it('refuses one colour at one thickness twice, whatever the case and spaces', () => {
    const problems = ratingProblems([
      { colour: 'Black', min_thickness: 1.5, flame_class: 'V-0' },
      { colour: 'NC', min_thickness: 1.5, flame_class: 'V-0' },
      { colour: ' black ', min_thickness: 1.5, flame_class: 'V-1' },
    ]);
    expect(problems.map((p) => p.row)).toEqual([3]);
    expect(problems[0]?.message.zh).toContain('第 1 行');
  });
  it('accepts one colour at two thicknesses, and the V and 5V tests at one thickness', () => {
    expect(
      ratingProblems([
        { colour: 'NC', min_thickness: 0.75, flame_class: 'V-0' },
        { colour: 'NC', min_thickness: 1.5, flame_class: 'V-0' },
        { colour: 'NC', min_thickness: 1.5, flame_class: '5VA' },
      ]),
    ).toEqual([]);
  });
  it('HB and a V class at one colour and thickness contradict each other', () => {
    expect(
      ratingProblems([
        { colour: 'NC', min_thickness: 0.8, flame_class: 'HB' },
        { colour: 'NC', min_thickness: 0.8, flame_class: 'V-2' },
      ]).map((p) => p.row),
    ).toEqual([2]);
  });
});

it('cardOrder sorts rows by colour, then from the thinnest', () => {
  const rows = cardOrder([
    { colour: 'NC', min_thickness: 3 },
    { colour: 'ALL', min_thickness: 1.5 },
    { colour: 'NC', min_thickness: 0.75 },
  ]);
  expect(rows.map((r) => `${r.colour} ${r.min_thickness}`)).toEqual(['ALL 1.5', 'NC 0.75', 'NC 3']);
});
