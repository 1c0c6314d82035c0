/**
 * Layout classes inside a table's cells, each on a typed page of our own making (invented grades and values):
 * a labelled direction pair in one cell, a pair under a name saying (MD / TD), conditions inside the method
 * cell, a degree sign drawn as a raised "o", units as makers print them, names that wrap with their condition
 * on the next line, and footnote marks that apply to rows.
 */
import { unitOfSpelling } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

/** A sheet with the usual heads (Property | Test Method | Unit | Value) over the given body lines. */
const headed = (body: Parameters<typeof page>[0]) =>
  page([
    [60, [[50, 'TX-1850', 22, 0]]],
    [
      150,
      [
        [50, 'Property'],
        [240, 'Test Method'],
        [350, 'Unit'],
        [430, 'Value'],
      ],
    ],
    ...body,
  ]);

describe('film directions', () => {
  it('splits a labelled pair in one cell (MD : 38*, TD: 33*) into two rows, the marks dropped', () => {
    const sheet = headed([
      [
        168,
        [
          [50, 'Tensile Strength at Break'],
          [240, 'ASTM D882'],
          [350, 'MPa'],
          [410, 'MD : 38*, TD: 33*'],
        ],
      ],
      [
        184,
        [
          [50, 'Elongation at Break'],
          [240, 'ASTM D882'],
          [356, '%'],
          [410, 'MD 520 / TD 690'],
        ],
      ],
      [
        200,
        [
          [50, 'Tear Strength'],
          [240, 'ASTM D1922'],
          [356, 'g'],
          [410, 'MD/TD: 120/410'],
        ],
      ],
      [226, [[50, '* Film of 25 µm', 9, 0]]],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Tensile Strength at Break', 'ASTM D882', 'MD', '38', 'MPa'],
      ['Tensile Strength at Break', 'ASTM D882', 'TD', '33', 'MPa'],
      ['Elongation at Break', 'ASTM D882', 'MD', '520', '%'],
      ['Elongation at Break', 'ASTM D882', 'TD', '690', '%'],
      ['Tear Strength', 'ASTM D1922', 'MD', '120', 'g'],
      ['Tear Strength', 'ASTM D1922', 'TD', '410', 'g'],
    ]);
  });

  it('reads a value column per direction where "MD" and "TD" are printed under the value head', () => {
    const sheet = page([
      [60, [[50, 'TX-1850', 22, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [240, 'Test Method'],
          [340, 'Unit'],
          [430, 'Value'],
        ],
      ],
      [
        162,
        [
          [410, 'MD'],
          [460, 'TD'],
        ],
      ],
      [
        180,
        [
          [50, 'Tensile Strength at Break'],
          [240, 'ASTM D882'],
          [340, 'MPa'],
          [412, '41'],
          [462, '36'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Tensile Strength at Break', 'ASTM D882', 'MD', '41', 'MPa'],
      ['Tensile Strength at Break', 'ASTM D882', 'TD', '36', 'MPa'],
    ]);
  });

  it('splits a pair under a name that says (MD / TD)', () => {
    const sheet = headed([
      [
        168,
        [
          [50, 'Elmendorf Tear (MD / TD)'],
          [240, 'ASTM D1922'],
          [352, 'g'],
          [424, '13.0 / 14.0'],
        ],
      ],
      [
        184,
        [
          [50, 'Secant Modulus 1%, MD/TD'],
          [240, 'ASTM D882'],
          [350, 'MPa'],
          [424, '190/215'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Elmendorf Tear', 'ASTM D1922', 'MD', '13.0', 'g'],
      ['Elmendorf Tear', 'ASTM D1922', 'TD', '14.0', 'g'],
      ['Secant Modulus 1%', 'ASTM D882', 'MD', '190', 'MPa'],
      ['Secant Modulus 1%', 'ASTM D882', 'TD', '215', 'MPa'],
    ]);
  });

  it('applies starred and double-starred footnotes: only the mark the "MD / TD" footnote names makes a pair', () => {
    const sheet = headed([
      [
        168,
        [
          [50, 'Tear Strength'],
          [240, 'ASTM D1922'],
          [350, 'g'],
          [420, '110/460**'],
        ],
      ],
      [
        184,
        [
          [50, 'Haze*'],
          [240, 'ASTM D1003'],
          [356, '%'],
          [430, '8*'],
        ],
      ],
      [210, [[50, '* Measured on 25 µm blown film', 9, 0]]],
      [222, [[50, '** MD / TD', 9, 0]]],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Tear Strength', 'ASTM D1922', 'MD', '110', 'g'],
      ['Tear Strength', 'ASTM D1922', 'TD', '460', 'g'],
      ['Haze', 'ASTM D1003', '', '8', '%'],
    ]);
  });
});

describe('conditions in the method cell and degree signs', () => {
  it('moves a condition printed after the method (@ 190 C, 2.16 kg; (0.45 MPa)) or the unit to the condition', () => {
    const sheet = headed([
      [
        168,
        [
          [50, 'Melt Flow Rate'],
          [186, 'ASTM D 1238 @ 190 C, 2.16 kg'],
          [350, 'g/10 min'],
          [436, '1.1'],
        ],
      ],
      [
        184,
        [
          [50, 'Deflection Temperature'],
          [186, 'ISO 75-2 (0.45 MPa)'],
          [356, '°C'],
          [436, '88'],
        ],
      ],
      [
        200,
        [
          [50, 'Melt Volume Rate'],
          [186, 'ISO 1133'],
          [300, 'cm³/10 min (230 °C/2.16 kg)'],
          [470, '14'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ASTM D1238', '190 °C, 2.16 kg', '1.1', 'g/10 min'],
      ['Deflection Temperature', 'ISO 75-2', '0.45 MPa', '88', '°C'],
      ['Melt Volume Rate', 'ISO 1133', '230 °C, 2.16 kg', '14', 'cm³/10 min'],
    ]);
    // The same method cell with its degree drawn as a small "o" over the gap before the C.
    const raised = headed([
      [
        168,
        [
          [50, 'Melt Flow Rate'],
          [186, 'ASTM D 1238 @ 190 C, 2.16 kg'],
          [281, 'o', 6, 7],
          [350, 'g/10 min'],
          [436, '1.1'],
        ],
      ],
    ]);
    expect(rows([raised]).map(brief)).toEqual([
      ['Melt Flow Rate', 'ASTM D1238', '190 °C, 2.16 kg', '1.1', 'g/10 min'],
    ]);
  });

  it('reads a raised "o" on a line of its own as the degree sign of the C under it, and 23oC inline', () => {
    const sheet = headed([
      [
        168,
        [
          [50, 'Density @ 23oC'],
          [240, 'ASTM D792'],
          [350, 'g/cc'],
          [430, '0.935'],
        ],
      ],
      // "190 C" in the name and "C" in the unit column, each with a small "o" drawn well above the line.
      [
        184,
        [
          [50, 'Melt Index, 190'],
          [127, 'o', 6, 7],
          [131, 'C, 2.16 kg'],
          [240, 'ASTM D1238'],
          [350, 'g/10 min'],
          [434, '0.5'],
        ],
      ],
      [
        200,
        [
          [50, 'Vicat Softening Temperature'],
          [240, 'ASTM D1525'],
          [350, 'o', 6, 7],
          [354, 'C'],
          [434, '96'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Density', 'ASTM D792', '23 °C', '0.935', 'g/cc'],
      ['Melt Index', 'ASTM D1238', '190 °C, 2.16 kg', '0.5', 'g/10 min'],
      ['Vicat Softening Temperature', 'ASTM D1525', '', '96', '°C'],
    ]);
  });
});

describe('units and values as makers print them', () => {
  const sheet = headed([
    [
      168,
      [
        [50, 'Film Thickness'],
        [240, 'Internal'],
        [352, 'µ'],
        [432, '40'],
      ],
    ],
    [
      184,
      [
        [50, 'Dart Drop'],
        [240, 'ASTM D1709'],
        [350, 'g/ mic.'],
        [432, '6.5'],
      ],
    ],
    [
      200,
      [
        [50, 'Tear Resistance'],
        [240, 'ASTM D1922'],
        [350, 'g/µm'],
        [432, '4.1'],
      ],
    ],
    [
      216,
      [
        [50, 'Tensile Strength at Yield'],
        [240, 'ASTM D638'],
        [348, 'kg/cm2'],
        [430, '120'],
      ],
    ],
    [
      232,
      [
        [50, 'Density'],
        [240, 'ASTM D1505'],
        [352, 'g/cc'],
        [430, '0.952'],
      ],
    ],
    [
      248,
      [
        [50, 'Brittleness Temperature'],
        [240, 'ASTM D746'],
        [356, 'C'],
        [424, '<'],
        [436, '-70'],
      ],
    ],
    [
      264,
      [
        [50, 'Melting Point'],
        [240, 'DSC'],
        [356, 'C'],
        [432, '128'],
      ],
    ],
  ]);

  it('keeps each unit as printed, a bound as one value, a bare C after a temperature as °C', () => {
    expect(rows([sheet]).map((r) => [r.header, r.value, r.unit])).toEqual([
      ['Film Thickness', '40', 'µ'],
      ['Dart Drop', '6.5', 'g/ mic'],
      ['Tear Resistance', '4.1', 'g/µm'],
      ['Tensile Strength at Yield', '120', 'kg/cm2'],
      ['Density', '0.952', 'g/cc'],
      ['Brittleness Temperature', '<-70', '°C'],
      ['Melting Point', '128', '°C'],
    ]);
  });

  it('names the catalogue unit of each spelling it can', () => {
    const code = (raw: string) => unitOfSpelling(raw)?.code;
    expect(['µ', 'µm', 'mic.', 'micron', 'kg/cm2', 'g/cc', '°C'].map(code)).toEqual([
      'um',
      'um',
      'um',
      'um',
      'kgf/cm2',
      'g/cm3',
      'degC',
    ]);
  });
});

describe('names that wrap', () => {
  it('joins a name with its condition on the next line, the value on the middle line of three', () => {
    const sheet = headed([
      [168, [[50, 'Dart Impact Strength, F50']]],
      [
        180,
        [
          [50, '(38 mm dart, 66 cm height)'],
          [240, 'ASTM D1709'],
          [352, 'g'],
          [432, '150'],
        ],
      ],
      [200, [[50, 'Tensile Strength']]],
      [
        212,
        [
          [50, 'at Yield'],
          [240, 'ISO 527'],
          [350, 'MPa'],
          [434, '11'],
        ],
      ],
      [224, [[50, '(50 mm/min)']]],
      [240, [[50, 'Environmental Stress Crack Resistance,']]],
      [
        252,
        [
          [50, 'F50'],
          [240, 'ASTM D1693'],
          [356, 'h'],
          [434, '>500'],
        ],
      ],
      [
        272,
        [
          [50, 'Haze'],
          [240, 'ASTM D1003'],
          [356, '%'],
          [434, '9'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Dart Impact Strength, F50', 'ASTM D1709', '38 mm dart, 66 cm height', '150', 'g'],
      ['Tensile Strength at Yield', 'ISO 527', '50 mm/min', '11', 'MPa'],
      ['Environmental Stress Crack Resistance, F50', 'ASTM D1693', '', '>500', 'h'],
      ['Haze', 'ASTM D1003', '', '9', '%'],
    ]);
  });
});
