/**
 * The API authority sync an admin asks for, with its audit: the catalogue rows it added, renamed or removed, and
 * the API roles that lost their grant of a removed row (the database drops those bindings with the row).
 * The sync at start-up is no admin's act and is only logged.
 */
import { apiAuthorityResource, apiRoleResource, type ResourceRow, type RowOf } from '@console/contract';
import type { Db } from '../../db/index.ts';
import { apiAuthority } from '../../db/schema/index.ts';
import { type AuditEntry, recordAudit } from '../../engine/audit.ts';
import type { Tx } from '../../engine/hooks.ts';
import { getRows } from '../../engine/read.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { type ApiRouteCatalogue, syncApiAuthorities } from '../../http/permissions.ts';

const authorityFields = apiAuthorityResource.fields.map((field) => field.name);

async function allAuthorities(tx: Tx): Promise<Map<number, RowOf<typeof apiAuthorityResource>>> {
  const ids = await tx.select({ id: apiAuthority.id }).from(apiAuthority);
  const rows = await getRows(
    tx,
    apiAuthorityResource,
    ids.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && !value.length);

/** The declared fields of a row that appeared (`after`) or went (`before`), as `{field: [before, after]}`. */
function wholeRow(row: ResourceRow, side: 'before' | 'after'): AuditEntry {
  const changes: AuditEntry['changes'] = {};
  for (const name of authorityFields) {
    if (isEmpty(row[name])) continue;
    changes[name] = side === 'before' ? [row[name], null] : [null, row[name]];
  }
  return { id: row.id, changes };
}

export async function syncApiAuthoritiesAudited(
  db: Db,
  catalogue: ApiRouteCatalogue,
  admin: SessionAdmin,
): Promise<Awaited<ReturnType<typeof syncApiAuthorities>>> {
  return db.transaction(async (tx) => {
    const before = await allAuthorities(tx);
    // Runs in a savepoint of this transaction, so the audit below commits or rolls back with the sync.
    // raw write: the catalogue is the code's routes (the start-up sync's one statement), not an admin's edit the grant rules judge
    const result = await syncApiAuthorities(tx, catalogue);
    const after = await allAuthorities(tx);

    const removed = [...before.values()].filter((row) => !after.has(row.id));
    const added = [...after.values()].filter((row) => !before.has(row.id));
    const renamed = [...after.values()].flatMap((row): AuditEntry[] => {
      const old = before.get(row.id);
      return old && old.name !== row.name ? [{ id: row.id, changes: { name: [old.name, row.name] } }] : [];
    });
    // raw write: the audit of the raw sync above (what it added, renamed, removed; the grants it took)
    await recordAudit(
      tx,
      admin,
      apiAuthorityResource,
      'del',
      removed.map((row) => wholeRow(row, 'before')),
    );
    // raw write: the audit of the raw sync above
    await recordAudit(
      tx,
      admin,
      apiAuthorityResource,
      'add',
      added.map((row) => wholeRow(row, 'after')),
    );
    // raw write: the audit of the raw sync above
    await recordAudit(tx, admin, apiAuthorityResource, 'update', renamed);

    // Each role that held a removed row: its grants before (what it holds now plus the removed rows) and after.
    const lostByRole = new Map<number, number[]>();
    for (const row of removed) {
      for (const roleId of row.roles) {
        lostByRole.set(roleId, [...(lostByRole.get(roleId) ?? []), row.id]);
      }
    }
    const roles = await getRows(tx, apiRoleResource, [...lostByRole.keys()]);
    // raw write: the database dropped these grants with the removed rows; the audit says so on each role
    await recordAudit(
      tx,
      admin,
      apiRoleResource,
      'update',
      roles.map((role) => {
        const now = role.authorities;
        const held = [...now, ...(lostByRole.get(role.id) ?? [])].sort((a, b) => a - b);
        return { id: role.id, changes: { authorities: [held, now] } };
      }),
    );
    return result;
  });
}
