/**
 * The counter stream (Server-Sent Events) over real sockets: it needs a session; a new stream starts with every
 * counter; a change of a counted family moves its counter on every open stream within two seconds — also on a
 * second server instance on the same database (on PostgreSQL its own pool and listening connection), and for a
 * family the stream's code never names (network expansion); it ends when its session does.
 */
import {
  API_PREFIX,
  apiPaths,
  COUNTER_END_EVENT,
  COUNTER_EVENT,
  type CounterPush,
  networkExpansionResource,
  ProposalSource,
  proposalResource,
  ResultCode,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, createSecondInstance, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let second: AppInstance;
let token: string;
let adminId: number;

interface Heard {
  event: string;
  data: unknown;
}

/** An open stream: the events heard so far, and a wait for one that matches. */
async function openStream(app: FastifyInstance, bearer: string) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${apiPaths.counterStream}`, {
    headers: { authorization: `Bearer ${bearer}` },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const heard: Heard[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  return {
    heard,
    get ended() {
      return ended;
    },
    /** The first event (heard from `from` on) that matches, within `ms`. */
    async next(match: (h: Heard) => boolean, from = 0, ms = 2_000): Promise<Heard> {
      const started = Date.now();
      for (;;) {
        const found = heard.slice(from).find(match);
        if (found) return found;
        if (ended || Date.now() - started > ms) throw new Error(`no matching event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

const counters = (h: Heard) => (h.event === COUNTER_EVENT ? (h.data as CounterPush) : undefined);
const waitingSaas = (h: Heard) => counters(h)?.proposals?.['proposal.waiting.saas'];

async function post(instance: Pick<TestApp, 'call'>, url: string, payload: object) {
  const { body } = await instance.call<{ id: number }>(token, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  token = await t.login();
  adminId = (await t.call<{ uid: number }>(token, { url: '/api/admin/user/info' })).body.data.uid;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the counter stream', () => {
  it('needs a session', async () => {
    const { body } = await t.call(null, { url: `/api${apiPaths.counterStream}` });
    expect(body.code).toBe(ResultCode.sessionExpired);
  });

  it('starts with every counter and follows a proposal added and accepted', async () => {
    const stream = await openStream(t.app, token);
    const start = await stream.next((h) => waitingSaas(h) !== undefined);
    expect(counters(start)).toMatchObject({ proposals: { 'proposal.waiting.saas': 0 }, comments: 0 });
    const { id } = await post(t, `${proposalResource.base}/add`, {
      source: ProposalSource.saas,
      title: '推送',
    });
    const from = stream.heard.length;
    await stream.next((h) => waitingSaas(h) === 1);
    await post(t, `${proposalResource.base}/accept`, { id, handler_id: adminId });
    await stream.next((h) => waitingSaas(h) === 0, from);
    stream.close();
  });

  it('a proposal accepted through one instance moves the counter streamed by the other', async () => {
    const { id } = await post(t, `${proposalResource.base}/add`, {
      source: ProposalSource.user,
      title: '跨实例',
    });
    const stream = await openStream(second.app, token);
    await stream.next((h) => counters(h)?.proposals?.['proposal.waiting.user'] === 1);
    const from = stream.heard.length;
    const started = Date.now();
    await post(t, `${proposalResource.base}/accept`, { id, handler_id: adminId });
    await stream.next((h) => counters(h)?.proposals?.['proposal.waiting.user'] === 0, from);
    expect(Date.now() - started).toBeLessThan(2_000);
    stream.close();
  });

  it('any family stored in a counted table moves it: a network-expansion request', async () => {
    const stream = await openStream(second.app, token);
    const start = await stream.next((h) => counters(h) !== undefined);
    const before = counters(start)?.proposals?.['network_expansion_service.waiting.user'] ?? 0;
    const from = stream.heard.length;
    await post(t, `${networkExpansionResource.base}/add`, {
      user_name: '李经理',
      target_company: '华南家电',
    });
    // Waited for by its value: a push of an earlier change (the test before's, heard late) may come first.
    const key = 'network_expansion_service.waiting.user';
    const moved = await stream.next((h) => counters(h)?.proposals?.[key] === before + 1, from);
    expect(counters(moved)?.proposals?.[key]).toBe(before + 1);
    stream.close();
  });

  it('ends when its session does', async () => {
    const own = await t.login();
    const stream = await openStream(second.app, own);
    await stream.next((h) => counters(h) !== undefined);
    const { body } = await t.call(own, { url: `/api${apiPaths.logout}` });
    expect(body.code).toBe(0);
    const end = await stream.next((h) => h.event === COUNTER_END_EVENT, 0, 5_000);
    expect(end.data).toEqual({ reason: 'session' });
    await expect.poll(() => stream.ended, { timeout: 2_000 }).toBe(true);
  });
});
