/**
 * The import reader streams: a CSV record comes out while the file is still arriving, so a large file is never
 * held whole; an xlsx whose worksheet precedes its shared strings (as Excel and exceljs write them) is parked
 * by exceljs in a temporary file, not in memory, and read row by row. Titles in either language, a BOM, and
 * one worksheet per grade.
 */
import { PassThrough } from 'node:stream';
import { IMPORT_COLUMNS } from '@console/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../src/modules/datasheet/cache/read-file.ts';

const row = (n: number) => [`G-${n}`, 'Maker', 'PA66', 'Density', 'ISO 1183', '', '', '1.14', 'g/cm3'];

describe('readImportFile', () => {
  it('yields a CSV record before the rest of the file has been sent', async () => {
    const stream = new PassThrough();
    stream.write(`\uFEFF${IMPORT_COLUMNS.join(',')}\n${row(1).join(',')}\n`);
    const records = readImportFile(stream, 'csv');
    const first = await records.next();
    expect(first.value).toMatchObject({
      line: 2,
      record: { grade: 'G-1', header: 'Density', value: '1.14' },
    });
    // Only now the rest arrives.
    for (let n = 2; n <= 1000; n += 1) stream.write(`${row(n).join(',')}\n`);
    stream.end();
    let count = 1;
    for await (const _ of records) count += 1;
    expect(count).toBe(1000);
  });

  it('reads a 20,000-row xlsx fed in small chunks, its worksheet ahead of its shared strings', async () => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    // exceljs, like Excel, writes the shared strings after the worksheet: the reader parks the worksheet in
    // a temporary file until they arrive, rather than in memory.
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
    const sheet = writer.addWorksheet('import');
    sheet.addRow([...IMPORT_COLUMNS]).commit();
    for (let n = 1; n <= 20_000; n += 1) sheet.addRow(row(n)).commit();
    sheet.commit();
    await writer.commit();
    const file = Buffer.concat(chunks);

    const stream = new PassThrough({ highWaterMark: 16 * 1024 });
    void (async () => {
      for (let at = 0; at < file.length; at += 16 * 1024) {
        if (!stream.write(file.subarray(at, at + 16 * 1024))) {
          await new Promise((resolve) => stream.once('drain', resolve));
        }
      }
      stream.end();
    })();
    let count = 0;
    let last: unknown;
    for await (const record of readImportFile(stream, 'xlsx')) {
      count += 1;
      last = record;
    }
    expect(count).toBe(20_000);
    expect(last).toMatchObject({ line: 20_001, worksheet: 'import', record: { grade: 'G-20000' } });
  });

  it('reads Chinese titles and takes the worksheet name as the grade when there is no grade column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('XT-66G30');
    sheet.addRow(['表头', '数值', '单位']);
    sheet.addRow(['拉伸强度', '185', 'MPa']);
    const stream = new PassThrough();
    stream.end(Buffer.from(await workbook.xlsx.writeBuffer()));
    const records = [];
    for await (const record of readImportFile(stream, 'xlsx')) records.push(record.record);
    expect(records).toEqual([
      expect.objectContaining({ grade: 'XT-66G30', header: '拉伸强度', value: '185', unit: 'MPa' }),
    ]);
  });
});
