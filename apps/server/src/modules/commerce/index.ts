/** Purchasing and prices (/purchase, /price): quotes kept in step with their requirement, and the bid comparison. */
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../engine/index.ts';
import { bidRoutes } from './bid.ts';
import { quoteHooks } from './quotes.ts';

export function commerceModule(api: FastifyInstance, engine: ResourceEngine): void {
  quoteHooks(engine);
  bidRoutes(api, engine);
}
