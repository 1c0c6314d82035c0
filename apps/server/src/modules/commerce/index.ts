/** Purchasing and prices (/purchase, /price): quotes kept in step with their requirement, and the bid comparison. */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { bidRoutes } from './bid.ts';
import { quoteHooks } from './quotes.ts';

export function commerceModule({ api, engine, config }: ModuleContext): void {
  quoteHooks(engine);
  bidRoutes(endpointServer(api, config.checkApiOutput), engine);
}
