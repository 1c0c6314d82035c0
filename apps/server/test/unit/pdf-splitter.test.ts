/**
 * The PDF row splitter on lines of real maker sheets, typed in as pdf.js hands them over (a piece of text, its
 * place and size; glyphs split where the PDF splits them): Hanwha's MD/TD lines around a property and `kg/cm`
 * with a raised `2`, Formosa's `290/110*` under `* MD / TD` and `Melt Index, Condition E, 190ºC/2.16 kg`,
 * QAPCO's `MD/ TD` label and `@ 23 °C *`, a two-grade sheet (JF19010 / JF18010), Chinese and Korean heads,
 * a headline box, a table without heads; then the spellings and conversions the rows rely on.
 */
import {
  convert,
  type ImportRecord,
  type PdfPageText,
  type PdfTextItem,
  parseImportValue,
  readCondition,
  standardSpelling,
  unitOfSpelling,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { pageLines } from '../../src/modules/datasheet/cache/pdf-import/lines.ts';
import { cleanValue, splitName } from '../../src/modules/datasheet/cache/pdf-import/records.ts';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';

/** A typed line: pieces at x (width from the text, 5.5 a character at size 11), all on baseline y. */
type Piece =
  | readonly [x: number, text: string]
  | readonly [x: number, text: string, size: number, rise: number];

function page(lines: readonly (readonly [y: number, pieces: readonly Piece[]])[]): PdfPageText {
  const items: PdfTextItem[] = [];
  for (const [y, pieces] of lines) {
    for (const piece of pieces) {
      const [x, s, size = 11, rise = 0] = piece;
      items.push({ s, x, y: y - rise, w: s.length * size * 0.5, h: size });
    }
  }
  return { page: 1, width: 612, height: 792, items };
}

const rows = (pages: PdfPageText[], makers: string[] = []) =>
  splitSheet(pages, { makers }).records.map((r) => r.record);
const brief = (r: ImportRecord) => [r.header, r.standard, r.condition, r.value, r.unit];

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

describe('one PDF, two grades (JF19010 and JF18010)', () => {
  it('gives one row per grade, each grade a sheet of its own', () => {
    const sheet = page([
      [60, [[50, 'JF19010 / JF18010', 24, 0]]],
      [
        160,
        [
          [50, 'Property'],
          [250, 'Unit'],
          [330, 'Test Method'],
          [440, 'JF19010'],
          [510, 'JF18010'],
        ],
      ],
      [
        180,
        [
          [50, 'Melt Index'],
          [250, 'g/10min'],
          [330, 'ASTM D 1238'],
          [445, '1.0'],
          [515, '0.8'],
        ],
      ],
      [
        196,
        [
          [50, 'Vicat Softening Point'],
          [250, 'ºC'],
          [330, 'ASTM D 1525'],
          [445, '94~96'],
          [515, '98'],
        ],
      ],
    ]);
    expect(rows([sheet]).map((r) => [r.grade, r.header, r.standard, r.value, r.unit])).toEqual([
      ['JF19010', 'Melt Index', 'ASTM D1238', '1.0', 'g/10min'],
      ['JF18010', 'Melt Index', 'ASTM D1238', '0.8', 'g/10min'],
      ['JF19010', 'Vicat Softening Point', 'ASTM D1525', '94~96', 'ºC'],
      ['JF18010', 'Vicat Softening Point', 'ASTM D1525', '98', 'ºC'],
    ]);
  });
});

describe('heads in Chinese and Korean', () => {
  it('reads a Chinese table (项目 / 测试方法 / 单位 / 典型值)', () => {
    const sheet = page([
      [60, [[50, 'LL-2020', 24, 0]]],
      [
        160,
        [
          [50, '项目'],
          [200, '测试方法'],
          [320, '单位'],
          [420, '典型值'],
        ],
      ],
      [
        180,
        [
          [50, '熔体流动速率'],
          [200, 'GB/T 3682'],
          [320, '克/10分钟'],
          [425, '2.0'],
        ],
      ],
      [
        196,
        [
          [50, '拉伸屈服强度'],
          [200, 'GB/T 1040'],
          [320, '兆帕'],
          [425, '≥10'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['熔体流动速率', 'GB/T 3682', '', '2.0', '克/10分钟'],
      ['拉伸屈服强度', 'GB/T 1040', '', '≥10', '兆帕'],
    ]);
  });

  it('reads a Korean table (항목 / 단위 / 시험방법 / 값)', () => {
    const sheet = page([
      [60, [[50, 'HD-5502', 24, 0]]],
      [
        160,
        [
          [50, '항목'],
          [220, '단위'],
          [300, '시험방법'],
          [440, '값'],
        ],
      ],
      [
        180,
        [
          [50, '밀도'],
          [220, 'g/㎤'],
          [300, 'ASTM D1505'],
          [440, '0.955'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([['밀도', 'ASTM D1505', '', '0.955', 'g/㎤']]);
  });
});

describe('the headline box', () => {
  it('adds only what the table lacks, marked unsure', () => {
    const sheet = page([
      [97, [[433, '2040', 48, 0]]],
      [
        181,
        [
          [395, 'MELT INDEX', 12, 0],
          [487, '0.8', 12, 0],
        ],
      ],
      [
        201,
        [
          [395, 'VA CONTENT', 12, 0],
          [487, '9.5', 12, 0],
        ],
      ],
      [
        538,
        [
          [107, 'Physical Properties'],
          [283, 'Unit'],
          [370, 'Test Method'],
          [496, 'Value'],
        ],
      ],
      [
        555,
        [
          [73, 'Melt Index'],
          [275, 'g/10min'],
          [373, 'ASTM D1238'],
          [504, '0.8'],
        ],
      ],
    ]);
    const split = splitSheet([sheet], { makers: [] });
    expect(split.records.map((r) => [r.record.header, r.record.value, r.unsure !== null])).toEqual([
      ['Melt Index', '0.8', false],
      ['VA CONTENT', '9.5', true],
    ]);
  });
});

describe('a table without heads', () => {
  it('is found by alignment, the cells between name and value told apart by what they say', () => {
    const sheet = page([
      [60, [[50, 'PP-H030', 24, 0]]],
      [
        200,
        [
          [50, 'Melt flow rate'],
          [220, 'ISO 1133'],
          [320, 'g/10 min'],
          [450, '3.0'],
        ],
      ],
      [
        216,
        [
          [50, 'Flexural modulus'],
          [220, 'ISO 178'],
          [320, 'MPa'],
          [446, '1,500'],
        ],
      ],
      [
        232,
        [
          [50, 'HDT'],
          [220, 'ISO 75'],
          [320, '0.45 MPa'],
          [460, '°C'],
          [500, '95'],
        ],
      ],
    ]);
    expect(rows([sheet]).map(brief)).toEqual([
      ['Melt flow rate', 'ISO 1133', '', '3.0', 'g/10 min'],
      ['Flexural modulus', 'ISO 178', '', '1,500', 'MPa'],
      ['HDT', 'ISO 75', '0.45 MPa', '95', '°C'],
    ]);
  });
});

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
  });

  it('cleans values as the xlsx import then reads them: bounds, ranges, thousands', () => {
    expect(cleanValue('< -76')).toBe('<-76');
    expect(cleanValue('> 300*')).toBe('>300');
    expect(cleanValue('94 ~ 96')).toBe('94~96');
    expect(parseImportValue(cleanValue('<-76'), 'number')).toEqual({ value_max: -76 });
    expect(parseImportValue(cleanValue('>300'), 'number')).toEqual({ value_min: 300 });
    expect(parseImportValue(cleanValue('94~96'), 'number')).toEqual({ value_min: 94, value_max: 96 });
    expect(parseImportValue(cleanValue('9,800'), 'number')).toEqual({ value: 9800 });
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
