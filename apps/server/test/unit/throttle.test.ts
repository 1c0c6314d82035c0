import { LOGIN_THROTTLE } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { retryAfter } from '../../src/core/messages.ts';
import {
  ceilingWaitMs,
  judgeAttempt,
  pairDelayMs,
  pairFailuresThatMatter,
  throttleAddress,
} from '../../src/modules/admin-user/throttle.ts';

const now = new Date('2026-01-10T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const minutesAgo = (m: number) => secondsAgo(m * 60);
const none = { pair: [], address: [], username: [] };

describe('the pair delay (one username from one address)', () => {
  it('is free for the first five failures, then 30 s doubling per failure up to 15 minutes', () => {
    expect([0, 1, 4].map((n) => pairDelayMs(n))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 40, 2000].map((n) => pairDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
  });

  it('reads only as many failures as can still lengthen the wait', () => {
    // The 10th failure reaches the cap: more cannot lengthen the wait.
    expect(pairFailuresThatMatter()).toBe(10);
    expect(pairDelayMs(9)).toBeLessThan(LOGIN_THROTTLE.pair.maxDelaySeconds * 1000);
    expect(pairDelayMs(10)).toBe(LOGIN_THROTTLE.pair.maxDelaySeconds * 1000);
  });

  it('counts from the latest failure and forgets failures older than a day', () => {
    const five = [10, 20, 30, 40, 50].map(secondsAgo);
    expect(judgeAttempt({ ...none, pair: five }, now).waitMs).toBe(20_000);
    expect(judgeAttempt({ ...none, pair: [...five, secondsAgo(60)] }, now).waitMs).toBe(50_000);
    const old = [minutesAgo(24 * 60 + 1), ...[10, 20, 30, 40].map(secondsAgo)];
    expect(judgeAttempt({ ...none, pair: old }, now).waitMs).toBe(0);
  });

  it('lets the free failures left be in flight at once, then one at a time', () => {
    expect(judgeAttempt(none, now).allowance).toEqual([5, 20, 50]);
    expect(judgeAttempt({ ...none, pair: [1, 2, 3].map(secondsAgo) }, now).allowance[0]).toBe(2);
    // Past the free failures, once the wait is over: one guess, whose failure starts the next wait.
    const past = [31, 32, 33, 34, 35].map(secondsAgo);
    expect(judgeAttempt({ ...none, pair: past }, now)).toEqual({ waitMs: 0, allowance: [1, 20, 50] });
  });
});

describe('the ceilings (per address, per username)', () => {
  it('refuses at the ceiling until the oldest counted failure leaves the window', () => {
    const ceiling = { maxFailures: 3, windowMinutes: 15 };
    expect(ceilingWaitMs([1, 2].map(minutesAgo), now, ceiling)).toBe(0);
    expect(ceilingWaitMs([1, 2, 10].map(minutesAgo), now, ceiling)).toBe(5 * 60_000);
    // More than the ceiling: the ceiling-th newest decides; failures older than the window are ignored.
    expect(ceilingWaitMs([1, 2, 12, 13, 14, 16].map(minutesAgo), now, ceiling)).toBe(3 * 60_000);
  });

  it('locks an address after 20 failures in 15 minutes, whatever the usernames', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => secondsAgo(i + 1));
    expect(judgeAttempt({ ...none, address: nineteen }, now)).toEqual({ waitMs: 0, allowance: [5, 1, 50] });
    const twenty = [...nineteen, minutesAgo(5)];
    expect(judgeAttempt({ ...none, address: twenty }, now).waitMs).toBe(10 * 60_000);
  });

  it('locks a username after 50 failures in 5 minutes, whatever the addresses, for at most 5 minutes', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => secondsAgo(i + 1));
    expect(judgeAttempt({ ...none, username: fifty }, now).waitMs).toBe(5 * 60_000 - 50_000);
    expect(judgeAttempt({ ...none, username: fifty.slice(1) }, now).allowance).toEqual([5, 20, 1]);
  });

  it('waits for the longest of the three', () => {
    const verdict = judgeAttempt(
      { pair: [0, 0, 0, 0, 0].map(secondsAgo), address: [], username: Array(50).fill(minutesAgo(1)) },
      now,
    );
    expect(verdict.waitMs).toBe(4 * 60_000);
  });
});

describe('the address counted', () => {
  it('is an IPv4 address itself, also when IPv4-mapped', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, in one spelling", () => {
    const one = throttleAddress('2001:db8:0:42::1');
    expect(one).toBe('2001:db8:0:42::/64');
    expect(throttleAddress('2001:0DB8:0000:0042:ffff:1:2:3')).toBe(one);
    expect(throttleAddress('2001:db8:0:42:a::b%eth0')).toBe(one);
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('2001:db8::42:0:0:0:1')).toBe(one);
    expect(throttleAddress('::ffff:0:203.0.113.7')).toBe('0:0:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('2001:db8:0:43::1')).not.toBe(one);
  });
});

describe('the wait a person is told', () => {
  it('is whole seconds under a minute and whole minutes otherwise, rounded up', () => {
    expect(retryAfter(1)).toEqual({ zh: '1 秒', en: '1 second' });
    expect(retryAfter(0)).toEqual({ zh: '1 秒', en: '1 second' });
    expect(retryAfter(29_001)).toEqual({ zh: '30 秒', en: '30 seconds' });
    expect(retryAfter(59_000)).toEqual({ zh: '59 秒', en: '59 seconds' });
    expect(retryAfter(59_001)).toEqual({ zh: '1 分钟', en: '1 minute' });
    expect(retryAfter(60_001)).toEqual({ zh: '2 分钟', en: '2 minutes' });
    expect(retryAfter(15 * 60_000)).toEqual({ zh: '15 分钟', en: '15 minutes' });
  });
});
