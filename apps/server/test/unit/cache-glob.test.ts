import { describe, expect, it } from 'vitest';
import { escapeRedisGlob, globToRedisMatch, globToRegExp } from '../../src/integrations/cache/glob.ts';
import { MemoryCacheStore } from '../../src/integrations/cache/memory.ts';

describe('cache key patterns', () => {
  const matches = (pattern: string, key: string) => globToRegExp(pattern).test(key);

  it('reads * as any run of characters, none included, anchored at both ends', () => {
    expect(matches('dashboard:*', 'dashboard:overview')).toBe(true);
    expect(matches('dashboard:*', 'dashboard:')).toBe(true);
    expect(matches('dashboard:*', 'x:dashboard:overview')).toBe(false);
    expect(matches('*:overview', 'dashboard:overview')).toBe(true);
    expect(matches('*:overview', 'dashboard:overview:old')).toBe(false);
    expect(matches('user:*:name', 'user:7:name')).toBe(true);
    expect(matches('user:*:name', 'user:7:mail')).toBe(false);
    expect(matches('a**b', 'ab')).toBe(true);
    expect(matches('*', '')).toBe(true);
    expect(matches('*', 'line\nbreak')).toBe(true);
    expect(matches('exact', 'exact')).toBe(true);
    expect(matches('exact', 'exactly')).toBe(false);
  });

  it('takes every other character literally', () => {
    expect(matches('a.b', 'a.b')).toBe(true);
    expect(matches('a.b', 'aXb')).toBe(false);
    expect(matches('a?', 'ab')).toBe(false);
    expect(matches('a?', 'a?')).toBe(true);
    expect(matches('[ab]', 'a')).toBe(false);
    expect(matches('[ab]', '[ab]')).toBe(true);
    expect(matches('a+', 'aa')).toBe(false);
    expect(matches('(x|y)', 'x')).toBe(false);
    expect(matches('$^\\', '$^\\')).toBe(true);
    expect(matches('v1-v2_x', 'v1-v2_x')).toBe(true);
  });

  it('escapes the other glob characters of Redis MATCH', () => {
    expect(globToRedisMatch('dashboard:*')).toBe('dashboard:*');
    expect(globToRedisMatch('a?[b]\\*')).toBe('a\\?\\[b\\]\\\\*');
    expect(escapeRedisGlob('p[*]:')).toBe('p\\[\\*\\]:');
  });
});

describe('in-process cache store clock', () => {
  it('expires a key exactly at its TTL, rounds the seconds left up and sweeps old entries', async () => {
    let now = 1_000_000;
    const store = new MemoryCacheStore({ now: () => now });
    await store.set('k', 'v', 10);
    now += 9_001;
    expect(await store.keys('*', 10)).toEqual([{ key: 'k', ttl: 1 }]);
    now += 998;
    expect(await store.get('k')).toBe('v');
    now += 1;
    expect(await store.get('k')).toBeNull();
    expect(await store.del(['k'])).toBe(0);

    await store.set('old', 'v', 1);
    now += 120_000;
    await store.set('new', 'v');
    expect(await store.keys('*', 10)).toEqual([{ key: 'new', ttl: null }]);
  });
});

describe('in-process cache store size', () => {
  /** A value that, with its one-letter key, is counted as 100 bytes. */
  const value = 'v'.repeat(49);

  it('holds at most its bytes, dropping the entry used longest ago first', async () => {
    const store = new MemoryCacheStore({ maxBytes: 300 });
    for (const key of ['a', 'b', 'c']) await store.set(key, value);
    expect(store.bytes).toBe(300);
    // Reading a makes b the one used longest ago.
    expect(await store.get('a')).toBe(value);
    await store.set('d', value);
    expect(store.bytes).toBe(300);
    expect((await store.keys('*', 10)).map((k) => k.key)).toEqual(['a', 'c', 'd']);
    expect(await store.get('b')).toBeNull();
  });

  it('counts a rewritten key once, frees what is deleted, and keeps nothing larger than itself', async () => {
    const store = new MemoryCacheStore({ maxBytes: 300 });
    await store.set('a', value);
    await store.set('a', value);
    expect(store.bytes).toBe(100);
    await store.set('b', value);
    expect(await store.del(['a'])).toBe(1);
    expect(await store.delPattern('*')).toBe(1);
    expect(store.bytes).toBe(0);
    await store.set('huge', 'x'.repeat(200));
    expect(await store.get('huge')).toBeNull();
    expect(store.bytes).toBe(0);
  });
});
