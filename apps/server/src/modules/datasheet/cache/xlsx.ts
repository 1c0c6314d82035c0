/**
 * The rows of an xlsx workbook, read part by part from its zip directory (zip.ts) with a SAX parser, holding
 * no more than the shared strings (their part within IMPORT_MAX_STRINGS_MB) and the row being read. Before a
 * byte is inflated, the parts to be read are checked against the limits by their declared sizes and their
 * compression ratio; while they stream, each part is held to what it declared and every stretch the parser
 * would buffer (a cell's text, a tag) to what the longest cell allows (xml-guard.ts).
 *
 * What a cell gives: a shared or inline string as written; a number as JavaScript writes it (a date is a number,
 * as styles are not read); a formula its cached result; a boolean `true` / `false`; an error nothing.
 */
import { posix } from 'node:path';
import type { SaxesParser } from 'saxes';
import { onFirstUse } from '../../../core/on-first-use.ts';
import { XmlRunGuard } from './guards.ts';
import { type ImportLimits, MAX_COMPRESSION_RATIO, MIN_RATIO_CHECKED, refusals } from './limits.ts';
import { type ZipEntry, ZipFile } from './zip.ts';

// Loaded at the first workbook read, not with the server.
const saxes = onFirstUse<typeof import('saxes')>('saxes');

/** One row of a worksheet: its 1-based number and its cells' text, trimmed ('' for an empty cell). */
export interface XlsxRow {
  worksheet: string;
  number: number;
  cells: string[];
}

/** Deeper than any worksheet nests (worksheet › sheetData › row › c › is › r › t): not a worksheet. */
const MAX_DEPTH = 32;
/** A cell's XML may escape each character (`&#x1F600;` is ten bytes for two): the stretch the guard allows. */
const BYTES_PER_CHAR = 10;

type Attributes = Record<string, string>;

interface SaxHandlers {
  open(name: string, attributes: Attributes): void;
  text(text: string): void;
  close(name: string): void;
}

/** An element's name without its namespace prefix (`x:row` → `row`), as some writers prefix every element. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

class XlsxPartReader {
  /** What the parts judged so far declare, inflated. */
  #declared = 0;

  constructor(
    private readonly zip: ZipFile,
    private readonly limits: ImportLimits,
  ) {}

  /**
   * Judges parts about to be read by what they declare, before a byte of them is inflated: none compressed
   * like a zip bomb, all of them together within IMPORT_MAX_UNCOMPRESSED_MB.
   */
  judge(entries: readonly ZipEntry[]): void {
    for (const entry of entries) {
      const ratio = entry.size / Math.max(entry.compressedSize, 1);
      if (entry.size >= MIN_RATIO_CHECKED && ratio > MAX_COMPRESSION_RATIO) {
        throw refusals.zipBomb(entry.name, Math.round(ratio));
      }
      this.#declared += entry.size;
    }
    if (this.#declared > this.limits.inflatedBytes) {
      throw refusals.inflatesTooMuch(this.limits, this.#declared);
    }
  }

  /** A part describing the workbook (relationships, the sheet list) is read whole into a map: held like the strings. */
  judgeDescription(entry: ZipEntry): void {
    this.judge([entry]);
    if (entry.size > this.limits.stringsBytes) throw refusals.stringsTooLarge(this.limits, entry.size);
  }

  /** Runs the handlers over the part's XML; after each piece of text, yields what `drain` collected. */
  async *parse<T>(entry: ZipEntry, handlers: SaxHandlers, drain: () => T[]): AsyncGenerator<T> {
    const guard = new XmlRunGuard(
      this.limits.cellChars * BYTES_PER_CHAR + 64 * 1024,
      () => refusals.cellTooLong(this.limits),
      () => refusals.markup(entry.name),
    );
    const parser: SaxesParser = new (saxes().SaxesParser)();
    let depth = 0;
    parser.on('opentag', (tag) => {
      depth += 1;
      if (depth > MAX_DEPTH) throw refusals.nested(entry.name);
      handlers.open(local(tag.name), tag.attributes as Attributes);
    });
    parser.on('text', (text) => handlers.text(text));
    parser.on('cdata', (text) => handlers.text(text));
    parser.on('closetag', (tag) => {
      depth -= 1;
      handlers.close(local(tag.name));
    });
    for await (const piece of this.zip.text(entry, (chunk) => guard.scan(chunk))) {
      parser.write(piece);
      yield* drain();
    }
    parser.close();
    yield* drain();
  }

  /** Relationship id → part path, for the part at `from` (targets are relative to its folder). */
  async relationships(from: string): Promise<Map<string, { type: string; path: string }>> {
    const relsPath = posix.join(posix.dirname(from), '_rels', `${posix.basename(from)}.rels`);
    const entry = this.zip.entry(relsPath);
    const found = new Map<string, { type: string; path: string }>();
    if (!entry) return found;
    this.judgeDescription(entry);
    const handlers: SaxHandlers = {
      open: (name, attributes) => {
        if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
        const target = attributes.Target ?? '';
        const path = target.startsWith('/')
          ? target.slice(1)
          : posix.normalize(posix.join(posix.dirname(from), target));
        found.set(attributes.Id ?? '', { type: attributes.Type ?? '', path });
      },
      text: () => {},
      close: () => {},
    };
    for await (const _ of this.parse(entry, handlers, () => [])) {
      // Nothing is yielded: the handlers fill `found`.
    }
    return found;
  }
}

/** The text of `<t>` elements, leaving out phonetic runs (`<rPh>`), which are a reading aid, not the text. */
class RunText {
  #parts: string[] = [];
  #length = 0;
  #inT = false;
  #inPhonetic = false;

  open(name: string): void {
    if (name === 'rPh') this.#inPhonetic = true;
    else if (name === 't' && !this.#inPhonetic) this.#inT = true;
  }
  text(text: string): void {
    if (!this.#inT) return;
    this.#length += text.length;
    this.#parts.push(text);
  }
  close(name: string): void {
    if (name === 'rPh') this.#inPhonetic = false;
    else if (name === 't') this.#inT = false;
  }
  get length(): number {
    return this.#length;
  }
  take(): string {
    const text = this.#parts.join('');
    this.#parts = [];
    this.#length = 0;
    return text;
  }
}

/** `B12` → 2; 0 when the reference names no column. */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else break;
    // Past XFD (16,384): more than any import may have, and than a number can be trusted to hold.
    if (column > 16_384) return Number.POSITIVE_INFINITY;
  }
  return column;
}

function numberText(text: string): string {
  const value = Number.parseFloat(text);
  return Number.isNaN(value) ? text.trim() : String(value);
}

export async function* xlsxRows(path: string, limits: ImportLimits): AsyncGenerator<XlsxRow> {
  const zip = await ZipFile.open(path);
  try {
    yield* workbookRows(zip, limits);
  } finally {
    zip.close();
  }
}

async function* workbookRows(zip: ZipFile, limits: ImportLimits): AsyncGenerator<XlsxRow> {
  const reader = new XlsxPartReader(zip, limits);
  const root = await reader.relationships('');
  const workbookPath =
    [...root.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.path ?? 'xl/workbook.xml';
  const workbookEntry = zip.entry(workbookPath);
  if (!workbookEntry) throw refusals.notXlsx('no workbook part');
  const rels = await reader.relationships(workbookPath);

  // The worksheets in the workbook's order, with their names.
  const sheets: { name: string; path: string }[] = [];
  const sheetHandlers: SaxHandlers = {
    open: (name, attributes) => {
      if (name !== 'sheet') return;
      const id = Object.entries(attributes).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1];
      const rel = id === undefined ? undefined : rels.get(id);
      if (rel?.type.endsWith('/worksheet')) sheets.push({ name: attributes.name ?? '', path: rel.path });
    },
    text: () => {},
    close: () => {},
  };
  reader.judgeDescription(workbookEntry);
  for await (const _ of reader.parse(workbookEntry, sheetHandlers, () => [])) {
    // The handlers fill `sheets`.
  }
  const stringsPath = [...rels.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.path;
  const stringsEntry = stringsPath === undefined ? undefined : zip.entry(stringsPath);
  const worksheetEntries = sheets.map((sheet) => {
    const entry = zip.entry(sheet.path);
    if (!entry) throw refusals.notXlsx(`no part ${sheet.path}`);
    return { ...sheet, entry };
  });

  // The strings and every worksheet, judged by what they declare before any of them is inflated.
  if (stringsEntry && stringsEntry.size > limits.stringsBytes) {
    throw refusals.stringsTooLarge(limits, stringsEntry.size);
  }
  reader.judge([...(stringsEntry ? [stringsEntry] : []), ...worksheetEntries.map((sheet) => sheet.entry)]);

  const strings = stringsEntry ? await sharedStrings(reader, stringsEntry, limits) : [];
  for (const sheet of worksheetEntries) {
    yield* worksheetRows(reader, sheet.entry, sheet.name, strings, limits);
  }
}

async function sharedStrings(
  reader: XlsxPartReader,
  entry: ZipEntry,
  limits: ImportLimits,
): Promise<string[]> {
  const strings: string[] = [];
  const tooLong = () => refusals.cellTooLong(limits);
  const run = new RunText();
  const handlers: SaxHandlers = {
    open: (name) => run.open(name),
    text: (text) => {
      run.text(text);
      if (run.length > limits.cellChars) throw tooLong();
    },
    close: (name) => {
      run.close(name);
      if (name === 'si') strings.push(run.take());
    },
  };
  for await (const _ of reader.parse(entry, handlers, () => [])) {
    // The handlers fill `strings`.
  }
  return strings;
}

async function* worksheetRows(
  reader: XlsxPartReader,
  entry: ZipEntry,
  worksheet: string,
  strings: readonly string[],
  limits: ImportLimits,
): AsyncGenerator<XlsxRow> {
  const tooLong = () => refusals.cellTooLong(limits);
  let finished: XlsxRow[] = [];
  let inSheetData = false;
  let row: XlsxRow | null = null;
  let lastNumber = 0;
  let cell: { column: number; type: string } | null = null;
  let lastColumn = 0;
  // The cell's <v> text, or its inline string's runs.
  let value: string[] = [];
  let valueLength = 0;
  let inValue = false;
  const inline = new RunText();

  const handlers: SaxHandlers = {
    open: (name, attributes) => {
      if (name === 'sheetData') inSheetData = true;
      if (!inSheetData) return;
      if (name === 'row') {
        const number = attributes.r ? Number.parseInt(attributes.r, 10) : lastNumber + 1;
        lastNumber = Number.isFinite(number) ? number : lastNumber + 1;
        row = { worksheet, number: lastNumber, cells: [] };
        lastColumn = 0;
      } else if (name === 'c' && row) {
        const column = attributes.r ? columnOf(attributes.r) || lastColumn + 1 : lastColumn + 1;
        if (column > limits.columns) throw refusals.tooManyColumns(limits, row.number);
        lastColumn = column;
        cell = { column, type: attributes.t ?? 'n' };
        value = [];
        valueLength = 0;
      } else if (name === 'v' && cell) {
        inValue = true;
      } else if (cell) {
        inline.open(name);
      }
    },
    text: (text) => {
      if (inValue) {
        valueLength += text.length;
        if (valueLength > limits.cellChars) throw tooLong();
        value.push(text);
      } else if (cell) {
        inline.text(text);
        if (inline.length > limits.cellChars) throw tooLong();
      }
    },
    close: (name) => {
      if (name === 'sheetData') inSheetData = false;
      if (name === 'v') inValue = false;
      else if (name === 'c' && row && cell) {
        const raw = value.join('');
        const inlineText = inline.take();
        let text: string;
        switch (cell.type) {
          case 's':
            text = strings[Number.parseInt(raw, 10)] ?? '';
            break;
          case 'inlineStr':
            text = inlineText;
            break;
          case 'str':
          case 'd':
            text = raw;
            break;
          case 'b':
            text = raw.trim() === '' ? '' : String(Number.parseInt(raw, 10) !== 0);
            break;
          case 'e':
            text = '';
            break;
          default:
            text = raw.trim() === '' ? '' : numberText(raw);
        }
        while (row.cells.length < cell.column - 1) row.cells.push('');
        row.cells[cell.column - 1] = text.trim();
        cell = null;
      } else if (name === 'row' && row) {
        finished.push(row);
        row = null;
      } else if (cell) {
        inline.close(name);
      }
    },
  };
  yield* reader.parse(entry, handlers, () => {
    const rows = finished;
    finished = [];
    return rows;
  });
}
