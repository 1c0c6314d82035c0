/**
 * What the PDF rows rely on once split: glyphs joined into cells, conditions moved out of names, values cleaned,
 * and the printed spellings of units, methods and conditions read as the libraries write them.
 */
import {
  convert,
  parseImportValue,
  readCondition,
  standardSpelling,
  unitOfSpelling,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { pageLines } from '../../src/modules/datasheet/cache/pdf-import/lines.ts';
import { cleanValue, splitName } from '../../src/modules/datasheet/cache/pdf-import/records.ts';
import { page } from './pdf-splitter.fixture.ts';

describe('lines and names', () => {
  it('joins glyphs of one value and keeps columns apart', () => {
    const lines = pageLines(
      page([
        [
          420,
          [
            [76, 'Density'],
            [376, 'ASTM D1505'],
            [501.5, '0'],
            [507, '.9'],
            [512.5, '2'],
            [518, '1'],
          ],
        ],
      ]),
    );
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(['Density', 'ASTM D1505', '0.921']);
  });

  it('moves printed conditions out of names, keeps words that are part of the property', () => {
    expect(splitName('Melt Index, Condition E, 190ºC/2.16 kg')).toEqual({
      header: 'Melt Index',
      condition: '190 °C, 2.16 kg',
    });
    expect(splitName('Melt Flow Index (190 °C /2.16 kg)')).toEqual({
      header: 'Melt Flow Index',
      condition: '190 °C, 2.16 kg',
    });
    expect(splitName('HDT @ 1.8 MPa')).toEqual({ header: 'HDT', condition: '1.8 MPa' });
    expect(splitName('Izod Impact Strength (23℃)')).toEqual({
      header: 'Izod Impact Strength',
      condition: '23 °C',
    });
    expect(splitName('Tensile Strength @ Yield')).toEqual({
      header: 'Tensile Strength @ Yield',
      condition: '',
    });
    expect(splitName('Density (1)')).toEqual({ header: 'Density', condition: '' });
    // A decimal comma in a condition, as European sheets print it.
    expect(splitName('Melt Flow Rate (190 °C/2,16 kg)')).toEqual({
      header: 'Melt Flow Rate',
      condition: '190 °C, 2.16 kg',
    });
  });

  it('cleans values as the xlsx import then reads them: bounds, ranges, thousands', () => {
    expect(cleanValue('< -76')).toBe('<-76');
    expect(cleanValue('> 300*')).toBe('>300');
    expect(cleanValue('94 ~ 96')).toBe('94~96');
    expect(parseImportValue(cleanValue('<-76'), 'number')).toEqual({ value_max: -76 });
    expect(parseImportValue(cleanValue('>300'), 'number')).toEqual({ value_min: 300 });
    expect(parseImportValue(cleanValue('94~96'), 'number')).toEqual({ value_min: 94, value_max: 96 });
    expect(parseImportValue(cleanValue('9,800'), 'number')).toEqual({ value: 9800 });
    // A decimal comma, as European sheets print it: never read as thousands.
    expect(['0,918', '12,5', '< 0,1', '2,5~3,0', '1,450', '74,000/128,000'].map(cleanValue)).toEqual([
      '0.918',
      '12.5',
      '<0.1',
      '2.5~3.0',
      '1,450',
      '74,000/128,000',
    ]);
  });
});

describe('units and methods as printed', () => {
  it('maps every printed unit spelling to the console unit, with the right conversion', () => {
    const code = (raw: string) => unitOfSpelling(raw)?.code;
    expect(['kg/cm2', 'kg/cm²', 'Kg/cm²', '公斤/平方厘米'].map(code)).toEqual(Array(4).fill('kgf/cm2'));
    expect(['g/cc', 'g/cm3', 'g/㎤', '克/立方厘米'].map(code)).toEqual(Array(4).fill('g/cm3'));
    expect(['℃', 'ºC', '°C', 'oC', '\uF0B0C', '摄氏度'].map(code)).toEqual(Array(6).fill('degC'));
    expect(['psi', 'psi.', 'lb/in²'].map(code)).toEqual(Array(3).fill('psi'));
    expect(['°F', '℉'].map(code)).toEqual(['degF', 'degF']);
    expect(['mil', 'g/10 min.', '克/10分钟', '兆帕', 'wt%', '㎛'].map(code)).toEqual([
      'mil',
      'g/10min',
      'g/10min',
      'MPa',
      '%',
      'um',
    ]);
    // Tear strength of film sheets, a force per length.
    expect(['kg/cm', 'Kg/cm', 'g/mil', 'N/mm'].map(code)).toEqual(['kgf/cm', 'kgf/cm', 'gf/mil', 'N/mm']);
    // Not units of the console: left as printed for a person to map, never guessed.
    expect(['HCC', 'cc', 'kg/cm3'].map(code)).toEqual([undefined, undefined, undefined]);

    const mpa = unitOfSpelling('MPa');
    const kgcm2 = unitOfSpelling('kg/cm2');
    const psi = unitOfSpelling('psi');
    const degF = unitOfSpelling('°F');
    const degC = unitOfSpelling('℃');
    const mil = unitOfSpelling('mil');
    const um = unitOfSpelling('µm');
    if (!mpa || !kgcm2 || !psi || !degF || !degC || !mil || !um) throw new Error('catalogue units');
    expect(convert(180, kgcm2, mpa)).toBeCloseTo(17.652, 3);
    expect(convert(3300, psi, mpa)).toBeCloseTo(22.753, 3);
    expect(convert(-76, degC, degF)).toBeCloseTo(-104.8, 6);
    expect(convert(1.18, mil, um)).toBeCloseTo(29.972, 3);
  });

  it('writes a standard as the library does; an in-house method stays as printed', () => {
    const code = (raw: string, body?: string) => standardSpelling(raw, body).code;
    expect(['ASTM D 1238', 'ASTM D1238', 'ASTM D-1238', 'ASTMD1238', 'D1238'].map((s) => code(s))).toEqual(
      Array(5).fill('ASTM D1238'),
    );
    expect(code('1238', 'ASTM')).toBe('ASTM D1238'.replace('D', ''));
    expect(code('ISO1133')).toBe('ISO 1133');
    expect(standardSpelling('ASTM D-1525 (A120)')).toMatchObject({ code: 'ASTM D1525', rest: '(A120)' });
    expect(standardSpelling('HCC Method')).toEqual({ code: 'HCC Method', rest: '', recognised: false });
  });

  it('reads conditions into the library label', () => {
    expect(readCondition('190ºC/2.16 kg')?.label).toBe('190 °C, 2.16 kg');
    expect(readCondition('@ 23 °C')?.label).toBe('23 °C');
    expect(readCondition('1.8 MPa')?.label).toBe('1.8 MPa');
    expect(readCondition('23 °C, MD')?.parts).toEqual({ temperature: 23, direction: 'MD' });
    expect(readCondition('A120')).toEqual({ label: 'A120', parts: {} });
  });
});
