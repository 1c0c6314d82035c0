/**
 * One tracking rate limit across instances (issue 32 §6): with `REDIS_URL` two app instances on one database
 * count a site's events against one budget, so a batch over the joint budget is refused (code 5) whichever
 * instance it reaches; without it each process counts alone. The Redis case runs when TEST_REDIS_URL is set and
 * is reported as skipped otherwise. Each run issues a site key of its own, and budgets are kept under the key's
 * hash, so nothing here meets another run's keys on a shared Redis.
 */
import { trackingEndpoints } from '@console/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../../src/integrations/cache/index.ts';
import { testRedisUrl } from './cache-stores.ts';
import { type AppInstance, createSecondInstance, createTestApp, type TestApp } from './harness.ts';

const RATE = 10;
/** Closed after each test: on PostgreSQL the next test's database is the same one, reset. */
const opened: AppInstance[] = [];
afterEach(async () => {
  for (const app of opened.splice(0).reverse()) await app.close();
});

/** Events of a point no site declares: refused one by one in the answer, yet each counted against the rate. */
const batch = (size: number) => ({
  events: Array.from({ length: size }, (_, i) => ({
    event: 'rate_limit_probe',
    page: '/probe',
    anonymous_id: `anon-${i}`,
    session_id: `s-${i}`,
    user_id: null,
    properties: {},
    time: new Date().toISOString(),
  })),
});

async function send(instance: AppInstance, key: string, size: number): Promise<number> {
  const { body } = await instance.call(null, {
    method: 'POST',
    url: `/api${trackingEndpoints.ingest.path}`,
    payload: batch(size),
    headers: { 'x-site-key': key },
  });
  return body.code;
}

/** Two instances on one database (and on REDIS_URL when given, the cache kept in each process), and a site key. */
async function twoInstances(redisUrl: string | undefined) {
  const first: TestApp = await createTestApp({
    env: redisUrl ? { REDIS_URL: redisUrl } : {},
    build: { cache: new MemoryCacheStore() },
  });
  opened.push(first);
  const second = await createSecondInstance(first, { cache: new MemoryCacheStore() });
  opened.push(second);
  const token = await first.login();
  const issued = await first.call<{ id: number; key: string }>(token, {
    method: 'POST',
    url: `/api${trackingEndpoints.issueKey.path}`,
    payload: { name: 'rate-limit', rate_per_minute: RATE },
  });
  expect(issued.body.code, issued.body.msg).toBe(0);
  return { first, second, key: issued.body.data.key };
}

describe.skipIf(!testRedisUrl)('the tracking rate limit on Redis', () => {
  it('is held jointly by two instances: over the joint budget is refused on either', async () => {
    const { first, second, key } = await twoInstances(testRedisUrl);
    expect(await send(first, key, 6)).toBe(0);
    expect(await send(second, key, 4)).toBe(0);
    // The site's 10 a minute are spent, 6 through one instance and 4 through the other.
    expect(await send(first, key, 1)).toBe(5);
    expect(await send(second, key, 1)).toBe(5);
    // A refused batch is not counted: the budget is still spent, not overdrawn, and a batch over it stays refused.
    expect(await send(second, key, RATE + 1)).toBe(5);
  });
});

describe('the tracking rate limit without Redis', () => {
  it('is counted in each process', async () => {
    const { first, second, key } = await twoInstances(undefined);
    expect(await send(first, key, RATE)).toBe(0);
    expect(await send(first, key, 1)).toBe(5);
    // The other process has a budget of its own.
    expect(await send(second, key, RATE)).toBe(0);
    expect(await send(second, key, 1)).toBe(5);
  });
});
