/** Questionnaires (/paper): the rules of questions, status and responses, and the tallied results. */
import type { ModuleContext } from '../module.ts';
import { paperHooks } from './hooks.ts';
import { resultRoutes } from './results.ts';

export function paperModule({ api, engine }: ModuleContext): void {
  paperHooks(engine);
  resultRoutes(api, engine);
}
