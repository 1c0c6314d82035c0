/**
 * What the datasheet editor starts from in each of its three modes and what its save sends. Pure.
 *
 * - add: the declaration's defaults and one empty grid row;
 * - copy (add from an existing sheet): the sheet without its id, DSNO and headline values, its grade marked
 *   as a copy, its filler and property rows without their ids (they become the new sheet's rows); its status
 *   is not copied (a new sheet starts pending and is reviewed again);
 * - modify: the sheet as stored; rows keep their ids so the server changes them in place.
 */
import { datasheetResource, type PropertyRowInput, type RowOf } from '@console/contract';
import {
  changedValues,
  defaultRow,
  type FormField,
  formFields,
  fromFormValues,
  toFormValues,
} from '../../../../resources/form/values.ts';
import { emptyRow, fromStored, type GridRow, sortRows } from '../grid/gridModel.ts';
import type { LibraryIndex } from '../libraries.ts';

export type EditorMode = 'add' | 'copy' | 'modify';

export const sheetDef = datasheetResource;

/** A sheet as its detail hands it over: its fields, filler rows and property grid, typed by the declaration. */
export type SheetRow = RowOf<typeof datasheetResource>;

/** The sheet's own fields in the form (the property grid is edited beside it, not as a form field). */
export function sheetFields(mode: EditorMode): FormField[] {
  return formFields(sheetDef, mode === 'modify' ? 'edit' : 'add').filter(
    ({ field }) => field.name !== 'properties',
  );
}

type Row = Record<string, unknown>;

const withoutIds = <R extends { id: number }>(rows: readonly R[]): Omit<R, 'id'>[] =>
  rows.map(({ id: _id, ...rest }) => rest);

/** A copy of `sheet` to be saved as a new one, its grade marked by `markCopy`. */
export function copyOf(sheet: SheetRow, markCopy: (grade: string) => string): Row {
  const fields = sheetFields('copy');
  // The form's fields by name: the sheet's values as the form reads them.
  const stored: Readonly<Row> = sheet;
  const copy: Row = {};
  for (const { field } of fields) {
    if (field.name in stored) copy[field.name] = stored[field.name];
  }
  copy.grade = markCopy(sheet.grade);
  copy.fillers = withoutIds(sheet.fillers);
  return copy;
}

/** The form's starting values. */
export function initialValues(
  mode: EditorMode,
  sheet: SheetRow | undefined,
  markCopy: (grade: string) => string,
): Row {
  const fields = sheetFields(mode);
  if (mode === 'add' || !sheet) return toFormValues(fields, defaultRow(fields.map((f) => f.field)));
  return toFormValues(fields, mode === 'copy' ? copyOf(sheet, markCopy) : sheet);
}

/** The grid's starting rows, grouped; a new sheet starts with one empty row to type into. */
export function initialRows(
  mode: EditorMode,
  sheet: SheetRow | undefined,
  index: LibraryIndex | undefined,
): GridRow[] {
  const stored = sheet?.properties ?? [];
  if (mode === 'add' || stored.length === 0) return [emptyRow(1)];
  return sortRows(
    stored.map((row, i) => fromStored(row, i + 1, index, mode === 'modify')),
    index,
  );
}

/**
 * The body of the one save call: add sends every field and the grid; modify sends the fields that changed
 * and the grid when it changed (`gridChanged`).
 */
export function saveBody(
  mode: EditorMode,
  values: Row,
  loaded: SheetRow | undefined,
  properties: readonly (PropertyRowInput & { id?: number })[],
  gridChanged: boolean,
): Row {
  const fields = sheetFields(mode);
  const sheet = fromFormValues(fields, values);
  if (mode !== 'modify' || !loaded) return { ...sheet, properties };
  const body = changedValues(fields, loaded, sheet);
  if (gridChanged) body.properties = properties;
  return body;
}
