/**
 * TRUST_PROXY: behind a trusted reverse proxy the client's address comes from X-Forwarded-For, so login
 * throttling counts clients, not the proxy, and the access log shows who called; without it the header is
 * ignored, so a client connecting directly cannot claim any address.
 */
import { apiPaths, LOGIN_THROTTLE, type LoginResult, type ResourcePage, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailure } from '../../src/db/schema/index.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from './harness.ts';

const PROXY = '127.0.0.1';

function loginVia(
  t: TestApp,
  password: string,
  options: { client: string; remote?: string; username?: string },
) {
  return t.call<LoginResult>(null, {
    method: 'POST',
    url: `/api${apiPaths.login}`,
    payload: { username: options.username ?? TEST_ADMIN.username, password },
    remoteAddress: options.remote ?? PROXY,
    headers: { 'x-forwarded-for': options.client },
  });
}

async function failureIps(t: TestApp): Promise<string[]> {
  const rows = await t.db.select({ ip: loginFailure.ip }).from(loginFailure);
  return [...new Set(rows.map((r) => r.ip))].sort();
}

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: PROXY } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('throttles the client named by X-Forwarded-For, not the proxy', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pair.freeFailures; i++) {
      const { body } = await loginVia(t, `wrong-password-${i}`, { client: '203.0.113.7' });
      expect(body.code).toBe(ResultCode.failed);
    }
    expect(await failureIps(t)).toEqual(['203.0.113.7']);
    const refused = await loginVia(t, TEST_ADMIN.password, { client: '203.0.113.7' });
    expect(refused.body.code).toBe(ResultCode.throttled);
    // Another client behind the same proxy is not locked out.
    const other = await loginVia(t, TEST_ADMIN.password, { client: '203.0.113.8' });
    expect(other.body.code).toBe(ResultCode.ok);
  });

  it('logs the forwarded client address of a guarded request', async () => {
    const token = await t.login();
    const url = `/api${apiPaths.userInfo}?via=proxy`;
    await t.call(token, { url, remoteAddress: PROXY, headers: { 'x-forwarded-for': '198.51.100.4' } });
    // The access log row is queued after the answer left and written in a batch: write the queue, then look.
    let rows: ResourcePage['list'] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      await t.flushAccessLog();
      const page = await t.call<ResourcePage>(token, {
        url: `/api/admin/api/access/list?ip=198.51.100.4&size=10`,
      });
      rows = page.body.data.list;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows.map((row) => row.path)).toEqual([url]);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    await t.db.delete(loginFailure);
    await loginVia(t, 'wrong-password', { client: '203.0.113.9', remote: '192.0.2.50' });
    expect(await failureIps(t)).toEqual(['192.0.2.50']);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For: the connecting address is the one counted', async () => {
    await loginVia(t, 'wrong-password', { client: '203.0.113.7' });
    expect(await failureIps(t)).toEqual([PROXY]);
  });
});
