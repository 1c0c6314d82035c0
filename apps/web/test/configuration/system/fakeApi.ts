/**
 * A stand-in for the server's endpoints the system screens and the personal center call, answering envelopes
 * like apps/server does; each test gives the handlers it needs, by API path. Records every call.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
}

/** A handler answers the data of a success, or an `{ error }` envelope. */
export type Handler = (call: ApiCall) => unknown;

export class ApiFailure {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

export function fakeApi(handlers: Record<string, Handler>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api/, '');
      const raw = init?.body;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path,
        query: searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const handler = handlers[path];
      let envelope: unknown;
      if (!handler) {
        envelope = { code: 4, msg: `unknown ${path}`, data: null };
      } else {
        const data = handler(call);
        envelope =
          data instanceof ApiFailure
            ? { code: data.code, msg: data.msg, data: null }
            : { code: 0, msg: 'ok', data };
      }
      return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls };
}

/** The JSON bodies sent to one path, in order. */
export function bodiesTo(calls: readonly ApiCall[], path: string): unknown[] {
  return calls.filter((c) => c.path === path).map((c) => c.body);
}
