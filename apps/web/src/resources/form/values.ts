/**
 * What the add/edit form holds, derived from the declaration, and its conversions. The form's values are the
 * API's values except JSON, which the form edits as text. Pure.
 */
import type { ResourceDef, ResourceField, ResourceRow, ScalarField } from '@console/contract';

export type FormMode = 'add' | 'edit';

export interface FormField {
  field: ResourceField;
  /** Shown but not editable: a read-only field when editing, or one set only when the row is added. */
  disabled: boolean;
}

/**
 * The fields of the form: never secret or hideInForm ones; read-only ones only when editing (disabled);
 * immutable ones editable when adding, disabled when editing. A new row of a view has the view's preset values
 * (a new second-level category is second-level): shown, not editable.
 */
export function formFields(def: ResourceDef, mode: FormMode): FormField[] {
  const out: FormField[] = [];
  for (const field of def.fields) {
    if (field.secret || field.hideInForm) continue;
    if (field.readOnly && mode === 'add') continue;
    const preset = mode === 'add' && def.preset !== undefined && field.name in def.preset;
    out.push({ field, disabled: preset || (mode === 'edit' && Boolean(field.readOnly || field.immutable)) });
  }
  return out;
}

/** What an add sends: the form's values and the view's preset values (also those of fields not in the form). */
export function addValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, ...def.preset };
}

/** The value a new row starts with: the declared default, an empty list for lists, else nothing. */
export function defaultValue(field: ResourceField): unknown {
  if ('default' in field && field.default !== undefined) return field.default;
  if (field.kind === 'multiReference' || field.kind === 'children') return [];
  return undefined;
}

export function defaultRow(fields: readonly ResourceField[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = defaultValue(field);
    if (value !== undefined) row[field.name] = value;
  }
  return row;
}

function jsonToText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

function textToJson(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  return text.trim() === '' ? null : JSON.parse(text);
}

function childrenOut(field: ResourceField, rows: unknown, convert: (f: ScalarField, v: unknown) => unknown) {
  if (field.kind !== 'children' || !Array.isArray(rows)) return rows;
  return rows.map((row: Record<string, unknown>) => {
    const copy: Record<string, unknown> = { ...row };
    for (const child of field.fields) copy[child.name] = convert(child, row?.[child.name]);
    return copy;
  });
}

/** One value of a row as the form's control holds it. */
export function toFormValue(field: ResourceField, value: unknown): unknown {
  if (field.kind === 'json') return jsonToText(value);
  if (field.kind === 'children') return childrenOut(field, value ?? [], toFormValue) as unknown[];
  return value;
}

/** One value of the form as the API takes it; throws SyntaxError on text that is not JSON. */
export function fromFormValue(field: ResourceField, value: unknown): unknown {
  if (field.kind === 'json') return textToJson(value);
  if (field.kind === 'children') return childrenOut(field, value ?? [], fromFormValue);
  return value === undefined ? null : value;
}

export function toFormValues(
  fields: readonly FormField[],
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of fields) out[field.name] = toFormValue(field, row[field.name]);
  return out;
}

/** The values the API receives: the editable fields only. */
export function fromFormValues(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field, disabled } of fields) {
    if (disabled) continue;
    out[field.name] = fromFormValue(field, values[field.name]);
  }
  return out;
}

/** Values that mean "nothing": null, undefined and '' compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  return JSON.stringify(value);
}

/** The fields of `next` whose value differs from the row as loaded: what an update sends. */
export function changedValues(
  fields: readonly FormField[],
  row: ResourceRow | Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field, disabled } of fields) {
    if (disabled || !(field.name in next)) continue;
    if (canonical(row[field.name]) !== canonical(next[field.name])) out[field.name] = next[field.name];
  }
  return out;
}

/** The form field a server message names (by its name or either label); the longest match wins. */
export function fieldNamedIn(message: string, fields: readonly FormField[]): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const { field } of fields) {
    for (const needle of [field.name, field.label.zh, field.label.en]) {
      if (needle && message.includes(needle) && (!best || needle.length > best.length)) {
        best = { name: field.name, length: needle.length };
      }
    }
  }
  return best?.name;
}
