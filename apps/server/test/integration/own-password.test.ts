/**
 * Changing one's own password is throttled like a login, on the same counts: after 5 wrong current passwords
 * from one address the next attempt from there waits even with the right password, parallel guesses get no more
 * than the limit to the check, and every refusal is in the audit log (never a password or a hash).
 */
import { apiPaths, LOGIN_THROTTLE, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/modules/admin-user/passwords.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;
const LIMIT = LOGIN_THROTTLE.pair.freeFailures;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login();
});
afterAll(async () => {
  await t.close();
});

/** A new plain admin, logged in. */
async function account(username: string, password: string) {
  const added = await t.call<ResourceRow>(adminToken, {
    method: 'POST',
    url: `/api${apiPaths.adminUserAdd}`,
    payload: { username, password },
  });
  expect(added.body.code, added.body.msg).toBe(0);
  return { id: added.body.data.id, token: await t.login(username, password) };
}

/** `/admin/user/password/update` from an address of the test's own, so tests do not share the per-IP count. */
async function changePassword(token: string, ip: string, oldPassword: string, newPassword: string) {
  const { body } = await t.call(token, {
    method: 'POST',
    url: `/api${apiPaths.passwordUpdate}`,
    payload: { old_password: oldPassword, new_password: newPassword },
    remoteAddress: ip,
  });
  return body;
}

async function storedPasswordIs(id: number, password: string): Promise<boolean> {
  const [row] = await t.db
    .select({ hash: adminUser.password_hash })
    .from(adminUser)
    .where(eq(adminUser.id, id));
  return verifyPassword(row?.hash, password);
}

async function refusals(id: number): Promise<unknown[]> {
  const { body } = await t.call<ResourcePage>(adminToken, {
    url: `/api/system/audit/list?family=admin_user&row_id=${id}&action=refused&size=100`,
  });
  expect(body.code, body.msg).toBe(0);
  return body.data.list.map((row) => row.changes);
}

describe('own password change', () => {
  it(`refuses the right password after ${LIMIT} wrong ones, and the login form shares the count`, async () => {
    const { id, token } = await account('pw-limit', 'first-Pass-11');
    for (let i = 0; i < LIMIT; i += 1) {
      const wrong = await changePassword(token, '10.7.0.1', `wrong-${i}-pass`, 'second-Pass-22');
      expect(wrong.code).toBe(ResultCode.invalid);
    }
    const right = await changePassword(token, '10.7.0.1', 'first-Pass-11', 'second-Pass-22');
    expect(right.code).toBe(ResultCode.throttled);
    expect(right.msg).toMatch(/^密码错误次数过多，请 (29|30) 秒后再试$/);
    expect(await storedPasswordIs(id, 'first-Pass-11')).toBe(true);
    // The same password guessed at the login form from the same address is the same budget: it is spent there too.
    const login = await t.call(null, {
      method: 'POST',
      url: `/api${apiPaths.login}`,
      payload: { username: 'pw-limit', password: 'first-Pass-11' },
      remoteAddress: '10.7.0.1',
    });
    expect(login.body.code).toBe(ResultCode.throttled);
    expect(login.body.msg).toMatch(/^登录失败次数过多，请 (29|30) 秒后再试$/);
    // The session that guessed is still valid: throttling refuses the guess, not the person.
    expect((await t.call(token, { url: `/api${apiPaths.userInfo}` })).body.code).toBe(0);
  });

  it('lets at most the limit of parallel wrong guesses reach the check', async () => {
    const { id, token } = await account('pw-parallel', 'first-Pass-33');
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        changePassword(token, '10.7.1.1', `guess-${i}-pass`, 'second-Pass-44'),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === ResultCode.invalid)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === ResultCode.throttled)).toHaveLength(4);
    expect(await storedPasswordIs(id, 'first-Pass-33')).toBe(true);
  });

  it('audits every refusal on the account, without the passwords', async () => {
    const { id, token } = await account('pw-audit', 'first-Pass-55');
    for (let i = 0; i < LIMIT; i += 1)
      await changePassword(token, '10.7.2.1', `bad-guess-${i}`, 'second-Pass-66');
    await changePassword(token, '10.7.2.1', 'first-Pass-55', 'second-Pass-66');
    const changes = await refusals(id);
    expect(changes.filter((c) => JSON.stringify(c) === '{"password":[null,"wrong_current"]}')).toHaveLength(
      LIMIT,
    );
    expect(changes.filter((c) => JSON.stringify(c) === '{"password":[null,"throttled"]}')).toHaveLength(1);
    expect(JSON.stringify(changes)).not.toMatch(/bad-guess|first-Pass|second-Pass|argon/);
  });

  it('changes the password with the right current one after a few wrong ones, and starts the count again', async () => {
    const { id, token } = await account('pw-ok', 'first-Pass-77');
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await changePassword(token, '10.7.3.1', `miss-${i}-pass`, 'second-Pass-88')).code).toBe(
        ResultCode.invalid,
      );
    }
    const changed = await changePassword(token, '10.7.3.1', 'first-Pass-77', 'second-Pass-88');
    expect(changed.code, changed.msg).toBe(0);
    expect(await storedPasswordIs(id, 'second-Pass-88')).toBe(true);
    // The failures from that address were forgotten: a new mistake is the first of a new count, not the last
    // free one (after which the right password would have to wait).
    expect((await changePassword(token, '10.7.3.1', 'miss-again-pass', 'third-Pass-99')).code).toBe(
      ResultCode.invalid,
    );
    expect((await changePassword(token, '10.7.3.1', 'second-Pass-88', 'third-Pass-99')).code).toBe(0);
  });
});
