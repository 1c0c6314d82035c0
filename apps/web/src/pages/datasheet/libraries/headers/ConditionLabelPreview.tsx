/**
 * A test condition's label, written by the server from the parts: while a condition is edited, the label
 * shown follows the parts as they are typed (the contract's `conditionLabel`, the function the server uses).
 */
import { type ConditionParts, conditionLabel, conditionParts } from '@console/contract';
import { Form, Input } from 'antd';
import type { FieldWidgetProps } from '../../../../resources/extensions.ts';

export function ConditionLabelPreview({ value }: FieldWidgetProps<string | null>) {
  const form = Form.useFormInstance();
  const label = Form.useWatch((values: Record<string, unknown>) => {
    const parts: ConditionParts = {};
    for (const part of conditionParts) {
      const v = values[part.key];
      parts[part.key] = typeof v === 'number' ? v : null;
    }
    return conditionLabel(parts);
  }, form);
  return <Input disabled value={label || value || ''} data-testid="field-label" />;
}
