import { describe, expect, it } from 'vitest';
import { retryAfterMinutes, throttleWaitMs } from '../../src/modules/admin-user/throttle.ts';

const rule = { maxFailures: 5, windowMinutes: 15 };
const now = new Date('2026-01-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('login throttle window', () => {
  it('allows attempts below the limit', () => {
    expect(throttleWaitMs([], now, rule)).toBe(0);
    expect(throttleWaitMs([1, 2, 3, 4].map(minutesAgo), now, rule)).toBe(0);
  });

  it('refuses at the limit until the oldest counted failure leaves the window', () => {
    const wait = throttleWaitMs([1, 2, 3, 4, 10].map(minutesAgo), now, rule);
    expect(wait).toBe(5 * 60_000);
    expect(retryAfterMinutes(wait)).toBe(5);
  });

  it('ignores failures older than the window', () => {
    expect(throttleWaitMs([1, 2, 3, 4, 15, 20].map(minutesAgo), now, rule)).toBe(0);
  });

  it('with more failures than the limit, waits for the limit-th newest one', () => {
    // Seven failures: once the one 12 minutes old leaves, four remain and attempts reopen.
    const wait = throttleWaitMs([14, 13, 12, 1, 2, 3, 4].map(minutesAgo), now, rule);
    expect(wait).toBe(3 * 60_000);
  });

  it('tells whole minutes, rounded up, at least one', () => {
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(60_000)).toBe(1);
    expect(retryAfterMinutes(60_001)).toBe(2);
    expect(retryAfterMinutes(15 * 60_000 - 5)).toBe(15);
    expect(retryAfterMinutes(0)).toBe(1);
  });
});
