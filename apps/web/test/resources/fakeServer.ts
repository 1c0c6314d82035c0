/**
 * A stand-in for the server's generic resource endpoints, answering envelopes like apps/server does, for the
 * component tests only (the real server is exercised by the e2e specs). Rows live in memory.
 */
import type { ResourceRow } from '@console/contract';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeServer {
  rows: ResourceRow[];
  calls: FakeCall[];
  /** Path → envelope answered instead of the normal handling. */
  failing: Map<string, { code: number; msg: string; data?: unknown }>;
  audit: ResourceRow[];
  exportBytes: Uint8Array;
  /** Extra headers of the export's answer (the server's word that the file is cut). */
  exportHeaders: Record<string, string>;
  /** When set, lists answer this total as the server's estimate (`total_estimated`), as for a huge table. */
  estimatedTotal?: number;
}

const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

export function tagRows(n: number): ResourceRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    created_at: `2024-03-${String((i % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    updated_at: '2024-03-05T08:00:00.000Z',
    name: `标签${i + 1}`,
    type: (i % 2) + 1,
    description: i === 0 ? '第一条' : null,
    sort: i,
    enabled: i % 3 !== 0,
  }));
}

/** Installs a fetch stub serving `/api/tags/*`, `/api/system/audit/list` and `/api/upload`. */
export function fakeTagServer(rows: ResourceRow[] = tagRows(3)): FakeServer {
  const server: FakeServer = {
    rows,
    calls: [],
    failing: new Map(),
    audit: [],
    exportBytes: new Uint8Array([80, 75, 3, 4, 1, 2, 3, 4, 5, 6]),
    exportHeaders: {},
  };
  let nextId = rows.length + 1;

  const handle = (call: FakeCall): unknown => {
    const failure = server.failing.get(call.path);
    if (failure) return { data: null, ...failure };
    const { action, ...body } = (call.body ?? {}) as Record<string, unknown>;
    // `save` is add or update as its action says (the server refuses anything else).
    const path =
      call.path === '/tags/save'
        ? action === 'add' || action === 'update'
          ? `/tags/${action}`
          : ''
        : call.path;
    switch (path) {
      case '/tags/list': {
        const page = Number(call.query.get('page'));
        const size = Number(call.query.get('size'));
        const name = call.query.get('name');
        const list = server.rows.filter((r) => !name || String(r.name).includes(name));
        const rows = list.slice((page - 1) * size, page * size);
        if (server.estimatedTotal !== undefined)
          return ok({ list: rows, total: server.estimatedTotal, page, size, total_estimated: true });
        return ok({ list: rows, total: list.length, page, size });
      }
      case '/tags/get': {
        const row = server.rows.find((r) => r.id === Number(call.query.get('id')));
        return row ? ok(row) : { code: 4, msg: '记录不存在', data: null };
      }
      case '/tags/add': {
        if (server.rows.some((r) => r.name === body.name && r.type === body.type)) {
          return { code: 6, msg: '标签名 在该类型下已存在', data: null };
        }
        const row = { id: nextId++, created_at: '2024-04-01T00:00:00.000Z', updated_at: '', ...body };
        server.rows.push(row as ResourceRow);
        return ok(row);
      }
      case '/tags/update': {
        const row = server.rows.find((r) => r.id === body.id);
        if (!row) return { code: 4, msg: '记录不存在', data: null };
        Object.assign(row, body);
        return ok(row);
      }
      case '/tags/del': {
        const ids = new Set(body.ids as number[]);
        const before = server.rows.length;
        server.rows = server.rows.filter((r) => !ids.has(r.id));
        return ok({ deleted: before - server.rows.length });
      }
      case '/tags/enable': {
        const ids = new Set(body.ids as number[]);
        let updated = 0;
        for (const r of server.rows) {
          if (ids.has(r.id)) {
            r.enabled = body.enabled;
            updated++;
          }
        }
        return ok({ updated });
      }
      case '/system/audit/list':
        return ok({ list: server.audit, total: server.audit.length, page: 1, size: 50 });
      case '/upload':
        return ok({ url: '/uploads/x.png', name: 'x.png', size: 3, mime: 'image/png' });
      default:
        return { code: 4, msg: `unknown ${call.path}`, data: null };
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api/, '');
      const rawBody = init?.body;
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path,
        query: searchParams,
        body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      server.calls.push(call);
      if (path === '/tags/export' && !server.failing.has(path)) {
        const bytes = server.exportBytes;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(0, 4));
            controller.enqueue(bytes.slice(4));
            controller.close();
          },
        });
        return new Response(stream, {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="tags.xlsx"; filename*=UTF-8''${encodeURIComponent('标签.xlsx')}`,
            ...server.exportHeaders,
          },
        });
      }
      return new Response(JSON.stringify(handle(call)), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return server;
}
