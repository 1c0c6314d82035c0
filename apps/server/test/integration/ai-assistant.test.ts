/**
 * The AI assistant (issue 23, /ai) through HTTP against a local stub provider (test/support/ai-stub.ts): the
 * model list; the chat's answer streamed to the browser piece by piece as the provider sends it (the stub holds
 * the rest back until the first pieces were seen); a tool call running under the asking admin's permissions
 * (found for an admin holding the datasheet list, refused for one who does not, the refusal read by the model;
 * demands counted in a range equal to the demand list filtered to it);
 * conversations kept per admin (another's cannot be listed, read, continued or deleted); the message saying what
 * to set without a provider; an AI filter's query checked against the family's filters (a made-up field
 * refused, on translation and on save); the inside-proxy jump's signed, expiring link; the stream in the
 * OpenAPI document.
 */
import { createHmac } from 'node:crypto';
import {
  AI_PROVIDER_VARIABLES,
  aiEndpoints,
  apiPaths,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProvider } from '../../src/config.ts';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { type AiStub, STUB_MODELS, startAiStub } from '../support/ai-stub.ts';
import { caller, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SECRET = 'legacy-secret-for-tests-0123';
let t: TestApp;
let stub: AiStub;
let root: string;
let reader: string;
let base: string;

async function done<T = ResourceRow>(token: string, url: string, payload: object): Promise<T> {
  const { body } = await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function get<T>(token: string, url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
async function authority(path: string, method = 'GET'): Promise<number> {
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
  if (!row) throw new Error(`no authority ${method} ${path}`);
  return row.id;
}

interface Heard {
  event: string;
  data: Record<string, unknown>;
}

/** Asks the chat over a real connection; `onEvent` sees each event as it arrives (may await). */
async function ask(
  token: string,
  query: Record<string, string>,
  onEvent: (heard: Heard, all: Heard[]) => Promise<void> | void = () => {},
): Promise<Heard[]> {
  const response = await fetch(`${base}/api${aiEndpoints.chat.path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const heard: Heard[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body as ReadableStream<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || !data) continue;
      const one = { event, data: JSON.parse(data) as Record<string, unknown> };
      heard.push(one);
      await onEvent(one, heard);
    }
  }
  return heard;
}

const textOf = (heard: Heard[]) =>
  heard
    .filter((h) => h.event === 'token')
    .map((h) => h.data.text)
    .join('');

beforeAll(async () => {
  stub = await startAiStub({ hold: 3, pieceDelayMs: 5 });
  t = await createTestApp({
    env: {
      AI_BASE_URL: stub.url,
      AI_API_KEY: 'stub-key',
      AI_MODEL: STUB_MODELS[0],
      LEGACY_ADMIN_URL: 'https://legacy.example.com/admin/sso',
      LEGACY_ADMIN_SECRET: SECRET,
    },
  });
  root = await t.login();
  const lib = await makeDatasheetLibrary(t, root);
  await caller(t, root).add('/ds', pa66Sheet(lib, { grade: 'PA66-G30' }));
  // A limited admin who may chat (and read their own conversations) but not list datasheets.
  const ids = await Promise.all(
    [
      aiEndpoints.chat.path,
      '/system/ai/conversation/list',
      '/system/ai/conversation/options',
      '/system/ai/message/list',
      '/system/ai/conversation/get',
    ].map((path) => authority(path)),
  );
  ids.push(await authority('/system/ai/conversation/del', 'POST'));
  const role = await done(root, '/admin/api/role/add', { name: 'AI 试用', authorities: ids });
  await done(root, apiPaths.adminUserAdd, {
    username: 'ai.reader',
    password: 'ai-Reader-Pass-42',
    api_roles: [role.id],
  });
  reader = await t.login('ai.reader', 'ai-Reader-Pass-42');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('the chat', () => {
  it('streams the answer to the browser in pieces as the provider sends them', async () => {
    let heldAt = -1;
    const heard = await ask(root, { message: '你好，介绍一下你自己' }, (one, all) => {
      // The stub sends three pieces, then waits: those three reached the browser while the rest did not exist.
      if (one.event === 'token' && all.filter((h) => h.event === 'token').length === 3 && heldAt < 0) {
        heldAt = all.length;
        expect(all.some((h) => h.event === 'done')).toBe(false);
        stub.release();
      }
    });
    expect(heldAt).toBeGreaterThan(0);
    expect(heard[0]?.event).toBe('conversation');
    expect(heard.filter((h) => h.event === 'token').length).toBeGreaterThan(5);
    expect(textOf(heard)).toBe('你好，我是测试模型。你问的是：你好，介绍一下你自己');
    expect(heard.at(-1)?.event).toBe('done');
    // Kept: the question and the whole answer, as the admin's own conversation.
    const id = heard[0]?.data.id as number;
    const messages = await get<ResourcePage>(root, `/system/ai/message/list?conversation_id=${id}`);
    expect(messages.data.list.map((m) => [m.role, m.content])).toEqual([
      ['user', '你好，介绍一下你自己'],
      ['assistant', textOf(heard)],
    ]);
    // The provider got the configured model and key.
    const sent = stub.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    expect(sent?.body.model).toBe(STUB_MODELS[0]);
    expect(sent?.authorization).toBe('Bearer stub-key');
    expect(sent?.body.stream).toBe(true);
  });

  it('runs a tool call as the asking admin: their sheets found, and the history sent next time', async () => {
    const heard = await ask(root, { message: 'PA66 有哪些物性表？' });
    const tool = heard.find((h) => h.event === 'tool');
    expect(tool?.data).toMatchObject({ name: 'search_sheets', outcome: 'ok', summary: '1 sheets' });
    expect(JSON.parse(String(tool?.data.arguments))).toEqual({ grade: 'PA66' });
    expect(textOf(heard)).toContain('找到 1 个物性表：PA66-G30');
    // The model read what the console's list answered.
    const second = stub.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    const toolMessage = second?.body.messages?.find((m) => m.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_1');
    expect(JSON.parse(String(toolMessage?.content)).sheets[0].grade).toBe('PA66-G30');
    // A follow-up in the same conversation carries the question, the tool round and the answer.
    const id = String(heard[0]?.data.id);
    await ask(root, { conversation_id: id, message: '谢谢' });
    const followUp = stub.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    expect(followUp?.body.messages?.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
    ]);
  });

  it("refuses the tool for an admin without the datasheet list's authority, and the model says so", async () => {
    const heard = await ask(reader, { message: 'PA66 有哪些物性表？' });
    const tool = heard.find((h) => h.event === 'tool');
    expect(tool?.data).toMatchObject({ name: 'search_sheets', outcome: 'refused' });
    const sent = stub.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    const toolMessage = sent?.body.messages?.find((m) => m.role === 'tool');
    expect(JSON.parse(String(toolMessage?.content)).refused).toContain('refused');
    expect(JSON.parse(String(toolMessage?.content))).not.toHaveProperty('sheets');
    expect(textOf(heard)).toContain('您没有查询物性表的权限');
  });

  it("keeps conversations per admin: another's cannot be listed, read, continued or deleted", async () => {
    const mine = await get<ResourcePage>(reader, '/system/ai/conversation/list');
    const theirs = await get<ResourcePage>(root, '/system/ai/conversation/list');
    expect(mine.data.list.length).toBe(1);
    expect(theirs.data.list.length).toBe(2);
    const rootsId = theirs.data.list[0]?.id as number;
    expect(mine.data.list.map((c) => c.id)).not.toContain(rootsId);
    expect((await get(reader, `/system/ai/conversation/get?id=${rootsId}`)).code).toBe(ResultCode.notFound);
    const options = await get<{ value: number }[]>(reader, '/system/ai/conversation/options?size=50');
    expect(options.data.map((o) => o.value)).toEqual(mine.data.list.map((c) => c.id));
    const rootMessages = await get<ResourcePage>(
      reader,
      `/system/ai/message/list?conversation_id=${rootsId}`,
    );
    expect(rootMessages.data.list).toEqual([]);
    const continued = await t.call(reader, {
      url: `/api${aiEndpoints.chat.path}?conversation_id=${rootsId}&message=hi`,
    });
    expect(continued.body.code).toBe(ResultCode.notFound);
    const del = await t.call(reader, {
      method: 'POST',
      url: '/api/system/ai/conversation/del',
      payload: { ids: [rootsId] },
    });
    expect(del.body.code).toBe(ResultCode.notFound);
    expect((await get(root, `/system/ai/conversation/get?id=${rootsId}`)).code).toBe(0);
  });

  it('counts demands with a tool over the demand list, and answers the number the list shows', async () => {
    // Three demands posted in March 2026 (one at 23:50 China time on its last day, the UTC day before the
    // next), one in April: the question names March.
    for (const [i, at] of [
      '2026-03-02T10:00:00+08:00',
      '2026-03-31T23:50:00+08:00',
      '2026-03-15T00:10:00+08:00',
      '2026-04-01T00:10:00+08:00',
    ].entries()) {
      const row = await done(root, '/v2_demand/check/add', { title: `AI 统计需求${i}`, content: 'PP 增韧' });
      await t.db.execute(sql`UPDATE demand SET created_at = ${at}::timestamptz WHERE id = ${row.id}`);
    }
    const listed = await get<ResourcePage>(
      root,
      '/v2_demand/check/list?created_at_from=2026-03-01T00:00:00.000%2B08:00&created_at_to=2026-03-31T23:59:59.999%2B08:00',
    );
    expect(listed.data.total).toBe(3);
    const heard = await ask(root, { message: '2026-03-01 到 2026-03-31 发布了多少条需求？' });
    const tool = heard.find((h) => h.event === 'tool');
    expect(tool?.data).toMatchObject({ name: 'count_demands', outcome: 'ok', summary: '3 demands' });
    expect(JSON.parse(String(tool?.data.arguments))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(textOf(heard)).toContain('2026-03-01 至 2026-03-31 共有 3 条需求');
  });

  it("lists the provider's models, the default first", async () => {
    const { data } = await get<{ models: string[]; configured: boolean; provider: string }>(
      root,
      aiEndpoints.models.path,
    );
    expect(data).toMatchObject({ configured: true, models: [...STUB_MODELS] });
    expect(data.provider).toBe(new URL(stub.url).host);
  });
});

describe('without a provider', () => {
  it('says exactly which variables to set, on the model list and the chat', async () => {
    const configured = t.config.ai;
    // As a console started without AI_*: the module reads the provider from the configuration at each call.
    t.config.ai = null;
    try {
      const models = await get<{ configured: boolean; variables: string[] }>(root, aiEndpoints.models.path);
      expect(models.data).toMatchObject({ configured: false, variables: [...AI_PROVIDER_VARIABLES] });
      const chat = await t.call(root, { url: `/api${aiEndpoints.chat.path}?message=hi` });
      expect(chat.body.code).toBe(ResultCode.failed);
      for (const name of ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY']) expect(chat.body.msg).toContain(name);
    } finally {
      t.config.ai = configured as AiProvider;
    }
  });
});

describe('AI filters', () => {
  it("turns a sentence into the family's list query, shown with where it opens", async () => {
    const data = await done(root, aiEndpoints.filterTranslate.path, {
      family: 'datasheet',
      prompt: 'PA66 的物性表',
    });
    expect(data).toMatchObject({
      family: 'datasheet',
      query: { grade: 'PA66' },
      location: '/datasheet/list?grade=PA66',
    });
    const sent = stub.requests.at(-1);
    expect(sent?.body.response_format).toEqual({ type: 'json_object' });
    // The model was told the family's declared filters.
    expect(sent?.body.messages?.[0]?.content).toContain('density_from');
  });

  it('refuses a field the model made up, on translation and on save', async () => {
    const { body } = await t.call(root, {
      method: 'POST',
      url: `/api${aiEndpoints.filterTranslate.path}`,
      payload: { family: 'datasheet', prompt: '请幻觉一个字段' },
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('colour_code');
    const saved = await t.call(root, {
      method: 'POST',
      url: '/api/ai_filter/add',
      payload: { name: '红色', family: 'datasheet', prompt: '红色的', query: { colour_code: 'red' } },
    });
    expect(saved.body.code).toBe(ResultCode.invalid);
    expect(saved.body.msg).toContain('colour_code');
    const good = await done(root, '/ai_filter/add', {
      name: 'PA66',
      family: 'datasheet',
      prompt: 'PA66 的物性表',
      query: { grade: 'PA66', sort: '-density' },
    });
    expect(good.owner_id).toBeGreaterThan(0);
  });
});

describe('the inside-proxy jump', () => {
  it('signs an expiring link to the legacy back-office, or says none is configured', async () => {
    const before = Date.now();
    const data = await done<{ url: string; expires_at: string; configured: boolean }>(
      root,
      aiEndpoints.proxyJump.path,
      { target: '/orders' },
    );
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe('https://legacy.example.com/admin/sso');
    const p = url.searchParams;
    const signed = ['uid', 'username', 'target', 'expires', 'nonce'].map((k) => p.get(k)).join('\n');
    expect(p.get('signature')).toBe(createHmac('sha256', SECRET).update(signed).digest('hex'));
    expect(p.get('username')).toBe('admin');
    expect(p.get('target')).toBe('/orders');
    const expires = Number(p.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(before + 61_000);
    expect(new Date(data.expires_at).getTime()).toBe(expires);

    const legacy = t.config.legacyAdmin;
    t.config.legacyAdmin = null;
    try {
      const none = await done(root, aiEndpoints.proxyJump.path, {});
      expect(none).toEqual({
        configured: false,
        variables: ['LEGACY_ADMIN_URL', 'LEGACY_ADMIN_SECRET'],
        url: null,
        expires_at: null,
      });
    } finally {
      t.config.legacyAdmin = legacy;
    }
  });
});

describe('the API document', () => {
  it('describes the chat as a stream of its declared events', async () => {
    const doc = (await t.call<never>(root, { url: '/api/openapi.json' })).body as unknown as {
      paths: Record<
        string,
        { get: { responses: { '200': { content: Record<string, { 'x-events'?: { oneOf: unknown[] } }> } } } }
      >;
    };
    const content = doc.paths[`/api${aiEndpoints.chat.path}`]?.get.responses['200'].content ?? {};
    expect(Object.keys(content)).toEqual(['text/event-stream', 'application/json']);
    expect(content['text/event-stream']?.['x-events']?.oneOf).toHaveLength(5);
  });
});
