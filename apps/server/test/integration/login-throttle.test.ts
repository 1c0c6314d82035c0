/**
 * Login throttling as docs/security.md ("Login throttle") states it, on a real database: counted per username and
 * address with a doubling wait, a higher ceiling per address and a high, short one per username; right passwords
 * are never refused because other attempts are in flight, and parallel wrong guesses get no more checks than the
 * counts allow.
 */
import { apiPaths, LOGIN_THROTTLE, type LoginResult, ResultCode } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.ts';
import { adminUser, loginFailure } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/admin-user/passwords.ts';
import { logIn } from '../../src/modules/admin-user/service.ts';
import { createSecondInstance, createTestApp, TEST_ADMIN, type TestApp } from './harness.ts';

const FREE = LOGIN_THROTTLE.pair.freeFailures;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(adminUser).values({
    username: 'editor',
    password_hash: await hashPassword('Editor-pass-1'),
    name: 'editor',
    role: 'admin',
    enabled: true,
  });
});
afterAll(async () => {
  await t.close();
});
// Failures of one test must not throttle the next.
beforeEach(async () => {
  await t.db.delete(loginFailure);
});

function login(username: string, password: string, remoteAddress: string, lang?: string) {
  return t.call<LoginResult>(null, {
    method: 'POST',
    url: `/api${apiPaths.login}`,
    payload: { username, password },
    remoteAddress,
    headers: lang ? { 'accept-language': lang } : {},
  });
}

const wrong = (username: string, address: string, i = 0) => login(username, `wrong-pass-${i}`, address);
const right = (address: string) => login(TEST_ADMIN.username, TEST_ADMIN.password, address);

async function failures(username?: string, ip?: string) {
  const rows = await t.db.select().from(loginFailure);
  return rows.filter((row) => (!username || row.username === username) && (!ip || row.ip === ip));
}

/** `count` failures of `username` from `ip`, the newest `newestSecondsAgo` old, one second apart. */
async function pastFailures(username: string, ip: string, count: number, newestSecondsAgo: number) {
  const newest = Date.now() - newestSecondsAgo * 1000;
  await t.db
    .insert(loginFailure)
    .values(
      Array.from({ length: count }, (_, i) => ({ username, ip, createdAt: new Date(newest - i * 1000) })),
    );
}

describe('one username from one address', () => {
  it('lets 20 right logins made in parallel through after 3 wrong ones, and forgets the wrong ones', async () => {
    for (let i = 0; i < 3; i++) expect((await wrong(TEST_ADMIN.username, '10.1.0.1', i)).body.code).toBe(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => right('10.1.0.1')));
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(ResultCode.ok));
    expect(await failures(TEST_ADMIN.username)).toEqual([]);
  });

  it('lets 30 parallel wrong guesses make only the free checks, then refuses with the true wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => wrong(TEST_ADMIN.username, '10.1.1.1', i)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === ResultCode.failed)).toHaveLength(FREE);
    expect(codes.filter((c) => c === ResultCode.throttled)).toHaveLength(30 - FREE);
    // Every check of a wrong password records a failure: exactly FREE reached the check.
    expect(await failures()).toHaveLength(FREE);
    for (const refused of answers.filter((a) => a.body.code === ResultCode.throttled)) {
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/^登录失败次数过多，请 (29|30) 秒后再试$/);
    }
    // The right password is refused from that address (a refused attempt learns nothing)...
    expect((await right('10.1.1.1')).body.code).toBe(ResultCode.throttled);
    // ...but not from another: failures from one address do not lock the account elsewhere.
    expect((await right('10.1.1.2')).body.code).toBe(ResultCode.ok);
    // Nor do they lock another account from that address.
    expect((await login('editor', 'Editor-pass-1', '10.1.1.1')).body.code).toBe(ResultCode.ok);
  });

  it('tells the true wait: seconds under a minute, minutes otherwise, in the reader’s language', async () => {
    await pastFailures(TEST_ADMIN.username, '10.1.2.1', FREE, 20);
    const soon = await right('10.1.2.1');
    expect(soon.body.msg).toBe('登录失败次数过多，请 10 秒后再试');
    await pastFailures('editor', '10.1.2.1', 10, 60);
    const later = await login('editor', 'Editor-pass-1', '10.1.2.1', 'en');
    expect(later.body.msg).toBe('Too many failed login attempts; try again in 14 minutes');
  });

  it('forgets failures after a day, and drops them from the table at the next failure', async () => {
    await pastFailures(TEST_ADMIN.username, '10.1.3.1', 8, LOGIN_THROTTLE.pair.memoryHours * 3600 + 1);
    expect((await wrong(TEST_ADMIN.username, '10.1.3.1')).body.code).toBe(ResultCode.failed);
    expect(await failures(TEST_ADMIN.username)).toHaveLength(1);
  });

  it('is shared by every server instance on the database', async () => {
    const second = await createSecondInstance(t);
    try {
      for (let i = 0; i < FREE; i++) await wrong(TEST_ADMIN.username, '10.1.4.1', i);
      const refused = await second.call(null, {
        method: 'POST',
        url: `/api${apiPaths.login}`,
        payload: TEST_ADMIN,
        remoteAddress: '10.1.4.1',
      });
      expect(refused.body.code).toBe(ResultCode.throttled);
    } finally {
      await second.close();
    }
  });
});

describe('the progressive wait (an injected clock)', () => {
  const t0 = new Date('2026-03-01T08:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const context = (now: Date) => ({ ip: '10.2.0.1', sessionTtlHours: 1, now });

  /** What a login at `now` answers: ok, wrong, or the wait it is told (English). */
  async function attempt(password: string, now: Date): Promise<string> {
    try {
      await logIn(t.db, { username: TEST_ADMIN.username, password }, context(now));
      return 'ok';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.code === ResultCode.throttled ? error.text.en.replace(/^.* in /, '') : 'wrong';
    }
  }

  it('is free for 5 failures, then 30 s after the latest, doubling per failure up to 15 minutes', async () => {
    for (let i = 0; i < FREE; i++) expect(await attempt(`wrong-${i}`, t0)).toBe('wrong');
    expect(await attempt(TEST_ADMIN.password, t0)).toBe('30 seconds');
    expect(await attempt(TEST_ADMIN.password, at(29))).toBe('1 second');
    let now = 30;
    const told: string[] = [];
    for (const wait of [60, 120, 240, 480, 900, 900]) {
      expect(await attempt('wrong-again', at(now))).toBe('wrong');
      told.push(await attempt(TEST_ADMIN.password, at(now)));
      expect(await attempt(TEST_ADMIN.password, at(now + wait - 1))).not.toBe('ok');
      now += wait;
    }
    expect(told).toEqual(['1 minute', '2 minutes', '4 minutes', '8 minutes', '15 minutes', '15 minutes']);
    // The wait over, the right password gets in and forgets the failures: the next mistake is free again.
    expect(await attempt(TEST_ADMIN.password, at(now))).toBe('ok');
    expect(await attempt('wrong-after', at(now))).toBe('wrong');
    expect(await attempt(TEST_ADMIN.password, at(now))).toBe('ok');
  });
});

describe('the ceiling per address', () => {
  const ceiling = LOGIN_THROTTLE.address.maxFailures;

  it(`does not lock other accounts from the address before ${ceiling} failures, then locks it for the window`, async () => {
    // Four failures each for five usernames: no pair waits, nineteen failures from the address.
    for (let i = 0; i < ceiling - 1; i++) {
      expect((await wrong(`sprayed-${i % 5}`, '10.3.0.1', i)).body.code).toBe(ResultCode.failed);
    }
    expect((await right('10.3.0.1')).body.code).toBe(ResultCode.ok);
    await wrong('sprayed-last', '10.3.0.1');
    const refused = await right('10.3.0.1');
    expect(refused.body.msg).toBe('登录失败次数过多，请 15 分钟后再试');
    // Only that address.
    expect((await right('10.3.0.2')).body.code).toBe(ResultCode.ok);
  });

  it('holds for parallel guesses of many usernames: no more checks than the ceiling', async () => {
    const answers = await Promise.all(
      Array.from({ length: ceiling + 10 }, (_, i) => wrong(`parallel-${i}`, '10.3.1.1')),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === ResultCode.failed)).toHaveLength(ceiling);
    expect(codes.filter((c) => c === ResultCode.throttled)).toHaveLength(10);
    expect(await failures(undefined, '10.3.1.1')).toHaveLength(ceiling);
  });

  it("counts an IPv6 address's whole /64 as one address", async () => {
    await pastFailures(TEST_ADMIN.username, '2001:db8:7:7::/64', FREE, 1);
    expect((await right('2001:db8:7:7::abcd')).body.code).toBe(ResultCode.throttled);
    expect((await right('2001:db8:7:8::abcd')).body.code).toBe(ResultCode.ok);
  });
});

describe('the ceiling per username', () => {
  const ceiling = LOGIN_THROTTLE.username.maxFailures;

  it(`refuses the username from everywhere after ${ceiling} parallel failures from many addresses, for at most ${LOGIN_THROTTLE.username.windowMinutes} minutes`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ceiling + 10 }, (_, i) =>
        wrong(TEST_ADMIN.username, `10.4.${Math.floor(i / 200)}.${(i % 200) + 1}`, i),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === ResultCode.failed)).toHaveLength(ceiling);
    expect(codes.filter((c) => c === ResultCode.throttled)).toHaveLength(10);
    const refused = await right('10.4.9.9');
    expect(refused.body.msg).toBe(`登录失败次数过多，请 ${LOGIN_THROTTLE.username.windowMinutes} 分钟后再试`);
    // Another account is not touched.
    expect((await login('editor', 'Editor-pass-1', '10.4.9.9')).body.code).toBe(ResultCode.ok);
    // Once the window has passed over them, the account opens again from a new address.
    await t.db
      .update(loginFailure)
      .set({ createdAt: new Date(Date.now() - LOGIN_THROTTLE.username.windowMinutes * 60_000 - 1000) })
      .where(eq(loginFailure.username, TEST_ADMIN.username));
    expect((await right('10.4.9.9')).body.code).toBe(ResultCode.ok);
  });
});

describe('what is not a guess', () => {
  it('a right password of a disabled account is not counted, and forgets its pair’s failures', async () => {
    await t.db.insert(adminUser).values({
      username: 'off-duty',
      password_hash: await hashPassword('Off-duty-pass-1'),
      name: 'off-duty',
      role: 'admin',
      enabled: false,
    });
    await wrong('off-duty', '10.5.0.1');
    const disabled = await login('off-duty', 'Off-duty-pass-1', '10.5.0.1');
    expect(disabled.body.msg).toBe('账号已停用');
    expect(
      await t.db
        .select()
        .from(loginFailure)
        .where(and(eq(loginFailure.username, 'off-duty'), eq(loginFailure.ip, '10.5.0.1'))),
    ).toEqual([]);
  });
});
