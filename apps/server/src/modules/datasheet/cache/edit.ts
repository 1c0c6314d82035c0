/**
 * An edit of a cached sheet (`POST /ds/cache/update`) changes raw spellings; what they resolve to is the
 * server's to say, as on import. Before the change is stored, every resolved column is recomputed from its raw
 * spelling through the libraries and their remembered mappings, so a fixed spelling is resolved at once and a
 * spelling changed to an unknown one is no longer resolved to the old target.
 */
import type { CachedSheetRow } from '@console/contract';
import type { CacheLibraries, ResolvedKind } from './libraries.ts';

/** Raw column → (resolved column, library kind), for the rows and for the sheet itself. */
const rowColumns: readonly [string, string, ResolvedKind][] = [
  ['header_raw', 'header_id', 'header'],
  ['standard_raw', 'standard_id', 'standard'],
  ['condition_raw', 'condition_id', 'condition'],
  ['unit_raw', 'metric_id', 'unit'],
];
const sheetColumns: readonly [string, string, ResolvedKind][] = [
  ['company_raw', 'company_id', 'company'],
  ['category_raw', 'category_id', 'category'],
];

function resolveInto(
  target: Record<string, unknown>,
  columns: readonly [string, string, ResolvedKind][],
  libraries: CacheLibraries,
  before?: Record<string, unknown>,
): void {
  for (const [raw, resolved, kind] of columns) {
    if (!(raw in target)) continue;
    const spelling = String(target[raw] ?? '');
    const id = libraries.resolve(kind, spelling);
    // A spelling left as it was keeps what it resolved to (a target since renamed in its library, say).
    const unchanged = before !== undefined && String(before[raw] ?? '') === spelling;
    target[resolved] = id ?? (unchanged && spelling !== '' ? (before?.[resolved] ?? null) : null);
  }
}

/** The values of an update with every resolved column recomputed from the raw spellings sent. */
export function resolveEdit(
  values: Record<string, unknown>,
  before: CachedSheetRow,
  libraries: CacheLibraries,
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const sheet: Record<string, unknown> = {};
  for (const [raw] of sheetColumns) if (raw in values) sheet[raw] = values[raw];
  resolveInto(sheet, sheetColumns, libraries, before);
  for (const [raw, resolved] of sheetColumns) if (raw in sheet) set[resolved] = sheet[resolved];
  if (Array.isArray(values.rows)) {
    const old = new Map<unknown, Record<string, unknown>>(before.rows.map((row) => [row.id, row]));
    set.rows = (values.rows as Record<string, unknown>[]).map((row) => {
      const next = { ...row };
      resolveInto(next, rowColumns, libraries, row.id === undefined ? undefined : old.get(row.id));
      return next;
    });
  }
  return set;
}
