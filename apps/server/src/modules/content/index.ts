/**
 * Content (/application, /news, /expert_service, comments): the rules of applications, news and comments, the
 * application graph, and the scheduler that publishes news at their time.
 */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { applicationHooks, applicationRoutes } from './applications.ts';
import { commentHooks, commentRoutes } from './comments.ts';
import { newsHooks } from './news.ts';
import { NewsScheduler } from './scheduler.ts';

export function contentModule({ api, engine, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  const scheduler = new NewsScheduler(engine, api.log);
  newsHooks(engine, () => scheduler.wake());
  applicationHooks(engine);
  commentHooks(engine);
  applicationRoutes(serve, engine);
  commentRoutes(serve, engine);
  api.addHook('onReady', async () => scheduler.wake());
  api.addHook('onClose', async () => scheduler.stop());
}
