/** Media (/media): the image library's usage, its refusal to delete an image in use, and batch adding. */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { imageHooks, imageRoutes } from './images.ts';

export function mediaModule({ api, engine, config }: ModuleContext): void {
  imageHooks(engine);
  imageRoutes(endpointServer(api, config.checkApiOutput), engine);
}
