/** The fields purchasing and supply families share: a currency, a quantity with its unit, a price's unit. */
import type { EnumField, NumberField } from '../types.ts';
import { currencyOptions, quantityUnitOptions } from './currency.ts';

export const currencyField = {
  name: 'currency',
  kind: 'enum',
  label: { zh: '币种', en: 'Currency' },
  options: currencyOptions,
  default: 'CNY',
  required: true,
  list: true,
  width: 110,
} as const satisfies EnumField;

/** How much, in tonnes, kilograms or pounds: a requirement's or a stock lot's. */
export const quantityFields = [
  {
    name: 'quantity',
    kind: 'decimal',
    label: { zh: '数量', en: 'Quantity' },
    required: true,
    min: 0,
    scale: 3,
    list: true,
    sortable: true,
    width: 100,
  },
  {
    name: 'unit',
    kind: 'enum',
    label: { zh: '单位', en: 'Unit' },
    options: quantityUnitOptions,
    default: 't',
    required: true,
    list: true,
    width: 80,
  },
] as const satisfies readonly (NumberField | EnumField)[];

/** What a price is per (a quote's, an offer's). */
export const pricedPerField = {
  name: 'unit',
  kind: 'enum',
  label: { zh: '计价单位', en: 'Per' },
  options: quantityUnitOptions,
  default: 't',
  required: true,
  list: true,
  width: 90,
} as const satisfies EnumField;
