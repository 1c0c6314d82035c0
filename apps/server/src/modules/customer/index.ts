/** Business cards (/customer): checking scanned cards against the cards kept. */
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../engine/index.ts';
import { cardCacheRoutes } from './cache.ts';

export function customerModule(api: FastifyInstance, engine: ResourceEngine): void {
  cardCacheRoutes(api, engine);
}
