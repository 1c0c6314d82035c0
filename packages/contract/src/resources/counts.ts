/**
 * Derived counts: a field holding how many rows of another family point at its row through a reference (the
 * responses of a questionnaire, the quotes of a requirement, a company's waiting requests). Declared once with
 * `countField`; the server keeps it in the transaction of every add, delete, re-parent and state change of the
 * counted rows, and `npm run admin -- recount` repairs any that drifted. Forms never write it. A count of a row's
 * own child rows (`childCountField`) is written with every write of those rows.
 */
import type { LocalName } from '../routes.ts';
import type { NumberField, ResourceDef } from './types.ts';

/** A value a counted row's field may hold to be counted. */
export type CountedValue = string | number | boolean;

export interface CountOf {
  /** Key of the family whose rows are counted. */
  family: string;
  /** That family's reference field naming the row that holds the count. */
  via: string;
  /** Counts only the rows whose field holds one of these values (a status, a flag). */
  where?: { field: string; in: readonly CountedValue[] };
}

/** The declaration of a count field: an integer the server writes, 0 for a new row. */
export function countField<const N extends string>(
  name: N,
  label: LocalName,
  countOf: CountOf,
  display: Pick<NumberField, 'help' | 'list' | 'sortable' | 'filter' | 'width'> = {},
) {
  return {
    name,
    kind: 'integer',
    label,
    ...display,
    readOnly: true,
    default: 0,
    countOf,
  } as const satisfies NumberField;
}

/**
 * The declaration of a count of the row's own child rows (a questionnaire's questions, a portal's panels): an
 * integer the server writes with every write of those rows, 0 for a new row.
 */
export function childCountField<const N extends string>(
  name: N,
  label: LocalName,
  children: string,
  display: Pick<NumberField, 'help' | 'list' | 'sortable' | 'filter' | 'width'> = {},
) {
  return {
    name,
    kind: 'integer',
    label,
    ...display,
    readOnly: true,
    default: 0,
    countOfChildren: children,
  } as const satisfies NumberField;
}

/** One declared count of child rows: the family and field holding it, and the children field it counts. */
export interface DeclaredChildCount {
  holder: ResourceDef;
  field: string;
  children: string;
}

/** The integer fields of the families whose declaration `read` finds a count in, with what it found. */
function countFields<T>(
  families: Iterable<ResourceDef>,
  read: (field: ResourceDef['fields'][number]) => T | undefined,
): { holder: ResourceDef; field: string; counted: T }[] {
  const counts: { holder: ResourceDef; field: string; counted: T }[] = [];
  for (const holder of families) {
    for (const field of holder.fields) {
      const counted = field.kind === 'integer' ? read(field) : undefined;
      if (counted !== undefined) counts.push({ holder, field: field.name, counted });
    }
  }
  return counts;
}

/** Every count of child rows the families declare. */
export function declaredChildCounts(families: Iterable<ResourceDef>): DeclaredChildCount[] {
  return countFields(families, (field) => (field.kind === 'integer' ? field.countOfChildren : undefined)).map(
    ({ holder, field, counted }) => ({ holder, field, children: counted }),
  );
}

/** One declared count: the family and field holding it, and what it counts. */
export interface DeclaredCount {
  holder: ResourceDef;
  field: string;
  countOf: CountOf;
}

/** Every count the families declare. */
export function declaredCounts(families: Iterable<ResourceDef>): DeclaredCount[] {
  return countFields(families, (field) => (field.kind === 'integer' ? field.countOf : undefined)).map(
    ({ holder, field, counted }) => ({ holder, field, countOf: counted }),
  );
}

/** Keys of the families holding a count of `key`'s rows: a change to those rows changes them too. */
export function familiesCounting(families: Iterable<ResourceDef>, key: string): string[] {
  return [
    ...new Set(
      declaredCounts(families)
        .filter((count) => count.countOf.family === key && count.holder.key !== key)
        .map((count) => count.holder.key),
    ),
  ];
}

/** Whether a row (as the API or the database gives it) is counted by the declaration's condition. */
export function countsRow(countOf: CountOf, row: Readonly<Record<string, unknown>>): boolean {
  const where = countOf.where;
  if (!where) return true;
  const value = row[where.field];
  // Compared as text: an enum read from an integer column and one written from JSON agree.
  return where.in.some((wanted) => String(wanted) === String(value));
}
