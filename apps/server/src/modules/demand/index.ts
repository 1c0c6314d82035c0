/**
 * Demands, their business and enterprise SaaS on the server (issue 21): the engine serves the families from
 * their declarations and runs their workflows; this module adds the rules across rows (classification levels,
 * super users and seats, proposals and payments in the right states, follow-up dates) and the two calls a
 * declaration cannot say (pushing a demand as messages, an enterprise's workspace summary).
 */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { messageRoutes } from './messages.ts';
import { demandRules } from './rules.ts';
import { saasRoutes, saasRules } from './saas.ts';

export function demandModule({ api, engine, config }: ModuleContext): void {
  demandRules(engine);
  saasRules(engine);
  const serve = endpointServer(api, config.checkApiOutput);
  messageRoutes(serve, engine);
  saasRoutes(serve, engine);
}
