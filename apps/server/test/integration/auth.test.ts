import { apiPaths, LOGIN_THROTTLE, type LoginResult, ResultCode, type UserInfo } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSession, adminUser, loginFailure } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/admin-user/passwords.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from './harness.ts';

const api = (path: string) => `/api${path}`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Failures of one test must not throttle the next.
beforeEach(async () => {
  await t.db.delete(loginFailure);
});

function login(username: string, password: string, remoteAddress = '127.0.0.1', lang?: string) {
  return t.call<LoginResult>(null, {
    method: 'POST',
    url: api(apiPaths.login),
    payload: { username, password },
    remoteAddress,
    headers: lang ? { 'accept-language': lang } : {},
  });
}

async function addAdmin(username: string, password: string, enabled = true) {
  await t.db.insert(adminUser).values({
    username,
    password_hash: await hashPassword(password),
    name: username,
    role: 'admin',
    enabled,
  });
}

describe('login', () => {
  it('answers uid, username, avatar and a token for the right credentials, and records the login', async () => {
    const { status, body } = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data).toMatchObject({ username: TEST_ADMIN.username, avatar: '' });
    expect(body.data.uid).toBeTypeOf('number');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.db.select().from(adminUser).where(eq(adminUser.username, TEST_ADMIN.username));
    expect(user?.last_login_at).toBeInstanceOf(Date);
    expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
    // Only the hash of the token is stored.
    const sessions = await t.db.select().from(adminSession);
    expect(sessions.some((s) => s.tokenHash === body.data.token)).toBe(false);
  });

  it('answers the same code 1 message for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever-1');
    const wrong = await login(TEST_ADMIN.username, 'wrong-password');
    expect(unknown.body).toEqual({ code: ResultCode.failed, msg: '用户名或密码错误', data: null });
    expect(wrong.body).toEqual(unknown.body);
    const english = await login(TEST_ADMIN.username, 'wrong-password', '127.0.0.1', 'en-GB,en;q=0.9');
    expect(english.body.msg).toBe('Incorrect username or password');
  });

  it('refuses a disabled account that gave the right password', async () => {
    await addAdmin('disabled-editor', 'Editor-pass-1', false);
    const { body } = await login('disabled-editor', 'Editor-pass-1');
    expect(body).toEqual({ code: ResultCode.failed, msg: '账号已停用', data: null });
  });

  it('validates the body and names the field', async () => {
    const { status, body } = await t.call(null, {
      method: 'POST',
      url: api(apiPaths.login),
      payload: { username: '', password: 'x' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toBe('username: 不能为空');
  });
});

describe('login throttling', () => {
  it('locks a username after 5 failures, even with the right password, then clears on success', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      // A different IP each time: only the username is counted here.
      const { body } = await login(TEST_ADMIN.username, `wrong-${i}`, `10.0.1.${i + 1}`);
      expect(body.code).toBe(ResultCode.failed);
    }
    const refused = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.1.99');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ResultCode.throttled);
    expect(refused.body.msg).toBe('登录失败次数过多，请 15 分钟后再试');
    expect(refused.body.data).toBeNull();

    await t.db.delete(loginFailure);
    const accepted = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.1.99');
    expect(accepted.body.code).toBe(ResultCode.ok);
  });

  it('locks an IP after 5 failures across usernames', async () => {
    const ip = '10.0.2.7';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      await login(`guess-${i}`, 'wrong-password', ip);
    }
    const refused = await login(TEST_ADMIN.username, TEST_ADMIN.password, ip);
    expect(refused.body.code).toBe(ResultCode.throttled);
    // Another IP is not affected.
    const other = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.2.8');
    expect(other.body.code).toBe(ResultCode.ok);
  });

  it('counts parallel wrong guesses one after another: only 5 reach the password check', async () => {
    const burst = 12;
    const attempts = await Promise.all(
      Array.from({ length: burst }, (_, i) => login(TEST_ADMIN.username, `wrong-parallel-${i}`, '10.0.4.1')),
    );
    const codes = attempts.map((a) => a.body.code);
    expect(codes.filter((c) => c === ResultCode.failed)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(codes.filter((c) => c === ResultCode.throttled)).toHaveLength(burst - LOGIN_THROTTLE.maxFailures);
    for (const refused of attempts.filter((a) => a.body.code === ResultCode.throttled)) {
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe('登录失败次数过多，请 15 分钟后再试');
    }
    // Throttled attempts are not failures themselves: the cooldown is not stretched by them.
    expect(await t.db.select().from(loginFailure)).toHaveLength(LOGIN_THROTTLE.maxFailures);

    // During the cooldown the right password is refused too, from any address.
    const right = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.4.2');
    expect(right.body.code).toBe(ResultCode.throttled);
  });

  it('counts parallel guesses of many usernames from one IP against that IP', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`parallel-guess-${i}`, 'wrong-password', '10.0.4.9')),
    );
    const codes = attempts.map((a) => a.body.code);
    expect(codes.filter((c) => c === ResultCode.failed)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(codes.filter((c) => c === ResultCode.throttled)).toHaveLength(12 - LOGIN_THROTTLE.maxFailures);
    const right = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.4.9');
    expect(right.body.code).toBe(ResultCode.throttled);
  });

  it('does not count a right password as a failure, nor leave its attempt behind', async () => {
    await addAdmin('off-duty', 'Off-duty-pass-1', false);
    const disabled = await login('off-duty', 'Off-duty-pass-1', '10.0.4.20');
    expect(disabled.body.msg).toBe('账号已停用');
    const accepted = await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.0.4.20');
    expect(accepted.body.code).toBe(ResultCode.ok);
    expect(await t.db.select().from(loginFailure)).toEqual([]);
  });

  it('tells how many minutes remain until the deciding failure leaves the window', async () => {
    const fourteenMinutesAgo = new Date(Date.now() - 14 * 60_000);
    await t.db.insert(loginFailure).values(
      Array.from({ length: LOGIN_THROTTLE.maxFailures }, () => ({
        username: 'old-failures',
        ip: '10.0.3.1',
        createdAt: fourteenMinutesAgo,
      })),
    );
    const refused = await login('old-failures', 'x', '10.0.3.2', 'en');
    expect(refused.body.code).toBe(ResultCode.throttled);
    expect(refused.body.msg).toBe('Too many failed login attempts; try again in 1 minute');

    // Failures older than the window no longer count.
    await t.db.update(loginFailure).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    const counted = await login('old-failures', 'x', '10.0.3.2');
    expect(counted.body.code).toBe(ResultCode.failed);
  });
});

describe('session', () => {
  it('answers info for the token, sent as Bearer or raw', async () => {
    const token = await t.login();
    const bearer = await t.app.inject({
      url: api(apiPaths.userInfo),
      headers: { authorization: `Bearer ${token}` },
    });
    const raw = await t.app.inject({ url: api(apiPaths.userInfo), headers: { authorization: token } });
    const info = bearer.json<{ code: number; data: UserInfo }>();
    expect(info.code).toBe(ResultCode.ok);
    expect(info.data).toMatchObject({
      username: TEST_ADMIN.username,
      name: '超级管理员',
      avatar: '',
      role: 'super_admin',
    });
    expect(raw.json()).toEqual(bearer.json());
  });

  it('refuses a missing or unknown token with -999 and HTTP 401', async () => {
    for (const token of [null, 'not-a-real-token']) {
      const { status, body } = await t.call(token, { url: api(apiPaths.userInfo) });
      expect(status).toBe(401);
      expect(body).toEqual({ code: ResultCode.sessionExpired, msg: '登录已失效，请重新登录', data: null });
    }
  });

  it('revokes the token on logout', async () => {
    const token = await t.login();
    const out = await t.call(token, { url: api(apiPaths.logout) });
    expect(out.body.code).toBe(ResultCode.ok);
    const after = await t.call(token, { url: api(apiPaths.userInfo) });
    expect(after.body.code).toBe(ResultCode.sessionExpired);
    // Another session of the same user is untouched.
    const other = await t.login();
    expect((await t.call(other, { url: api(apiPaths.userInfo) })).body.code).toBe(ResultCode.ok);
  });

  it('refuses an expired session', async () => {
    const token = await t.login();
    await t.db.update(adminSession).set({ expiresAt: new Date(Date.now() - 1000) });
    const { status, body } = await t.call(token, { url: api(apiPaths.userInfo) });
    expect(status).toBe(401);
    expect(body.code).toBe(ResultCode.sessionExpired);
  });

  it('refuses the session of an account disabled after login', async () => {
    await addAdmin('soon-disabled', 'Editor-pass-2');
    const token = await t.login('soon-disabled', 'Editor-pass-2');
    await t.db.update(adminUser).set({ enabled: false }).where(eq(adminUser.username, 'soon-disabled'));
    expect((await t.call(token, { url: api(apiPaths.userInfo) })).body.code).toBe(ResultCode.sessionExpired);
  });

  it('keeps last_seen_at at most a minute stale', async () => {
    const token = await t.login();
    const stale = new Date(Date.now() - 5 * 60_000);
    await t.db.update(adminSession).set({ lastSeenAt: stale });
    await t.call(token, { url: api(apiPaths.userInfo) });
    const sessions = await t.db.select().from(adminSession);
    const touched = sessions.filter((s) => s.lastSeenAt.getTime() > stale.getTime());
    expect(touched).toHaveLength(1);
  });
});
