/** The access log's queue: batches, its bound, a database that is away for a while, a row it refuses. */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { AccessLogWriter } from '../../src/http/access-log.ts';

type Row = { path: string };

/**
 * A database that records each insert's rows, and fails while told to. A batch arrives as one prepared
 * statement with a column's values per placeholder (`unnest`), a single row (after a refused batch) through
 * drizzle's insert: both are read back into rows.
 */
function fakeDb() {
  const inserts: Row[][] = [];
  const state = { down: false, refuse: new Set<string>() };
  const take = async (batch: Row[]) => {
    if (state.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    if (batch.some((row) => state.refuse.has(row.path))) {
      throw new Error('insert failed', {
        cause: Object.assign(new Error('value too long'), { code: '22001' }),
      });
    }
    inserts.push(batch);
  };
  const unnested = (query: { sql: string }, values: Record<string, unknown[]>) => {
    const names = [...(/\(([^)]*)\)/.exec(query.sql)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    return (values.c0 ?? []).map(
      (_, i) => Object.fromEntries(names.map((name, j) => [name, values[`c${j}`]?.[i]])) as Row,
    );
  };
  const db = {
    insert: () => ({ values: async (rows: Row | Row[]) => take(Array.isArray(rows) ? rows : [rows]) }),
    _: {
      session: {
        prepareQuery: (query: { sql: string }) => ({
          execute: async (values: Record<string, unknown[]>) => {
            await take(unnested(query, values));
            return { rows: [] };
          },
        }),
      },
    },
  };
  return { db: db as unknown as Db, inserts, state };
}

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const row = (path: string) =>
  ({ method: 'GET', path, status: 200, ip: '10.0.0.1', duration_ms: 1 }) as Parameters<
    AccessLogWriter['add']
  >[0];
const paths = (inserts: Row[][]) => inserts.flat().map((r) => r.path);

describe('access log writer', () => {
  it('writes queued rows in batches of at most batchRows, one insert each', async () => {
    const { db, inserts } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { batchRows: 3, flushMs: 60_000 });
    for (const path of ['a', 'b', 'c', 'd', 'e']) writer.add(row(path));
    await writer.flush();
    expect(inserts.map((batch) => batch.length)).toEqual([3, 2]);
    expect(paths(inserts)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(writer.pending).toBe(0);
  });

  it('writes on its own after flushMs', async () => {
    const { db, inserts } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { flushMs: 20 });
    writer.add(row('timed'));
    expect(inserts).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(paths(inserts)).toEqual(['timed']);
  });

  it('keeps the rows while the database is away and writes them once it is back', async () => {
    const { db, inserts, state } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { flushMs: 60_000 });
    state.down = true;
    writer.add(row('1'));
    writer.add(row('2'));
    await writer.flush();
    expect(writer.pending).toBe(2);
    state.down = false;
    writer.add(row('3'));
    await writer.flush();
    expect(paths(inserts)).toEqual(['1', '2', '3']);
    expect(writer.pending).toBe(0);
  });

  it('drops rows beyond its bound instead of growing without end', async () => {
    const { db, inserts, state } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { maxQueued: 2, batchRows: 10, flushMs: 60_000 });
    state.down = true;
    for (const path of ['1', '2', '3', '4']) writer.add(row(path));
    expect(writer.pending).toBe(2);
    state.down = false;
    await writer.flush();
    expect(paths(inserts)).toEqual(['1', '2']);
  });

  it('drops only a row the database refuses, writing the others of its batch', async () => {
    const { db, inserts, state } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { flushMs: 60_000 });
    state.refuse.add('bad');
    for (const path of ['ok-1', 'bad', 'ok-2']) writer.add(row(path));
    await writer.flush();
    expect(paths(inserts)).toEqual(['ok-1', 'ok-2']);
    expect(writer.pending).toBe(0);
  });

  it('lets concurrent flushes each wait for every row queued before them', async () => {
    const { db, inserts } = fakeDb();
    const writer = new AccessLogWriter(db, silent, { batchRows: 2, flushMs: 60_000 });
    for (const path of ['a', 'b', 'c']) writer.add(row(path));
    const first = writer.flush();
    writer.add(row('d'));
    await Promise.all([first, writer.flush()]);
    expect(paths(inserts).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
