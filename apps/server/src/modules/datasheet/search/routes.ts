/** The parametric search's call: the query (the contract's zod schema) in, a sorted page of sheets out. */
import { datasheetEndpoints, datasheetResource, metricResource } from '@console/contract';
import { pickLocale } from '../../../core/messages.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import type { CacheStore } from '../../../integrations/cache/index.ts';
import { smartSearch } from './query.ts';
import { refreshSearchValues, refreshSearchValuesOfMetric } from './values.ts';

export function smartSearchModule(serve: ServeEndpoint, engine: ResourceEngine, cache: CacheStore): void {
  const { db } = engine;
  engine.hooks.add(datasheetResource, {
    async afterWrite({ tx, action, ids }) {
      if (action === 'add' || action === 'update') await refreshSearchValues(tx, ids);
      if (action === 'del') await refreshSearchValues(tx, ids);
    },
  });
  engine.hooks.add(metricResource, {
    async afterWrite({ tx, action, ids }) {
      if (action !== 'update') return;
      for (const id of ids) await refreshSearchValuesOfMetric(tx, id);
    },
  });

  serve(datasheetEndpoints.smartSearch, (query, request) =>
    smartSearch(db, query, pickLocale(request.headers['accept-language']), cache),
  );
}
