/**
 * The property grid as the editor holds it, and its conversions. Values are kept as typed (text) so a
 * half-typed "1." survives; they are read as numbers by the header's value kind only when checked or sent.
 * Pure: the grid component and its tests share it.
 */
import {
  type GridProblem,
  type PropertyRowInput,
  type PropertyState,
  quantityNeedsMetric,
  validateGrid,
} from '@console/contract';
import type { LibraryIndex } from '../libraries.ts';

export interface GridRow {
  /** Local identity (React key, focus target); never sent. */
  key: string;
  /** The stored row's id: kept on modify so the server changes the row in place, dropped on copy. */
  id?: number;
  /** Entry order: rows of one header keep the order they were entered in. */
  seq: number;
  header_id: number | null;
  standard_id: number | null;
  condition_id: number | null;
  state: PropertyState | null;
  /** Number kind: "1.2" or "1.2~1.4"; text kind: the words. */
  entry: string;
  /** Range kind: either end may stay empty (a bound). */
  min: string;
  max: string;
  metric_id: number | null;
}

/** The cells of a row in keyboard order; which of them a row has depends on its header. */
export type CellName = 'header' | 'standard' | 'condition' | 'state' | 'entry' | 'min' | 'max' | 'metric';

let lastKey = 0;
export function newRowKey(): string {
  lastKey += 1;
  return `r${lastKey}`;
}

export function emptyRow(seq: number): GridRow {
  return {
    key: newRowKey(),
    seq,
    header_id: null,
    standard_id: null,
    condition_id: null,
    state: null,
    entry: '',
    min: '',
    max: '',
    metric_id: null,
  };
}

const FULL_WIDTH = /[０-９．－＋，～]/g;
const halfWidth = (text: string) =>
  text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\s+/g, '');

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const NUMBER_PART = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?';
// "1.2~1.4", "1.2–1.4", "1.2-1.4", "-40--20", "1.2..1.4", "1.2 to 1.4": a spread of one value.
const RANGE = new RegExp(`^(${NUMBER_PART})(?:~|～|–|—|\\.\\.|-|to)(${NUMBER_PART})$`, 'i');

/** A typed number; '' is no value (null), anything unreadable NaN (the grid rules call it out). */
export function parseNumber(text: string): number | null {
  const plain = halfWidth(text);
  if (plain === '') return null;
  return NUMBER.test(plain) ? Number(plain) : Number.NaN;
}

/** The entry of a number-kind row: one value, or a range with both ends. */
export function parseEntry(text: string): Pick<PropertyRowInput, 'value' | 'value_min' | 'value_max'> {
  const plain = halfWidth(text);
  if (plain === '') return { value: null, value_min: null, value_max: null };
  if (NUMBER.test(plain)) return { value: Number(plain), value_min: null, value_max: null };
  const range = RANGE.exec(plain);
  if (range) return { value: null, value_min: Number(range[1]), value_max: Number(range[2]) };
  return { value: Number.NaN, value_min: null, value_max: null };
}

const shown = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A stored row as the grid holds it (the header decides where its value goes). */
export function fromStored(
  stored: PropertyRowInput & { id?: number },
  seq: number,
  index: LibraryIndex | undefined,
  keepId: boolean,
): GridRow {
  const kind = index?.headers.get(stored.header_id)?.value_kind;
  const row: GridRow = {
    ...emptyRow(seq),
    header_id: stored.header_id,
    standard_id: stored.standard_id ?? null,
    condition_id: stored.condition_id ?? null,
    state: stored.state ?? null,
    metric_id: stored.metric_id ?? null,
  };
  if (keepId && stored.id !== undefined) row.id = stored.id;
  const hasRange = stored.value_min != null || stored.value_max != null;
  if (kind === 'range' || (kind === undefined && hasRange)) {
    row.min = shown(stored.value_min ?? (kind === 'range' ? stored.value : null));
    row.max = shown(stored.value_max);
  } else if (kind === 'text') {
    row.entry = stored.value_text ?? '';
  } else if (stored.value != null) {
    row.entry = shown(stored.value);
  } else if (hasRange) {
    row.entry = `${shown(stored.value_min)}~${shown(stored.value_max)}`;
  } else {
    row.entry = stored.value_text ?? '';
  }
  return row;
}

/** A row nobody has started: left out of what is saved. */
export function isBlank(row: GridRow): boolean {
  return (
    row.header_id === null &&
    row.standard_id === null &&
    row.condition_id === null &&
    row.entry.trim() === '' &&
    row.min.trim() === '' &&
    row.max.trim() === ''
  );
}

/** The row as the API takes it (numbers may be NaN while unreadable: never sent, the rules refuse them). */
export function toInput(row: GridRow, index: LibraryIndex | undefined): PropertyRowInput & { id?: number } {
  const kind = row.header_id === null ? undefined : index?.headers.get(row.header_id)?.value_kind;
  const out: PropertyRowInput & { id?: number } = {
    header_id: row.header_id ?? 0,
    standard_id: row.standard_id,
    condition_id: row.condition_id,
    state: row.state,
    value: null,
    value_min: null,
    value_max: null,
    value_text: '',
    metric_id: kind === 'text' ? null : row.metric_id,
  };
  if (row.id !== undefined) out.id = row.id;
  if (kind === 'text') out.value_text = row.entry.trim();
  else if (kind === 'range') {
    out.value_min = parseNumber(row.min);
    out.value_max = parseNumber(row.max);
  } else Object.assign(out, parseEntry(row.entry));
  return out;
}

const LAST = Number.MAX_SAFE_INTEGER;

/**
 * Rows grouped by their header's root (roots in their order, headers without one after them, rows without
 * a header yet at the end) and by header sort inside a group; one header's rows keep their entry order.
 */
export function sortRows(rows: readonly GridRow[], index: LibraryIndex | undefined): GridRow[] {
  const place = (row: GridRow) => {
    const header = row.header_id === null ? undefined : index?.headers.get(row.header_id);
    if (!header) return [LAST, LAST, LAST, LAST];
    const root = header.root_id === null ? undefined : index?.roots.get(header.root_id);
    return [root ? root.sort : LAST - 1, root ? root.id : LAST - 1, header.sort, header.id];
  };
  return rows
    .map((row) => ({ row, at: place(row) }))
    .sort((a, b) => {
      for (let i = 0; i < a.at.length; i++) {
        const d = (a.at[i] ?? 0) - (b.at[i] ?? 0);
        if (d !== 0) return d;
      }
      return a.row.seq - b.row.seq;
    })
    .map(({ row }) => row);
}

/** A group band of the grid: the root's id, null for headers without a root, 'new' for rows not started. */
export type BandId = number | null | 'new';

export function bandOf(row: GridRow, index: LibraryIndex | undefined): BandId {
  const header = row.header_id === null ? undefined : index?.headers.get(row.header_id);
  return header ? header.root_id : 'new';
}

/** The cells a row offers to the keyboard, in order. */
export function cellsOf(row: GridRow, index: LibraryIndex | undefined): CellName[] {
  const header = row.header_id === null ? undefined : index?.headers.get(row.header_id);
  const cells: CellName[] = ['header', 'standard', 'condition'];
  if (header?.has_state) cells.push('state');
  if (header?.value_kind === 'range') cells.push('min', 'max');
  else cells.push('entry');
  if (header && header.value_kind !== 'text' && index && index.metricsOf(header.quantity).length > 0)
    cells.push('metric');
  return cells;
}

/**
 * The row after its header changed: the unit becomes the header's default (unless the row's own unit already
 * measures the header's quantity), and a state is kept only where the header distinguishes one.
 */
export function withHeader(row: GridRow, headerId: number | null, index: LibraryIndex | undefined): GridRow {
  const header = headerId === null ? undefined : index?.headers.get(headerId);
  const next: GridRow = { ...row, header_id: headerId };
  if (!header) return next;
  const current = row.metric_id === null ? undefined : index?.metrics.get(row.metric_id);
  if (header.value_kind === 'text') next.metric_id = null;
  else if (current?.quantity !== header.quantity) {
    const preset =
      header.default_metric_id == null ? undefined : index?.metrics.get(header.default_metric_id);
    next.metric_id = preset?.quantity === header.quantity ? preset.id : null;
  }
  if (!header.has_state) next.state = null;
  // A value typed for another kind moves with it: "1.2~1.4" to min and max, and back.
  const before = row.header_id === null ? undefined : index?.headers.get(row.header_id)?.value_kind;
  if (header.value_kind === 'range' && before !== 'range' && row.entry.trim() !== '') {
    const parsed = parseEntry(row.entry);
    next.min = parsed.value_min != null ? String(parsed.value_min) : row.entry.trim();
    next.max = parsed.value_max != null ? String(parsed.value_max) : '';
    next.entry = '';
  } else if (header.value_kind !== 'range' && before === 'range' && (row.min || row.max)) {
    next.entry = row.min && row.max ? `${row.min}~${row.max}` : row.min || row.max;
    next.min = '';
    next.max = '';
  }
  return next;
}

/** Where a problem shows: the grid cell of a rule's field. */
export function cellOfField(field: GridProblem['field'], row: GridRow, index: LibraryIndex | undefined) {
  const kind = row.header_id === null ? undefined : index?.headers.get(row.header_id)?.value_kind;
  switch (field) {
    case 'header_id':
      return 'header';
    case 'standard_id':
      return 'standard';
    case 'condition_id':
      return 'condition';
    case 'state':
      return 'state';
    case 'metric_id':
      return 'metric';
    case 'value_min':
      return kind === 'range' ? 'min' : 'entry';
    case 'value_max':
      return kind === 'range' ? 'max' : 'entry';
    default:
      return 'entry';
  }
}

export interface CellProblem {
  rowKey: string;
  cell: CellName;
  message: { zh: string; en: string };
}

export interface CheckedGrid {
  /** What is sent, in the grid's order (row N of a server message is the N-th of these). */
  rows: (PropertyRowInput & { id?: number })[];
  /** The grid row of each sent row. */
  keys: string[];
  problems: CellProblem[];
}

/** The rows to send and every problem the contract's rules (and the grid's own reading) find. */
export function checkGrid(sorted: readonly GridRow[], index: LibraryIndex | undefined): CheckedGrid {
  const started = sorted.filter((row) => !isBlank(row));
  const rows = started.map((row) => toInput(row, index));
  const problems: CellProblem[] = [];
  started.forEach((row, i) => {
    if (row.header_id === null) {
      problems.push({
        rowKey: row.key,
        cell: 'header',
        message: { zh: `第 ${i + 1} 行: 请选择性能`, en: `Row ${i + 1}: pick a property` },
      });
    }
  });
  if (index) {
    const withHeaderRows = rows.filter((_, i) => started[i]?.header_id !== null);
    const positions = started.flatMap((row, i) => (row.header_id === null ? [] : [i]));
    for (const problem of validateGrid(withHeaderRows, index)) {
      const at = positions[problem.row] ?? problem.row;
      const row = started[at];
      if (!row) continue;
      problems.push({
        rowKey: row.key,
        cell: cellOfField(problem.field, row, index),
        message: problem.message,
      });
    }
  }
  return { rows, keys: started.map((row) => row.key), problems };
}

/** Whether the header's quantity needs a unit at all (a UL94 class does not). */
export function needsMetric(headerId: number | null, index: LibraryIndex | undefined): boolean {
  const header = headerId === null ? undefined : index?.headers.get(headerId);
  return Boolean(header && header.value_kind !== 'text' && quantityNeedsMetric(header.quantity));
}

/** The 1-based row a server message names ("第 3 行", "Row 3"), if any. */
export function rowNamedIn(message: string): number | undefined {
  const found = /第\s*(\d+)\s*行/.exec(message) ?? /\brow\s+(\d+)/i.exec(message);
  return found ? Number(found[1]) : undefined;
}
