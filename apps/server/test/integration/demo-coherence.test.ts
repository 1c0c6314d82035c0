/**
 * Demo rows keep their families' own rules (issue 35): an upcoming live stream ends after it starts (as every
 * stream must: the server refuses one that does not), the past ones ended after they started, and an expired
 * SaaS client reads expired, not 正常.
 */
import {
  LiveStatus,
  liveTimesInOrder,
  type ResourcePage,
  type ResourceRow,
  SaasEnterpriseStatus,
  saasEnterpriseStanding,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  token = await t.login();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function rows(base: string): Promise<ResourceRow[]> {
  const page = await t.call<ResourcePage>(token, { url: `/api${base}/list?size=100` });
  expect(page.body.code, page.body.msg).toBe(0);
  return page.body.data.list;
}

describe('demo rows keep their rules', () => {
  it('has every live stream end after it starts, the upcoming ones still ahead', async () => {
    const streams = await rows('/media/live');
    expect(streams.filter((s) => s.status === LiveStatus.planned).length).toBeGreaterThan(0);
    for (const stream of streams) {
      expect(liveTimesInOrder(stream.starts_at, stream.ends_at), String(stream.title)).toBe(true);
      if (stream.status === LiveStatus.planned) {
        expect(new Date(String(stream.starts_at)).getTime(), String(stream.title)).toBeGreaterThan(
          Date.now(),
        );
      } else if (stream.ended_at) {
        expect(liveTimesInOrder(stream.started_at, stream.ended_at), String(stream.title)).toBe(true);
      }
    }
  });

  it('refuses a stream that ends before it starts, on add and on update', async () => {
    const add = (values: object) =>
      t.call<ResourceRow>(token, { method: 'POST', url: '/api/media/live/add', payload: values });
    const refused = await add({
      title: '倒序直播',
      host: '测试',
      starts_at: '2027-01-02T10:00:00.000Z',
      ends_at: '2027-01-02T09:00:00.000Z',
    });
    expect(refused.body.code).toBe(2);
    expect(refused.body.msg).toContain('晚于开始时间');
    const added = await add({ title: '正序直播', host: '测试', starts_at: '2027-01-02T10:00:00.000Z' });
    expect(added.body.code, added.body.msg).toBe(0);
    const update = await t.call(token, {
      method: 'POST',
      url: '/api/media/live/update',
      payload: { id: added.body.data.id, ends_at: '2027-01-02T08:00:00.000Z' },
    });
    expect(update.body.code).toBe(2);
  });

  it('shows an active SaaS client past its last valid day as expired', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const clients = await rows('/pd_saas/enterprise');
    const lapsed = clients.filter(
      (c) => c.status === SaasEnterpriseStatus.active && String(c.valid_until ?? '9999') < today,
    );
    expect(lapsed.length, 'the demo has an expired client to show').toBeGreaterThan(0);
    for (const client of lapsed) {
      expect(
        saasEnterpriseStanding(
          { status: Number(client.status), valid_until: String(client.valid_until) },
          today,
        ),
      ).toMatchObject({ value: 'expired', label: { zh: '已过期' } });
    }
    const current = clients.find((c) => String(c.valid_until ?? '9999') >= today);
    if (current)
      expect(
        saasEnterpriseStanding(
          { status: Number(current.status), valid_until: String(current.valid_until) },
          today,
        ).value,
      ).not.toBe('expired');
  });
});
