/**
 * The OpenAPI 3.1 document of `/api`, built from what the server registered: each route once, described by
 * its declaration — a custom endpoint's input and output schemas (http/endpoint.ts), a family's generated
 * endpoint from the family's declaration and the engine's validators (family-operations.ts) — and the routes
 * not declared yet listed with their method, path and name only. So it lists exactly what exists; schemas are
 * converted by zod's own `z.toJSONSchema`.
 */
import { API_PREFIX, ResultCode } from '@console/contract';
import { allFamilies } from '../../engine/families.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import type { RegisteredRoute } from '../../http/permissions.ts';
import {
  type Described,
  familyOperations,
  type JsonSchema,
  jsonSchema,
  queryParameters,
} from './family-operations.ts';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

const ENVELOPE = '#/components/schemas/Envelope';

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
export function openApiPath(path: string): string {
  return `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;
}

function fromEndpoint(route: RegisteredRoute): Described | undefined {
  const endpoint = route.endpoint;
  if (!endpoint) return undefined;
  const described: Described = {
    summary: endpoint.name,
    tag: tagOf(route.path),
    data: jsonSchema(endpoint.output, 'output'),
  };
  if (endpoint.method === 'GET') described.parameters = queryParameters(endpoint.input);
  else described.body = jsonSchema(endpoint.input, 'input');
  return described;
}

/** The first segment of a path groups the routes no family or declaration names (`/admin/user/…` → admin). */
function tagOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

function responses(described: Described | undefined): Record<string, unknown> {
  if (described?.file) {
    return {
      '200': {
        description: 'The file; a refusal answers the envelope (application/json).',
        content: {
          [described.file]: { schema: { type: 'string', contentMediaType: described.file } },
          'application/json': { schema: { $ref: ENVELOPE } },
        },
      },
    };
  }
  const schema: JsonSchema = described?.data
    ? { allOf: [{ $ref: ENVELOPE }, { type: 'object', properties: { data: described.data } }] }
    : { $ref: ENVELOPE };
  return {
    '200': {
      description: 'The envelope: `code` 0 with `data`, or a refusal with its code and message.',
      content: { 'application/json': { schema } },
    },
  };
}

function operation(route: RegisteredRoute, described: Described | undefined): Record<string, unknown> {
  const summary = described?.summary ?? { zh: route.name, en: route.name };
  const op: Record<string, unknown> = {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: summary.en === summary.zh ? summary.zh : `${summary.zh} · ${summary.en}`,
    tags: [described?.tag ?? tagOf(route.path)],
    'x-access': route.access,
    // Not declared in the contract yet: listed so the document says what exists, without its schemas.
    'x-declared': described !== undefined,
    responses: responses(described),
  };
  if (route.judgedAs) op['x-judged-as'] = route.judgedAs;
  if (route.access === 'public') op.security = [];
  if (described?.parameters?.length) op.parameters = described.parameters;
  if (described?.body)
    op.requestBody = { required: true, content: { 'application/json': { schema: described.body } } };
  return op;
}

/** The document of the routes registered in the `/api` scope (complete once the app is ready). */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  engine: ResourceEngine,
): OpenApiDocument {
  const generated = new Map<string, Described>();
  for (const def of allFamilies())
    for (const [key, described] of familyOperations(def, engine.replaced(def.key)))
      generated.set(key, described);

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const described = fromEndpoint(route) ?? generated.get(`${route.method} ${route.path}`);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, described);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: '塑料物性管理后台 API · Plastics platform admin console API',
      version: '1',
      description:
        'Every answer is the envelope `{code, msg, data}` (code 0: success). Sign in with `POST /api/admin/user/login` and send its token in `Authorization`. Operations marked `x-declared: false` are not declared in the contract yet: their path, method and name are listed, their schemas not.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The session token of `POST /api/admin/user/login` (`Bearer ` before it is optional).',
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          description: `code: ${Object.entries(ResultCode)
            .map(([name, code]) => `${code} ${name}`)
            .join(', ')}. msg: the message in the request's language (Accept-Language).`,
          properties: {
            code: { type: 'integer', enum: Object.values(ResultCode) },
            msg: { type: 'string' },
            data: {},
          },
          required: ['code', 'msg', 'data'],
        },
      },
    },
  };
}
