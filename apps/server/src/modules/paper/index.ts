/** Questionnaires (/paper): the rules of questions, status and responses, and the tallied results. */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { paperHooks } from './hooks.ts';
import { resultRoutes } from './results.ts';

export function paperModule({ api, engine, config }: ModuleContext): void {
  paperHooks(engine);
  resultRoutes(endpointServer(api, config.checkApiOutput), engine);
}
