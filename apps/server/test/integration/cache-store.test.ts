import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { CacheRuleSet, type CacheStore, RuledCacheStore } from '../../src/integrations/cache/index.ts';
import { describeEachStore, disposeStore } from './cache-stores.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The same behaviour, store by store: what the in-process cache does, Redis does.
describeEachStore('$name cache store', ({ create }) => {
  let store: CacheStore;
  const stores: CacheStore[] = [];
  const fresh = (prefix?: string) => {
    const made = create(prefix);
    stores.push(made);
    return made;
  };
  beforeEach(() => {
    store = fresh();
  });
  afterAll(async () => {
    await Promise.all(stores.map(disposeStore));
  });

  it('keeps strings, overwrites them and deletes them, counting what existed', async () => {
    expect(await store.get('a')).toBeNull();
    await store.set('a', '1');
    await store.set('b', '二');
    expect(await store.get('a')).toBe('1');
    await store.set('a', 'one');
    expect(await store.get('a')).toBe('one');
    expect(await store.get('b')).toBe('二');
    expect(await store.del(['a', 'a', 'missing'])).toBe(1);
    expect(await store.get('a')).toBeNull();
    expect(await store.del([])).toBe(0);
  });

  it('expires keys after their TTL and shows the seconds left', async () => {
    // A second is long enough to read the key back on a busy machine (50 ms was not, on Redis), and short enough
    // to wait out.
    await store.set('short', 'x', 1);
    await store.set('minute', 'x', 60);
    await store.set('forever', 'x');
    await store.set('zero', 'x', 0);
    expect(await store.get('short')).toBe('x');
    const listed = await store.keys('*', 10);
    expect(listed.map((k) => k.key)).toEqual(['forever', 'minute', 'short', 'zero']);
    const ttl = Object.fromEntries(listed.map((k) => [k.key, k.ttl]));
    expect(ttl.forever).toBeNull();
    expect(ttl.zero).toBeNull();
    expect(ttl.minute).toBeGreaterThanOrEqual(59);
    expect(ttl.minute).toBeLessThanOrEqual(60);
    expect(ttl.short).toBe(1);
    await expect.poll(() => store.get('short'), { timeout: 10_000, interval: 100 }).toBeNull();
    expect((await store.keys('*', 10)).map((k) => k.key)).toEqual(['forever', 'minute', 'zero']);
    await expect(store.set('bad', 'x', -1)).rejects.toThrow(RangeError);
  });

  it('lists keys by pattern: * is the only wildcard, everything else is literal', async () => {
    for (const key of [
      'a:1',
      'a:2',
      'a:3',
      'b:1',
      'a.b',
      'aXb',
      'user:7:name',
      'user:7:mail',
      'lit[1]',
      'lit1',
      'q?',
    ])
      await store.set(key, 'v');
    const keys = async (pattern: string, limit = 100) => (await store.keys(pattern, limit)).map((k) => k.key);
    expect(await keys('a:*')).toEqual(['a:1', 'a:2', 'a:3']);
    expect(await keys('a.b')).toEqual(['a.b']);
    expect(await keys('user:*:name')).toEqual(['user:7:name']);
    expect(await keys('lit[1]')).toEqual(['lit[1]']);
    expect(await keys('q?')).toEqual(['q?']);
    expect(await keys('q*')).toEqual(['q?']);
    expect(await keys('a')).toEqual([]);
    expect(await keys('*:1')).toEqual(['a:1', 'b:1']);
    expect(await keys('*')).toHaveLength(11);
    expect(await keys('*', 3)).toHaveLength(3);
    expect(await keys('*', 0)).toEqual([]);
  });

  it('deletes groups by pattern, many keys in batches', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => `bulk:${String(i).padStart(4, '0')}`);
    await Promise.all(many.map((key) => store.set(key, 'v', 300)));
    await store.set('keep:1', 'v');
    expect(await store.keys('bulk:*', 1000)).toHaveLength(1000);
    expect(await store.delPattern('bulk:*')).toBe(1200);
    expect(await store.keys('bulk:*', 10)).toEqual([]);
    expect(await store.get('keep:1')).toBe('v');
    expect(await store.delPattern('nothing:*')).toBe(0);
  });

  it('keeps JSON and computes a remembered value once per lifetime', async () => {
    await store.setJson('j', { a: [1, '二', null], b: true });
    expect(await store.getJson('j')).toEqual({ a: [1, '二', null], b: true });
    await store.set('not-json', '{oops');
    expect(await store.getJson('not-json')).toBeNull();
    expect(await store.getJson('missing')).toBeNull();

    let computed = 0;
    const compute = async () => {
      computed += 1;
      await sleep(10);
      return { n: computed };
    };
    const [first, second] = await Promise.all([
      store.remember('r', 1, compute),
      store.remember('r', 1, compute),
    ]);
    expect(first).toEqual({ n: 1 });
    expect(second).toEqual({ n: 1 });
    expect(await store.remember('r', 1, compute)).toEqual({ n: 1 });
    expect(computed).toBe(1);
    // Once the second is out, the value is computed again (waited for, not slept on).
    await expect
      .poll(() => store.remember('r', 1, compute), { timeout: 10_000, interval: 100 })
      .toEqual({ n: 2 });
  });

  it('keeps stores under different prefixes apart', async () => {
    const other = fresh();
    await store.set('shared:key', 'mine');
    await other.set('shared:key', 'theirs');
    expect(await store.get('shared:key')).toBe('mine');
    expect(await store.delPattern('*')).toBe(1);
    expect(await other.get('shared:key')).toBe('theirs');
    expect((await other.keys('*', 10)).map((k) => k.key)).toEqual(['shared:key']);
  });
});

// The cache rules on top of either store: the rule that names a key decides how long `remember` keeps it.
describeEachStore('cache rules on the $name store', ({ create }) => {
  let store: CacheStore;
  let rules: CacheRuleSet;
  let ruled: RuledCacheStore;
  beforeEach(() => {
    store = create();
    rules = CacheRuleSet.empty;
    ruled = new RuledCacheStore(store, async () => rules);
  });
  afterEach(async () => {
    await disposeStore(store);
  });

  const counter = () => {
    let n = 0;
    return async () => {
      n += 1;
      return n;
    };
  };
  const ttlOf = async (key: string) => (await store.keys(key, 1))[0]?.ttl;

  it('keeps a key for the TTL of the enabled rule naming it, or forever when that TTL is 0', async () => {
    rules = new CacheRuleSet([
      { id: 1, pattern: 'short:*', ttlSeconds: 30, enabled: true },
      { id: 2, pattern: 'forever:*', ttlSeconds: 0, enabled: true },
    ]);
    const compute = counter();
    expect(await ruled.remember('short:a', 600, compute)).toBe(1);
    expect(await ruled.remember('short:a', 600, compute)).toBe(1);
    expect(await ttlOf('short:a')).toBeGreaterThan(25);
    expect(await ttlOf('short:a')).toBeLessThanOrEqual(30);
    expect(await ruled.remember('forever:a', 600, compute)).toBe(2);
    expect(await ttlOf('forever:a')).toBeNull();
  });

  it("keeps a key no rule names for the caller's TTL", async () => {
    rules = new CacheRuleSet([{ id: 1, pattern: 'other:*', ttlSeconds: 0, enabled: true }]);
    const compute = counter();
    expect(await ruled.remember('mine:a', 600, compute)).toBe(1);
    expect(await ruled.remember('mine:a', 600, compute)).toBe(1);
    expect(await ttlOf('mine:a')).toBeGreaterThan(590);
  });

  it('computes each time and writes nothing when the rule naming the key is disabled', async () => {
    await store.setJson('off:a', 'kept before the rule was disabled', 600);
    rules = new CacheRuleSet([{ id: 1, pattern: 'off:*', ttlSeconds: 600, enabled: false }]);
    const compute = counter();
    expect(await ruled.remember('off:a', 600, compute)).toBe(1);
    expect(await ruled.remember('off:a', 600, compute)).toBe(2);
    expect(await ruled.remember('off:b', 600, compute)).toBe(3);
    expect(await store.get('off:a')).toBeNull();
    expect(await store.get('off:b')).toBeNull();

    // Enabled again: cached again.
    rules = new CacheRuleSet([{ id: 1, pattern: 'off:*', ttlSeconds: 600, enabled: true }]);
    expect(await ruled.remember('off:b', 600, compute)).toBe(4);
    expect(await ruled.remember('off:b', 600, compute)).toBe(4);
  });

  it('lets the most specific matching rule decide, a disabled one included', async () => {
    rules = new CacheRuleSet([
      { id: 1, pattern: '*', ttlSeconds: 0, enabled: true },
      { id: 2, pattern: 'report:*', ttlSeconds: 40, enabled: true },
      { id: 3, pattern: 'report:live', ttlSeconds: 40, enabled: false },
    ]);
    const compute = counter();
    await ruled.remember('report:daily', 600, compute);
    expect(await ttlOf('report:daily')).toBeLessThanOrEqual(40);
    await ruled.remember('anything', 600, compute);
    expect(await ttlOf('anything')).toBeNull();
    expect(await ruled.remember('report:live', 600, compute)).toBe(3);
    expect(await ruled.remember('report:live', 600, compute)).toBe(4);
    expect(await store.get('report:live')).toBeNull();
  });

  it('passes everything else straight to the store', async () => {
    rules = new CacheRuleSet([{ id: 1, pattern: '*', ttlSeconds: 0, enabled: false }]);
    expect(ruled.kind).toBe(store.kind);
    await ruled.set('plain', 'v', 60);
    expect(await store.get('plain')).toBe('v');
    expect(await ttlOf('plain')).toBeLessThanOrEqual(60);
    await ruled.setJson('json', { a: 1 });
    expect(await ruled.getJson('json')).toEqual({ a: 1 });
    expect((await ruled.keys('*', 10)).map((k) => k.key)).toEqual(['json', 'plain']);
    expect(await ruled.del(['plain'])).toBe(1);
    expect(await ruled.delPattern('*')).toBe(1);
    expect(await store.get('json')).toBeNull();
  });
});
