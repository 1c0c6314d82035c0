import { describe, expect, it } from 'vitest';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';
import { brief, page, rows } from './pdf-splitter.fixture.ts';

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
