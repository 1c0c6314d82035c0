/**
 * readTogether (engine/read.ts): reads that do not depend on each other run at once on the app's pool and one
 * after another in a transaction, whose one connection would otherwise queue them (pg deprecates that queueing
 * and warns of it). Loading the datasheet libraries inside a transaction, as the demo seed and a sheet's save
 * do, then warns of nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../../src/engine/read.ts';
import { loadLibraries } from '../../src/modules/datasheet/libraries.ts';
import { createTestApp, processWarnings, type TestApp } from './harness.ts';

let t: TestApp;
const warned = processWarnings();

beforeAll(async () => {
  warned.start();
  t = await createTestApp();
});
afterAll(async () => {
  warned.stop();
  await t?.close();
});

type Db = TestApp['database']['db'];

/** Two reads that each take a moment, with when each began and ended. */
function timedReads(db: Pick<Db, 'execute'>, events: string[]) {
  return [0, 1].map((n) => async () => {
    events.push(`begin ${n}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    events.push(`end ${n}`);
    return n;
  }) as [() => Promise<number>, () => Promise<number>];
}

describe('reads together', () => {
  it('run at once on the pool', async () => {
    const events: string[] = [];
    const db = t.database.db;
    expect(await readTogether<[number, number]>(db, timedReads(db, events))).toEqual([0, 1]);
    // Both began before either ended; which of two equal sleeps on two connections ends first is the server's.
    expect(events.slice(0, 2)).toEqual(['begin 0', 'begin 1']);
    expect(events.slice(2).sort()).toEqual(['end 0', 'end 1']);
  });

  it('run one after another in a transaction, and warn of nothing', async () => {
    const events: string[] = [];
    warned.warnings.length = 0;
    const libraries = await t.database.db.transaction(async (tx) => {
      expect(await readTogether<[number, number]>(tx, timedReads(tx, events))).toEqual([0, 1]);
      return loadLibraries(tx);
    });
    expect(events).toEqual(['begin 0', 'end 0', 'begin 1', 'end 1']);
    expect(Array.isArray(libraries.metrics)).toBe(true);
    expect(await warned.seen()).toEqual([]);
  });
});
