/**
 * Access to restricted sheets: deciding a front-site user's request (approve or reject, with a reason,
 * audited; only a pending request can be decided), and recording who viewed which sheet. With no front site
 * yet, the records are the console's own reads of a sheet — its detail, PDF, DSNO look-up and compare — made
 * by an admin and answered successfully.
 */
import {
  AccessRequestState,
  API_PREFIX,
  accessRecordResource,
  accessRequestResource,
  datasheetEndpoints,
  datasheetPaths,
  datasheetResource,
  ResultCode,
  resourcePaths,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { BatchedInsert } from '../../../db/batched-insert.ts';
import type { Reader, ResourceEngine } from '../../../engine/index.ts';
import { familyTable, updateRow } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

export function accessRequestHooks(engine: ResourceEngine): void {
  engine.hooks.add(accessRequestResource, {
    beforeWrite({ action, before }) {
      if (action !== 'update') return;
      const row = before[0];
      if (row && row.state !== AccessRequestState.pending) {
        throw new AppError(ResultCode.conflict, {
          zh: '该申请已处理，不能再次审批',
          en: 'This request has been decided already',
        });
      }
    },
  });
}

export function accessRequestRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(datasheetEndpoints.authorityDecide, async (body, request) => {
    const admin = requireAdmin(request);
    // updateRow audits the change; the hook above refuses a decided request inside the same transaction.
    const row = await updateRow(engine, accessRequestResource, admin, {
      id: body.id,
      state: body.decision,
      reason: body.reason,
      decided_by: admin.uid,
      decided_at: new Date(),
    });
    return row;
  });
}

type Via = 'detail' | 'pdf' | 'compare';

/** The reads that count as viewing a sheet, by route, and how each names its sheets. */
const viewRoutes: Record<
  string,
  { via: Via; ids: (query: Record<string, string>, db: Reader) => Promise<number[]> }
> = {
  [resourcePaths(datasheetResource).get]: { via: 'detail', ids: async (q) => [Number(q.id)] },
  [datasheetPaths.pdf]: { via: 'pdf', ids: async (q) => [Number(q.id)] },
  [datasheetPaths.byDsno]: { via: 'detail', ids: (q, db) => idsByDsno(db, [q.dsno ?? '']) },
  [datasheetPaths.compare]: { via: 'compare', ids: (q, db) => idsByDsno(db, (q.dsno ?? '').split(',')) },
};

async function idsByDsno(db: Reader, dsnos: string[]): Promise<number[]> {
  const table = familyTable(datasheetResource);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.dsno, dsnos.filter(Boolean)));
  return rows.map((row) => row.id);
}

/**
 * A row per sheet an admin read successfully, queued before the answer leaves and written in batches
 * (db/batched-insert.ts), so a view costs no write of its own. Reading the records first writes what is
 * queued on this server, so an admin who lists them next sees their own views.
 */
export function recordViews(api: FastifyInstance, engine: ResourceEngine): void {
  const views = new BatchedInsert(engine.db, familyTable(accessRecordResource), 'datasheet views', api.log);
  const recordsBase = `${API_PREFIX}${accessRecordResource.base}/`;
  api.addHook('preHandler', async (request) => {
    if (views.pending > 0 && request.routeOptions.url?.startsWith(recordsBase)) await views.flush();
  });
  api.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const route = viewRoutes[(request.routeOptions.url ?? '').replace(/^\/api/, '')];
    if (!route || reply.statusCode !== 200 || !request.admin) return payload;
    const ids = (await route.ids(request.query as Record<string, string>, engine.db)).filter(
      (id) => Number.isInteger(id) && id > 0,
    );
    for (const datasheet_id of ids) {
      views.add({
        datasheet_id,
        viewer: request.admin.username,
        admin_id: request.admin.uid,
        via: route.via,
        ip: request.ip.slice(0, 64),
      });
    }
    return payload;
  });
  api.addHook('onClose', () => views.close());
}
