import { buffer } from 'node:stream/consumers';
import {
  API_PREFIX,
  type CompareData,
  type DatasheetLibraries,
  datasheetPaths,
  type LibraryHeader,
  type LibraryMetric,
  unitByCode,
} from '@console/contract';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXlsx } from '../../src/engine/xlsx.ts';
import { endpointServer } from '../../src/http/endpoint.ts';
import { handleError } from '../../src/http/error-handler.ts';
import {
  COMPARE_HEAD_ROWS,
  type CompareLoader,
  compareExportRoute,
  compareWorkbook,
} from '../../src/modules/datasheet/compare-export.ts';

function metric(id: number, code: string): LibraryMetric {
  const def = unitByCode(code);
  if (!def) throw new Error(`test expects unit ${code}`);
  const { symbol, quantity, factor, offset } = def;
  return {
    id,
    code,
    symbol,
    quantity,
    factor,
    offset,
    name_zh: code,
    name_en: code,
    system: 'both',
    enabled: true,
  };
}

const header = (
  id: number,
  names: [string, string],
  root_id: number | null,
  rest: Pick<LibraryHeader, 'quantity' | 'value_kind' | 'better'> & Partial<LibraryHeader>,
): LibraryHeader => ({
  id,
  code: `h${id}`,
  name_zh: names[0],
  name_en: names[1],
  root_id,
  sort: id,
  has_state: false,
  smart: false,
  attach: false,
  enabled: true,
  ...rest,
});

const libraries: DatasheetLibraries = {
  roots: [
    { id: 1, name_zh: '机械性能', name_en: 'Mechanical', sort: 1 },
    { id: 2, name_zh: '热性能', name_en: 'Thermal', sort: 2 },
  ],
  headers: [
    header(20, ['拉伸强度', 'Tensile strength'], 1, {
      quantity: 'stress',
      value_kind: 'number',
      better: 'higher',
      default_metric_id: 1,
    }),
    header(30, ['热变形温度', 'HDT'], 2, { quantity: 'temperature', value_kind: 'number', better: 'higher' }),
    header(40, ['阻燃等级', 'UL94'], null, { quantity: 'rating', value_kind: 'text', better: 'none' }),
  ],
  standards: [
    { id: 100, code: 'ISO 527-2', title_zh: '', title_en: '', enabled: true },
    { id: 101, code: 'ASTM D638', title_zh: '', title_en: '', enabled: true },
  ],
  conditions: [{ id: 201, label: '1.8 MPa', load_stress: 1.8 }],
  metrics: [metric(1, 'MPa'), metric(2, 'psi'), metric(3, 'degC'), metric(4, 'degF')],
};

const sheetBase = { category: ['工程塑料', '聚酰胺'], updated_at: '2026-01-01T00:00:00.000Z' };
const data: CompareData = {
  sheets: [
    {
      ...sheetBase,
      id: 1,
      dsno: 'DS00000001',
      grade: 'A3WG6',
      company: '巴斯夫',
      trademark: 'Ultramid',
      fillers: ['GF 30%'],
      ul94: 'HB',
      properties: [
        { header_id: 20, standard_id: 100, value: 190, metric_id: 1 },
        { header_id: 20, standard_id: 101, value: 27000, metric_id: 2 },
        { header_id: 30, condition_id: 201, value: 250, metric_id: 3 },
        { header_id: 40, value_text: 'HB' },
      ],
    },
    {
      ...sheetBase,
      id: 2,
      dsno: 'DS00000002',
      grade: 'B4300 G6',
      company: '巴斯夫',
      trademark: '',
      fillers: [],
      ul94: 'V-0',
      properties: [
        { header_id: 20, standard_id: 100, value_min: 130, value_max: 140, metric_id: 1 },
        { header_id: 30, condition_id: 201, value: 205, metric_id: 3 },
        { header_id: 40, value_text: 'V-0' },
      ],
    },
  ],
  missing: ['DS00000009'],
};

/** The workbook as the xlsx worker writes it, read back. */
async function readBack(workbook: ReturnType<typeof compareWorkbook>): Promise<ExcelJS.Worksheet> {
  const xlsx = startXlsx(workbook.sheet);
  const bytes = buffer(xlsx.stream);
  await xlsx.write(workbook.rows);
  await xlsx.end();
  const copy = new ExcelJS.Workbook();
  await copy.xlsx.load((await bytes) as unknown as ArrayBuffer);
  const sheet = copy.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** Each row as its cells' values, 1-based columns A… as an array. */
function values(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}
function rowWith(sheet: ExcelJS.Worksheet, first: string, second?: string): number {
  for (let n = 1; n <= sheet.rowCount; n++) {
    const [a, b] = values(sheet, n);
    if (a === first && (second === undefined || b === second)) return n;
  }
  throw new Error(`no row ${first} ${second ?? ''}`);
}

describe('the comparison workbook', () => {
  // The first workbook starts the xlsx worker, which loads exceljs (seconds on a busy machine under tsx).
  beforeAll(() => readBack(compareWorkbook(data, libraries, 'si', 'zh')), 60_000);

  it('puts the sheets’ fields on top, the headings under them, then a band per root and the rows', async () => {
    const sheet = await readBack(compareWorkbook(data, libraries, 'si', 'zh'));
    expect(sheet.name).toBe('物性对比');
    expect(values(sheet, 1)).toEqual(['牌号', '牌号', '牌号', '牌号', '牌号', 'A3WG6', 'B4300 G6']);
    expect(values(sheet, 2).slice(5)).toEqual(['DS00000001', 'DS00000002']);
    expect(values(sheet, 3).slice(5)).toEqual(['巴斯夫 · Ultramid', '巴斯夫']);
    expect(values(sheet, 4).slice(5)).toEqual(['工程塑料 / 聚酰胺', '工程塑料 / 聚酰胺']);
    expect(values(sheet, 5).slice(5, 6)).toEqual(['GF 30%']);
    expect(values(sheet, 6).slice(5)).toEqual(['HB', 'V-0']);
    expect(values(sheet, COMPARE_HEAD_ROWS)).toEqual([
      '性能',
      '测试标准',
      '测试条件',
      '状态',
      '单位',
      'A3WG6 (DS00000001)',
      'B4300 G6 (DS00000002)',
    ]);
    expect(values(sheet, COMPARE_HEAD_ROWS + 1)[0]).toBe('机械性能');
    expect(sheet.getCell(COMPARE_HEAD_ROWS + 1, 1).isMerged).toBe(true);
    // One header under two standards: two rows, never merged; numbers stay numbers, a range stays text.
    const iso = rowWith(sheet, '拉伸强度', 'ISO 527-2');
    const astm = rowWith(sheet, '拉伸强度', 'ASTM D638');
    expect(values(sheet, iso).slice(4)).toEqual(['MPa', 190, '130–140']);
    expect(values(sheet, astm).slice(4, 6)).toEqual(['MPa', 186.2]);
    expect(sheet.getCell(astm, 7).value).toBeNull();
    const hdt = rowWith(sheet, '热变形温度');
    expect(values(sheet, hdt - 1)[0]).toBe('热性能');
    expect(values(sheet, hdt)).toEqual(['热变形温度', undefined, '1.8 MPa', undefined, '°C', 250, 205]);
    // A header without a root under "其他"; text ratings as they are.
    expect(values(sheet, rowWith(sheet, '阻燃等级') - 1)[0]).toBe('其他');
    expect(values(sheet, rowWith(sheet, '阻燃等级')).slice(5)).toEqual(['HB', 'V-0']);
    expect(values(sheet, rowWith(sheet, '单位制：公制 SI'))).toEqual(['单位制：公制 SI']);
    expect(values(sheet, sheet.rowCount)).toEqual(['未找到的 DSNO：DS00000009']);
  });

  it('sets the best value of a row bold, and no other', async () => {
    const sheet = await readBack(compareWorkbook(data, libraries, 'si', 'zh'));
    const iso = rowWith(sheet, '拉伸强度', 'ISO 527-2');
    expect(sheet.getCell(iso, 6).font?.bold).toBe(true);
    expect(sheet.getCell(iso, 7).font?.bold).toBeFalsy();
    const hdt = rowWith(sheet, '热变形温度');
    expect(sheet.getCell(hdt, 6).font?.bold).toBe(true);
    expect(sheet.getCell(hdt, 7).font?.bold).toBeFalsy();
    const ul94 = rowWith(sheet, '阻燃等级');
    expect(sheet.getCell(ul94, 6).font?.bold).toBeFalsy();
  });

  it('freezes the first column and the head rows', async () => {
    const sheet = await readBack(compareWorkbook(data, libraries, 'si', 'zh'));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: COMPARE_HEAD_ROWS });
  });

  it('converts to imperial and speaks English', async () => {
    const sheet = await readBack(compareWorkbook(data, libraries, 'imperial', 'en'));
    expect(sheet.name).toBe('Comparison');
    expect(values(sheet, COMPARE_HEAD_ROWS).slice(0, 5)).toEqual([
      'Property',
      'Standard',
      'Condition',
      'State',
      'Unit',
    ]);
    const iso = rowWith(sheet, 'Tensile strength', 'ISO 527-2');
    expect(values(sheet, iso).slice(4)).toEqual(['psi', 27560, '18850–20310']);
    const hdt = rowWith(sheet, 'HDT');
    expect(values(sheet, hdt).slice(4)).toEqual(['°F', 482, 401]);
    expect(values(sheet, hdt)[2]).toBe('261 psi');
    expect(values(sheet, rowWith(sheet, 'Units: imperial'))).toEqual(['Units: imperial']);
  });
});

describe('GET /ds/compare/export', () => {
  let app: FastifyInstance;
  const asked: string[][] = [];
  const load: CompareLoader = async (dsnos) => {
    asked.push(dsnos);
    const sheets = data.sheets.filter((sheet) => dsnos.includes(sheet.dsno));
    const missing = dsnos.filter((dsno) => !sheets.some((sheet) => sheet.dsno === dsno));
    return { data: { sheets, missing }, libraries };
  };
  const url = (query: string) => `${API_PREFIX}${datasheetPaths.compareExport}?${query}`;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.register(async (api) => compareExportRoute(endpointServer(api, true), load), { prefix: API_PREFIX });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the xlsx named in the person’s language, in the system asked', async () => {
    const res = await app.inject({
      url: url('dsno=ds00000002,DS00000001,DS00000002&system=imperial'),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Comparison-\d{8}-\d{4}\.xlsx$/);
    // Trimmed, upper-cased, without repeats, in the order asked.
    expect(asked.at(-1)).toEqual(['DS00000002', 'DS00000001']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Comparison');
    expect(values(sheet, 1).slice(5)).toEqual(['B4300 G6', 'A3WG6']);
    expect(values(sheet, rowWith(sheet, 'HDT')).slice(4)).toEqual(['°F', 401, 482]);
  });

  it('names the file in Chinese by default and takes SI when no system is given', async () => {
    const res = await app.inject({ url: url('dsno=DS00000001') });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(
      /物性对比-\d{8}-\d{4}\.xlsx$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(values(sheet, rowWith(sheet, '热变形温度')).slice(4)).toEqual(['°C', 250]);
  });

  it('refuses what is no DSNO, an unknown system, none or too many, and loads nothing', async () => {
    const before = asked.length;
    const refusals: [string, RegExp][] = [
      ['dsno=DS00000001,DS123,abc', /dsno: 不是有效的 DSNO（应为 DS 加 8 位数字）：DS123, ABC/],
      ['dsno=DS00000001&system=metric', /system: 取值必须是 si, imperial 之一/],
      ['dsno=', /dsno: 长度不能少于 1/],
      ['system=si', /dsno: 不能为空/],
      [
        `dsno=${Array.from({ length: 201 }, (_, i) => `DS${String(i).padStart(8, '0')}`).join(',')}`,
        /dsno: 长度不能超过 200/,
      ],
    ];
    for (const [query, message] of refusals) {
      const res = await app.inject({ url: url(query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(2);
      expect(res.json().msg).toMatch(message);
    }
    expect(asked.length).toBe(before);
  });

  it('says so when none of the sheets exists', async () => {
    const res = await app.inject({ url: url('dsno=DS00000009'), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 4,
      msg: 'None of the datasheets to export was found: DS00000009',
      data: null,
    });
  });
});
