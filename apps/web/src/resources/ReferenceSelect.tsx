/** A picker of rows of another family: remote search through `GET {base}/options?q=`, chosen ones by `ids`. */
import type { ChildrenField } from '@console/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { type ReferenceFilter, useReferenceOptions } from './api.ts';

interface ReferenceSelectProps {
  /** Key of the referenced family. */
  target: string;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
  /** Its name where no form label points at it. */
  'aria-label'?: string;
  /** Offer only the target's rows with these values of its declared filters. */
  filter?: ReferenceFilter;
}

const SEARCH_DELAY_MS = 300;

export function ReferenceSelect({
  target,
  multiple,
  value,
  onChange,
  filter,
  ...rest
}: ReferenceSelectProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const ids = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  const { options, loading } = useReferenceOptions(target, q, ids, filter);

  return (
    <Select<number | number[]>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={loading}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      notFoundContent={loading ? t('loading') : t('noOptions')}
      placeholder={rest.placeholder ?? t('searchToPick')}
    />
  );
}

/** The family a children field's reference column points at (a datasheet's filler rows → fillers). */
export function childReferenceTarget(field: ChildrenField, name: string | undefined): string | undefined {
  const child = field.fields.find((f) => f.name === name);
  return child?.kind === 'reference' ? child.target : undefined;
}
