import {
  apiPaths,
  type CacheKeyInfo,
  cacheRuleResource,
  type DashboardOverview,
  type ResourcePage,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../src/db/schema/index.ts';
import { requireColumn, tableOf } from '../../src/engine/tables.ts';
import type { CacheStore } from '../../src/integrations/cache/index.ts';
import { CACHE_RULES_MEMO_MS, CacheRuleReader } from '../../src/modules/cache-keys/rules.ts';
import { DASHBOARD_CACHE_TTL_SECONDS } from '../../src/modules/dashboard/service.ts';
import { describeEachStore, disposeStore } from './cache-stores.ts';
import { createTestApp, type TestApp } from './harness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KeyList {
  keys: CacheKeyInfo[];
  truncated: boolean;
}

describeEachStore('remote cache endpoints on the $name store', ({ create }) => {
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

  it('is the store under the cache the app decorates itself with', async () => {
    expect(t.app.cache.kind).toBe(cache.kind);
    await t.app.cache.set('through:app', 'v');
    expect(await cache.get('through:app')).toBe('v');
    expect(await cache.del(['through:app'])).toBe(1);
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

  it("follows the dashboard rule: disabled, the figures are counted at every call; its TTL is the key's", async () => {
    const overview = async () =>
      (await t.call<DashboardOverview>(token, { url: `/api${apiPaths.dashboardOverview}` })).body.data;
    const admins = async () => (await overview()).figures.find((f) => f.id === 'admin_users')?.value;
    const post = (path: string, payload: Record<string, unknown>) =>
      t.call<unknown>(token, { method: 'POST', url: `/api${cacheRuleResource.base}${path}`, payload });
    let added = 0;
    const addAdmin = async () => {
      added += 1;
      await t.db.insert(adminUser).values({ username: `cache-rule-${added}`, password_hash: 'x' });
    };
    const rules = await t.call<ResourcePage>(token, {
      url: `/api${cacheRuleResource.base}/list?pattern=dashboard`,
    });
    const rule = rules.body.data.list[0];
    expect(rule).toMatchObject({ pattern: 'dashboard:*', ttl_seconds: 60, enabled: true });
    const ruleId = rule?.id;

    // Enabled for 60 s: a new admin does not show while the figures are held.
    expect(await admins()).toBe(1);
    await addAdmin();
    expect(await admins()).toBe(1);

    // Disabled: every call counts the rows, at once, and the held figures are gone.
    expect((await post('/enable', { ids: [ruleId], enabled: false })).body.code).toBe(ResultCode.ok);
    expect(await admins()).toBe(2);
    await addAdmin();
    expect(await admins()).toBe(3);
    expect((await list('?pattern=dashboard:*')).body.data.keys).toEqual([]);

    // Enabled again with a TTL of 0: held, without expiry.
    expect((await post('/update', { id: ruleId, ttl_seconds: 0, enabled: true })).body.code).toBe(
      ResultCode.ok,
    );
    expect(await admins()).toBe(3);
    expect((await list('?pattern=dashboard:*')).body.data.keys).toEqual([
      { key: 'dashboard:overview', ttl: null },
    ]);
    await addAdmin();
    expect(await admins()).toBe(3);

    // A TTL of 1 s: the key is kept that long, then the figures are counted again.
    await delGroup({ pattern: 'dashboard:*' });
    expect((await post('/update', { id: ruleId, ttl_seconds: 1 })).body.code).toBe(ResultCode.ok);
    expect(await admins()).toBe(4);
    expect((await list('?pattern=dashboard:*')).body.data.keys).toEqual([
      { key: 'dashboard:overview', ttl: 1 },
    ]);
    await addAdmin();
    expect(await admins()).toBe(4);
    await sleep(1_100);
    expect(await admins()).toBe(5);

    // Deleted rule: the dashboard's own 60 s apply.
    await delGroup({ pattern: 'dashboard:*' });
    expect((await post('/del', { ids: [ruleId] })).body.code).toBe(ResultCode.ok);
    expect(await admins()).toBe(5);
    const [entry] = (await list('?pattern=dashboard:*')).body.data.keys;
    expect(entry?.ttl).toBeGreaterThan(1);
    expect(entry?.ttl).toBeLessThanOrEqual(DASHBOARD_CACHE_TTL_SECONDS);
  });
});

describe('the cache rules as the app reads them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the rules read for a few seconds, and reads them again at once when told a rule changed', async () => {
    let now = 1_000_000;
    const reader = new CacheRuleReader(t.db, { now: () => now });
    const table = tableOf(cacheRuleResource.key);
    const enabled = requireColumn(table, 'enabled');
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: true, ttlSeconds: 60 });

    // Written behind the engine's back, as another server instance would: seen once the memo runs out.
    await t.db.update(table).set({ [enabled.name]: false });
    now += CACHE_RULES_MEMO_MS - 1;
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: true, ttlSeconds: 60 });
    now += 1;
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: false });

    await t.db.update(table).set({ [enabled.name]: true });
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: false });
    reader.forget();
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: true, ttlSeconds: 60 });
    expect((await reader.current()).decide('no-rule:x')).toBeUndefined();
  });

  it('does not hold a read that began before a rule changed', async () => {
    const reader = new CacheRuleReader(t.db);
    const table = tableOf(cacheRuleResource.key);
    const enabled = requireColumn(table, 'enabled');
    const early = reader.current();
    await t.db.update(table).set({ [enabled.name]: false });
    reader.forget();
    await early;
    expect((await reader.current()).decide('dashboard:overview')).toEqual({ cache: false });
    await t.db.update(table).set({ [enabled.name]: true });
  });
});
