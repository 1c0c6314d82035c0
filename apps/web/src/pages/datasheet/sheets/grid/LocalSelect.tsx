/** A grid picker: searchable, filtered locally by every typed word (the choices are already in memory). */
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { matches, type PickGroup, type PickOption } from './gridOptions.ts';

interface LocalSelectProps<V extends number | string> {
  value: V | null;
  options: readonly (PickOption | PickGroup)[];
  onChange: (value: V | null) => void;
  /** A choice was picked (not cleared): the grid moves on to the next cell. */
  onPicked?: () => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  status?: 'error';
  ariaLabel: string;
  testId: string;
  /** Wide lists (header names) open wider than the cell. */
  wide?: boolean;
  /** The name of a chosen value that is not among the choices (a disabled library row). */
  labelOf?: (value: V) => string;
  style?: CSSProperties;
}

export function LocalSelect<V extends number | string>(props: LocalSelectProps<V>) {
  const { value, options, onChange, onPicked } = props;
  return (
    <Select<V>
      size="small"
      value={value ?? undefined}
      options={options as PickOption[]}
      disabled={props.disabled}
      placeholder={props.placeholder}
      allowClear={props.allowClear}
      status={props.status}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      style={{ width: '100%', ...props.style }}
      popupMatchSelectWidth={props.wide ? 320 : true}
      showSearch={{ filterOption: (input, option) => matches(input, option as PickOption | undefined) }}
      labelRender={({ label, value: chosen }) => label ?? props.labelOf?.(chosen as V) ?? String(chosen)}
      onChange={(next) => onChange((next ?? null) as V | null)}
      // Every pick, the same choice again included (onChange fires only on a different one).
      onSelect={() => onPicked?.()}
    />
  );
}
