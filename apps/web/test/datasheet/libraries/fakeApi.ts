/**
 * A stand-in for the server in the libraries' component tests: each path answers from a handler (its data
 * wrapped in the envelope, or an envelope of its own to fail), and every call is recorded. Unknown paths fail.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A failure answer: the envelope as the server sends it. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
    /** What the refusal carries (a stale row's current version and who changed it). */
    readonly data: unknown = null,
  ) {}
}

export type Handler = (call: ApiCall) => unknown;

export interface FakeApi {
  calls: ApiCall[];
  handlers: Map<string, Handler>;
  on: (path: string, handler: Handler) => void;
  callsTo: (path: string) => ApiCall[];
}

export function installFakeApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    handlers: new Map(),
    on: (path, handler) => api.handlers.set(path, handler),
    callsTo: (path) => api.calls.filter((c) => c.path === path),
  };
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
      api.calls.push(call);
      const handler = api.handlers.get(path);
      const answer = handler ? handler(call) : new Refusal(4, `unknown ${path}`);
      const envelope =
        answer instanceof Refusal
          ? { code: answer.code, msg: answer.msg, data: answer.data }
          : { code: 0, msg: 'ok', data: answer };
      return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return api;
}

/** A logged-in Chinese console with a fresh fake API per test; everything undone after it. */
export function startApiSession(): () => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'zh' });
    useUserStore.getState().setToken('token-1');
    setPageReloader(() => {});
    api = installFakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => clearSession());
  });
  return () => {
    if (!api) throw new Error('the API session starts in beforeEach');
    return api;
  };
}

/** One page of rows as `GET {base}/list` answers it. */
export function page(list: Record<string, unknown>[], call: ApiCall) {
  return {
    list,
    total: list.length,
    page: Number(call.query.get('page') ?? 1),
    size: Number(call.query.get('size') ?? 20),
  };
}

export const stamp = { created_at: '2024-03-01T08:00:00.000Z', updated_at: '2024-03-01T08:00:00.000Z' };
