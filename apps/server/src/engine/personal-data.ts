/**
 * Personal contact data (fields declared with `mask`): what an admin without the family's "view contact"
 * authority (`GET {base}/contact`) sees is masked before it leaves the server; what an admin with it sees
 * unmasked is written to the audit, one row per row shown, naming the screen (list, detail, export, contact).
 */
import {
  AuditAction,
  contactPath,
  maskContact,
  maskedFieldsOf,
  type ResourceDef,
  type ResourceRow,
} from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { SessionAdmin } from '../http/auth.ts';
import { recordAudit } from './audit.ts';

/** Where unmasked data was shown; the audit row names it. */
export type RevealPurpose = 'list' | 'detail' | 'export' | 'contact';

/** Whether the request's admin sees `def`'s contact fields unmasked (false when the family has none). */
export async function seesContact(request: FastifyRequest, def: ResourceDef): Promise<boolean> {
  return maskedFieldsOf(def).length > 0 && (await request.holds(contactPath(def), 'GET'));
}

/** Masks the rows' contact fields in place. */
export function maskRows(def: ResourceDef, rows: readonly ResourceRow[]): void {
  const fields = maskedFieldsOf(def);
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field.name];
      if (typeof value === 'string' && field.mask) row[field.name] = maskContact(field.mask, value);
    }
  }
}

/** Audits the rows shown unmasked (those holding any contact value). */
export async function auditReveal(
  db: Db,
  admin: SessionAdmin | null,
  def: ResourceDef,
  rows: readonly ResourceRow[],
  purpose: RevealPurpose,
): Promise<void> {
  if (!admin) return;
  const fields = maskedFieldsOf(def);
  const entries = rows
    .map((row) => {
      const shown = fields.filter((field) => typeof row[field.name] === 'string' && row[field.name] !== '');
      // `{field: [purpose, purpose]}`: the history names what was seen and where, never the value itself.
      const changes = Object.fromEntries(shown.map((field) => [field.name, [purpose, purpose]])) as Record<
        string,
        [unknown, unknown]
      >;
      return { id: row.id, changes };
    })
    .filter((entry) => Object.keys(entry.changes).length > 0);
  await recordAudit(db, admin, def, AuditAction.reveal, entries);
}

/**
 * The rows as this request's admin may see them: masked without the authority, else unmasked and audited.
 * Does nothing for a family without contact fields.
 */
export async function presentContact(
  db: Db,
  request: FastifyRequest,
  def: ResourceDef,
  rows: readonly ResourceRow[],
  purpose: RevealPurpose,
): Promise<void> {
  if (maskedFieldsOf(def).length === 0) return;
  if (await seesContact(request, def)) await auditReveal(db, request.admin, def, rows, purpose);
  else maskRows(def, rows);
}
