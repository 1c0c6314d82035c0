import { apiPaths, ResultCode } from '@console/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A route that fails the way a bug would, registered before the app is ready.
    routes: (app) =>
      app.get('/api/test/throw', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail: connection string postgres://u:p@db');
      }),
  });
});
afterAll(async () => {
  await t.close();
});

describe('answers are always the envelope', () => {
  it('turns a malformed JSON body into code 2', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${apiPaths.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: ResultCode.invalid, msg: '请求体不是有效的 JSON', data: null });
  });

  it('answers an unknown /api path with code 4 in JSON, never the web app', async () => {
    for (const url of ['/api/no/such/thing', '/api', '/api/admin/user/nope?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: ResultCode.notFound, msg: '接口不存在', data: null });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.json().code).toBe(ResultCode.notFound);
  });

  it('names the failing field of a query, in the language asked for', async () => {
    const token = await t.login();
    const zh = await t.call(token, { url: `/api${apiPaths.videoCommentCount}?is_check=7` });
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe(ResultCode.invalid);
    expect(zh.body.msg).toBe('is_check: 取值必须是 0, 1 之一');
    const en = await t.call(token, {
      url: `/api${apiPaths.videoCommentCount}?is_check=7`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.msg).toBe('is_check: must be one of 0, 1');
  });

  it('hides an unhandled error behind code 500 and a generic message', async () => {
    const res = await t.app.inject({ url: '/api/test/throw', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ResultCode.internal, msg: 'Internal server error', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    expect(res.headers['x-request-id']).toBeTypeOf('string');
    const zh = await t.app.inject({ url: '/api/test/throw' });
    expect(zh.json().msg).toBe('服务器内部错误');
  });

  it('answers the public health check', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'ok', db: kind } });
  });
});

describe('access log', () => {
  async function logRowsFor(path: string) {
    // The row is queued after the answer left and written in a batch: write the queue, then look.
    for (let i = 0; i < 50; i++) {
      await t.flushAccessLog();
      const rows = await t.db.select().from(accessLog).orderBy(desc(accessLog.id));
      const found = rows.filter((r) => r.path === path);
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [];
  }

  it('writes a row for a guarded request, with admin, status, ip and user agent', async () => {
    const token = await t.login();
    const url = `/api${apiPaths.proposalCounters}`;
    await t.call(token, { url, remoteAddress: '10.9.8.7', headers: { 'user-agent': 'vitest-agent' } });
    const [row] = await logRowsFor(url);
    expect(row).toMatchObject({ method: 'GET', status: 200, ip: '10.9.8.7', user_agent: 'vitest-agent' });
    expect(row?.admin_id).toBeTypeOf('number');
    expect(row?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('writes refused guarded requests too, and skips public ones', async () => {
    const url = `/api${apiPaths.userInfo}?refused=1`;
    await t.call(null, { url });
    const [row] = await logRowsFor(url);
    expect(row).toMatchObject({ status: 401, admin_id: null });
    await t.app.inject({ url: '/api/health?logged=no' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await logRowsFor('/api/health?logged=no').then((r) => r.length)).toBe(0);
  });
});
