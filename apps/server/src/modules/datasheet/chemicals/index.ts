/** Chemical resistance (issue 10 §4): the catalogue's and the ratings' rules, and the resistance chart. */
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import { chemicalHooks } from './hooks.ts';
import { matrixRoutes } from './matrix.ts';

export function chemicalsModule(serve: ServeEndpoint, engine: ResourceEngine): void {
  chemicalHooks(engine);
  matrixRoutes(serve, engine);
}
