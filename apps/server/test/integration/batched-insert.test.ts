/**
 * The batched writes (access log, sheet views) on a real database: a batch is one prepared insert of a
 * column's values per array parameter; the rows come back exactly as given (nulls, instants, texts with
 * quotes, commas and braces an array literal must escape), and a batch holding a row the database refuses
 * (a text past its column's length) writes its other rows and drops only that one, as drizzle's insert did.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchedInsert } from '../../src/db/batched-insert.ts';
import { accessLog } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const refused: unknown[] = [];
const log = {
  warn: () => {},
  error: (entry: unknown) => refused.push(entry),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tag = 'batched-insert-test';
const at = new Date('2025-05-06T07:08:09.123Z');

describe('batched insert', () => {
  it('writes a batch as given: nulls, instants and texts an array literal escapes', async () => {
    // The batch's own statement, not drizzle's insert of each row (what a refused batch falls back to).
    const batchOnly = new Proxy(t.db, {
      get: (target, key) =>
        key === 'insert'
          ? () => {
              throw new Error('the rows were inserted one by one');
            }
          : Reflect.get(target, key),
    });
    const writer = new BatchedInsert(batchOnly, accessLog, 'test rows', log, { flushMs: 60_000 });
    const texts = [`${tag}/a "quoted", {braced}`, `${tag}/b \\ back NULL`, `${tag}/c 中文`];
    for (const [i, path] of texts.entries()) {
      writer.add({
        admin_id: null,
        method: 'GET',
        path,
        status: 200 + i,
        ip: i === 1 ? '' : '10.0.0.9',
        user_agent: 'ua',
        duration_ms: i,
        created_at: at,
      });
    }
    await writer.flush();
    expect(writer.pending).toBe(0);
    const rows = await t.db
      .select()
      .from(accessLog)
      .where(inArray(accessLog.path, texts))
      .orderBy(accessLog.duration_ms);
    expect(rows.map((row) => [row.path, row.status, row.admin_id, row.ip, row.duration_ms])).toEqual([
      [texts[0], 200, null, '10.0.0.9', 0],
      [texts[1], 201, null, '', 1],
      [texts[2], 202, null, '10.0.0.9', 2],
    ]);
    expect(rows.map((row) => row.created_at.toISOString())).toEqual(Array(3).fill(at.toISOString()));
  });

  it('drops only the row the database refuses and writes the rest of its batch', async () => {
    const writer = new BatchedInsert(t.db, accessLog, 'test rows', log, { flushMs: 60_000 });
    const paths = [`${tag}/ok-1`, `${tag}/ok-2`] as const;
    writer.add({ method: 'GET', path: paths[0], status: 200, ip: '', user_agent: '', duration_ms: 1 });
    // Longer than the column's varchar(10): refused by the insert, never cut to fit.
    writer.add({
      method: 'TOO-LONG-METHOD',
      path: `${tag}/bad`,
      status: 200,
      ip: '',
      user_agent: '',
      duration_ms: 1,
    });
    writer.add({ method: 'POST', path: paths[1], status: 200, ip: '', user_agent: '', duration_ms: 1 });
    await writer.flush();
    const rows = await t.db
      .select({ path: accessLog.path, method: accessLog.method })
      .from(accessLog)
      .where(inArray(accessLog.path, [...paths, `${tag}/bad`]))
      .orderBy(accessLog.path);
    expect(rows).toEqual([
      { path: paths[0], method: 'GET' },
      { path: paths[1], method: 'POST' },
    ]);
    expect(refused).toHaveLength(1);
  });
});
