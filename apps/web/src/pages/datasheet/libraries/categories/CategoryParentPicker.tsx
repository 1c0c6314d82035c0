/**
 * A category's parent: exactly one level up (the server refuses anything else, with a message naming the
 * field). The picker offers only that level: nothing for a first-level category, the first level for a
 * second-level one, the second level (reached through the first) for a third-level one.
 */
import { categoryResource } from '@console/contract';
import { Form, Select } from 'antd';
import type { FieldWidgetProps } from '../../../../resources/extensions.ts';
import { TreeSelectControl } from '../../../../resources/TreeSelectControl.tsx';
import { useClearOnChange } from '../headers/pickers.tsx';
import { useLibraryT } from '../strings.ts';

export function CategoryParentPicker({ value, onChange, disabled }: FieldWidgetProps<number | null>) {
  const t = useLibraryT();
  const form = Form.useFormInstance();
  const level = Number(Form.useWatch('level', form)) || undefined;
  useClearOnChange(level, () => onChange?.(null));
  if (level === undefined || level <= 1) {
    return (
      <Select
        disabled
        value={undefined}
        placeholder={level === undefined ? t('pickLevelFirst') : t('noParentAtFirst')}
        data-testid="field-parent_id"
      />
    );
  }
  return (
    <TreeSelectControl
      target={categoryResource.key}
      depth={level - 1}
      value={value ?? null}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      disabled={disabled}
      data-testid="field-parent_id"
    />
  );
}
