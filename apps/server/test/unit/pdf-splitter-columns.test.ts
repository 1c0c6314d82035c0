/**
 * Layout classes of a table as a whole, each on a typed page of our own making (invented makers, grades and
 * values): two grades sharing one value column, column roles read from the head row's words in any order and
 * language (value before unit, no property head), section lines inside a table, a note block after it.
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
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['密度', 'ISO 1183', '', '0.952', 'g/cm³'],
      ['拉伸屈服强度', 'ISO 527', '', '26', 'MPa'],
    ]);
  });

  it('reads heads printed on two lines, and units printed in the names where no unit column is', () => {
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
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ISO 1133', '', '15', 'g/10 min'],
      ['Density', 'ISO 1183', '', '1.20', 'g/cm³'],
      ['Haze', 'ASTM D1003', '', '0.8', '%'],
    ]);
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

describe('a table over a page break', () => {
  it("goes on at the first row of the next page, past that page's own head", () => {
    const first = page([
      [60, [[50, 'MV-3300', 22, 0]]],
      [
        640,
        [
          [50, 'Property'],
          [250, 'Unit'],
          [330, 'Test Method'],
          [450, 'Value'],
        ],
      ],
      [
        660,
        [
          [50, 'Melt Index'],
          [250, 'g/10 min'],
          [330, 'ASTM D1238'],
          [456, '3.3'],
        ],
      ],
      [
        676,
        [
          [50, 'Density'],
          [250, 'g/cm3'],
          [330, 'ASTM D1505'],
          [452, '0.932'],
        ],
      ],
    ]);
    const second = {
      ...page([
        [
          40,
          [
            [50, 'NORTHWIND', 16, 0],
            [440, 'MV-3300', 16, 0],
          ],
        ],
        [
          58,
          [
            [50, 'Revision'],
            [452, '2024-05'],
          ],
        ],
        [
          90,
          [
            [50, 'Vicat Softening Point'],
            [250, '°C'],
            [330, 'ASTM D1525'],
            [456, '112'],
          ],
        ],
        [120, [[50, '1. Typical values, not a specification.', 9, 0]]],
      ]),
      page: 2,
    };
    expect(rows([first, second]).map((r) => [r.header, r.value])).toEqual([
      ['Melt Index', '3.3'],
      ['Density', '0.932'],
      ['Vicat Softening Point', '112'],
    ]);
  });
});

describe('section lines and a note block', () => {
  const sheet = page([
    [60, [[50, 'QF-0720', 22, 0]]],
    [
      150,
      [
        [50, 'Property'],
        [240, 'Test Method'],
        [350, 'Unit'],
        [450, 'Value'],
      ],
    ],
    [166, [[50, 'Physical Properties', 11, 0]]],
    [
      180,
      [
        [60, 'Density'],
        [240, 'ASTM D792'],
        [350, 'g/cm3'],
        [452, '0.926'],
      ],
    ],
    [196, [[50, 'Film Properties', 11, 0]]],
    [
      210,
      [
        [60, 'Haze'],
        [240, 'ASTM D1003'],
        [356, '%'],
        [456, '7'],
      ],
    ],
    [
      224,
      [
        [60, 'Gloss (45°)'],
        [240, 'ASTM D2457'],
        [448, '64'],
      ],
    ],
    [252, [[50, 'Note']]],
    [
      266,
      [
        [50, 'Film blown at a blow-up ratio of'],
        [452, '2.5'],
      ],
    ],
    [
      280,
      [
        [50, 'Film thickness, µm'],
        [452, '25'],
      ],
    ],
    [
      294,
      [
        [50, 'Die gap, mm'],
        [452, '1.8'],
      ],
    ],
  ]);

  it('reads the rows under each section, neither the sections nor the note as rows', () => {
    expect(rows([sheet]).map(brief)).toEqual([
      ['Density', 'ASTM D792', '', '0.926', 'g/cm3'],
      ['Haze', 'ASTM D1003', '', '7', '%'],
      ['Gloss', 'ASTM D2457', '45°', '64', ''],
    ]);
  });

  it('on a sheet without heads, reads across section lines and values printed with their unit', () => {
    const line = (y: number, name: string, method: string, value: string) =>
      [
        y,
        [
          [50, name],
          [240, method],
          [430, value],
        ],
      ] as const;
    const headless = page([
      [60, [[50, 'RB-6600', 22, 0]]],
      [150, [[50, 'Physical', 12, 0]]],
      line(166, 'Melt Flow Rate', 'ISO 1133', '6 g/10 min'),
      line(182, 'Density', 'ISO 1183', '0.900 g/cm³'),
      [198, [[50, 'Mechanical', 12, 0]]],
      line(214, 'Tensile Strength at Yield', 'ISO 527', '28 MPa'),
      line(230, 'Flexural Modulus', 'ISO 178', '1300 MPa'),
    ]);
    expect(rows([headless]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ISO 1133', '', '6', 'g/10 min'],
      ['Density', 'ISO 1183', '', '0.900', 'g/cm³'],
      ['Tensile Strength at Yield', 'ISO 527', '', '28', 'MPa'],
      ['Flexural Modulus', 'ISO 178', '', '1300', 'MPa'],
    ]);
  });

  it('never reads a note block as a table of its own, also on a sheet without heads', () => {
    const headless = page([
      [60, [[50, 'QF-0720', 22, 0]]],
      ...[
        ['Melt Index', 'ASTM D1238', 'g/10 min', '0.7'],
        ['Density', 'ASTM D792', 'g/cm3', '0.926'],
        ['Haze', 'ASTM D1003', '%', '7'],
      ].map(
        ([name, method, unit, value], i) =>
          [
            160 + i * 16,
            [
              [50, name ?? ''],
              [240, method ?? ''],
              [350, unit ?? ''],
              [452, value ?? ''],
            ],
          ] as const,
      ),
      [240, [[50, 'Notes:']]],
      [
        254,
        [
          [50, 'Blow-up ratio'],
          [452, '2.5'],
        ],
      ],
      [
        268,
        [
          [50, 'Film thickness, µm'],
          [452, '25'],
        ],
      ],
      [
        282,
        [
          [50, 'Die gap, mm'],
          [452, '1.8'],
        ],
      ],
    ]);
    expect(rows([headless]).map((r) => r.header)).toEqual(['Melt Index', 'Density', 'Haze']);
  });
});
