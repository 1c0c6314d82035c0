/**
 * The file layout datasheets are imported from and exported to (xlsx or CSV): one row per property value.
 * A workbook may instead give one worksheet per grade: without a `grade` column, the worksheet's name is the
 * grade. The console's export writes this layout, so export → edit → import round-trips.
 */
import type { LocalName } from '../../routes.ts';
import type { CacheDiffRow } from './cache.ts';
import type { PropertyRowInput, ValueKind } from './grid.ts';

export const IMPORT_COLUMNS = [
  'grade',
  'company',
  'category',
  'header',
  'standard',
  'condition',
  'state',
  'value',
  'unit',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Column titles the export writes (English) and the import also reads (either language, any case). */
export const importColumnTitles: Readonly<Record<ImportColumn, LocalName>> = {
  grade: { zh: '牌号', en: 'grade' },
  company: { zh: '生产商', en: 'company' },
  category: { zh: '分类', en: 'category' },
  header: { zh: '表头', en: 'header' },
  standard: { zh: '标准', en: 'standard' },
  condition: { zh: '条件', en: 'condition' },
  state: { zh: '干/湿态', en: 'state' },
  value: { zh: '数值', en: 'value' },
  unit: { zh: '单位', en: 'unit' },
};

/** The import column a title cell names, whatever its case or language; undefined for other columns. */
export function importColumnOf(title: string): ImportColumn | undefined {
  const word = title.trim().toLowerCase();
  return IMPORT_COLUMNS.find(
    (column) => importColumnTitles[column].en === word || importColumnTitles[column].zh === word,
  );
}

/** One row of an import file, its cells trimmed ('' when empty). */
export type ImportRecord = Record<ImportColumn, string>;

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const rangePattern = new RegExp(String.raw`^(${NUMBER})\s*(?:~|～|–|—|\.\.|\s-\s|-)\s*(${NUMBER})$`);
const atLeastPattern = new RegExp(String.raw`^(?:>=|≥|>)\s*(${NUMBER})$`);
const atMostPattern = new RegExp(String.raw`^(?:<=|≤|<)\s*(${NUMBER})$`);
const numberPattern = new RegExp(`^${NUMBER}$`);

type ValueParts = Pick<PropertyRowInput, 'value' | 'value_min' | 'value_max' | 'value_text'>;

/**
 * A raw value cell as the grid stores it, by what the header takes: text words as they are; "1.2~1.4" a range
 * (min and max), "≥ 260" a lower bound, a plain number one value (a bound where the header takes ranges).
 * Anything else for a number header is kept as text, which the grid's rules then refuse with their message.
 */
export function parseImportValue(raw: string, kind: ValueKind): ValueParts {
  const text = raw.trim().replace(/,(?=\d{3}\b)/g, '');
  if (text === '') return {};
  if (kind === 'text') return { value_text: raw.trim() };
  if (numberPattern.test(text)) {
    return kind === 'range' ? { value_min: Number(text), value_max: Number(text) } : { value: Number(text) };
  }
  const range = rangePattern.exec(text);
  if (range) return { value_min: Number(range[1]), value_max: Number(range[2]) };
  const atLeast = atLeastPattern.exec(text);
  if (atLeast) return { value_min: Number(atLeast[1]) };
  const atMost = atMostPattern.exec(text);
  if (atMost) return { value_max: Number(atMost[1]) };
  return { value_text: raw.trim() };
}

/** The inverse of parseImportValue, for the export. */
export function formatImportValue(row: ValueParts): string {
  const set = (v: number | null | undefined): v is number => v !== null && v !== undefined;
  if (row.value_text) return row.value_text;
  if (set(row.value)) return String(row.value);
  if (set(row.value_min) && set(row.value_max)) {
    return row.value_min === row.value_max ? String(row.value_min) : `${row.value_min}~${row.value_max}`;
  }
  if (set(row.value_min)) return `>=${row.value_min}`;
  if (set(row.value_max)) return `<=${row.value_max}`;
  return '';
}

/** What the import would do (dry run) or did with one row of the file. */
export type ImportOutcome = 'create' | 'unmapped' | 'error';

export interface ImportLine {
  /** 1-based row of the file (of its worksheet for xlsx). */
  line: number;
  worksheet?: string;
  grade: string;
  header: string;
  outcome: ImportOutcome;
  /** What is unmapped or wrong, in both languages. */
  notes: LocalName[];
}

/** Raw spellings no library knows yet, by kind, each with how many rows name it. */
export interface ImportUnmapped {
  header: Record<string, number>;
  standard: Record<string, number>;
  company: Record<string, number>;
  category: Record<string, number>;
  condition: Record<string, number>;
  unit: Record<string, number>;
}

/**
 * A value the file would change in a published sheet of the same company and grade (approving the cached
 * sheet merges into it): rows whose value differs (`changed`) or that the sheet lacks (`added`).
 */
export interface ImportChange extends CacheDiffRow {
  line: number;
  worksheet?: string;
  grade: string;
  dsno: string;
}

/** `POST /ds/cache/import?dry_run=1|0`: the report; a real run also names the cached sheets it wrote. */
export interface ImportReport {
  dry_run: boolean;
  file: string;
  rows: number;
  sheets: number;
  created: number;
  unmapped_rows: number;
  error_rows: number;
  unmapped: ImportUnmapped;
  /**
   * Rows of the file in order, at most MAX_REPORT_LINES (the counts above cover every row); each text in them
   * cut to the length the cache keeps of its column (at most 200 characters).
   */
  lines: ImportLine[];
  /** Fewer lines, or fewer spellings of a kind under `unmapped`, than the file has (MAX_REPORT_LINES each). */
  truncated: boolean;
  /** Ids of the cached sheets written (empty on a dry run). */
  cache_ids: number[];
  /** Sheets of the file whose company and grade are already published (their approval merges). */
  merging: number;
  /** The values those sheets would change, in file order, at most MAX_REPORT_LINES. */
  changes: ImportChange[];
  /** How many values they would change and add (every row, beyond the listed ones too). */
  changed_values: number;
  added_values: number;
}

export const MAX_REPORT_LINES = 2000;

/** An id the console makes up for one import, to ask how far the server has read it. */
export const IMPORT_PROGRESS_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Where an import stands. A server runs one import at a time: one sent while another runs waits `queued`,
 * `ahead` being the imports before it, then `running`, then `done`.
 */
export type ImportState = 'queued' | 'running' | 'done';

/** `GET /ds/cache/import_progress`: the import's state and the rows of the file read (and, on a real run, written) so far. */
export interface ImportProgress {
  state: ImportState;
  ahead: number;
  rows: number;
  done: boolean;
}

/** The server reports progress every this many rows (one write batch). */
export const IMPORT_PROGRESS_ROWS = 500;
