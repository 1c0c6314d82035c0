/**
 * Typed pages of layouts the development sheets do not show, as pdf.js hands their text over: heads in two
 * languages in one cell, Japanese heads, a method column per standards body (ASTM | ISO), rows numbered under
 * No., values that state none (N/A, —) or carry a footnote letter or a power of ten, method variants, and
 * conditions below zero. The same classes as real PDFs are in pdf-maker-layouts (test/support/maker-pdfs*.ts).
 */
import { readCondition } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { plainNumber } from '../../src/modules/datasheet/cache/pdf-import/printed.ts';
import { splitName } from '../../src/modules/datasheet/cache/pdf-import/records.ts';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

describe('heads the development sheets do not print', () => {
  it('reads heads in two languages in one cell, either language first', () => {
    const sheet = page([
      [60, [[50, 'KX-2210', 24, 0]]],
      [
        150,
        [
          [50, '性能 Property'],
          [220, 'Test Method 测试方法'],
          [340, '单位 Unit'],
          [420, 'Typical Value / 典型值'],
        ],
      ],
      [
        170,
        [
          [50, '密度 Density'],
          [220, 'ISO 1183'],
          [340, 'g/cm³'],
          [425, '1.05'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([['密度 Density', 'ISO 1183', '', '1.05', 'g/cm³']]);
  });

  it('reads Japanese heads (項目 / 試験方法 / 試験条件 / 単位 / 代表値)', () => {
    const sheet = page([
      [60, [[50, 'JP7730', 24, 0]]],
      [
        150,
        [
          [50, '項目'],
          [200, '試験方法'],
          [290, '試験条件'],
          [370, '単位'],
          [440, '代表値'],
        ],
      ],
      [
        170,
        [
          [50, '曲げ弾性率'],
          [200, 'ISO 178'],
          [290, '23℃'],
          [370, 'MPa'],
          [445, '2600'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([['曲げ弾性率', 'ISO 178', '23 °C', '2600', 'MPa']]);
  });

  it('takes a method column per standards body, the first printed being the row’s, and leaves row numbers out', () => {
    const sheet = page([
      [60, [[50, 'PC-1220', 24, 0]]],
      [
        150,
        [
          [40, 'No.'],
          [70, 'Property'],
          [230, 'ASTM'],
          [300, 'ISO'],
          [370, 'Unit'],
          [440, 'Value'],
        ],
      ],
      [
        170,
        [
          [42, '1'],
          [70, 'Tensile Strength'],
          [230, 'D638'],
          [300, '527-2'],
          [370, 'MPa'],
          [445, '62'],
        ],
      ],
      [
        186,
        [
          [42, '2'],
          [70, 'Water Absorption'],
          [300, '62'],
          [370, '%'],
          [445, '0.15'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Tensile Strength', 'ASTM D638', '', '62', 'MPa'],
      ['Water Absorption', 'ISO 62', '', '0.15', '%'],
    ]);
  });
});

describe('cells that state no value, or more than a value', () => {
  it('leaves out rows whose value is N/A or a dash, keeps ratings as text, drops footnote letters', () => {
    const sheet = page([
      [60, [[50, 'AB-3300', 24, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [220, 'Test Method'],
          [340, 'Unit'],
          [420, 'Value'],
        ],
      ],
      [
        170,
        [
          [50, 'Mold Shrinkage'],
          [220, 'ASTM D955'],
          [340, '%'],
          [425, 'N/A'],
        ],
      ],
      [
        186,
        [
          [50, 'Haze'],
          [220, 'ASTM D1003'],
          [340, '%'],
          [425, '—'],
        ],
      ],
      [
        202,
        [
          [50, 'Flammability, 1.6 mm'],
          [220, 'UL 94'],
          [340, '—'],
          [425, 'V-0'],
        ],
      ],
      [
        218,
        [
          [50, 'Elongation at Break'],
          [220, 'ISO 527'],
          [340, '%'],
          [425, '120b'],
        ],
      ],
      [
        234,
        [
          [50, 'Izod Impact, notched (23 °C)'],
          [220, 'ISO 180/1A'],
          [340, 'kJ/m²'],
          [425, 'NB'],
        ],
      ],
      [
        250,
        [
          [50, 'Melt Flow Rate'],
          [220, 'ISO 1133 / ASTM D1238'],
          [340, 'g/10 min'],
          [425, '8'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Flammability', 'UL 94', '1.6 mm', 'V-0', ''],
      ['Elongation at Break', 'ISO 527', '', '120', '%'],
      ['Izod Impact, notched', 'ISO 180/1A', '23 °C', 'NB', 'kJ/m²'],
      // Two bodies' codes for one test: the first is the row's method, the second no condition.
      ['Melt Flow Rate', 'ISO 1133', '', '8', 'g/10 min'],
    ]);
  });

  it('reads powers of ten as the import reads numbers', () => {
    expect(plainNumber('1.5 x 10^14')).toBe('1.5E+14');
    expect(plainNumber('1.5×10¹⁴')).toBe('1.5E+14');
    expect(plainNumber('> 10^15')).toBe('> 1E+15');
    expect(plainNumber('2.3 x 10-5')).toBe('2.3E-5');
    expect(plainNumber('10')).toBe('10');
    expect(plainNumber('1000 h')).toBe('1000 h');
  });
});

describe('conditions in names', () => {
  it('cuts at "at" before a number, and prefers the cut whose condition is only its parts', () => {
    expect(splitName('Melt flow rate (MFR) at 190 °C and 2.16 kg')).toEqual({
      header: 'Melt flow rate (MFR)',
      condition: '190 °C, 2.16 kg',
    });
    expect(splitName('Density at 23 °C')).toEqual({ header: 'Density', condition: '23 °C' });
    expect(splitName('Gloss at 45°')).toEqual({ header: 'Gloss', condition: '45°' });
    expect(splitName('Tensile Strength at Yield (50 mm/min)')).toEqual({
      header: 'Tensile Strength at Yield',
      condition: '50 mm/min',
    });
    expect(splitName('Melt Index, Condition E (190 °C/2.16 kg)')).toEqual({
      header: 'Melt Index',
      condition: '190 °C, 2.16 kg',
    });
  });

  it('reads temperatures below zero, fractions of an inch and humidity as the label writes it', () => {
    expect(readCondition('-30 °C')?.label).toBe('-30 °C');
    expect(readCondition('−40℃')?.label).toBe('-40 °C');
    expect(readCondition('230-240 °C')?.parts.temperature).toBe(240);
    expect(readCondition('1/4", 23 °C')?.label).toBe('23 °C (1/4")');
    const label = readCondition('23 °C/50 % r. h.')?.label ?? '';
    expect(readCondition(label)?.parts).toEqual({ temperature: 23, humidity: 50 });
  });
});

describe('tables that print less than a head per column', () => {
  it('reads the values of a column whose head is blank, right of the last head', () => {
    const sheet = page([
      [60, [[50, 'LX-110', 24, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [220, 'Test Method'],
          [340, 'Unit'],
        ],
      ],
      [
        170,
        [
          [50, 'Melt Index'],
          [220, 'ASTM D1238'],
          [340, 'g/10 min'],
          [430, '2.0'],
        ],
      ],
      [
        186,
        [
          [50, 'Density'],
          [220, 'ASTM D1505'],
          [340, 'g/cm³'],
          [430, '0.920'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt Index', 'ASTM D1238', '', '2.0', 'g/10 min'],
      ['Density', 'ASTM D1505', '', '0.920', 'g/cm³'],
    ]);
  });
});

describe('a condition printed under no head', () => {
  it('is the row’s condition whether it lands beside the name or beside the method', () => {
    const sheet = page([
      [60, [[50, 'PA-6630', 24, 0]]],
      [
        150,
        [
          [50, 'Property'],
          [260, 'Test Method'],
          [360, 'Unit'],
          [430, 'Value'],
        ],
      ],
      [
        170,
        [
          [50, 'Izod Impact Strength'],
          [200, '23 °C'],
          [260, 'ASTM D256'],
          [360, 'J/m'],
          [435, '60'],
        ],
      ],
      [
        186,
        [
          [50, 'HDT'],
          [120, '1.82 MPa'],
          [260, 'ASTM D648'],
          [360, '°C'],
          [435, '210'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Izod Impact Strength', 'ASTM D256', '23 °C', '60', 'J/m'],
      ['HDT', 'ASTM D648', '1.82 MPa', '210', '°C'],
    ]);
  });
});
