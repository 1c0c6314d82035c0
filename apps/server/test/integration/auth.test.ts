import { apiPaths, type LoginResult, ResultCode, type UserInfo } from '@console/contract';
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

  // Throttling: login-throttle.test.ts.
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
