import type { ReactNode } from 'react';
import { displayValue, isEmptyValue } from './emptyValue.ts';

/** Shows the value, or a dash when it is empty; `children` render a non-empty value differently. */
export function Placeholder({ value, children }: { value: unknown; children?: ReactNode }) {
  if (isEmptyValue(value)) return <span className="placeholder">{displayValue(value)}</span>;
  return <>{children ?? displayValue(value)}</>;
}
