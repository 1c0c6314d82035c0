/** Fields many families share, declared once; each family may override any property. */
import type { LocalName } from '../routes.ts';
import type { BooleanField, DateField, NumberField, TextField } from './types.ts';

type Extra<F> = Partial<Omit<F, 'name' | 'kind'>>;

export function enabledField(extra: Extra<BooleanField> = {}): BooleanField {
  return {
    name: 'enabled',
    kind: 'boolean',
    label: { zh: '启用', en: 'Enabled' },
    default: true,
    list: true,
    ...extra,
  };
}

export function descriptionField(extra: Extra<TextField> = {}): TextField {
  return {
    name: 'description',
    kind: 'longText',
    label: { zh: '说明', en: 'Description' },
    max: 500,
    list: true,
    ...extra,
  };
}

export function sortField(extra: Extra<NumberField> = {}): NumberField {
  return {
    name: 'sort',
    kind: 'integer',
    label: { zh: '排序', en: 'Order' },
    min: 0,
    max: 100000,
    default: 0,
    list: true,
    sortable: true,
    ...extra,
  };
}

export function createdAtField(
  label: LocalName = { zh: '创建时间', en: 'Created' },
  extra: Extra<DateField> = {},
): DateField {
  return {
    name: 'created_at',
    kind: 'datetime',
    label,
    readOnly: true,
    list: true,
    sortable: true,
    ...extra,
  };
}
