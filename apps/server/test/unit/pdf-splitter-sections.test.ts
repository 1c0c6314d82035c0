/**
 * Layout classes of a table's extent, each on a typed page of our own making (invented makers, grades and
 * values): a table that runs over a page break, section lines inside a table (also without heads), a note
 * block after it that is never a table.
 */
import { describe, expect, it } from 'vitest';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

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
