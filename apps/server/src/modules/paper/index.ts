/** Questionnaires (/paper): the rules of questions, status and responses, and the tallied results. */
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../engine/index.ts';
import { paperHooks } from './hooks.ts';
import { resultRoutes } from './results.ts';

export function paperModule(api: FastifyInstance, engine: ResourceEngine): void {
  paperHooks(engine);
  resultRoutes(api, engine);
}
