/**
 * Pickers of the header forms that offer only what fits the row: a header's default unit among the units of
 * its quantity; a smart search entry's header among the smart headers, its unit among the units of that
 * header's quantity. The server checks the grid's units against the header; these keep wrong choices off the
 * menu in the first place.
 */
import { headerResource } from '@console/contract';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useResourceRow } from '../../../../resources/api.ts';
import type { FieldWidgetProps } from '../../../../resources/extensions.ts';
import { ReferenceSelect } from '../../../../resources/ReferenceSelect.tsx';

type IdProps = FieldWidgetProps<number | null>;

/**
 * Calls `clear` when the watched value changes after it was first set (the person picked another quantity),
 * never when the form fills itself in.
 */
export function useClearOnChange(watched: unknown, clear: () => void): void {
  const previous = useRef(watched);
  useEffect(() => {
    const before = previous.current;
    previous.current = watched;
    if (before !== undefined && before !== null && before !== watched) clear();
  }, [watched, clear]);
}

const metricKey = 'metric';

/** The metrics of one quantity (`quantity` read from the same form). */
function MetricOfQuantity({ value, onChange, disabled, quantity }: IdProps & { quantity: unknown }) {
  return (
    <ReferenceSelect
      target={metricKey}
      value={value ?? null}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      disabled={disabled}
      filter={typeof quantity === 'string' && quantity ? { quantity } : undefined}
      data-testid="field-metric-of-quantity"
    />
  );
}

/** A header's default unit: among the units of the quantity chosen above it; cleared when that changes. */
export function HeaderMetricPicker(props: IdProps) {
  const form = Form.useFormInstance();
  const quantity = Form.useWatch('quantity', form);
  const { onChange } = props;
  useClearOnChange(quantity, () => onChange?.(null));
  return <MetricOfQuantity {...props} quantity={quantity} />;
}

/** A smart search entry's header: one of the smart headers. */
export function SmartHeaderPicker({ value, onChange, disabled }: IdProps) {
  return (
    <ReferenceSelect
      target={headerResource.key}
      value={value ?? null}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      disabled={disabled}
      filter={{ smart: true }}
      data-testid="field-smart-header"
    />
  );
}

/** A smart search entry's unit: among the units of its header's quantity. */
export function SmartEntryMetricPicker(props: IdProps) {
  const form = Form.useFormInstance();
  const headerId = Form.useWatch('header_id', form);
  const header = useResourceRow(headerResource, typeof headerId === 'number' ? headerId : undefined);
  const { onChange } = props;
  useClearOnChange(headerId, () => onChange?.(null));
  return <MetricOfQuantity {...props} quantity={header.data?.quantity} />;
}
