import { describe, expect, it } from 'vitest';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';
import { brief, page } from './pdf-splitter.fixture.ts';

describe('Hanwha 5301 (LDPE): MD/TD lines around their property, glyphs split, a raised exponent', () => {
  const sheet = page([
    [78, [[65, 'HANWHA', 28, 0]]],
    [97, [[433, '5301', 48, 0]]],
    [101, [[65, 'Low Density Polyethyene', 18, 0]]],
    [
      137,
      [
        [410, 'MELT INDEX', 12, 0],
        [525, '0.3', 12, 0],
      ],
    ],
    [
      155,
      [
        [410, 'DENSITY', 12, 0],
        [518, '0.921', 12, 0],
      ],
    ],
    [
      389,
      [
        [100, 'Physical Properties'],
        [283, 'Unit'],
        [373, 'Test Method'],
        [500, 'Value'],
      ],
    ],
    [
      406,
      [
        [76, 'Melt Index'],
        [275, 'g/10min'],
        [376, 'ASTM D1238'],
        [507, '0.3'],
      ],
    ],
    [
      420,
      [
        [76, 'Density'],
        [285, 'g/'],
        [296, 'cc'],
        [376, 'ASTM D1505'],
        [501.5, '0'],
        [507, '.9'],
        [518, '2'],
        [523.5, '1'],
      ],
    ],
    [
      460,
      [
        [76, 'Tensile'],
        [117, 'Strength at Break'],
        [278, 'kg/cm'],
        [305.5, '2', 7, 4],
        [379, 'ASTM D638'],
        [506, '1'],
        [511.5, '80'],
      ],
    ],
    [
      486,
      [
        [76, 'Brittleness Temperature'],
        [289, '℃'],
        [379, 'ASTM D746'],
        [502, '＜'],
        [513, '-'],
        [518.5, '76'],
      ],
    ],
    [
      504,
      [
        [110, 'Film Properties'],
        [283, 'Unit'],
        [373, 'Test Method'],
        [500, 'Value'],
      ],
    ],
    [
      535,
      [
        [220, 'MD'],
        [305.5, '2', 7, 0],
        [506, '280'],
      ],
    ],
    [
      542,
      [
        [76, 'Tensile Strength at Break'],
        [278, 'kg/cm'],
        [379, 'ASTM D'],
        [418, '882'],
      ],
    ],
    [
      549,
      [
        [221, 'TD'],
        [506, '2'],
        [511.5, '40'],
      ],
    ],
    [654, [[60, '1. These are typical properties : not to be construed as specification.']]],
    [741, [[124, 'Hanwha B/D, 1 Changgyo-dong, Chung-ku, Seoul, Korea.', 8, 0]]],
  ]);

  it('reads the grade, the maker and every table row, values joined and exponents placed', () => {
    const split = splitSheet([sheet], { makers: [] });
    expect(split.grade).toBe('5301');
    expect(split.company).toBe('HANWHA');
    // The polymer the title names ("Low Density Polyethyene", as misspelt on the sheet) is its category.
    expect(split.category).toBe('LDPE');
    expect(split.records.map((r) => brief(r.record))).toEqual([
      ['Melt Index', 'ASTM D1238', '', '0.3', 'g/10min'],
      ['Density', 'ASTM D1505', '', '0.921', 'g/cc'],
      ['Tensile Strength at Break', 'ASTM D638', '', '180', 'kg/cm²'],
      ['Brittleness Temperature', 'ASTM D746', '', '<-76', '℃'],
      ['Tensile Strength at Break', 'ASTM D882', 'MD', '280', 'kg/cm²'],
      ['Tensile Strength at Break', 'ASTM D882', 'TD', '240', 'kg/cm²'],
    ]);
    // The headline box repeats the table (melt index, density): nothing is added from it.
    expect(split.records.every((r) => r.unsure === null)).toBe(true);
  });

  it('a maker the libraries know is named as they spell it', () => {
    expect(splitSheet([sheet], { makers: ['Hanwha Solutions', 'Hanwha'] }).company).toBe('Hanwha');
  });
});

describe('Formosa FC2304E: starred pairs under "* MD / TD", a condition inside the name', () => {
  const sheet = page([
    [
      156,
      [
        [54, 'Formolene', 18, 0],
        [146, '®', 11, 7],
        [158, 'FC2304E', 18, 0],
      ],
    ],
    [354, [[271, 'TEST', 10, 0]]],
    [
      366,
      [
        [126, 'PROPERTY', 10, 0],
        [261, 'METHOD', 10, 0],
        [334, 'UNIT', 10, 0],
        [396, 'VALUE', 10, 0],
      ],
    ],
    [
      380,
      [
        [65, 'Density', 10, 0],
        [269, 'D1505', 10, 0],
        [338, 'g/cc', 10, 0],
        [402, '0.923', 10, 0],
      ],
    ],
    [
      392,
      [
        [65, 'Melt Index, Condition E, 190ºC/2.16 kg', 10, 0],
        [269, 'D1238', 10, 0],
        [328, 'g/10 min', 10, 0],
        [408, '4.0', 10, 0],
      ],
    ],
    [
      418,
      [
        [65, 'Elmendorf Tear Strength', 10, 0],
        [269, 'D1922', 10, 0],
        [345, 'g', 10, 0],
        [394, '290/110*', 10, 0],
      ],
    ],
    [
      430,
      [
        [65, 'Secant Modulus @ 1%', 10, 0],
        [272, 'D882', 10, 0],
        [341, 'psi', 10, 0],
        [383, '25000/30000*', 10, 0],
      ],
    ],
    [
      443,
      [
        [65, 'Gloss (45', 10, 0],
        [107, '°', 10, 0],
        [111, ')', 10, 0],
        [269, 'D2457', 10, 0],
        [409, '71', 10, 0],
      ],
    ],
    [456, [[65, '* MD / TD', 10, 0]]],
  ]);

  it('splits starred pairs into MD and TD rows, moves conditions out of names, drops the marks', () => {
    const split = splitSheet([sheet], { makers: ['Formosa Plastics'] });
    expect(split.grade).toBe('FC2304E');
    expect(split.records.map((r) => brief(r.record))).toEqual([
      ['Density', 'ASTM D1505', '', '0.923', 'g/cc'],
      ['Melt Index', 'ASTM D1238', '190 °C, 2.16 kg', '4.0', 'g/10 min'],
      ['Elmendorf Tear Strength', 'ASTM D1922', 'MD', '290', 'g'],
      ['Elmendorf Tear Strength', 'ASTM D1922', 'TD', '110', 'g'],
      ['Secant Modulus', 'ASTM D882', '1%, MD', '25000', 'psi'],
      ['Secant Modulus', 'ASTM D882', '1%, TD', '30000', 'psi'],
      ['Gloss', 'ASTM D2457', '45°', '71', ''],
    ]);
  });
});

describe('QAPCO Q1018: value before unit and method, an MD/TD label, a second unit on the next line', () => {
  const sheet = page([
    [
      58,
      [
        [333, 'Lotrène', 14, 0],
        [424, 'Q1018 Series', 14, 0],
      ],
    ],
    [
      567,
      [
        [103, 'POLYMER PROPERTIES'],
        [276, 'VALUE'],
        [352, 'UNIT'],
        [422, 'TEST METHOD'],
      ],
    ],
    [
      595,
      [
        [77, 'Density @ 23'],
        [140, '°'],
        [143, 'C *'],
        [283, '0.918'],
        [353, 'g/cm3'],
        [435, 'ASTM D-792'],
      ],
    ],
    [
      614,
      [
        [77, 'Vicat Softening Point'],
        [286, '100'],
        [359, '°C'],
        [419, 'ASTM D-1525 (A120)'],
      ],
    ],
    [
      632,
      [
        [77, 'Tensile Strength @ Yield'],
        [230, 'MD/ TD'],
        [283, '11/11'],
        [356, 'MPa'],
        [434, 'ASTM D-882'],
      ],
    ],
    [
      650,
      [
        [77, 'Tear resistance'],
        [230, 'MD/ TD'],
        [279, '280/480'],
        [362, 'g'],
        [431, 'ASTM D- 1922'],
      ],
    ],
    [
      659,
      [
        [281, '70/120'],
        [353, 'N/mm'],
      ],
    ],
    [
      719,
      [
        [84, 'QATOFIN Company Limited', 8, 0],
        [212, 'P. O. Box 55013, Doha, State of Qatar', 8, 0],
      ],
    ],
  ]);

  it('reads the rows, the label splitting pairs, the continuation line in its own unit', () => {
    const split = splitSheet([sheet], { makers: [] });
    expect(split.grade).toBe('Q1018');
    expect(split.company).toBe('QATOFIN Company Limited');
    expect(split.records.map((r) => brief(r.record))).toEqual([
      ['Density', 'ASTM D792', '23 °C', '0.918', 'g/cm3'],
      ['Vicat Softening Point', 'ASTM D1525', 'A120', '100', '°C'],
      ['Tensile Strength @ Yield', 'ASTM D882', 'MD', '11', 'MPa'],
      ['Tensile Strength @ Yield', 'ASTM D882', 'TD', '11', 'MPa'],
      ['Tear resistance', 'ASTM D1922', 'MD', '280', 'g'],
      ['Tear resistance', 'ASTM D1922', 'TD', '480', 'g'],
      ['Tear resistance', 'ASTM D1922', 'MD', '70', 'N/mm'],
      ['Tear resistance', 'ASTM D1922', 'TD', '120', 'N/mm'],
    ]);
  });
});
