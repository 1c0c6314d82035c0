/**
 * A cascaded reference picker (a field declared `within`): it offers only the target's rows under the value
 * of another field of the same form (the second-level classes of the first-level class chosen), waits for
 * that field, and is emptied when it changes, so a form never holds a pair the server would refuse.
 */
import type { Locale, ReferenceField } from '@console/contract';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { translate } from '../../i18n/index.ts';
import { ReferenceSelect } from '../ReferenceSelect.tsx';

interface NarrowedReferenceProps {
  field: ReferenceField & { within: { field: string; filter: string } };
  locale: Locale;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}

export function NarrowedReference({ field, locale, value, onChange, disabled, id }: NarrowedReferenceProps) {
  const above: unknown = Form.useWatch(field.within.field);
  const chosen = typeof above === 'number' ? above : null;
  const last = useRef(chosen);
  useEffect(() => {
    // useWatch reads undefined before the form's first values are in: only a change from a value empties it.
    if (last.current !== null && last.current !== chosen) onChange?.(null);
    last.current = chosen;
  }, [chosen, onChange]);
  return (
    <ReferenceSelect
      id={id}
      aria-label={field.label[locale]}
      data-testid={`field-${field.name}`}
      target={field.target}
      value={value as number | null}
      onChange={(v) => onChange?.(v)}
      disabled={disabled || chosen === null}
      filter={chosen === null ? undefined : { [field.within.filter]: chosen }}
      placeholder={chosen === null ? translate(locale, 'pickAboveFirst') : undefined}
    />
  );
}
