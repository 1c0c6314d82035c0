/** Business cards (/customer): checking scanned cards against the cards kept. */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { cardCacheRoutes } from './cache.ts';

export function customerModule({ api, engine, config }: ModuleContext): void {
  cardCacheRoutes(endpointServer(api, config.checkApiOutput), engine);
}
