/**
 * Layout classes of a table as a whole, each on a typed page of our own making (invented makers, grades and
 * values): two grades sharing one value column, column roles read from the head row's words in any order and
 * language (value before unit, no property head, heads on two lines, a unit in the name or the value cell).
 */
import { describe, expect, it } from 'vitest';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

describe('two grades sharing one table', () => {
  const sheet = page([
    [60, [[50, 'NX2210 / NX2230', 22, 0]]],
    [90, [[50, 'Linear low density polyethylene for cast film', 12, 0]]],
    [112, [[50, 'NX2210: slip and antiblock added']]],
    [126, [[50, 'NX2230: no additives']]],
    [
      170,
      [
        [50, 'Property'],
        [250, 'Unit'],
        [330, 'Test Method'],
        [450, 'Typical Value'],
      ],
    ],
    [
      186,
      [
        [50, 'Melt Index'],
        [250, 'g/10 min'],
        [330, 'ASTM D1238'],
        [472, '2.0'],
      ],
    ],
    [
      202,
      [
        [50, 'Density'],
        [250, 'g/cm3'],
        [330, 'ASTM D1505'],
        [466, '0.918'],
      ],
    ],
  ]);

  it('gives every row to each grade the title names, so each grade becomes a sheet of its own', () => {
    const split = splitSheet([sheet], { makers: [] });
    expect(split.grade).toBe('NX2210');
    const byGrade = (grade: string) =>
      split.records.filter((r) => r.record.grade === grade).map((r) => brief(r.record));
    const expected = [
      ['Melt Index', 'ASTM D1238', '', '2.0', 'g/10 min'],
      ['Density', 'ASTM D1505', '', '0.918', 'g/cm3'],
    ];
    expect(byGrade('NX2210')).toEqual(expected);
    expect(byGrade('NX2230')).toEqual(expected);
    expect(split.records).toHaveLength(4);
  });

  it('reads the grades of a title printed in pieces apart ("NX2210", "/", "NX2230")', () => {
    const pieces = page([
      [
        60,
        [
          [50, 'NX2210', 22, 0],
          [150, '/', 22, 0],
          [180, 'NX2230', 22, 0],
        ],
      ],
      ...sheet.items.filter((item) => item.y >= 170).map((item) => [item.y, [[item.x, item.s]]] as const),
    ]);
    expect([...new Set(rows([pieces]).map((r) => r.grade))]).toEqual(['NX2210', 'NX2230']);
  });

  it('keeps one grade when the title names one, though a line names another product', () => {
    const single = page([
      [60, [[50, 'NX2210', 22, 0]]],
      [90, [[50, 'Replaces NX1100 / NX1200 in cast film lines', 11, 0]]],
      ...sheet.items.filter((item) => item.y >= 170).map((item) => [item.y, [[item.x, item.s]]] as const),
    ]);
    expect(new Set(rows([single]).map((r) => r.grade))).toEqual(new Set(['NX2210']));
  });
});

describe('column roles from the head row, in any order and language', () => {
  it('reads value before unit (Property | Test Method | Typical Value | Unit)', () => {
    const sheet = page([
      [60, [[50, 'KP-330H', 22, 0]]],
      [
        150,
        [
          [50, 'Properties'],
          [240, 'Test Method'],
          [340, 'Typical Value'],
          [450, 'Unit'],
        ],
      ],
      [
        168,
        [
          [50, 'Melt Flow Rate (230 °C/2.16 kg)'],
          [240, 'ISO 1133'],
          [365, '12'],
          [450, 'g/10 min'],
        ],
      ],
      [
        184,
        [
          [50, 'Flexural Modulus'],
          [240, 'ISO 178'],
          [360, '1,450'],
          [452, 'MPa'],
        ],
      ],
      [
        200,
        [
          [50, 'Charpy Notched (23 °C)'],
          [240, 'ISO 179'],
          [365, '4.5'],
          [450, 'kJ/m²'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ISO 1133', '230 °C, 2.16 kg', '12', 'g/10 min'],
      ['Flexural Modulus', 'ISO 178', '', '1,450', 'MPa'],
      ['Charpy Notched', 'ISO 179', '23 °C', '4.5', 'kJ/m²'],
    ]);
  });

  it('reads Property | Method | Unit | Value and a Chinese head in its own order (项目 | 典型值 | 单位 | 标准)', () => {
    const english = page([
      [60, [[50, 'RT-55', 22, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [240, 'Method'],
          [340, 'Unit'],
          [440, 'Value'],
        ],
      ],
      [
        168,
        [
          [50, 'Shore Hardness'],
          [240, 'ASTM D2240'],
          [340, 'Shore D'],
          [446, '62'],
        ],
      ],
    ]);
    expect(rows([english]).map(brief)).toEqual([['Shore Hardness', 'ASTM D2240', '', '62', 'Shore D']]);
    const chinese = page([
      [60, [[50, 'HM-8020', 22, 0]]],
      [
        150,
        [
          [50, '项目'],
          [220, '典型值'],
          [320, '单位'],
          [420, '标准'],
        ],
      ],
      [
        168,
        [
          [50, '熔体质量流动速率'],
          [226, '8.0'],
          [320, 'g/10min'],
          [420, 'GB/T 3682'],
        ],
      ],
      [
        184,
        [
          [50, '弯曲模量'],
          [222, '1200'],
          [322, 'MPa'],
          [420, 'GB/T 9341'],
        ],
      ],
    ]);
    expect(rows([chinese]).map(brief)).toEqual([
      ['熔体质量流动速率', 'GB/T 3682', '', '8.0', 'g/10min'],
      ['弯曲模量', 'GB/T 9341', '', '1200', 'MPa'],
    ]);
  });

  it('reads heads with a system in brackets, a mark or spaced CJK, and a value printed with its unit', () => {
    const sheet = page([
      [60, [[50, 'SK-2050', 22, 0]]],
      [
        150,
        [
          [50, '性 能'],
          [220, '测试标准'],
          [330, 'Typical Value (SI)*'],
        ],
      ],
      [
        168,
        [
          [50, '密度'],
          [220, 'ISO 1183'],
          [336, '0.952 g/cm³'],
        ],
      ],
      [
        184,
        [
          [50, '拉伸屈服强度'],
          [220, 'ISO 527'],
          [336, '26 MPa'],
        ],
      ],
      [
        200,
        [
          [50, '体积电阻率'],
          [220, 'IEC 62631'],
          [336, '1.5 x 10^16'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['密度', 'ISO 1183', '', '0.952', 'g/cm³'],
      ['拉伸屈服强度', 'ISO 527', '', '26', 'MPa'],
      // A number in a notation is not a number and a unit: it is read as the import reads numbers.
      ['体积电阻率', 'IEC 62631', '', '1.5E+16', ''],
    ]);
  });

  it('reads heads printed on two lines, units and methods printed in the names where no column gives them', () => {
    const sheet = page([
      [60, [[50, 'PC-1150', 22, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [250, 'Test'],
          [400, 'Typical'],
        ],
      ],
      [
        162,
        [
          [250, 'Method'],
          [400, 'Value'],
        ],
      ],
      [
        180,
        [
          [50, 'Melt Flow Rate (g/10 min)'],
          [250, 'ISO 1133'],
          [410, '15'],
        ],
      ],
      [
        196,
        [
          [50, 'Density, g/cm³'],
          [250, 'ISO 1183'],
          [406, '1.20'],
        ],
      ],
      [
        212,
        [
          [50, 'Haze (%)'],
          [250, 'ASTM D1003'],
          [410, '0.8'],
        ],
      ],
      [
        228,
        [
          [50, 'Vicat Softening Point (ASTM D1525)'],
          [410, '145'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ISO 1133', '', '15', 'g/10 min'],
      ['Density', 'ISO 1183', '', '1.20', 'g/cm³'],
      ['Haze', 'ASTM D1003', '', '0.8', '%'],
      ['Vicat Softening Point', 'ASTM D1525', '', '145', ''],
    ]);
  });

  it('reads a unit printed under no head of its own, beside the method', () => {
    const sheet = page([
      [60, [[50, 'AX-7020', 22, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [220, 'Test Method'],
          [420, 'Value'],
        ],
      ],
      [
        168,
        [
          [50, 'Melt Index'],
          [220, 'ASTM D1238'],
          [300, 'g/10 min'],
          [426, '7.0'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([['Melt Index', 'ASTM D1238', '', '7.0', 'g/10 min']]);
  });

  it('reads a head row that names no property column: the names are the cells left of the first head', () => {
    const sheet = page([
      [60, [[50, 'VB-4410', 22, 0]]],
      [
        150,
        [
          [260, 'Test Method'],
          [370, 'Unit'],
          [450, 'Typical Value'],
        ],
      ],
      [
        168,
        [
          [50, 'Melt Index'],
          [260, 'ASTM D1238'],
          [370, 'g/10 min'],
          [476, '0.9'],
        ],
      ],
      [
        184,
        [
          [50, 'Vicat Softening Point'],
          [260, 'ASTM D1525'],
          [374, '°C'],
          [476, '101'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Index', 'ASTM D1238', '', '0.9', 'g/10 min'],
      ['Vicat Softening Point', 'ASTM D1525', '', '101', '°C'],
    ]);
  });
});
