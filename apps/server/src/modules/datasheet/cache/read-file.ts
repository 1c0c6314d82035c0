/**
 * An import file read as a stream of records, never whole in memory: xlsx through exceljs's streaming
 * WorkbookReader (shared strings cached; a worksheet that precedes them, as Excel writes it, is parked in a
 * temporary file until they are read, then its rows are emitted as read), CSV through @fast-csv/parse. The first non-empty row of each
 * worksheet names the columns (the contract's titles, either language); a workbook without a `grade` column
 * gives one worksheet per grade, named by it.
 */
import type { Readable } from 'node:stream';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRecord,
  importColumnOf,
  ResultCode,
} from '@console/contract';
import { parse as parseCsv } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { AppError } from '../../../http/envelope.ts';

export type ImportFileKind = 'xlsx' | 'csv';

export interface FileRecord {
  /** 1-based row of the file (of its worksheet). */
  line: number;
  worksheet?: string;
  record: ImportRecord;
}

/** The file's kind by its name, else by its declared type; anything else is refused. */
export function importFileKind(filename: string, mime: string): ImportFileKind {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mime.includes('spreadsheetml')) return 'xlsx';
  if (name.endsWith('.csv') || mime.startsWith('text/csv')) return 'csv';
  throw new AppError(ResultCode.invalid, {
    zh: '只能导入 xlsx 或 CSV 文件',
    en: 'Only xlsx or CSV files can be imported',
  });
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return '';
  }
  return String(value).trim();
}

/** Turns rows of cells into records once the title row has named the columns. */
class Columns {
  #positions: Partial<Record<ImportColumn, number>> | null = null;
  constructor(private readonly worksheet?: string) {}

  /** The record of a row, or null for the title row and empty rows. */
  read(cells: readonly string[]): ImportRecord | null {
    if (cells.every((cell) => cell === '')) return null;
    if (!this.#positions) {
      const positions: Partial<Record<ImportColumn, number>> = {};
      cells.forEach((cell, index) => {
        const column = importColumnOf(cell);
        if (column && positions[column] === undefined) positions[column] = index;
      });
      const missing = (['header', 'value'] as const).filter((column) => positions[column] === undefined);
      if (positions.grade === undefined && !this.worksheet) missing.unshift('grade' as never);
      if (missing.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `文件缺少列：${missing.join('、')}（第一行应为列名：${IMPORT_COLUMNS.join(', ')}）`,
          en: `The file lacks the columns ${missing.join(', ')} (its first row names the columns: ${IMPORT_COLUMNS.join(', ')})`,
        });
      }
      this.#positions = positions;
      return null;
    }
    const positions = this.#positions;
    const record = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => {
        const at = positions[column];
        return [column, at === undefined ? '' : (cells[at] ?? '')];
      }),
    ) as ImportRecord;
    if (positions.grade === undefined) record.grade = this.worksheet ?? '';
    return record;
  }
}

async function* xlsxRecords(stream: Readable): AsyncGenerator<FileRecord> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  // exceljs's streaming reader names a worksheet from xl/workbook.xml, which its own writer stores last, and now
  // and then parses the worksheets before that entry has been read (exceljs issue #3064): it then failed on
  // `model.sheets`. Rows and shared strings come before it, so the worksheet is read whole, only without its name.
  const reader = workbook as unknown as { model?: { sheets?: unknown[] } };
  reader.model ??= { sheets: [] };
  for await (const worksheet of workbook) {
    const name = (worksheet as unknown as { name?: string }).name;
    const columns = new Columns(name);
    for await (const row of worksheet) {
      // row.values is 1-based and sparse.
      const values = (row.values as unknown[]).slice(1);
      const cells = Array.from({ length: values.length }, (_, index) => cellText(values[index]));
      const record = columns.read(cells);
      if (record) yield { line: row.number, worksheet: name, record };
    }
  }
}

async function* csvRecords(stream: Readable): AsyncGenerator<FileRecord> {
  const columns = new Columns();
  const rows = stream.pipe(parseCsv({ ignoreEmpty: true, trim: true, encoding: 'utf8' }));
  let line = 0;
  for await (const cells of rows as AsyncIterable<string[]>) {
    line += 1;
    // A BOM (Excel writes one into "CSV UTF-8") is no part of the first title.
    const clean = line === 1 ? cells.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell)) : cells;
    const record = columns.read(clean);
    if (record) yield { line, record };
  }
}

/** The records of an import file, in file order. A file the reader cannot read is the client's doing. */
export async function* readImportFile(stream: Readable, kind: ImportFileKind): AsyncGenerator<FileRecord> {
  try {
    yield* kind === 'xlsx' ? xlsxRecords(stream) : csvRecords(stream);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ResultCode.invalid, {
      zh: `无法读取文件：${error instanceof Error ? error.message : String(error)}`,
      en: `The file cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
