/** Business cards (/customer): checking scanned cards against the cards kept. */
import type { ModuleContext } from '../module.ts';
import { cardCacheRoutes } from './cache.ts';

export function customerModule({ api, engine }: ModuleContext): void {
  cardCacheRoutes(api, engine);
}
