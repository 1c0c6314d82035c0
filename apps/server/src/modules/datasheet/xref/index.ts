/**
 * Cross-references, prices and access (issue 10 §5): find similar and the substitute pairs' basis, price
 * series and matching, access requests' decisions and the view records (the search-index sync is modules/search).
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import { accessRequestHooks, accessRequestRoutes, recordViews } from './access.ts';
import { priceRoutes } from './prices.ts';
import { replacementHooks } from './replacements.ts';
import { similarRoutes } from './similar.ts';

export function xrefModule(api: FastifyInstance, serve: ServeEndpoint, engine: ResourceEngine): void {
  replacementHooks(engine);
  accessRequestHooks(engine);
  recordViews(api, engine);
  similarRoutes(serve, engine);
  priceRoutes(serve, engine);
  accessRequestRoutes(serve, engine);
}
