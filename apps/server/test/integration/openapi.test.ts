/**
 * The OpenAPI document (`GET /api/openapi.json`) lists exactly the routes the server registered, both ways;
 * a family's generated endpoints carry the engine's own validators (tags' add requires its required fields,
 * refuses unknown ones; its list names its filters and sort keys), the declared business-card endpoints their
 * input and output schemas; every route is declared; the document validates against the OpenAPI 3.1 schema;
 * it is a judged route; and a declared endpoint answering outside its output schema fails (API_CHECK_OUTPUT,
 * on in the tests).
 */
import {
  apiPaths,
  customerEndpoints,
  datasheetEndpoints,
  endpoint,
  qrcodeImageEndpoint,
  ResultCode,
  tagResource,
} from '@console/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointServer } from '../../src/http/endpoint.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Operation = {
  parameters?: { name: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: { '200': { content: Record<string, { schema: JsonSchema }> } };
  'x-declared': boolean;
};
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

// A declared endpoint whose handler answers what its declaration does not say (served outside /api).
const drifting = endpoint({
  method: 'GET',
  path: '/drifting',
  name: { zh: '漂移', en: 'Drifting' },
  access: 'public',
  input: z.strictObject({}),
  output: z.object({ count: z.number().int() }),
});

let t: TestApp;
let doc: Document;
/** Every /api route as Fastify registered it, seen apart from the catalogue the document is built from. */
const seen: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/')) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') seen.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
        }
      });
      endpointServer(app, true)(drifting, async () => ({ count: 'three' }) as unknown as { count: number });
      endpointServer(app, false)({ ...drifting, path: '/drifting-unchecked' }, async () => ({ count: 1 }));
    },
  });
  const token = await t.login();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${apiPaths.openapi}`,
    headers: { authorization: token },
  });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

afterAll(async () => {
  await t?.close();
});

const op = (method: string, path: string) => doc.paths[`/api${path}`]?.[method];
const bodyOf = (o: Operation | undefined) => o?.requestBody?.content['application/json'].schema;
/** A schema, or the document's component it refers to (a family's row is one component, referred to). */
const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
const dataOf = (o: Operation | undefined) =>
  resolved(o?.responses['200'].content['application/json']?.schema.allOf?.[1]?.properties?.data);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the envelope described once', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc.components)).toContain('"Envelope"');
  });

  it('validates against the OpenAPI 3.1 schema, every reference resolving', async () => {
    const validator = new Validator();
    // A copy: the validator may annotate what it reads.
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // It does refuse a broken document (a parameter in the body is not OpenAPI).
    const broken = structuredClone(doc);
    const list = broken.paths['/api/tags/list']?.get as unknown as { parameters: { in: string }[] };
    (list.parameters[0] as { in: string }).in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every registered /api route, and only those', () => {
    const registered = seen;
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(300);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...documented].sort()).toEqual([...registered].sort());
    // And each documented operation is a route Fastify answers (not only one the catalogue recorded).
    for (const key of documented) {
      const [method, path] = key.split(' ') as [HTTPMethods, string];
      expect(t.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), key).toBe(true);
    }
    // Judged by another's authority, yet registered: documented too.
    expect(op('post', '/tags/restore')).toBeDefined();
  });

  it("describes a family's add with the engine's validator", () => {
    const add = op('post', '/tags/add');
    expect(add?.['x-declared']).toBe(true);
    const body = bodyOf(add);
    expect(body?.type).toBe('object');
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'type']));
    expect(body?.required).not.toContain('description');
    expect(body?.additionalProperties).toBe(false);
    expect(body?.properties?.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 32 });
    const typeField = tagResource.fields.find((f) => f.name === 'type');
    expect(body?.properties?.type?.enum).toEqual(
      typeField?.kind === 'enum' ? typeField.options.map((o) => o.value) : undefined,
    );
    // The answer is the row, as the family's declaration types it.
    expect(dataOf(add)?.properties?.name).toEqual({ type: 'string' });
  });

  it("names a list's declared filters and sort keys", () => {
    const list = op('get', '/tags/list');
    const names = list?.parameters?.map((p) => p.name) ?? [];
    const filters = tagResource.fields.filter((f) => 'filter' in f && f.filter).map((f) => f.name);
    expect(filters.length).toBeGreaterThan(0);
    for (const name of filters)
      expect(
        names.some((n) => n === name || n.startsWith(`${name}_`)),
        name,
      ).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['page', 'size', 'sort']));
    const sort = list?.parameters?.find((p) => p.name === 'sort');
    expect(sort?.schema.enum).toEqual(expect.arrayContaining(['id', '-id']));
  });

  it('describes the declared business-card endpoints from their declarations', () => {
    const merge = op('post', customerEndpoints.cacheMerge.path);
    const body = bodyOf(merge);
    expect(body?.required).toEqual(expect.arrayContaining(['id', 'card_id']));
    expect(body?.properties?.fields?.items?.enum).toEqual(expect.arrayContaining(['mobile', 'email']));
    expect(body?.additionalProperties).toBe(false);
    expect(dataOf(merge)?.required).toEqual(expect.arrayContaining(['id', 'name', 'mobile']));

    const duplicates = op('get', customerEndpoints.cacheDuplicates.path);
    expect(duplicates?.parameters).toEqual([expect.objectContaining({ name: 'id', required: true })]);
    expect(dataOf(duplicates)?.required).toEqual(['cached', 'duplicates']);

    const counts = op('get', customerEndpoints.cacheDuplicateCounts.path);
    expect(counts?.parameters?.map((p) => p.name)).toEqual(['ids']);
  });

  it("declares every route: each custom endpoint in its domain's contract, each generated one by its family", () => {
    const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, operation]) => !operation['x-declared'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // A route registered by hand: declare it with endpoint() (fileEndpoint(), streamEndpoint()) in its domain's
    // contract folder and serve it.
    expect(undeclared).toEqual([]);
    const info = op('get', apiPaths.userInfo);
    expect(dataOf(info)?.required).toEqual(expect.arrayContaining(['uid', 'username', 'role']));
  });

  it('describes a file answer, one of several media types, and a multipart upload', () => {
    const qr = op('get', qrcodeImageEndpoint.path);
    expect(Object.keys(qr?.responses['200'].content ?? {})).toEqual([
      'image/png',
      'image/svg+xml',
      'application/json',
    ]);
    const pdf = op('get', datasheetEndpoints.pdf.path);
    expect(Object.keys(pdf?.responses['200'].content ?? {})).toEqual(['application/pdf', 'application/json']);
    expect(pdf?.parameters?.map((p) => p.name)).toEqual(['id']);
    const upload = op('post', datasheetEndpoints.cacheImport.path) as Operation & {
      requestBody: { content: Record<string, { schema: JsonSchema }> };
    };
    expect(upload.requestBody.content['multipart/form-data']?.schema.required).toEqual(['file']);
    expect(upload.parameters?.map((p) => p.name)).toEqual(['dry_run', 'progress']);
    expect(dataOf(upload)?.required).toEqual(expect.arrayContaining(['rows', 'lines', 'unmapped']));
  });

  it('is for a signed-in admin', async () => {
    const { body } = await t.call(null, { method: 'GET', url: `/api${apiPaths.openapi}` });
    expect(body.code).toBe(ResultCode.sessionExpired);
  });
});

describe('a declared endpoint', () => {
  it('answering outside its output schema fails while outputs are checked, not otherwise', async () => {
    const checked = await t.app.inject({ method: 'GET', url: '/drifting' });
    expect(checked.statusCode).toBe(500);
    expect(checked.json().code).toBe(ResultCode.internal);
    const unchecked = await t.app.inject({ method: 'GET', url: '/drifting-unchecked' });
    expect(unchecked.json()).toMatchObject({ code: 0, data: { count: 1 } });
  });

  it('refuses an input its schema refuses, naming the field', async () => {
    const { body } = await t.call(await t.login(), {
      method: 'POST',
      url: `/api${customerEndpoints.cacheMerge.path}`,
      payload: { id: 1 },
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('card_id');
  });
});
