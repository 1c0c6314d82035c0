/**
 * The comparison's xlsx over sheets stored in a real database: the compare endpoint's own loader (the one
 * the route is registered with) feeds the workbook, so what the database returns is what the file shows.
 */
import { API_PREFIX, datasheetPaths } from '@console/contract';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointServer } from '../../src/http/endpoint.ts';
import { handleError } from '../../src/http/error-handler.ts';
import { COMPARE_HEAD_ROWS, compareExportRoute } from '../../src/modules/datasheet/compare-export.ts';
import { loadLibraries } from '../../src/modules/datasheet/libraries.ts';
import { loadComparedSheets } from '../../src/modules/datasheet/sheet-view.ts';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let lib: DatasheetLibrary;
let exporter: FastifyInstance;
const dsnos: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  const api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  const pbt = pa66Sheet(lib, {
    grade: 'XT-PBT G30',
    category_id: lib.categories.pbt,
    properties: [
      {
        header_id: lib.headers.tensile,
        standard_id: lib.standards.iso527,
        condition_id: lib.conditions.c23,
        state: 'dry',
        value: 135,
        metric_id: lib.metrics.MPa,
      },
      {
        header_id: lib.headers.tensile,
        standard_id: lib.standards.astmD638,
        state: 'dry',
        value: 20000,
        metric_id: lib.metrics.psi,
      },
      {
        header_id: lib.headers.hdt,
        standard_id: lib.standards.iso75,
        condition_id: lib.conditions.hdt18,
        value: 205,
        metric_id: lib.metrics.degC,
      },
    ],
  });
  for (const values of [pa66Sheet(lib), pbt]) {
    const id = await api.add('/ds', values);
    const { body } = await api.get<{ dsno: string }>(`/ds/get?id=${id}`);
    dsnos.push(body.data.dsno);
  }
  // The route on its own app, with the loader the integrator registers it with.
  exporter = Fastify({ logger: false });
  exporter.setErrorHandler(handleError);
  exporter.register(
    async (api) =>
      compareExportRoute(endpointServer(api, true), async (asked) => ({
        data: await loadComparedSheets(t.db, asked),
        libraries: await loadLibraries(t.db),
      })),
    { prefix: API_PREFIX },
  );
  await exporter.ready();
});
afterAll(async () => {
  await exporter?.close();
  await t.close();
});

async function exported(query: string, language = 'zh-CN'): Promise<ExcelJS.Worksheet> {
  const res = await exporter.inject({
    url: `${API_PREFIX}${datasheetPaths.compareExport}?${query}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0] as ExcelJS.Worksheet;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('the comparison xlsx over stored sheets', () => {
  it('writes the sheets’ fields, every property row apart and the best values bold, in imperial', async () => {
    const sheet = await exported(`dsno=${dsnos.join(',')},DS09999999&system=imperial`);
    const rows = rowsOf(sheet);
    expect(rows[0]?.slice(5)).toEqual(['XT-66G30', 'XT-PBT G30']);
    expect(rows[1]?.slice(5)).toEqual(dsnos);
    expect(rows[2]?.slice(5)).toEqual(['示例聚合物有限公司 · Exatron', '示例聚合物有限公司 · Exatron']);
    expect(rows[3]?.slice(5)).toEqual(['工程塑料 / 聚酰胺 PA / PA66', '工程塑料 / 聚酯 / PBT']);
    expect(rows[5]?.slice(5)).toEqual(['HB']);
    // Dry and conditioned, ISO and ASTM: four tensile rows, none merged.
    const tensile = rows.filter((row) => row[0] === '拉伸强度');
    expect(tensile.map((row) => row.slice(1, 5))).toEqual([
      ['ASTM D638', undefined, '干态', 'psi'],
      ['ISO 527-2', '73.4 °F, 1.97 in/min', '干态', 'psi'],
      ['ISO 527-2', '73.4 °F, 1.97 in/min', '调湿态', 'psi'],
    ]);
    expect(tensile[1]?.slice(5)).toEqual([27560, 19580]);
    const dryIso = rows.indexOf(tensile[1] as unknown[]) + 1;
    expect(sheet.getCell(dryIso, 6).font?.bold).toBe(true);
    expect(sheet.getCell(dryIso, 7).font?.bold).toBeFalsy();
    expect(rows.find((row) => row[0] === '热变形温度')?.slice(4)).toEqual(['°F', 482, 401]);
    expect(rows.at(-1)).toEqual(['未找到的 DSNO：DS09999999']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: COMPARE_HEAD_ROWS });
  });

  it('answers in English when asked, in SI by default', async () => {
    const sheet = await exported(`dsno=${dsnos[1]}`, 'en-US,en;q=0.9');
    const rows = rowsOf(sheet);
    expect(sheet.name).toBe('Comparison');
    expect(rows.find((row) => row[0] === 'Heat deflection temperature')?.slice(4)).toEqual(['°C', 205]);
  });
});
