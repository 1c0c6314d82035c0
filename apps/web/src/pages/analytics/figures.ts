/**
 * What the chart panel does to a metric's rows before drawing them (pure, so unit-tested): codes named by their
 * column's options, the CSV of a table, a table column's order, and a two-dimension breakdown turned into one
 * row per value of the first with a column per value of the second (what a chart of series draws).
 */
import type { ChartView, EnumOption, MetricColumn } from '@console/contract';

export type Row = Record<string, string | number | null>;
type Locale = 'zh' | 'en';

/** The name of a value in a column of codes (the value itself otherwise; '' as "not filled in"). */
export function valueName(
  options: readonly EnumOption[] | undefined,
  value: unknown,
  locale: Locale,
  unset: string,
): string | number | null {
  if (value === null || value === undefined) return null;
  if (value === '') return unset;
  const option = options?.find((o) => String(o.value) === String(value));
  return option ? option.label[locale] : (value as string | number);
}

/** The rows as shown: each code of a column with options replaced by its name. */
export function namedRows(screen: ChartView, rows: readonly Row[], locale: Locale, unset: string): Row[] {
  const coded = screen.columns.filter((col) => col.options);
  if (coded.length === 0) return [...rows];
  return rows.map((row) => {
    const named = { ...row };
    for (const col of coded) named[col.key] = valueName(col.options, row[col.key], locale, unset);
    return named;
  });
}

/**
 * Whether a chart has anything to draw: a row whose charted column holds a figure other than 0 (a flat line
 * or a funnel of zeros would read as a figure). KPI cards show their zeros: any row will do.
 */
export function hasFigures(screen: ChartView, rows: readonly Row[]): boolean {
  if (screen.chart === 'kpi') return rows.length > 0;
  const charted = screen.columns.filter((col) => col.key !== screen.x && col.kind !== 'text');
  return rows.some((row) => charted.some((col) => Number(row[col.key] ?? 0) !== 0));
}

export function csvOf(screen: ChartView, rows: readonly Row[], label: (key: string) => string): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [screen.columns.map((col) => cell(label(col.key)))];
  for (const row of rows) lines.push(screen.columns.map((col) => cell(row[col.key])));
  // The BOM makes Excel read the Chinese headings as UTF-8.
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** A table column's order: numbers by value, text by the locale's collation; empty cells last. */
export function compareCells(column: MetricColumn, a: Row, b: Row): number {
  const x = a[column.key];
  const y = b[column.key];
  if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
  if (y === null || y === undefined) return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'zh-CN', { numeric: true });
}

/** Most series a pivoted breakdown draws; the smaller values of the second dimension are summed as "others". */
export const MAX_PIVOT_SERIES = 12;
export const OTHERS_KEY = '__others';

/**
 * Rows `{[first]: a, [second]: b, [measure]: n}` as one row per value of `first` (in first-seen order, the
 * rows coming largest first) with a column per value of `second` and the row's total. Values are named as
 * shown (`name`); the columns say which value each is.
 */
export function pivot(
  rows: readonly Row[],
  first: string,
  second: string,
  measure: string,
  name: (dimension: string, value: unknown) => string,
): { rows: Row[]; columns: { key: string; label: string }[] } {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[second] ?? '');
    totals.set(key, (totals.get(key) ?? 0) + Number(row[measure] ?? 0));
  }
  const kept = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PIVOT_SERIES)
    .map(([key]) => key);
  const keptSet = new Set(kept);
  const byFirst = new Map<string, Row>();
  for (const row of rows) {
    const label = name(first, row[first]);
    const out = byFirst.get(label) ?? { [first]: label, total: 0 };
    const value = String(row[second] ?? '');
    const column = keptSet.has(value) ? `v:${value}` : OTHERS_KEY;
    const n = Number(row[measure] ?? 0);
    out[column] = Number(out[column] ?? 0) + n;
    out.total = Number(out.total) + n;
    byFirst.set(label, out);
  }
  const columns = kept.map((value) => ({ key: `v:${value}`, label: name(second, value) }));
  if (totals.size > kept.length) columns.push({ key: OTHERS_KEY, label: '…' });
  return { rows: [...byFirst.values()], columns };
}
