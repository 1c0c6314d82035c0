/** The quantity a header's values or a metric measure, as an enum field over the unit catalogue's quantities. */
import type { EnumField, EnumOption } from '../../types.ts';
import { Quantity } from '../units.ts';

export const quantityOptions: readonly (EnumOption & { value: string })[] = Object.entries(Quantity).map(
  ([value, name]) => ({
    value,
    label: { zh: name.zh, en: name.en.charAt(0).toUpperCase() + name.en.slice(1) },
  }),
);

/** Always required, named `quantity`: a row's type (RowOf) reads a string there. */
type QuantityField = EnumField & { name: 'quantity'; options: typeof quantityOptions; required: true };

export function quantityField(
  extra: Partial<Omit<EnumField, 'name' | 'kind' | 'options' | 'required'>> = {},
): QuantityField {
  return {
    name: 'quantity',
    kind: 'enum',
    label: { zh: '物理量', en: 'Quantity' },
    options: quantityOptions,
    required: true,
    list: true,
    filter: 'enum',
    ...extra,
  };
}
