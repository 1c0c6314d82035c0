import { auditLogResource, type ResourceDef } from '@console/contract';
import type { SessionAdmin } from '../http/auth.ts';
import type { Tx, WriteAction } from './hooks.ts';
import { tableOf } from './tables.ts';

export interface AuditEntry {
  id: number;
  /** `{field: [before, after]}` of the fields that changed. */
  changes: Record<string, [unknown, unknown]>;
}

/** One audit row per changed row, in the change's own transaction: no change without its record. */
export async function recordAudit(
  tx: Tx,
  admin: SessionAdmin,
  def: ResourceDef,
  action: WriteAction,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(tableOf(auditLogResource.key)).values(
    entries.map((entry) => ({
      admin_id: admin.uid,
      family: def.key,
      row_id: entry.id,
      action,
      changes: entry.changes,
    })),
  );
}
