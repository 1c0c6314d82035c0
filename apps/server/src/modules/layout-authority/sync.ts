import { dynamicRoutes, flattenRoutes } from '@console/contract';
import type { Db } from '../../db/index.ts';
import { layoutAuthority } from '../../db/schema/index.ts';

/** Every full path of the filtered (dynamic) part of the contract's route table, with its Chinese name. */
export function routeAuthorities(): { path: string; name: string }[] {
  const byPath = new Map<string, string>();
  for (const { fullPath, node } of flattenRoutes(dynamicRoutes)) {
    if (!byPath.has(fullPath)) byPath.set(fullPath, node.name.zh);
  }
  return [...byPath].map(([path, name]) => ({ path, name }));
}

/**
 * Makes `layout_authority` hold every route path of the contract, at every start. Paths are only added,
 * never deleted: a path dropped from the table may still be bound to roles an admin configured.
 * Returns how many paths were new.
 */
export async function syncLayoutAuthorities(db: Db): Promise<number> {
  const held = new Set(
    (await db.select({ path: layoutAuthority.path }).from(layoutAuthority)).map((r) => r.path),
  );
  // Only the paths not yet held: a restart of unchanged code then writes nothing.
  const rows = routeAuthorities().filter((row) => !held.has(row.path));
  if (rows.length === 0) return 0;
  // raw write: the start-up sync of the code's route paths, no admin's act
  const inserted = await db
    .insert(layoutAuthority)
    .values(rows)
    .onConflictDoNothing({ target: layoutAuthority.path })
    .returning({ id: layoutAuthority.id });
  return inserted.length;
}
