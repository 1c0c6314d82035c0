/**
 * Role-less means nothing (docs/security.md): an admin without roles is walked over the whole route catalogue
 * and gets exactly its own session calls; everything else is refused with code 3. The counters and the
 * dashboard follow the grants of what they count (null where the admin may not list the rows), the counter
 * stream too, and the upload is judged like any write. An existing database whose upload was open to every
 * session is judged on the next sync, unless an admin's switch of it is on record.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PREFIX,
  apiPaths,
  COUNTER_EVENT,
  type CounterPush,
  type DashboardOverview,
  grantKey,
  ResultCode,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { syncApiAuthorities } from '../../src/http/permissions.ts';
import { routeAuthorities } from '../../src/modules/layout-authority/sync.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

let t: TestApp;
let root: string;
let nobody: string;
const dataDir = mkdtempSync(join(tmpdir(), 'roleless-admin-'));

/** What an admin without roles may call besides the public calls: its own session's, each answered below. */
const whitelist = [
  `GET ${apiPaths.userInfo}`,
  `GET ${apiPaths.layoutAuth}`,
  `GET ${apiPaths.apiAuth}`,
  `GET ${apiPaths.menuRecords}`,
  `GET ${apiPaths.publicSettings}`,
  `GET ${apiPaths.proposalCounters}`,
  `GET ${apiPaths.videoCommentCount}`,
  `GET ${apiPaths.dashboardOverview}`,
  `GET /system/search`,
  `POST ${apiPaths.passwordUpdate}`,
  `POST ${apiPaths.avatarUpdate}`,
];
/** Called on their own below: the stream never ends by itself, the sign-out ends the session walked with. */
const apart = [`GET ${apiPaths.counterStream}`, `GET ${apiPaths.logout}`];
/** Calls anyone may make without a session. */
const publicCalls = [
  'GET /health',
  `GET ${apiPaths.ready}`,
  `POST ${apiPaths.login}`,
  'POST /tracking/events',
];

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
function upload(token: string) {
  const boundary = '----roleless-admin-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.call(token, {
    method: 'POST',
    url: `/api${apiPaths.upload}`,
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
function uploadedFiles(): string[] {
  const dir = join(dataDir, 'uploads');
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
}
async function get<T>(token: string, url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}

/** The first event of the counter stream, as the console hears it. */
async function firstCounters(token: string): Promise<CounterPush> {
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${apiPaths.counterStream}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before its first event');
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (/^event: (.*)$/m.exec(block)?.[1] === COUNTER_EVENT) {
          return JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as CounterPush;
        }
      }
    }
  } finally {
    controller.abort();
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  root = await t.login();
  const { body } = await t.call(root, {
    method: 'POST',
    url: `/api${apiPaths.adminUserAdd}`,
    payload: { username: 'nobody', password: 'nobody-Pass-42' },
  });
  expect(body.code, body.msg).toBe(0);
  nobody = await t.login('nobody', 'nobody-Pass-42');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an admin without roles', () => {
  it('may call exactly its own session calls; every other call of the catalogue is refused', async () => {
    const routes = t.consoleApp.catalogue.routes;
    const keys = routes.map((r) => grantKey(r.method, r.path));
    expect(routes.filter((r) => r.access === 'public').map((r) => grantKey(r.method, r.path))).toEqual(
      expect.arrayContaining(publicCalls),
    );
    expect(routes.filter((r) => r.access === 'public')).toHaveLength(publicCalls.length);
    const answered: string[] = [];
    for (const route of routes) {
      const key = grantKey(route.method, route.path);
      if (route.access === 'public' || apart.includes(key)) continue;
      const res = await t.call(nobody, {
        method: route.method as 'GET' | 'POST',
        url: `/api${route.path}`,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.status, key).toBeLessThan(500);
      if (res.body.code === ResultCode.forbidden) expect(res.body.msg, key).toBe('无权限');
      else answered.push(key);
    }
    expect(answered.sort()).toEqual([...whitelist].sort());
    // The walk is the whole catalogue: the whitelist and the calls apart are in it.
    for (const key of [...whitelist, ...apart]) expect(keys, key).toContain(key);
    expect(routes.length).toBeGreaterThan(1000);
  }, 600_000);

  it('sees no route, no menu record, no call beyond those, no figure and no search result', async () => {
    expect((await get<string[]>(nobody, apiPaths.layoutAuth)).data).toEqual([]);
    // Only the records of the routes no role governs (home): none of a route a role could grant.
    const governed = new Set(routeAuthorities().map((route) => route.path));
    const records = (await get<{ path: string }[]>(nobody, apiPaths.menuRecords)).data;
    expect(records.filter((record) => governed.has(record.path))).toEqual([]);
    const grants = (await get<{ all: boolean; calls: string[] }>(nobody, apiPaths.apiAuth)).data;
    expect(grants.all).toBe(false);
    // What no role is needed for: its session's calls and the public ones.
    expect(grants.calls.sort()).toEqual([...whitelist, ...apart, ...publicCalls].sort());
    expect((await get(nobody, apiPaths.proposalCounters)).data).toEqual({
      'proposal.waiting.saas': null,
      'proposal.waiting.user': null,
      'network_expansion_service.waiting.user': null,
    });
    expect((await get(nobody, `${apiPaths.videoCommentCount}?is_check=0`)).data).toBeNull();
    const overview = (await get<DashboardOverview>(nobody, apiPaths.dashboardOverview)).data;
    expect(overview.figures.length).toBeGreaterThan(0);
    for (const figure of overview.figures) expect(figure.value, figure.id).toBeNull();
    const search = await get<{ total?: number }>(nobody, '/system/search?key=PA66');
    expect(search.code, search.msg).toBe(0);
    expect(JSON.stringify(search.data)).not.toMatch(/"id":\s*\d/);
    const first = await firstCounters(nobody);
    expect(first.proposals).toEqual({
      'proposal.waiting.saas': null,
      'proposal.waiting.user': null,
      'network_expansion_service.waiting.user': null,
    });
    expect(first.comments).toBeNull();
  });

  it('places no file under /uploads/: the upload is judged like any write', async () => {
    const res = await upload(nobody);
    expect(res.body.code).toBe(ResultCode.forbidden);
    expect(uploadedFiles()).toEqual([]);
  });

  it('signs out', async () => {
    expect((await get(nobody, apiPaths.logout)).code).toBe(0);
    expect((await get(nobody, apiPaths.userInfo)).code).toBe(ResultCode.sessionExpired);
  });
});

describe('a figure follows the grant of what it counts', () => {
  it('an admin who may list proposals and upload sees their counts, and nothing else', async () => {
    const token = await limitedAdmin(t, root, 'proposals', ['/proposal/list', `POST ${apiPaths.upload}`]);
    const counters = (await get<Record<string, number | null>>(token, apiPaths.proposalCounters)).data;
    expect(counters['proposal.waiting.saas']).toBe(0);
    expect(counters['proposal.waiting.user']).toBe(0);
    expect(counters['network_expansion_service.waiting.user']).toBeNull();
    expect((await get(token, apiPaths.videoCommentCount)).data).toBeNull();
    const overview = (await get<DashboardOverview>(token, apiPaths.dashboardOverview)).data;
    const shown = overview.figures.filter((f) => f.value !== null).map((f) => f.id);
    expect(shown.sort()).toEqual(['proposals_waiting_saas', 'proposals_waiting_user']);
    const first = await firstCounters(token);
    expect(first.proposals?.['proposal.waiting.user']).toBe(0);
    expect(first.proposals?.['network_expansion_service.waiting.user']).toBeNull();
    expect(first.comments).toBeNull();
    const res = await upload(token);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(uploadedFiles().length).toBeGreaterThan(0);
    // A super admin sees every figure.
    const all = (await get<DashboardOverview>(root, apiPaths.dashboardOverview)).data;
    for (const figure of all.figures) expect(figure.value, figure.id).toEqual(expect.any(Number));
  });
});

describe('an existing database', () => {
  async function uploadRow() {
    const [row] = await t.db
      .select({ id: apiAuthority.id, need_judge: apiAuthority.need_judge })
      .from(apiAuthority)
      .where(and(eq(apiAuthority.path, apiPaths.upload), eq(apiAuthority.method, 'POST')));
    return row as { id: number; need_judge: boolean };
  }

  it('judges the upload at the next sync, unless a super admin switched it (on record)', async () => {
    const { id } = await uploadRow();
    // As a database of the previous version holds it: open to every session, never switched by an admin.
    await t.db.update(apiAuthority).set({ need_judge: false }).where(eq(apiAuthority.id, id));
    await syncApiAuthorities(t.db, t.consoleApp.catalogue);
    expect((await uploadRow()).need_judge).toBe(true);
    const off = await t.call(root, {
      method: 'POST',
      url: '/api/admin/api/authority/update',
      payload: { id, need_judge: false },
    });
    expect(off.body.code, off.body.msg).toBe(0);
    await syncApiAuthorities(t.db, t.consoleApp.catalogue);
    expect((await uploadRow()).need_judge).toBe(false);
  });
});
