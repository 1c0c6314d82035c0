import { apiPaths, type MenuRecord, menuRecordResource } from '@console/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { familyTable } from '../../engine/tables.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleContext } from '../module.ts';

const menuRecord = familyTable(menuRecordResource);

/** The menu records every admin's sidebar applies over the route table (`/configuration/router/list`). */
export function menuRecordModule({ api, db }: ModuleContext): void {
  api.get(apiPaths.menuRecords, { config: { access: 'session', name: '菜单配置' } }, async () => {
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = getTableColumns(menuRecord);
    const rows: MenuRecord[] = await db.select(columns).from(menuRecord).orderBy(asc(menuRecord.path));
    return ok(rows);
  });
}
