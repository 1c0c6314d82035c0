/**
 * Network-expansion requests: accepting and declining are the family's declared workflow (the contract's
 * network-expansion.ts), run by the engine. What is left here is the dashboard's cached figure of waiting
 * requests, dropped after every committed change (the top bar counts straight from the table).
 */
import { networkExpansionResource } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../engine/index.ts';
import { DASHBOARD_CACHE_KEY } from '../dashboard/service.ts';

export function networkExpansionRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  engine.hooks.add(networkExpansionResource, {
    afterCommit: () => api.cache.del([DASHBOARD_CACHE_KEY]).then(() => undefined),
  });
}
