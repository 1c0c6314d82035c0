/**
 * The API authority sync an admin asks for, through the engine: the catalogue rows it adds, renames or removes
 * are engine writes by that admin (hooks, history), and a removed row's grants are first taken from the roles
 * holding it, each role's history saying what it lost. The sync at start-up is no admin's act and is only logged.
 */
import { AuditAction, apiAuthorityResource, apiRoleResource } from '@console/contract';
import type { ResourceEngine } from '../../engine/index.ts';
import {
  addRows,
  deleteRows,
  familyTable,
  getRows,
  updateRow,
  updateRows,
  writeTransaction,
} from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { type ApiRouteCatalogue, authorityRowsOf, syncApiAuthorities } from '../../http/permissions.ts';

const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

export async function syncApiAuthoritiesAudited(
  engine: ResourceEngine,
  catalogue: ApiRouteCatalogue,
  admin: SessionAdmin,
): Promise<Awaited<ReturnType<typeof syncApiAuthorities>>> {
  const wanted = authorityRowsOf(catalogue);
  return writeTransaction(engine, async (inTx) => {
    const table = familyTable(apiAuthorityResource);
    const ids = (await inTx.tx.select({ id: table.id }).from(table)).map((row) => row.id);
    const existing = await getRows(inTx.tx, apiAuthorityResource, ids);
    const held = new Map(existing.map((row) => [key(row), row]));
    const wantedKeys = new Set(wanted.map(key));
    const removed = existing.filter((row) => !wantedKeys.has(key(row)));

    // Each role holding a removed row loses it through the engine (its history: what it held, what it holds).
    const lostByRole = new Map<number, number[]>();
    for (const row of removed)
      for (const roleId of row.roles) lostByRole.set(roleId, [...(lostByRole.get(roleId) ?? []), row.id]);
    for (const role of await getRows(inTx.tx, apiRoleResource, [...lostByRole.keys()])) {
      const lost = lostByRole.get(role.id) ?? [];
      const authorities = role.authorities.filter((id) => !lost.includes(id));
      await updateRows(inTx, apiRoleResource, admin, { ids: [role.id] }, { authorities });
    }
    // One by one: each row's record names the roles that held it (gone from it by now).
    for (const row of removed) {
      await deleteRows(inTx, apiAuthorityResource, admin, [row.id], {
        recordAs: {
          action: AuditAction.del,
          changes: row.roles.length > 0 ? { roles: [row.roles, null] } : {},
        },
      });
    }
    const missing = wanted.filter((row) => !held.has(key(row)));
    // Another instance starting on the same database may have added one meanwhile: left as it is.
    const added = await addRows(inTx, apiAuthorityResource, admin, missing, { skipExisting: true });
    for (const row of wanted) {
      const before = held.get(key(row));
      if (before && before.name !== row.name)
        await updateRow(inTx, apiAuthorityResource, admin, { id: before.id, name: row.name });
    }
    // What is left to the start-up sync: switches the code now judges, and the epoch every instance re-reads.
    await syncApiAuthorities(inTx.tx, catalogue);
    return { added: added.added, removed: removed.length, total: wanted.length };
  });
}
