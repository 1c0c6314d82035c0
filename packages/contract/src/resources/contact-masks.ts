/**
 * Personal contact data (a field's `mask`): shown masked to an admin without the family's "view contact"
 * authority; every unmasked view is written to the audit.
 */
import type { TextField } from './field-kinds.ts';
import type { ResourceDef } from './types.ts';

/** The route whose authority lets an admin see a family's `mask` fields unmasked; it reveals one row's. */
export function contactPath(def: Pick<ResourceDef, 'base'>): string {
  return `${def.base}/contact`;
}

/** A family's fields holding personal contact data (`mask`). */
export function maskedFieldsOf(def: ResourceDef): TextField[] {
  return def.fields.filter((field): field is TextField => 'mask' in field && field.mask !== undefined);
}

/** What a `mask` field holds: a number, an address, or either as typed (`contact`: an address when it has `@`). */
export type ContactMask = 'phone' | 'email' | 'contact';

/** A contact value as an admin without the authority sees it: enough to tell two apart, not to call. */
export function maskContact(kind: ContactMask, value: string): string {
  if (value === '') return value;
  if (kind === 'email' || (kind === 'contact' && value.includes('@'))) {
    const at = value.indexOf('@');
    if (at < 0) return '***';
    return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  }
  const digits = value.replace(/\s/g, '');
  if (digits.length <= 4) return '****';
  return `${digits.slice(0, Math.min(3, digits.length - 4))}****${digits.slice(-4)}`;
}
