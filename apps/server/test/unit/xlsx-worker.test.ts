/**
 * The xlsx worker (engine/xlsx.ts): what it writes is what was sent, looks included, and writing a large
 * sheet leaves the calling thread idle most of the time — the measure is a ratio of this thread's own busy
 * time to the time taken, so it does not depend on how fast the machine is.
 */
import { performance } from 'node:perf_hooks';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startXlsx, type XlsxRow, type XlsxSheet } from '../../src/engine/xlsx.ts';

async function written(sheet: XlsxSheet, batches: Iterable<XlsxRow[]>): Promise<ExcelJS.Worksheet> {
  const xlsx = startXlsx(sheet);
  const bytes = buffer(xlsx.stream);
  for (const rows of batches) await xlsx.write(rows);
  await xlsx.end();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
  const read = workbook.worksheets[0];
  if (!read) throw new Error('no worksheet');
  return read;
}

const columns = ['id', 'grade', 'maker', 'density', 'tensile', 'hdt', 'ul94', 'updated'];

function* batches(rows: number, size: number): Generator<XlsxRow[]> {
  for (let start = 0; start < rows; start += size) {
    yield Array.from({ length: Math.min(size, rows - start) }, (_, i) => {
      const n = start + i;
      return [
        n,
        `PA66-GF${n % 50}`,
        `Maker ${n % 997}`,
        1 + (n % 500) / 1000,
        80 + (n % 90),
        200 + (n % 60),
        'V-0',
        new Date(1_700_000_000_000 + n * 60_000),
      ];
    });
  }
}

describe('the xlsx worker', () => {
  // The first workbook starts the worker, which loads exceljs (seconds on a busy machine under tsx).
  beforeAll(() => written({ name: 'warm', columns: [{ header: 'a' }] }, [[[1]]]), 60_000);

  it('writes the rows sent, with headings, formats, styles, merges and frozen panes', async () => {
    const sheet = await written(
      {
        name: 'A sheet whose name is longer than Excel allows',
        columns: [
          { header: 'ID', width: 8 },
          { header: 'When', numFmt: 'yyyy-mm-dd hh:mm' },
          { header: 'Note' },
        ],
        frozen: { rows: 1, columns: 1 },
      },
      [
        [
          [1, new Date('2026-01-02T03:04:00Z'), 'first'],
          [2, null, null],
        ],
        [
          {
            cells: ['merged note'],
            merge: [1, 3],
            font: { bold: true },
            cellStyles: { 1: { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F5FF' } } } },
          },
        ],
      ],
    );
    expect(sheet.name).toBe('A sheet whose name is longer th');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'When', 'Note']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date('2026-01-02T03:04:00Z'));
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(3).getCell(1).value).toBe(2);
    expect(sheet.getRow(4).getCell(1).value).toBe('merged note');
    expect(sheet.getRow(4).getCell(3).isMerged).toBe(true);
    expect(sheet.getRow(4).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(4).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFF0F5FF' } });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
  });

  it('keeps each cell the format its column and kind of value give it, down a long column', async () => {
    // Cells of a column share one style object per kind of value (the worker's shareStyles): a date under
    // numbers in a column with no format must still be a date, and a formatted column keeps its format.
    const sheet = await written(
      { name: 'kinds', columns: [{ header: 'Mixed' }, { header: 'When', numFmt: 'yyyy-mm-dd' }] },
      [
        Array.from({ length: 300 }, (_, n) => [n, new Date(Date.UTC(2026, 0, 1 + (n % 28)))]),
        [
          [new Date('2026-03-04T00:00:00Z'), new Date('2026-03-05T00:00:00Z')],
          ['text', null],
        ],
      ],
    );
    expect(sheet.getRow(2).getCell(1).value).toBe(0);
    expect(sheet.getRow(301).getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(302).getCell(1).value).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(sheet.getRow(302).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(302).getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(303).getCell(1).value).toBe('text');
  });

  it('writes 50,000 rows while this thread stays mostly idle', async () => {
    const rows = 50_000;
    const before = performance.eventLoopUtilization();
    const sheet = await (async () => {
      const xlsx = startXlsx({ name: 'rows', columns: columns.map((header) => ({ header })) });
      const bytes = buffer(xlsx.stream);
      const estimated = xlsx.size(rows);
      for (const batch of batches(rows, 1000)) await xlsx.write(batch);
      await xlsx.end();
      const used = performance.eventLoopUtilization(before);
      // Written here, building the XML and zipping it keep this thread busy nearly all the time (about 1.0);
      // written by the worker, this thread only makes the rows and passes them on: a small share.
      expect(used.utilization).toBeLessThan(0.5);
      // Rows come faster than they are zipped here: the estimate must still follow the bytes, not the rows sent.
      const file = await bytes;
      expect(await estimated).toBeGreaterThan(file.length * 0.75);
      expect(await estimated).toBeLessThan(file.length * 1.3);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
      const read = workbook.worksheets[0];
      if (!read) throw new Error('no worksheet');
      return read;
    })();
    expect(sheet.actualRowCount).toBe(rows + 1);
    expect((sheet.getRow(rows + 1).values as unknown[]).slice(1, 3)).toEqual([
      rows - 1,
      `PA66-GF${(rows - 1) % 50}`,
    ]);
  }, 120_000);

  it('breaks the file, not the server, when the download is closed half-way', async () => {
    const xlsx = startXlsx({ name: 'closed', columns: [{ header: 'n' }] });
    await xlsx.write([[1]]);
    xlsx.stream.destroy();
    await expect(xlsx.write([[2]])).rejects.toThrow('closed');
    // The worker is still there for the next file.
    const sheet = await written({ name: 'next', columns: [{ header: 'n' }] }, [[[1], [2]]]);
    expect(sheet.actualRowCount).toBe(3);
  });
});
