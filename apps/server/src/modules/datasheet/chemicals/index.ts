/** Chemical resistance (issue 10 §4): the catalogue's and the ratings' rules, and the resistance chart. */
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../../engine/index.ts';
import { chemicalHooks } from './hooks.ts';
import { matrixRoutes } from './matrix.ts';

export function chemicalsModule(api: FastifyInstance, engine: ResourceEngine): void {
  chemicalHooks(engine);
  matrixRoutes(api, engine);
}
