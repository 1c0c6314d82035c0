import { type MenuRecord, menuRecordResource, systemEndpoints } from '@console/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { familyTable } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { layoutAuth } from '../admin-user/service.ts';
import { routeAuthorities } from '../layout-authority/sync.ts';
import type { ModuleContext } from '../module.ts';

const menuRecord = familyTable(menuRecordResource);

/**
 * The menu records an admin's sidebar applies over the route table (`/configuration/router/list`): those of the
 * routes its layout roles grant (every one for a super admin) and of the routes no role governs (home).
 */
export function menuRecordModule({ api, db, config }: ModuleContext): void {
  endpointServer(api, config.checkApiOutput)(systemEndpoints.menuRecords, async (_query, request) => {
    const admin = requireAdmin(request);
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = getTableColumns(menuRecord);
    const rows: MenuRecord[] = await db.select(columns).from(menuRecord).orderBy(asc(menuRecord.path));
    const seen = new Set(await layoutAuth(db, admin.uid, admin.role));
    const governed = new Set(routeAuthorities().map((route) => route.path));
    return rows.filter((row) => seen.has(row.path) || !governed.has(row.path));
  });
}
