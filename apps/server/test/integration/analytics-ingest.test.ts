/**
 * Tracking events in (issue 23) through HTTP: a site's key issued once and kept hashed; a mixed batch keeping
 * its good events and refusing each bad one with its index and reason (shape, undeclared or disabled point,
 * dated in the future or too long ago); the events stored in their month's partition and counted in the daily
 * rollup; no key, a wrong key, a disabled site and a site over its rate refused whole.
 */
import { trackingEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let key: string;
let siteId: number;

async function post<T>(url: string, payload: object, headers: Record<string, string> = {}, as = token) {
  return t.call<T>(as, { method: 'POST', url: `/api${url}`, payload, headers });
}

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const good = (n: number, extra: object = {}) => ({
  event: 'ds_detail_view',
  page: `/datasheet/DS${n}`,
  anonymous_id: `anon-${n}`,
  session_id: `s-${n}`,
  user_id: null,
  properties: { dsno: `DS${n}` },
  time: iso(-n * 60_000),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const page = await post<{ id: number }>('/operation/tracking/page/add', {
    name: '物性表',
    path: '/datasheet/:dsno',
  });
  expect(page.body.code, page.body.msg).toBe(0);
  for (const [code, enabled] of [
    ['ds_detail_view', true],
    ['ds_pdf_download', false],
  ] as const) {
    const point = await post<{ id: number }>('/operation/tracking/add', {
      name: code,
      code,
      page_id: page.body.data.id,
      event: 'view',
      enabled,
    });
    expect(point.body.code, point.body.msg).toBe(0);
  }
  const issued = await post<{ id: number; key: string }>(trackingEndpoints.issueKey.path, {
    name: '官网',
    rate_per_minute: 20,
  });
  expect(issued.body.code, issued.body.msg).toBe(0);
  ({ key, id: siteId } = issued.body.data);
});

afterAll(async () => {
  await t?.close();
});

describe('tracking ingestion', () => {
  it('keeps the key only as its hash and lists the site by its prefix', async () => {
    const [row] = await queryRows<{ key_hash: string; key_prefix: string }>(
      t.db,
      sql`SELECT key_hash, key_prefix FROM tracking_site WHERE id = ${siteId}`,
    );
    if (!row) throw new Error('no site row');
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(key);
    const list = await t.call<{ id: number; key_prefix: string }[]>(token, {
      url: `/api${trackingEndpoints.sites.path}`,
    });
    expect(list.body.data.find((site) => site.id === siteId)?.key_prefix).toBe(key.slice(0, 10));
  });

  it('keeps the good events of a mixed batch and refuses each bad one with its reason', async () => {
    const batch = [
      good(1),
      { ...good(2), session_id: '' },
      good(3, { user_id: 7 }),
      good(4, { event: 'no_such_point' }),
      good(5, { event: 'ds_pdf_download' }),
      good(6, { time: iso(3_600_000) }),
      good(7, { time: iso(-30 * 86_400_000) }),
      'not an event',
      good(9, { time: iso(-40 * 86_400_000 + 39 * 86_400_000) }),
    ];
    const { body } = await post<{ accepted: number; rejected: { index: number; reason: { en: string } }[] }>(
      trackingEndpoints.ingest.path,
      { events: batch },
      { 'x-site-key': key },
      '',
    );
    expect(body.code, body.msg).toBe(0);
    expect(body.data.accepted).toBe(3);
    const reasons = Object.fromEntries(body.data.rejected.map((r) => [r.index, r.reason.en]));
    expect(Object.keys(reasons).map(Number)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(reasons[1]).toMatch(/^session_id:/);
    expect(reasons[3]).toMatch(/no_such_point/);
    expect(reasons[4]).toMatch(/ds_pdf_download/);
    expect(reasons[5]).toMatch(/future/);
    expect(reasons[6]).toMatch(/older than/);
    expect(reasons[7]).toMatch(/event/);

    const stored = await queryRows<{ session_id: string; user_id: number | null; part: string }>(
      t.db,
      sql`SELECT session_id, user_id, tableoid::regclass::text AS part FROM tracking_event ORDER BY session_id`,
    );
    expect(stored.map((r) => r.session_id)).toEqual(['s-1', 's-3', 's-9']);
    expect(stored[1]?.user_id).toBe(7);
    for (const row of stored) expect(row.part).toMatch(/^tracking_event_y\d{4}m\d{2}$/);
    const [daily] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT coalesce(sum(events), 0)::int AS n FROM tracking_daily WHERE event = 'ds_detail_view'`,
    );
    expect(daily?.n).toBe(3);
  });

  it('refuses a batch without a key, with a wrong key, over the rate or from a disabled site', async () => {
    const events = { events: [good(1)] };
    const none = await post(trackingEndpoints.ingest.path, events, {}, '');
    expect([none.status, none.body.code]).toEqual([401, 3]);
    const wrong = await post(trackingEndpoints.ingest.path, events, { 'x-site-key': `${key}x` }, '');
    expect([wrong.status, wrong.body.code]).toEqual([401, 3]);
    // 20 a minute: 3 were taken by the mixed batch's good and bad events alike (9), 11 left.
    const burst = { events: Array.from({ length: 12 }, (_, i) => good(100 + i)) };
    const over = await post(trackingEndpoints.ingest.path, burst, { 'x-site-key': key }, '');
    expect(over.body.code).toBe(5);
    const disabled = await post(trackingEndpoints.revokeKey.path, { id: siteId });
    expect(disabled.body.code, disabled.body.msg).toBe(0);
    const refused = await post(trackingEndpoints.ingest.path, events, { 'x-site-key': key }, '');
    expect([refused.status, refused.body.code]).toEqual([401, 3]);
  });

  it('takes the batch without an admin session but manages sites only with one', async () => {
    const list = await t.call(null, { url: `/api${trackingEndpoints.sites.path}` });
    expect(list.body.code).toBe(-999);
  });
});
