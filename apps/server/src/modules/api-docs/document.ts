/**
 * The OpenAPI 3.1 document of `/api`, built from what the server registered: each route once, described by
 * its declaration — a custom endpoint's input and output schemas (http/endpoint.ts), a family's generated
 * endpoint from the family's declaration and the engine's validators (family-operations.ts) — and the routes
 * not declared yet listed with their method, path and name only. So it lists exactly what exists; schemas are
 * converted by zod's own `z.toJSONSchema`.
 */
import { API_PREFIX, ResultCode } from '@console/contract';
import type { z } from 'zod';
import type { ResourceEngine } from '../../engine/index.ts';
import { allFamilies } from '../../engine/index.ts';
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

/**
 * `z.toJSONSchema` puts what a schema reuses or recurses into under its own `$defs`, referred to as
 * `#/$defs/…`; inside the document such a pointer would start at the document's root. Each one moves to
 * `components.schemas` under a name of its own, and the references within its schema follow it.
 */
function hoistDefs(node: unknown, schemas: Record<string, JsonSchema>): void {
  if (Array.isArray(node)) {
    for (const item of node) hoistDefs(item, schemas);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const object = node as Record<string, unknown>;
  const defs = object.$defs as Record<string, JsonSchema> | undefined;
  if (defs) {
    delete object.$defs;
    const renamed = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      renamed.set(`#/$defs/${name}`, `#/components/schemas/Def${Object.keys(schemas).length + renamed.size}`);
    }
    const rewrite = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) rewrite(item);
      else if (typeof value === 'object' && value !== null) {
        const inner = value as Record<string, unknown>;
        const target = typeof inner.$ref === 'string' ? renamed.get(inner.$ref) : undefined;
        if (target) inner.$ref = target;
        for (const child of Object.values(inner)) rewrite(child);
      }
    };
    rewrite(object);
    rewrite(defs);
    for (const [name, def] of Object.entries(defs)) {
      const target = renamed.get(`#/$defs/${name}`) as string;
      schemas[target.slice('#/components/schemas/'.length)] = def;
    }
  }
  for (const child of Object.values(object)) hoistDefs(child, schemas);
}

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
export function openApiPath(path: string): string {
  return `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;
}

function fromEndpoint(route: RegisteredRoute): Described | undefined {
  const endpoint = route.endpoint;
  if (!endpoint) return undefined;
  const described: Described = { summary: endpoint.name, tag: tagOf(route.path) };
  if ('file' in endpoint) described.file = endpoint.file;
  else if ('events' in endpoint) described.events = streamEvents(endpoint.events);
  else described.data = jsonSchema(endpoint.output, 'output');
  if (endpoint.method === 'GET') described.parameters = queryParameters(endpoint.input);
  else if ('upload' in endpoint && endpoint.upload) {
    described.parameters = queryParameters(endpoint.input);
    described.upload = endpoint.upload;
  } else described.body = jsonSchema(endpoint.input, 'input');
  return described;
}

/** The first segment of a path groups the routes no family or declaration names (`/admin/user/…` → admin). */
function tagOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/** A stream's events: one schema per event name, `{event, data}` as each arrives. */
function streamEvents(events: Record<string, z.ZodType>): JsonSchema {
  return {
    oneOf: Object.entries(events).map(([name, schema]) => ({
      type: 'object',
      properties: { event: { const: name }, data: jsonSchema(schema, 'output') },
      required: ['event', 'data'],
    })),
  };
}

function responses(described: Described | undefined): Record<string, unknown> {
  if (described?.events) {
    return {
      '200': {
        description:
          'Server-Sent Events: each `event:` line names one of the events below and its `data:` line is that event’s JSON. A refusal before the stream opens answers the envelope (application/json).',
        content: {
          'text/event-stream': { schema: { type: 'string' }, 'x-events': described.events },
          'application/json': { schema: { $ref: ENVELOPE } },
        },
      },
    };
  }
  if (described?.file) {
    return {
      '200': {
        description: 'The file; a refusal answers the envelope (application/json).',
        content: {
          ...Object.fromEntries(
            [described.file]
              .flat()
              .map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
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
  if (described?.upload) {
    const { field, accept } = described.upload;
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [field],
          },
          encoding: { [field]: { contentType: accept.join(', ') } },
        },
      },
    };
  }
  return op;
}

/** The document of the routes registered in the `/api` scope (complete once the app is ready). */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  engine: ResourceEngine,
): OpenApiDocument {
  const generated = new Map<string, Described>();
  const familySchemas: Record<string, JsonSchema> = {};
  for (const def of allFamilies())
    for (const [key, described] of familyOperations(def, engine.replaced(def.key), familySchemas))
      generated.set(key, described);

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const described = fromEndpoint(route) ?? generated.get(`${route.method} ${route.path}`);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, described);
  }
  const hoisted: Record<string, JsonSchema> = {};
  hoistDefs(paths, hoisted);
  hoistDefs(familySchemas, hoisted);

  return {
    openapi: '3.1.0',
    info: {
      title: '塑料物性管理后台 API · Plastics platform admin console API',
      version: '1',
      description:
        'Every answer is the envelope `{code, msg, data}` (code 0: success). Sign in with `POST /api/admin/user/login` and send its token in `Authorization`. Schemas are JSON Schema 2020-12 (the OpenAPI 3.1 dialect). An operation marked `x-declared: false` is not declared in the contract: its path, method and name are listed, its schemas not.',
    },
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
        ...familySchemas,
        ...hoisted,
      },
    },
  };
}
