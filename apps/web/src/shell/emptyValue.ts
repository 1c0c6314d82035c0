/** Values that display as the placeholder dash (spec §2: a dash when a value is empty). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const PLACEHOLDER = '-';

export function displayValue(value: unknown): string {
  return isEmptyValue(value) ? PLACEHOLDER : String(value);
}
