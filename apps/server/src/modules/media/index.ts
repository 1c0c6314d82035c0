/**
 * Media (/media): the image library's usage, its refusal to delete an image in use, and batch adding; live
 * streams that end after they start.
 */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { imageHooks, imageRoutes } from './images.ts';
import { liveHooks } from './live.ts';

export function mediaModule({ api, engine, config }: ModuleContext): void {
  imageHooks(engine);
  liveHooks(engine);
  imageRoutes(endpointServer(api, config.checkApiOutput), engine);
}
