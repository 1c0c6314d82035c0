/**
 * The one stand-in for the server in the web tests. A test says what each endpoint answers, by the contract's
 * declaration (or its path); the web app's own request functions run unchanged over a faked `fetch`. Every
 * answer is checked against what the contract declares before the screen sees it: an envelope's data against
 * the endpoint's output schema, each event of a stream against its event's schema. An answer that does not
 * match is not delivered (the call fails) and fails the test after it, naming the endpoint and the zod issues,
 * so a fixture cannot drift from the contract unnoticed. So does a call to a path the contract does not declare.
 * The real server is exercised by the integration and e2e suites.
 */
import {
  type AnyEndpoint,
  API_PREFIX,
  type Endpoint,
  type ResourceDef,
  type StreamEndpoint,
  systemEndpoints,
} from '@console/contract';
import { vi } from 'vitest';
import type { z } from 'zod';
import { declaredEndpoints, familyRoutes, routeKey } from './endpoints.ts';

export interface ApiCall {
  method: string;
  /** Relative to `/api`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
  /** As the app asked for it (`/api/…?…`). */
  url: string;
  signal: AbortSignal | undefined;
  endpoint: AnyEndpoint;
}

/** A refusal: the envelope the server answers instead of data (any endpoint may refuse). */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
    /** What the refusal carries (a stale row's current version and who changed it). */
    readonly data: unknown = null,
  ) {}
}

/**
 * A file endpoint's answer: its bytes (in chunks, as a download reads them), or a body the test feeds piece by
 * piece; and extra headers.
 */
export type FileAnswer = ({ chunks: readonly Uint8Array[] } | { body: ReadableStream<Uint8Array> }) & {
  headers?: Record<string, string>;
};

/** One event of a stream endpoint's answer. */
export interface StreamedAnswer {
  event: string;
  data: unknown;
}

type Awaitable<T> = T | Promise<T>;
/**
 * Answers one call: an envelope endpoint's data, a file endpoint's `FileAnswer`, a stream endpoint's events,
 * or a `Refusal`. It may wait (a promise the test settles) to hold the answer back.
 */
export type Handler = (call: ApiCall) => Awaitable<unknown>;
/** What arrives when no envelope does: a proxy's page, a dropped connection (thrown). Never data. */
export type Transport = (call: ApiCall) => Awaitable<Response>;

/** An endpoint by its declaration, or by its path when only one method serves it. */
export type Route = AnyEndpoint | string;

export interface FakeApi {
  calls: ApiCall[];
  on: (route: Route, handler: Handler) => void;
  /** Several answers at once, by path. */
  answer: (handlers: Record<string, Handler>) => void;
  transport: (route: Route, transport: Transport) => void;
  /** Serves a family the contract does not declare (a generic screen's test family). */
  declareFamily: (def: ResourceDef) => void;
  callsTo: (route: Route) => ApiCall[];
  /** The bodies sent to one endpoint, in order. */
  bodiesTo: (route: Route) => unknown[];
  /** Answers that broke the contract and calls to undeclared paths, as sentences. */
  problems: string[];
  /** Throws when there was a problem (after each test; `startFakeApi` does it). */
  verify: () => void;
}

const json = (envelope: unknown, status = 200) =>
  new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
    .join('; ');
}

function parseBody(raw: BodyInit | null | undefined): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const given = init?.headers;
  if (!given) return {};
  if (given instanceof Headers) return Object.fromEntries(given.entries());
  if (Array.isArray(given)) return Object.fromEntries(given);
  return { ...given };
}

function sseFrame(events: readonly StreamedAnswer[]): Response {
  const text = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

function fileResponse(endpoint: AnyEndpoint & { file: string | readonly string[] }, answer: FileAnswer) {
  const body =
    'body' in answer
      ? answer.body
      : new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of answer.chunks) controller.enqueue(chunk);
            controller.close();
          },
        });
  const type = typeof endpoint.file === 'string' ? endpoint.file : (endpoint.file[0] ?? '');
  return new Response(body, { headers: { 'Content-Type': type, ...answer.headers } });
}

/** Installs the fake `fetch`; `vi.unstubAllGlobals()` takes it away. */
export function installFakeApi(): FakeApi {
  const local = new Map<string, AnyEndpoint>();
  const handlers = new Map<string, Handler>();
  const transports = new Map<string, Transport>();
  const problems: string[] = [];

  const lookup = (method: string, path: string) =>
    local.get(routeKey(method, path)) ?? declaredEndpoints.get(routeKey(method, path));

  const resolve = (route: Route): AnyEndpoint => {
    if (typeof route !== 'string') return route;
    const found = (['GET', 'POST'] as const).flatMap((method) => lookup(method, route) ?? []);
    if (found.length === 1 && found[0]) return found[0];
    throw new Error(
      found.length === 0
        ? `${route} is not an endpoint the contract declares`
        : `${route} is served by GET and POST: name the declaration`,
    );
  };

  const answerOf = async (call: ApiCall): Promise<Response> => {
    const { endpoint, method, path } = call;
    const key = routeKey(method, path);
    const transport = transports.get(key);
    if (transport) return transport(call);
    const handler = handlers.get(key);
    if (!handler) return json({ code: 4, msg: `no answer to ${key} in this test`, data: null });
    const answer = await handler(call);
    if (answer instanceof Refusal) return json({ code: answer.code, msg: answer.msg, data: answer.data });
    if ('file' in endpoint) return fileResponse(endpoint, answer as FileAnswer);
    const drift = (detail: string) => {
      const message = `${key} (${endpoint.name.en}) answered outside its declared output: ${detail}`;
      problems.push(message);
      return json({ code: 1, msg: message, data: null }, 500);
    };
    if ('events' in endpoint) {
      const events = (answer ?? []) as StreamedAnswer[];
      for (const [i, e] of events.entries()) {
        const schema = (endpoint as StreamEndpoint).events[e.event];
        if (!schema) return drift(`event ${i} is "${e.event}", which the stream does not declare`);
        const checked = schema.safeParse(JSON.parse(JSON.stringify(e.data)));
        if (!checked.success) return drift(`event ${i} (${e.event}): ${describeIssues(checked.error)}`);
      }
      return sseFrame(events);
    }
    // What travels: the answer as JSON (no undefined, no Date), checked as the server's tests check it.
    const wire: unknown = JSON.parse(JSON.stringify(answer ?? null));
    const checked = (endpoint as Endpoint).output.safeParse(wire);
    if (!checked.success) return drift(describeIssues(checked.error));
    return json({ code: 0, msg: 'ok', data: wire });
  };

  const api: FakeApi = {
    calls: [],
    problems,
    on: (route, handler) => {
      const endpoint = resolve(route);
      handlers.set(routeKey(endpoint.method, endpoint.path), handler);
    },
    answer: (all) => {
      for (const [path, handler] of Object.entries(all)) api.on(path, handler);
    },
    transport: (route, transport) => {
      const endpoint = resolve(route);
      transports.set(routeKey(endpoint.method, endpoint.path), transport);
    },
    declareFamily: (def) => {
      for (const endpoint of familyRoutes(def)) local.set(routeKey(endpoint.method, endpoint.path), endpoint);
    },
    callsTo: (route) => {
      const endpoint = resolve(route);
      return api.calls.filter((c) => c.endpoint === endpoint);
    },
    bodiesTo: (route) => api.callsTo(route).map((c) => c.body),
    verify: () => {
      if (problems.length > 0) throw new Error(`The fake API saw:\n${problems.join('\n')}`);
    },
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : pathname;
      const endpoint = lookup(method, path);
      if (!endpoint) {
        const message = `${method} ${path} is not an endpoint the contract declares`;
        problems.push(message);
        return json({ code: 4, msg: message, data: null }, 404);
      }
      const call: ApiCall = {
        method,
        path,
        query: searchParams,
        body: parseBody(init?.body),
        headers: headersOf(init),
        url,
        signal: init?.signal ?? undefined,
        endpoint,
      };
      api.calls.push(call);
      return answerOf(call);
    }),
  );
  return api;
}

/** Answers uploads as the server does, with one stored file (`/uploads/x.png`). */
export function answerUploads(api: FakeApi): void {
  api.on(systemEndpoints.upload, () => ({
    url: '/uploads/x.png',
    name: 'x.png',
    size: 3,
    mime: 'image/png',
  }));
}

/** One page of rows as `GET {base}/list` answers it: the page and size the call asked for. */
export function page<T>(rows: readonly T[], call: ApiCall) {
  const size = Number(call.query.get('size') ?? 20);
  const at = Number(call.query.get('page') ?? 1);
  return { list: rows.slice((at - 1) * size, at * size), total: rows.length, page: at, size };
}
