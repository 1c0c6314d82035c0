/**
 * Sync to search index (spec §7; its caller handles its own errors). The global search that would carry it
 * out comes later: the request is recorded, and the answer says plainly that nothing was indexed.
 */
import { datasheetEndpoints, type SearchSyncAnswer, searchSyncRequestResource } from '@console/contract';
import type { ResourceEngine } from '../../../engine/index.ts';
import { requireColumn, tableOf } from '../../../engine/tables.ts';
import { requireAdmin } from '../../../http/auth.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

export function searchSyncRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const table = tableOf(searchSyncRequestResource.key);
  serve(datasheetEndpoints.searchSync, async (body, request) => {
    const admin = requireAdmin(request);
    // raw write: the request row is itself the log of who asked and when; an audit row would repeat it
    const [row] = await engine.db
      .insert(table)
      .values({ type: body.type, params: body.params, admin_id: admin.uid })
      .returning({ id: requireColumn(table, 'id') });
    const answer: SearchSyncAnswer = {
      request_id: Number(row?.id),
      type: body.type,
      indexed: false,
      message: {
        zh: '已记录同步请求；全局搜索尚未接入，本次未更新任何索引',
        en: 'Sync request recorded; the global search is not connected yet, so no index was updated',
      },
    };
    return answer;
  });
}
