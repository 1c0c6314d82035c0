/**
 * A family's child rows (a sheet's grid, a questionnaire's questions) as they were before a change. The audit
 * keeps only the child rows a change touched (audit.ts childChanges: rows changed in place on both sides, removed
 * rows before only, added rows after only; both tables whole when the order changed), so the rows before are the
 * rows now with each later change, and the chosen one, taken back, newest first.
 */
import type { ChildrenField } from '@console/contract';
import { comparable } from './audit.ts';

type ChildRow = Record<string, unknown> & { id?: number };
export type ChildDiff = [ChildRow[], ChildRow[]];

const rowsOf = (value: unknown): ChildRow[] => (Array.isArray(value) ? (value as ChildRow[]) : []);

/** Takes one change back from the rows as they were after it. */
function undo(rows: readonly ChildRow[], [before, after]: ChildDiff): ChildRow[] {
  const afterIds = new Set(after.map((row) => row.id));
  // Both tables whole (a new order): the rows before are that whole table.
  if (rows.length > 0 && rows.every((row) => afterIds.has(row.id))) return [...before];
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const kept = rows
    .filter((row) => !afterIds.has(row.id) || beforeById.has(row.id))
    .map((row) => beforeById.get(row.id) ?? row);
  // Rows the change removed come back after the others (their place among them is not recorded).
  const back = before.filter((row) => !kept.some((k) => k.id === row.id));
  return [...kept, ...back];
}

/** The rows before the oldest of `changes` (newest first), from the rows `now`. */
export function childRowsBefore(now: unknown, changes: readonly unknown[]): ChildRow[] {
  let rows = rowsOf(now);
  for (const change of changes) {
    if (!Array.isArray(change) || change.length !== 2) continue;
    rows = undo(rows, [rowsOf(change[0]), rowsOf(change[1])]);
  }
  return rows;
}

/**
 * The rows as an update takes them: the declared fields, with the id of a row that still exists (changed in
 * place) and without it for a row that comes back (a new row: its old id is gone).
 */
export function childInput(field: ChildrenField, rows: readonly ChildRow[], now: unknown): ChildRow[] {
  const existing = new Set(rowsOf(now).map((row) => row.id));
  const names = field.fields.map((child) => child.name);
  return rows.map((row) => ({
    ...(row.id !== undefined && existing.has(row.id) ? { id: row.id } : {}),
    ...Object.fromEntries(names.map((name) => [name, row[name] ?? null])),
  }));
}

/** Whether two child tables hold the same rows in the same order (ids and positions aside). */
export function sameChildRows(field: ChildrenField, a: unknown, b: unknown): boolean {
  const names = field.fields.map((child) => child.name);
  const plain = (rows: unknown) =>
    rowsOf(rows).map((row) => names.map((name) => comparable(row[name] ?? null)));
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
