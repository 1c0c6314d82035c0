import { LOGIN_THROTTLE } from '@console/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { loginFailure } from '../../db/schema/index.ts';

export interface ThrottleRule {
  maxFailures: number;
  windowMinutes: number;
}

const MINUTE_MS = 60_000;

/**
 * How long until one more attempt is allowed, in ms (0 = allowed now), given the times of recent failures.
 * Attempts reopen when fewer than `maxFailures` failures remain in the window, i.e. when the
 * `maxFailures`-th newest failure leaves it.
 */
export function throttleWaitMs(
  failures: readonly Date[],
  now: Date,
  rule: ThrottleRule = LOGIN_THROTTLE,
): number {
  const windowMs = rule.windowMinutes * MINUTE_MS;
  const inWindow = failures
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => b - a);
  const deciding = inWindow[rule.maxFailures - 1];
  if (deciding === undefined) return 0;
  return deciding + windowMs - now.getTime();
}

/** The whole minutes a person is told to wait: rounded up, at least 1. */
export function retryAfterMinutes(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / MINUTE_MS));
}

async function recentFailures(db: Db, by: 'username' | 'ip', value: string, now: Date, rule: ThrottleRule) {
  const since = new Date(now.getTime() - rule.windowMinutes * MINUTE_MS);
  const column = by === 'username' ? loginFailure.username : loginFailure.ip;
  const rows = await db
    .select({ createdAt: loginFailure.createdAt })
    .from(loginFailure)
    .where(and(eq(column, value), gt(loginFailure.createdAt, since)))
    .orderBy(desc(loginFailure.createdAt))
    .limit(rule.maxFailures);
  return rows.map((r) => r.createdAt);
}

/** The wait before this username and this IP may try again; the longer of the two counts. */
export async function loginWaitMs(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  rule: ThrottleRule = LOGIN_THROTTLE,
): Promise<number> {
  const [byUser, byIp] = await Promise.all([
    recentFailures(db, 'username', username, now, rule),
    recentFailures(db, 'ip', ip, now, rule),
  ]);
  return Math.max(throttleWaitMs(byUser, now, rule), throttleWaitMs(byIp, now, rule));
}

export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailure).values({ username, ip, createdAt: now });
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.username, username));
}
