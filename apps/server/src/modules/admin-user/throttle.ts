/**
 * Login throttling (docs/security.md, "Login throttle"; the numbers are LOGIN_THROTTLE). Three counts of settled
 * failures, read from the database so every instance and restart shares them:
 * - per username and address (the pair): a few free failures, then a wait after the latest one that doubles per
 *   further failure, capped; a right password from the pair forgets them. This is what stops one guesser.
 * - per address, whatever the usernames: a higher ceiling, so one address spraying usernames is stopped without
 *   one address locking everybody out after a few failures.
 * - per username, whatever the addresses: a high ceiling over a short window, bounding what many addresses can
 *   guess at one account while locking it for at most the window after they stop.
 * The decision comes before the password is looked at, so a refused attempt learns nothing even with the right
 * password. Attempts in flight are the gate's (attempt-gate.ts): the counts here hold settled failures only.
 */
import { isIPv6 } from 'node:net';
import { LOGIN_THROTTLE } from '@console/contract';
import { and, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { loginFailure } from '../../db/schema/index.ts';
import { AttemptGate, type GateVerdict } from './attempt-gate.ts';

export interface ThrottleRule {
  pair: { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; memoryHours: number };
  address: { maxFailures: number; windowMinutes: number };
  username: { maxFailures: number; windowMinutes: number };
  queueSeconds: number;
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The failures that decide an attempt, newest first within each list (the lists may be cut at what matters). */
export interface RecentFailures {
  pair: readonly Date[];
  address: readonly Date[];
  username: readonly Date[];
}

/** The pair's wait after `failures` failures, in ms: none while free, then doubling from the first delay, capped. */
export function pairDelayMs(failures: number, rule: ThrottleRule['pair'] = LOGIN_THROTTLE.pair): number {
  const beyond = failures - rule.freeFailures;
  if (beyond < 0) return 0;
  // Past the cap the exponent only grows the number, never the wait: stop it before it overflows.
  const doubled = rule.firstDelaySeconds * 2 ** Math.min(beyond, 52);
  return Math.min(doubled, rule.maxDelaySeconds) * SECOND_MS;
}

/** The most pair failures that can change the wait: from this many on it is at its cap. */
export function pairFailuresThatMatter(rule: ThrottleRule['pair'] = LOGIN_THROTTLE.pair): number {
  let failures = rule.freeFailures;
  while (pairDelayMs(failures, rule) < rule.maxDelaySeconds * SECOND_MS) failures += 1;
  return failures;
}

/**
 * A ceiling over a sliding window: the wait until fewer than `maxFailures` failures remain in it, i.e. until the
 * `maxFailures`-th newest leaves it (0 = not reached).
 */
export function ceilingWaitMs(
  failures: readonly Date[],
  now: Date,
  ceiling: { maxFailures: number; windowMinutes: number },
): number {
  const windowMs = ceiling.windowMinutes * MINUTE_MS;
  const inWindow = failures
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => b - a);
  const deciding = inWindow[ceiling.maxFailures - 1];
  return deciding === undefined ? 0 : Math.max(0, deciding + windowMs - now.getTime());
}

function inWindow(failures: readonly Date[], now: Date, windowMs: number): number {
  return failures.filter((d) => d.getTime() > now.getTime() - windowMs).length;
}

/**
 * The verdict on one more attempt: how long until it may be made (the longest of the three waits), and, when it
 * may be made now, how many attempts of the pair, the address and the username may be in their password check
 * at once before their outcomes could change that (the gate's allowance, in that order).
 */
export function judgeAttempt(
  failures: RecentFailures,
  now: Date,
  rule: ThrottleRule = LOGIN_THROTTLE,
): GateVerdict {
  const remembered = failures.pair
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - rule.pair.memoryHours * HOUR_MS);
  const pairCount = remembered.length;
  const pairWait =
    pairCount === 0
      ? 0
      : Math.max(0, Math.max(...remembered) + pairDelayMs(pairCount, rule.pair) - now.getTime());
  const waitMs = Math.max(
    pairWait,
    ceilingWaitMs(failures.address, now, rule.address),
    ceilingWaitMs(failures.username, now, rule.username),
  );
  const left = (ceiling: ThrottleRule['address'], list: readonly Date[]) =>
    ceiling.maxFailures - inWindow(list, now, ceiling.windowMinutes * MINUTE_MS);
  return {
    waitMs,
    // Past the free failures every failure starts a wait, so the pair's attempts then go one at a time.
    allowance: [
      Math.max(1, rule.pair.freeFailures - pairCount),
      left(rule.address, failures.address),
      left(rule.username, failures.username),
    ],
  };
}

/**
 * The address failures are counted by: an IPv4 address itself (also when IPv4-mapped), an IPv6 address's /64,
 * which one host or site holds whole and could otherwise walk through to reset its count.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip.slice(0, 64);
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 address (the last 32 bits) stands for two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [head, tail] = bare.split('::');
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Who is guessing: the account named and the address (throttleAddress) it is named from. */
export interface Guesser {
  username: string;
  address: string;
}

async function failureTimes(db: Db, where: SQL | undefined, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginFailure.createdAt })
    .from(loginFailure)
    .where(and(where, gt(loginFailure.createdAt, since)))
    .orderBy(desc(loginFailure.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** The settled failures that decide the guesser's next attempt, each list only as long as can matter. */
export async function recentFailures(
  db: Db,
  who: Guesser,
  now: Date,
  rule: ThrottleRule,
): Promise<RecentFailures> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [pair, address, username] = await Promise.all([
    failureTimes(
      db,
      and(eq(loginFailure.username, who.username), eq(loginFailure.ip, who.address)),
      ago(rule.pair.memoryHours * HOUR_MS),
      pairFailuresThatMatter(rule.pair),
    ),
    failureTimes(
      db,
      eq(loginFailure.ip, who.address),
      ago(rule.address.windowMinutes * MINUTE_MS),
      rule.address.maxFailures,
    ),
    failureTimes(
      db,
      eq(loginFailure.username, who.username),
      ago(rule.username.windowMinutes * MINUTE_MS),
      rule.username.maxFailures,
    ),
  ]);
  return { pair, address, username };
}

/**
 * The outcome of a settled guess: a wrong one is a failure (and failures no rule can count any more, of its
 * username or address, are dropped on the way); a right one forgets its pair's failures — not the username's from
 * other addresses, which may be someone else's guesses.
 */
async function recordGuess(
  db: Db,
  who: Guesser,
  right: boolean,
  now: Date,
  rule: ThrottleRule,
): Promise<void> {
  const pair = and(eq(loginFailure.username, who.username), eq(loginFailure.ip, who.address));
  if (right) {
    await db.delete(loginFailure).where(pair);
    return;
  }
  const longest = Math.max(
    rule.pair.memoryHours * HOUR_MS,
    rule.address.windowMinutes * MINUTE_MS,
    rule.username.windowMinutes * MINUTE_MS,
  );
  const forgotten = new Date(now.getTime() - longest);
  await db.transaction(async (tx) => {
    await tx.insert(loginFailure).values({ username: who.username, ip: who.address, createdAt: now });
    await tx
      .delete(loginFailure)
      .where(
        and(
          or(eq(loginFailure.username, who.username), eq(loginFailure.ip, who.address)),
          lt(loginFailure.createdAt, forgotten),
        ),
      );
  });
}

// One gate per database handle: the attempts in flight of this process on that database.
const gates = new WeakMap<Db, AttemptGate>();

export function attemptGate(db: Db): AttemptGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new AttemptGate();
    gates.set(db, gate);
  }
  return gate;
}

export type Guess<T> =
  | { outcome: 'right'; value: T }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; waitMs: number }
  | { outcome: 'busy' };

/**
 * One password guess under the throttle: decided before `check` runs (a refused guess never reaches it), then
 * `check` answers the value of a right password or null, and its outcome is recorded before the next attempt of
 * the same keys is decided. `clock` is read at each decision (an attempt may wait for others first).
 */
export async function throttledGuess<T>(
  db: Db,
  who: { username: string; ip: string },
  clock: () => Date,
  check: () => Promise<T | null>,
  rule: ThrottleRule = LOGIN_THROTTLE,
): Promise<Guess<T>> {
  const guesser: Guesser = { username: who.username, address: throttleAddress(who.ip) };
  const admission = await attemptGate(db).admit(
    [
      JSON.stringify(['pair', guesser.username, guesser.address]),
      JSON.stringify(['address', guesser.address]),
      JSON.stringify(['username', guesser.username]),
    ],
    async () => {
      const now = clock();
      return judgeAttempt(await recentFailures(db, guesser, now, rule), now, rule);
    },
    rule.queueSeconds * SECOND_MS,
  );
  if (admission.outcome !== 'admitted') return admission;
  try {
    const value = await check();
    await recordGuess(db, guesser, value !== null, clock(), rule);
    return value === null ? { outcome: 'wrong' } : { outcome: 'right', value };
  } finally {
    admission.settle();
  }
}
