/**
 * A stand-in for the permission endpoints the auth screens call, answering envelopes like apps/server, for
 * these component tests only (the real server is exercised by e2e/specs/permissions.spec.ts).
 */
import type { ResourceRow } from '@console/contract';
import { vi } from 'vitest';

export interface AuthCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: AuthCall) => unknown;

/** A failure the server answers: `{code, msg}` instead of data. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

export function row(id: number, values: Record<string, unknown>): ResourceRow {
  return { id, created_at: '2024-05-01T08:00:00.000Z', updated_at: '2024-05-01T08:00:00.000Z', ...values };
}

/** One page of `rows` as the list endpoint answers it (page and size from the query). */
export function page(rows: readonly ResourceRow[], call: AuthCall) {
  const size = Number(call.query.get('size') ?? 20);
  const at = Number(call.query.get('page') ?? 1);
  return { list: rows.slice((at - 1) * size, at * size), total: rows.length, page: at, size };
}

/** Installs a fetch stub answering `handlers` by path (without `/api`); every call is recorded. */
export function fakeAuthApi(handlers: Record<string, Handler>) {
  const calls: AuthCall[] = [];
  const all: Record<string, Handler> = {
    '/system/audit/list': () => ({ list: [], total: 0, page: 1, size: 50 }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api/, '');
      const raw = init?.body;
      const call: AuthCall = {
        method: init?.method ?? 'GET',
        path,
        query: searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const handler = all[path];
      let envelope: unknown;
      if (!handler) envelope = { code: 4, msg: `unknown ${path}`, data: null };
      else {
        const data = handler(call);
        envelope =
          data instanceof Refusal
            ? { code: data.code, msg: data.msg, data: null }
            : { code: 0, msg: 'ok', data };
      }
      return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    calls,
    /** The bodies posted to one path, in order. */
    bodiesTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
