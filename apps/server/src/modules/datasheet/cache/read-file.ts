/**
 * An import file read as a stream of records, never whole in memory, from the file the upload was spooled to:
 * xlsx by its zip directory and a SAX parser (xlsx.ts: parts judged by their declared sizes before they are
 * inflated, held to them while they are), CSV through @fast-csv/parse. Either way the rows, the columns of a row
 * and the length of a cell are counted as they come and held to the import limits (config.ts, IMPORT_MAX_*):
 * a file past one is refused whole, with a message naming the limit. The first non-empty row of each
 * worksheet names the columns (the contract's titles, either language); a workbook without a `grade` column
 * gives one worksheet per grade, named by it.
 */
import { createReadStream } from 'node:fs';
import { pipeline, Transform } from 'node:stream';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRecord,
  importColumnOf,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../../core/errors.ts';
import { messages } from '../../../core/messages.ts';
import { onFirstUse } from '../../../core/on-first-use.ts';
import { unstorableText } from '../../../core/unstorable-text.ts';
import { CsvRowGuard } from './guards.ts';
import { type ImportLimits, refusals } from './limits.ts';
import { xlsxRows } from './xlsx.ts';

// The import's readers load at the first file read, not with the server.
const csvLibrary = onFirstUse<typeof import('@fast-csv/parse')>('@fast-csv/parse');

export type ImportFileKind = 'xlsx' | 'csv' | 'pdf';

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
  // A maker's PDF datasheet: read by pdf-import/, not here (it needs the libraries to find its maker).
  if (name.endsWith('.pdf') || mime === 'application/pdf') return 'pdf';
  throw new AppError(ResultCode.invalid, {
    zh: '只能导入 xlsx、CSV 或 PDF 文件',
    en: 'Only xlsx, CSV or PDF files can be imported',
  });
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

/** Counts the rows and checks their width and cells, whichever reader gave them. */
class RowLimits {
  #rows = 0;
  constructor(private readonly limits: ImportLimits) {}

  check(line: number, cells: readonly string[], worksheet?: string): void {
    this.#rows += 1;
    if (this.#rows > this.limits.rows) throw refusals.tooManyRows(this.limits);
    if (cells.length > this.limits.columns) throw refusals.tooManyColumns(this.limits, line);
    for (const cell of cells)
      if (cell.length > this.limits.cellChars) throw refusals.cellTooLong(this.limits);
    // What PostgreSQL cannot store (NUL, a lone surrogate: a raw 0x00 in a CSV, _x0000_ in an xlsx) is refused
    // with the row and column, as the API boundary refuses it in a request: the file is the client's to fix.
    cells.forEach((cell, index) => {
      const problem = unstorableText(cell);
      if (problem) {
        const where = { zh: `第 ${line} 行第 ${index + 1} 列`, en: `row ${line}, column ${index + 1}` };
        throw new AppError(ResultCode.invalid, messages.invalidField(where, problem));
      }
    });
    const sheetProblem = worksheet === undefined ? null : unstorableText(worksheet);
    if (sheetProblem) {
      throw new AppError(
        ResultCode.invalid,
        messages.invalidField({ zh: '工作表名', en: 'worksheet name' }, sheetProblem),
      );
    }
  }
}

async function* xlsxRecords(path: string, limits: ImportLimits): AsyncGenerator<FileRecord> {
  const counted = new RowLimits(limits);
  let columns: Columns | null = null;
  let worksheet: string | null = null;
  for await (const row of xlsxRows(path, limits)) {
    counted.check(row.number, row.cells, row.worksheet);
    if (row.worksheet !== worksheet || !columns) {
      worksheet = row.worksheet;
      columns = new Columns(worksheet);
    }
    const record = columns.read(row.cells);
    if (record) yield { line: row.number, worksheet, record };
  }
}

/** Longest CSV row, in bytes: the longest cell in UTF-8 (up to 4 bytes a character) and 64 KB for the rest. */
const csvRowBytes = (limits: ImportLimits) => limits.cellChars * 4 + 64 * 1024;

async function* csvRecords(path: string, limits: ImportLimits): AsyncGenerator<FileRecord> {
  const counted = new RowLimits(limits);
  const columns = new Columns();
  const guard = new CsvRowGuard(csvRowBytes(limits), () => refusals.rowTooLong(csvRowBytes(limits)));
  const rows = csvLibrary().parse({ ignoreEmpty: true, trim: true, encoding: 'utf8' });
  let refused: unknown;
  let pending: Buffer[] = [];
  pipeline(
    createReadStream(path),
    // Whole rows only: the part after the last row end waits for the chunk that ends it.
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        try {
          const cut = guard.scan(chunk);
          if (cut === -1) {
            pending.push(chunk);
            done();
          } else {
            const rows = Buffer.concat([...pending, chunk.subarray(0, cut)]);
            pending = [chunk.subarray(cut)];
            done(null, rows);
          }
        } catch (error) {
          done(error as Error);
        }
      },
      flush(done) {
        done(null, Buffer.concat(pending));
      },
    }),
    rows,
    (error) => {
      refused ??= error;
    },
  );
  let line = 0;
  try {
    for await (const cells of rows as AsyncIterable<string[]>) {
      line += 1;
      counted.check(line, cells);
      // A BOM (Excel writes one into "CSV UTF-8") is no part of the first title.
      const clean =
        line === 1 ? cells.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell)) : cells;
      const record = columns.read(clean);
      if (record) yield { line, record };
    }
  } catch (error) {
    // The guard's refusal reaches the parser as its error; say the guard's words.
    throw refused instanceof AppError ? refused : error;
  } finally {
    rows.destroy();
  }
}

/**
 * The records of the import file at `path`, in file order. A file the reader cannot read is the client's
 * doing: every failure is a code-2 answer, never a server error.
 */
export async function* readImportFile(
  path: string,
  kind: ImportFileKind,
  limits: ImportLimits,
): AsyncGenerator<FileRecord> {
  if (kind === 'pdf') throw new Error('a PDF is read by pdf-import/pdfRecords');
  try {
    yield* kind === 'xlsx' ? xlsxRecords(path, limits) : csvRecords(path, limits);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    throw new AppError(ResultCode.invalid, {
      zh: `无法读取文件：${text.slice(0, 300)}`,
      en: `The file cannot be read: ${text.slice(0, 300)}`,
    });
  }
}
