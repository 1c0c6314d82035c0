/** An equipment's sub-type: among the sub-types of the type chosen in the same form (the server checks it too). */
import { equipmentSecondTypeResource } from '@console/contract';
import { Form, Select } from 'antd';
import type { FieldWidgetProps } from '../../resources/extensions.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useClearOnChange } from '../datasheet/libraries/headers/pickers.tsx';
import { useEnterpriseT } from './strings.ts';

export function EquipmentSubTypePicker({ value, onChange, disabled }: FieldWidgetProps<number | null>) {
  const t = useEnterpriseT();
  const form = Form.useFormInstance();
  const typeId = Form.useWatch('type_id', form) as number | null | undefined;
  useClearOnChange(typeId, () => onChange?.(null));
  if (typeof typeId !== 'number') {
    return (
      <Select
        disabled
        value={undefined}
        placeholder={t('pickTypeFirst')}
        data-testid="field-second_type_id"
      />
    );
  }
  return (
    <ReferenceSelect
      target={equipmentSecondTypeResource.key}
      filter={{ type_id: typeId }}
      value={value ?? null}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      disabled={disabled}
      data-testid="field-second_type_id"
    />
  );
}
