/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every `/api` route (document.ts), for a signed-in admin
 * whose roles hold it (a judged route like the others). It answers the document itself, not the envelope, as
 * an export answers its file, so OpenAPI tools read it as it is; a refusal is the envelope as everywhere.
 */
import { systemEndpoints } from '@console/contract';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';

export function apiDocsModule({ api, engine, catalogue, config }: ModuleContext): void {
  // Built at the first call, once every route is registered; the routes do not change while serving.
  let document: OpenApiDocument | undefined;
  endpointServer(api, config.checkApiOutput)(systemEndpoints.openapi, async (_input, _request, reply) => {
    document ??= buildOpenApiDocument(catalogue.routes, engine);
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
