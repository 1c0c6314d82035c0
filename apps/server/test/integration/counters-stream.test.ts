/**
 * The counter stream (Server-Sent Events) over real sockets: it needs a session; a new stream starts with every
 * counter; a change of a counted family moves its counter on every open stream — also on a second server
 * instance on the same database (on PostgreSQL its own pool and listening connection), and for a family the
 * stream's code never names (network expansion); it ends when its session does. Each test waits for the event
 * it expects, not for a time: how soon a push arrives depends on the machine (tests never fail on timing), and
 * a stream that ends or hangs without it fails the test.
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

/**
 * Only bounds a hang (a push that never comes on a stream left open), so that the failure names what was waited
 * for before the test's own timeout does; it makes no claim on how soon an event arrives.
 */
const HANG_MS = 60_000;

/** An open stream: the events heard so far, a wait for one that matches, and a wait for its end. */
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
  /** Resolves when `done` holds, checked as each event comes and when the stream ends; rejects on a hang. */
  const until = <T>(done: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = done();
        if (value === undefined && !ended) return;
        waiters.delete(check);
        clearTimeout(hang);
        if (value === undefined) reject(new Error(`the stream ended without ${what}`));
        else resolve(value);
      };
      const hang = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} after ${HANG_MS / 1000} s: the stream hangs`));
      }, HANG_MS);
      waiters.add(check);
      check();
    });
  return {
    heard,
    /** The first event (heard from `from` on) that matches, as soon as it arrives. */
    next: (match: (h: Heard) => boolean, from = 0) =>
      until(() => heard.slice(from).find(match), 'a matching event'),
    /** Once the server has closed the stream. */
    end: () => until(() => (ended ? true : undefined), 'its end'),
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
    const key = 'proposal.waiting.user';
    const waiting = await stream.next((h) => counters(h)?.proposals?.[key] === 1);
    const from = stream.heard.length;
    await post(t, `${proposalResource.base}/accept`, { id, handler_id: adminId });
    // The accept's push, heard after the one that counted the proposal waiting.
    const moved = await stream.next((h) => counters(h)?.proposals?.[key] === 0, from);
    expect(moved.event).toBe(COUNTER_EVENT);
    expect(counters(moved)?.proposals).toMatchObject({ [key]: 0 });
    expect(stream.heard.indexOf(moved)).toBeGreaterThan(stream.heard.indexOf(waiting));
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
    const end = await stream.next((h) => h.event === COUNTER_END_EVENT);
    expect(end.data).toEqual({ reason: 'session' });
    // The server closes the stream after saying why: the end event is the last one heard.
    await stream.end();
    expect(stream.heard.at(-1)).toBe(end);
  });
});
