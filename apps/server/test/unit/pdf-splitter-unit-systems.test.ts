/**
 * A maker's table printing each value twice, in English (US customary) and SI units side by side, on typed pages
 * of our own making (an invented maker, grade and values): one row per property, in SI, not a row per column;
 * whether each value column prints its unit in the cell or has a unit column of its own, in either order.
 */
import { describe, expect, it } from 'vitest';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

describe('English and SI value columns side by side', () => {
  it('reads one row per property in SI when each value cell prints its unit', () => {
    const sheet = page([
      [60, [[50, 'QX-PP 3120', 22, 0]]],
      [90, [[50, 'Polypropylene homopolymer for injection moulding', 12, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [250, 'Typical Value (English)'],
          [390, 'Typical Value (SI)'],
          [500, 'Test Method'],
        ],
      ],
      [
        170,
        [
          [50, 'Density'],
          [270, '0.905 g/cm³'],
          [400, '0.905 g/cm³'],
          [500, 'ASTM D792'],
        ],
      ],
      [
        186,
        [
          [50, 'Tensile Strength at Yield'],
          [270, '4790 psi'],
          [400, '33.0 MPa'],
          [500, 'ASTM D638'],
        ],
      ],
      [
        202,
        [
          [50, 'Flexural Modulus'],
          [270, '217000 psi'],
          [400, '1500 MPa'],
          [500, 'ASTM D790'],
        ],
      ],
      [
        218,
        [
          [50, 'Heat Deflection Temperature, 0.45 MPa'],
          [270, '203 °F'],
          [400, '95.0 °C'],
          [500, 'ASTM D648'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Density', 'ASTM D792', '', '0.905', 'g/cm³'],
      ['Tensile Strength at Yield', 'ASTM D638', '', '33.0', 'MPa'],
      ['Flexural Modulus', 'ASTM D790', '', '1500', 'MPa'],
      ['Heat Deflection Temperature', 'ASTM D648', '0.45 MPa', '95.0', '°C'],
    ]);
  });

  it('reads one row per property in SI when each value column has its own unit column, SI first or last', () => {
    const table = (first: 'english' | 'si') => {
      const english = (value: string, unit: string) => [
        [first === 'english' ? 230 : 370, value],
        [first === 'english' ? 300 : 440, unit],
      ];
      const si = (value: string, unit: string) => [
        [first === 'english' ? 370 : 230, value],
        [first === 'english' ? 440 : 300, unit],
      ];
      return page([
        [60, [[50, 'QX-PA 6630', 22, 0]]],
        [90, [[50, 'Polyamide 66, 30 % glass fibre', 12, 0]]],
        [
          150,
          [
            [50, 'Property'],
            [230, 'Value'],
            [300, 'Unit'],
            [370, 'Value'],
            [440, 'Unit'],
            [510, 'Test Method'],
          ],
        ],
        [170, [[50, 'Tensile Strength'], ...english('27500', 'psi'), ...si('190', 'MPa'), [510, 'ISO 527']]],
        [186, [[50, 'Melting Temperature'], ...english('504', '°F'), ...si('262', '°C'), [510, 'ISO 11357']]],
        [202, [[50, 'Water Absorption, 24 h'], ...english('1.2', '%'), ...si('1.2', '%'), [510, 'ISO 62']]],
      ] as never);
    };
    const expected = [
      ['Tensile Strength', 'ISO 527', '', '190', 'MPa'],
      ['Melting Temperature', 'ISO 11357', '', '262', '°C'],
      ['Water Absorption', 'ISO 62', '24 h', '1.2', '%'],
    ];
    expect(rows([table('english')]).map(brief)).toEqual(expected);
    expect(rows([table('si')]).map(brief)).toEqual(expected);
  });
});
