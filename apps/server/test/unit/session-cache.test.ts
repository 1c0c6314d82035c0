import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database, Heard } from '../../src/db/index.ts';
import type { ActiveSession } from '../../src/http/auth.ts';
import { SessionCache } from '../../src/http/session-cache.ts';

const quiet = { warn() {}, info() {} } as unknown as FastifyBaseLogger;
const NOW = new Date('2026-11-25T10:00:00Z');

function session(expiresAt = new Date(NOW.getTime() + 3_600_000)): ActiveSession {
  return { sessionId: 1, lastSeenAt: NOW, expiresAt, uid: 1, username: 'admin', role: 'admin', epoch: 0 };
}

/** A cache over a lookup the test answers by hand, and a channel the test speaks on. */
async function cacheOver(answer: () => Promise<ActiveSession | null>) {
  let reads = 0;
  const channel: { heard?: Heard; lost?: (error: Error) => void } = {};
  const database = {
    db: {} as Database['db'],
    listen: async (_name: string, heard: Heard, lost: (error: Error) => void) => {
      channel.heard = heard;
      channel.lost = lost;
      return { close: async () => {} };
    },
  };
  const cache = new SessionCache(
    database,
    () => {
      reads++;
      return answer();
    },
    quiet,
  );
  await cache.start();
  return { cache, channel, reads: () => reads };
}

describe('SessionCache', () => {
  it('does not keep a session read while a change was announced', async () => {
    let release: (value: ActiveSession) => void = () => {};
    const { cache, channel, reads } = await cacheOver(() => new Promise((resolve) => (release = resolve)));
    const underWay = cache.find('token', NOW);
    channel.heard?.('admin_session', 'listener');
    release(session());
    expect(await underWay).not.toBeNull();
    const again = cache.find('token', NOW);
    release(session());
    await again;
    expect(reads()).toBe(2);
  });

  it('reads a held session again once it expired, and after a minute', async () => {
    const { cache, reads } = await cacheOver(async () => session(new Date(NOW.getTime() + 30_000)));
    await cache.find('token', NOW);
    await cache.find('token', new Date(NOW.getTime() + 29_000));
    expect(reads()).toBe(1);
    await cache.find('token', new Date(NOW.getTime() + 31_000));
    expect(reads()).toBe(2);

    const long = await cacheOver(async () => session());
    await long.cache.find('token', NOW);
    await long.cache.find('token', new Date(NOW.getTime() + 59_000));
    expect(long.reads()).toBe(1);
    await long.cache.find('token', new Date(NOW.getTime() + 61_000));
    expect(long.reads()).toBe(2);
  });

  it('holds nothing once the listening connection is lost', async () => {
    const { cache, channel, reads } = await cacheOver(async () => session());
    await cache.find('token', NOW);
    await cache.find('token', NOW);
    expect(reads()).toBe(1);
    channel.lost?.(new Error('terminated'));
    expect(cache.listening).toBe(false);
    await cache.find('token', NOW);
    await cache.find('token', NOW);
    expect(reads()).toBe(3);
    await cache.close();
  });

  it('ignores its own marks heard on a pool connection, and forgets on any other payload', async () => {
    const { cache, channel, reads } = await cacheOver(async () => session());
    await cache.find('token', NOW);
    channel.heard?.('mark:1:1', 'pool');
    await cache.find('token', NOW);
    expect(reads()).toBe(1);
    channel.heard?.('admin_user', 'pool');
    await cache.find('token', NOW);
    expect(reads()).toBe(2);
  });
});
