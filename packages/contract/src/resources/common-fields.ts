/**
 * Fields many families share, declared once; each family may override any property. Each keeps its literal
 * type (name, kind, default), so what is derived from a declaration's type (a row's type, a table's columns)
 * sees these fields as precisely as fields written out in the declaration.
 */
import type { LocalName } from '../routes.ts';
import {
  type FieldExtra as Extra,
  type NoFieldExtra as NoExtra,
  type FieldOverride as Override,
  overrideField as override,
} from './field-override.ts';
import type { BooleanField, DateField, NumberField, TextField } from './types.ts';

const enabled = {
  name: 'enabled',
  kind: 'boolean',
  label: { zh: '启用', en: 'Enabled' },
  default: true,
  list: true,
} as const satisfies BooleanField;

export function enabledField<const E extends Extra<BooleanField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof enabled, NoInfer<E>> {
  return override(enabled, extra);
}

const description = {
  name: 'description',
  kind: 'longText',
  label: { zh: '说明', en: 'Description' },
  max: 500,
  list: true,
} as const satisfies TextField;

export function descriptionField<const E extends Extra<TextField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof description, NoInfer<E>> {
  return override(description, extra);
}

const sort = {
  name: 'sort',
  kind: 'integer',
  label: { zh: '排序', en: 'Order' },
  min: 0,
  max: 100000,
  default: 0,
  list: true,
  sortable: true,
} as const satisfies NumberField;

export function sortField<const E extends Extra<NumberField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof sort, NoInfer<E>> {
  return override(sort, extra);
}

const createdAt = {
  name: 'created_at',
  kind: 'datetime',
  label: { zh: '创建时间', en: 'Created' },
  readOnly: true,
  list: true,
  sortable: true,
} as const satisfies DateField;

export function createdAtField<const E extends Extra<DateField> = NoExtra>(
  label: LocalName = createdAt.label,
  extra: E = {} as E,
): Override<Omit<typeof createdAt, 'label'> & { label: LocalName }, NoInfer<E>> {
  return override({ ...createdAt, label }, extra);
}

const updatedAt = {
  name: 'updated_at',
  kind: 'datetime',
  label: { zh: '更新时间', en: 'Updated' },
  readOnly: true,
  list: true,
  sortable: true,
} as const satisfies DateField;

/** The system column `updated_at` as a list column to sort by (a family sorting newest first needs it). */
export function updatedAtField<const E extends Extra<DateField> = NoExtra>(
  label: LocalName = updatedAt.label,
  extra: E = {} as E,
): Override<Omit<typeof updatedAt, 'label'> & { label: LocalName }, NoInfer<E>> {
  return override({ ...updatedAt, label }, extra);
}
