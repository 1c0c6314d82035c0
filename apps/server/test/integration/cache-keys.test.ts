import { apiPaths, type CacheKeyInfo, type DashboardOverview, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../src/integrations/cache/index.ts';
import { disposeStore, storeCases } from './cache-stores.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface KeyList {
  keys: CacheKeyInfo[];
  truncated: boolean;
}

describe.each(storeCases)('remote cache endpoints on the $name store', ({ create }) => {
  let t: TestApp;
  let token: string;
  let cache: CacheStore;
  beforeAll(async () => {
    cache = create();
    t = await createTestApp({ build: { cache } });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await disposeStore(cache);
  });

  const list = (query: string, auth: string | null = token) =>
    t.call<KeyList>(auth, { url: `/api${apiPaths.cacheKeys}${query}` });
  const delGroup = (payload: Record<string, unknown>, auth: string | null = token) =>
    t.call<{ deleted: number }>(auth, { method: 'POST', url: `/api${apiPaths.cacheDelGroup}`, payload });

  it('is the cache the app decorates itself with', () => {
    expect(t.app.cache).toBe(cache);
  });

  it('lists the keys matching a pattern with their seconds left, up to a limit', async () => {
    await cache.set('rule:a', '1', 120);
    await cache.set('rule:b', '2');
    await cache.set('rule:c', '3', 30);
    await cache.set('other:a', '4');

    const { status, body } = await list('?pattern=rule:*');
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data.truncated).toBe(false);
    expect(body.data.keys.map((k) => k.key)).toEqual(['rule:a', 'rule:b', 'rule:c']);
    const [a, b, c] = body.data.keys;
    expect(a?.ttl).toBeGreaterThan(100);
    expect(b?.ttl).toBeNull();
    expect(c?.ttl).toBeLessThanOrEqual(30);

    const limited = await list('?pattern=rule:*&limit=2');
    expect(limited.body.data.keys).toHaveLength(2);
    expect(limited.body.data.truncated).toBe(true);
    expect((await list('?pattern=rule:*&limit=3')).body.data.truncated).toBe(false);
    expect((await list('?pattern=nothing:*')).body.data).toEqual({ keys: [], truncated: false });
    expect((await list('?pattern=rule:a&limit=')).body.data.keys.map((k) => k.key)).toEqual(['rule:a']);
  });

  it('refuses a missing or malformed pattern and a limit out of range, naming the field', async () => {
    for (const query of ['', '?pattern=', '?pattern=%20']) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.code).toBe(ResultCode.invalid);
      expect(body.msg).toMatch(/pattern/);
    }
    for (const pattern of ['a%20b', 'a?', 'a[1]', '%E4%B8%AD', 'a/b']) {
      const { body } = await list(`?pattern=${pattern}`);
      expect(body.code).toBe(ResultCode.invalid);
      expect(body.msg).toBe('pattern: 只能包含字母、数字和 : _ . * -');
    }
    for (const limit of ['0', '1001', 'abc', '1.5']) {
      const { body } = await list(`?pattern=*&limit=${limit}`);
      expect(body.code).toBe(ResultCode.invalid);
      expect(body.msg).toMatch(/^limit: /);
    }
    expect((await list('?pattern=*&limit=1000')).body.code).toBe(ResultCode.ok);
  });

  it('deletes a group of keys and says how many', async () => {
    await cache.set('group:1', 'x');
    await cache.set('group:2', 'x', 60);
    await cache.set('grouped', 'x');
    const { body } = await delGroup({ pattern: 'group:*' });
    expect(body).toEqual({ code: 0, msg: 'ok', data: { deleted: 2 } });
    expect((await list('?pattern=group*')).body.data.keys.map((k) => k.key)).toEqual(['grouped']);
    expect((await delGroup({ pattern: 'group:*' })).body.data.deleted).toBe(0);
    expect(await cache.get('rule:b')).toBe('2');
  });

  it('refuses a group delete of the whole cache, a bad pattern or an unknown field', async () => {
    for (const payload of [{ pattern: '*' }, { pattern: '***' }]) {
      const { status, body } = await delGroup(payload, token);
      expect(status).toBe(400);
      expect(body.code).toBe(ResultCode.invalid);
    }
    const english = await t.call(token, {
      method: 'POST',
      url: `/api${apiPaths.cacheDelGroup}`,
      payload: { pattern: '*' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.msg).toBe('pattern: must not be only * (that would delete the whole cache)');
    expect((await delGroup({ pattern: 'a b' })).body.code).toBe(ResultCode.invalid);
    expect((await delGroup({})).body.code).toBe(ResultCode.invalid);
    expect((await delGroup({ pattern: 'rule:*', all: true })).body.code).toBe(ResultCode.invalid);
    expect(await cache.get('rule:a')).toBe('1');
  });

  it('needs a session', async () => {
    expect((await list('?pattern=*', null)).body.code).toBe(ResultCode.sessionExpired);
    expect((await delGroup({ pattern: 'rule:*' }, null)).body.code).toBe(ResultCode.sessionExpired);
    expect((await delGroup({ pattern: 'rule:*' }, 'not-a-token')).body.code).toBe(ResultCode.sessionExpired);
    expect(await cache.get('rule:a')).toBe('1');
  });

  it('holds the dashboard figures for a minute; deleting the group recounts them', async () => {
    const overview = async () =>
      (await t.call<DashboardOverview>(token, { url: `/api${apiPaths.dashboardOverview}` })).body.data;
    const admins = (o: DashboardOverview) => o.figures.find((f) => f.id === 'admin_users')?.value;
    expect(admins(await overview())).toBe(1);
    const [entry] = (await list('?pattern=dashboard:*')).body.data.keys;
    expect(entry?.key).toBe('dashboard:overview');
    expect(entry?.ttl).toBeGreaterThan(0);
    expect(entry?.ttl).toBeLessThanOrEqual(60);

    // For the next minute the figures come from the cache, not from the rows.
    await cache.setJson('dashboard:overview', [{ id: 'admin_users', value: 99 }], 60);
    expect(admins(await overview())).toBe(99);
    expect((await delGroup({ pattern: 'dashboard:*' })).body.data.deleted).toBe(1);
    expect(admins(await overview())).toBe(1);
  });
});
