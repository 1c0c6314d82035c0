import { apiPaths, type MenuRecord, menuRecordResource } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { selectionOf } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { ok } from '../../http/envelope.ts';

/** The menu records every admin's sidebar applies over the route table (`/configuration/router/list`). */
export function menuRecordRoutes(api: FastifyInstance, db: Db): void {
  api.get(apiPaths.menuRecords, { config: { access: 'session', name: '菜单配置' } }, async () => {
    const table = tableOf(menuRecordResource.key);
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = selectionOf(menuRecordResource);
    const rows = await db
      .select(columns)
      .from(table)
      .orderBy(asc(requireColumn(table, 'path')));
    return ok(rows as unknown as MenuRecord[]);
  });
}
