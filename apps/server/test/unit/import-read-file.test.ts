/**
 * The import reader, on files as the route spools them: xlsx by its zip directory with a SAX parser, CSV with
 * fast-csv, each held to the import limits as it streams. Titles in either language, a BOM, one worksheet per
 * grade; Chinese text split between two inflated chunks read whole (exceljs's reader decoded each chunk on
 * its own and turned such a character into U+FFFD); every limit refused with its own message.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { IMPORT_COLUMNS } from '@console/contract';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { CsvRowGuard, XmlRunGuard } from '../../src/modules/datasheet/cache/guards.ts';
import { type ImportFileKind, readImportFile } from '../../src/modules/datasheet/cache/read-file.ts';
import { workbookParts, worksheetXml, zipOf } from '../integration/zip-fixtures.ts';

const limits = loadConfig({}).imports;
const dir = mkdtempSync(join(tmpdir(), 'import-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function fileOf(data: Buffer | string): string {
  files += 1;
  const path = join(dir, `file-${files}`);
  writeFileSync(path, data);
  return path;
}

async function readAll(path: string, kind: ImportFileKind, within = limits) {
  const records = [];
  for await (const record of readImportFile(path, kind, within)) records.push(record);
  return records;
}

async function refusal(path: string, kind: ImportFileKind, within = limits): Promise<string> {
  try {
    await readAll(path, kind, within);
  } catch (error) {
    return (error as { text?: { en: string } }).text?.en ?? String(error);
  }
  return 'not refused';
}

const row = (n: number) => [`G-${n}`, 'Maker', 'PA66', 'Density', 'ISO 1183', '', '', '1.14', 'g/cm3'];

describe('readImportFile', () => {
  it('reads a CSV file: BOM, quoted commas and newlines, empty lines skipped', async () => {
    const lines = [
      `\uFEFF${IMPORT_COLUMNS.join(',')}`,
      ...Array.from({ length: 999 }, (_, n) => row(n).join(',')),
    ];
    lines.push('G-X,Maker,PA66,"Dens,ity","ISO\n1183",,,1.14,g/cm3', '');
    const records = await readAll(fileOf(lines.join('\n')), 'csv');
    expect(records).toHaveLength(1000);
    expect(records[0]).toMatchObject({ line: 2, record: { grade: 'G-0', header: 'Density', value: '1.14' } });
    expect(records[999]?.record).toMatchObject({ header: 'Dens,ity', standard: 'ISO\n1183' });
  });

  it('reads a 20,000-row xlsx of Chinese text, its worksheet ahead of its shared strings, no character lost', async () => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    // exceljs, like Excel, writes the shared strings after the worksheet; the reader takes them first.
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
    const sheet = writer.addWorksheet('import');
    sheet.addRow([...IMPORT_COLUMNS]).commit();
    for (let n = 1; n <= 20_000; n += 1) {
      sheet
        .addRow([`牌号-${n}`, '示例塑料公司', '尼龙66', `拉伸强度测试${n}`, 'ISO 527', '', '', 1.14, 'MPa'])
        .commit();
    }
    sheet.commit();
    await writer.commit();
    const records = await readAll(fileOf(Buffer.concat(chunks)), 'xlsx');
    expect(records).toHaveLength(20_000);
    expect(records.filter((r) => JSON.stringify(r.record).includes('\uFFFD'))).toEqual([]);
    expect(records.at(-1)).toMatchObject({
      line: 20_001,
      worksheet: 'import',
      record: { grade: '牌号-20000', header: '拉伸强度测试20000', value: '1.14' },
    });
  }, 60_000);

  it('reads Chinese titles and takes the worksheet name as the grade when there is no grade column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('XT-66G30');
    sheet.addRow(['表头', '数值', '单位']);
    sheet.addRow(['拉伸强度', 185, 'MPa']);
    sheet.addRow([
      { richText: [{ text: '密' }, { text: '度' }] },
      { formula: '1+0.14', result: 1.14 },
      'g/cm3',
    ]);
    const records = await readAll(fileOf(Buffer.from(await workbook.xlsx.writeBuffer())), 'xlsx');
    expect(records.map((r) => r.record)).toEqual([
      expect.objectContaining({ grade: 'XT-66G30', header: '拉伸强度', value: '185', unit: 'MPa' }),
      expect.objectContaining({ grade: 'XT-66G30', header: '密度', value: '1.14', unit: 'g/cm3' }),
    ]);
  }, 30_000);
});

describe('the import limits', () => {
  const rows = (n: number) => [[...IMPORT_COLUMNS], ...Array.from({ length: n }, (_, k) => row(k))];
  const xlsxOf = async (sheetRows: readonly (readonly string[])[]) =>
    fileOf(
      await zipOf([
        ...workbookParts('import', false),
        { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(sheetRows) },
      ]),
    );

  it('counts rows, columns and cells in both kinds of file', async () => {
    const small = { ...limits, rows: 10, columns: 12, cellChars: 300 };
    expect(await refusal(await xlsxOf(rows(10)), 'xlsx', small)).toContain(
      'more than 10 rows (IMPORT_MAX_ROWS)',
    );
    expect(await refusal(fileOf(rows(10).join('\n')), 'csv', small)).toContain('more than 10 rows');
    expect(await readAll(await xlsxOf(rows(9)), 'xlsx', small)).toHaveLength(9);

    const wide = [[...IMPORT_COLUMNS, 'a', 'b', 'c', 'd']];
    expect(await refusal(await xlsxOf(wide), 'xlsx', small)).toContain('Row 1 has more than 12 columns');
    expect(await refusal(fileOf(wide[0]?.join(',') ?? ''), 'csv', small)).toContain('more than 12 columns');

    const long = [[...IMPORT_COLUMNS], ['G', 'M', '', 'x'.repeat(301), '', '', '', '1', '']];
    expect(await refusal(await xlsxOf(long), 'xlsx', small)).toContain('a cell longer than 300 characters');
    expect(await refusal(fileOf(long.map((r) => r.join(',')).join('\n')), 'csv', small)).toContain(
      'a cell longer than 300',
    );
  });

  it('refuses a CSV row of a never-ending quoted field before the parser holds it', async () => {
    const path = fileOf(`${IMPORT_COLUMNS.join(',')}\n"${'x\n'.repeat(3_000_000)}`);
    // fast-csv alone reads such a row again with every chunk: minutes, past this test's time-out.
    expect(await refusal(path, 'csv')).toContain('a row longer than 192 KB');
  }, 30_000);

  it('refuses a cell PostgreSQL cannot store (a NUL byte), naming its row and column', async () => {
    const path = fileOf(`${IMPORT_COLUMNS.join(',')}\nG,M,,拉伸强度,ISO 527,,,8\u0000,MPa\n`);
    expect(await refusal(path, 'csv')).toBe('row 2, column 8: must not contain the NUL character (U+0000)');
  });

  it('refuses what is not an xlsx, and a worksheet with a DTD', async () => {
    expect(await refusal(fileOf('grade,header\n'), 'xlsx')).toContain('not an xlsx workbook');
    const dtd = Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>');
    const path = fileOf(
      await zipOf([...workbookParts('import', false), { name: 'xl/worksheets/sheet1.xml', data: dtd }]),
    );
    expect(await refusal(path, 'xlsx')).toContain('document type declaration');
  });
});

describe('XmlRunGuard', () => {
  const scanAll = (max: number, ...chunks: string[]) => {
    const guard = new XmlRunGuard(
      max,
      () => new Error('too long'),
      () => new Error('declaration'),
    );
    for (const chunk of chunks) guard.scan(Buffer.from(chunk));
  };

  it('bounds the text between two tags, across chunks', () => {
    expect(() => scanAll(20, '<v>', 'x'.repeat(10), 'x'.repeat(5), '</v>')).not.toThrow();
    expect(() => scanAll(20, '<v>', 'x'.repeat(10), 'x'.repeat(15), '</v>')).toThrow('too long');
  });

  it('counts a comment, CDATA section or instruction whole, whatever `<` it holds', () => {
    expect(() => scanAll(30, '<a><!-- <b> <c> <d> <e> <f> <g> --></a>')).toThrow('too long');
    expect(() => scanAll(30, '<a><![CDATA[<b><b><b><b><b><b><b>]', ']>', '</a>')).toThrow('too long');
    expect(() => scanAll(40, '<a><!-- short -', '-></a><b>', 'x'.repeat(30), '</b>')).not.toThrow();
    expect(() => scanAll(30, '<?pi <x><x><x><x><x><x><x><x> ?>')).toThrow('too long');
  });

  it('refuses a DTD', () => {
    expect(() => scanAll(1000, '<!DOCTYPE a>')).toThrow('declaration');
    expect(() => scanAll(1000, '<', '!', 'ENTITY a "b">')).toThrow('declaration');
  });
});

describe('CsvRowGuard', () => {
  it('ends a row at a newline outside quotes only', () => {
    const guard = () => new CsvRowGuard(10, () => new Error('too long'));
    // Where the last whole row ends: the parser is handed that much.
    expect(guard().scan(Buffer.from('abcdefgh\nabcdefgh\nabc'))).toBe(18);
    expect(() => guard().scan(Buffer.from('"abc\ndefgh\nij"\n'))).toThrow('too long');
    const split = guard();
    expect(split.scan(Buffer.from('"a""b'))).toBe(-1);
    expect(split.scan(Buffer.from('c"\n'))).toBe(3);
    expect(split.scan(Buffer.from('123456789\r\n'))).toBe(11);
  });
});
