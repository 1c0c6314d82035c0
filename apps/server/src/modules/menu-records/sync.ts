import {
  dynamicRoutes,
  flattenRoutes,
  homeRoutes,
  type MenuRecord,
  menuRecordResource,
} from '@console/contract';
import type { Db } from '../../db/index.ts';
import { familyTable } from '../../engine/index.ts';

/** Siblings keep the route table's order, with room to move one between two others. */
const SORT_STEP = 10;

/**
 * Makes `menu_record` hold one record per route of the contract's route table, at every start. A new route
 * starts from the table's own name, icon and switches; records an admin edited are left as they are.
 */
export async function syncMenuRecords(db: Db): Promise<number> {
  const records = new Map<string, MenuRecord>();
  const siblings = new Map<string, number>();
  for (const { fullPath, node, ancestors } of flattenRoutes([...homeRoutes, ...dynamicRoutes])) {
    if (records.has(fullPath)) continue;
    const parentPath = ancestors.at(-1) ?? '';
    const position = siblings.get(parentPath) ?? 0;
    siblings.set(parentPath, position + 1);
    records.set(fullPath, {
      path: fullPath,
      name_zh: node.name.zh.slice(0, 64),
      name_en: node.name.en.slice(0, 64),
      icon: node.icon ?? '',
      hidden: node.hidden ?? false,
      no_submenu: node.noSubmenu ?? false,
      keep_alive: node.keepAlive ?? false,
      sort: position * SORT_STEP,
    });
  }
  const table = familyTable(menuRecordResource);
  // Only the routes not yet held: a restart of unchanged code then writes nothing.
  for (const { path } of await db.select({ path: table.path }).from(table)) records.delete(path);
  if (records.size === 0) return 0;
  // raw write: the start-up sync of the code's route table, no admin's act
  const inserted = await db
    .insert(table)
    .values([...records.values()])
    .onConflictDoNothing()
    .returning();
  return inserted.length;
}
