/**
 * The parametric search's offer and memory (issue 10 §2: `smart/unit`, `smart/option`, `smart/list`), raw UL
 * rows waiting to be matched (`cache/ul_data`) and one header's values across sheets (`item/header`).
 */
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import { headerValueRoutes } from './header-values.ts';
import { smartOptionRoutes } from './options.ts';
import { storedQueryHooks } from './queries.ts';
import { ulRawRoutes } from './ul-raw.ts';

export function smartModule(serve: ServeEndpoint, engine: ResourceEngine): void {
  storedQueryHooks(engine);
  smartOptionRoutes(serve, engine);
  ulRawRoutes(serve, engine);
  headerValueRoutes(serve, engine);
}
