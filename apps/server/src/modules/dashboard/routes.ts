import { systemEndpoints } from '@console/contract';
import { endpointServer } from '../../http/endpoint.ts';
import { mayCountOf } from '../counters/service.ts';
import type { ModuleContext } from '../module.ts';
import { dashboardOverview } from './service.ts';

export function dashboardModule({ api, db, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  serve(systemEndpoints.dashboardOverview, (query, request) =>
    dashboardOverview(db, api.cache, query.key, mayCountOf(request)),
  );
}
