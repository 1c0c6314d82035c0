import { type MenuRecord, menuRecordResource, systemEndpoints } from '@console/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { familyTable } from '../../engine/tables.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';

const menuRecord = familyTable(menuRecordResource);

/** The menu records every admin's sidebar applies over the route table (`/configuration/router/list`). */
export function menuRecordModule({ api, db, config }: ModuleContext): void {
  endpointServer(api, config.checkApiOutput)(systemEndpoints.menuRecords, async () => {
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = getTableColumns(menuRecord);
    const rows: MenuRecord[] = await db.select(columns).from(menuRecord).orderBy(asc(menuRecord.path));
    return rows;
  });
}
