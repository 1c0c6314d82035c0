import { LOGIN_THROTTLE } from '@console/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { loginFailure } from '../../db/schema/index.ts';
import type { Tx } from '../../engine/hooks.ts';

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

async function recentFailures(db: Tx, by: 'username' | 'ip', value: string, now: Date, rule: ThrottleRule) {
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

// Namespaces of the two-key advisory locks, so a username's lock and an IP's lock never collide.
const USERNAME_LOCK = 1;
const IP_LOCK = 2;

export type LoginAttempt = { allowed: true; attemptId: number } | { allowed: false; waitMs: number };

/**
 * Decides whether this username and IP may try a password now and, if so, records the attempt as a failure
 * before the password is looked at; a right password then forgets it (`forgetLoginAttempt`). Counting and
 * recording happen under per-username and per-IP locks, so parallel attempts are counted one after another
 * and no more than `maxFailures` of them in the window ever reach the password check. The password check
 * itself runs outside the lock.
 */
export async function reserveLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  rule: ThrottleRule = LOGIN_THROTTLE,
): Promise<LoginAttempt> {
  return db.transaction(async (tx) => {
    // Always the username's lock first, then the IP's: a fixed order, so two attempts never deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK}::int4, hashtext(${username}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}::int4, hashtext(${ip}))`);
    const byUser = await recentFailures(tx, 'username', username, now, rule);
    const byIp = await recentFailures(tx, 'ip', ip, now, rule);
    const waitMs = Math.max(throttleWaitMs(byUser, now, rule), throttleWaitMs(byIp, now, rule));
    if (waitMs > 0) return { allowed: false, waitMs };
    const [attempt] = await tx
      .insert(loginFailure)
      .values({ username, ip, createdAt: now })
      .returning({ id: loginFailure.id });
    if (!attempt) throw new Error('the login attempt was not recorded');
    return { allowed: true, attemptId: attempt.id };
  });
}

/** The attempt was not a wrong guess (right password): it does not count towards the limit. */
export async function forgetLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.id, attemptId));
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.username, username));
}
