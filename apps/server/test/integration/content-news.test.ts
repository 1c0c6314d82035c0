/**
 * News (issue 22) through the API: the declared workflow draft → (scheduled →) published → withdrawn with every
 * illegal move refused; scheduled publication really happening at its time (the scheduler woken by the
 * schedule), a time that fell due while no server ran published by the next instance to start, and two
 * instances waking together publishing it once; tags of another type refused; scripts and event handlers never
 * surviving the server's sanitiser.
 */
import {
  NewsStatus,
  newsResource,
  newsTypeResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  TagType,
  tagResource,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyTable } from '../../src/engine/tables.ts';
import { publishDue } from '../../src/modules/content/scheduler.ts';
import { createSecondInstance, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let typeId: number;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function news(id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(token, { url: `/api/news/get?id=${id}` })).body.data;
}
async function draft(title: string, extra: object = {}): Promise<number> {
  const added = await post('/news/add', { title, type_id: typeId, body: '<p>正文</p>', ...extra });
  expect(added.code, added.msg).toBe(0);
  return added.data.id;
}
const run = (name: string, body: object) => post<{ updated: number }>(`/news/${name}`, body);
async function history(id: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=${newsResource.key}&row_id=${id}&sort=id&size=50`;
  return (await t.call<ResourcePage>(token, { url })).body.data.list;
}
async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const type = await post('/news/type/add', { name: '行业动态' });
  typeId = type.data.id;
});
afterAll(async () => {
  await t?.close();
});

const { draft: isDraft, scheduled, published, withdrawn } = NewsStatus;

describe('news workflow', () => {
  it('publishes, withdraws with a reason and publishes again; refuses what its state does not allow', async () => {
    const id = await draft('PA66 价格周报');
    expect((await news(id)).status).toBe(isDraft);
    const early = await run('withdraw', { ids: [id] });
    expect(early.code).toBe(ResultCode.conflict);
    expect(early.msg).toContain('草稿');
    expect((await run('publish', { ids: [id] })).code).toBe(0);
    const first = await news(id);
    expect(first.status).toBe(published);
    expect(first.published_at).not.toBeNull();
    expect(
      (await run('schedule', { ids: [id], publish_at: new Date(Date.now() + 3600_000).toISOString() })).code,
    ).toBe(ResultCode.conflict);
    expect((await run('withdraw', { ids: [id], withdraw_reason: '数据有误' })).code).toBe(0);
    const pulled = await news(id);
    expect(pulled).toMatchObject({ status: withdrawn, withdraw_reason: '数据有误' });
    expect((await run('publish', { ids: [id] })).code).toBe(0);
    expect((await news(id)).status).toBe(published);
    const names = (await history(id)).map((row) => row.transition).filter(Boolean);
    expect(names).toEqual(['publish', 'withdraw', 'publish']);
    // The status is the workflow's: no generic status call, and the field is not writable.
    expect((await post('/news/update', { id, status: isDraft })).code).toBe(ResultCode.invalid);
  });

  it('schedules only in the future, and unscheduling forgets the time', async () => {
    const id = await draft('定时资讯');
    const past = await run('schedule', {
      ids: [id],
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.code).toBe(ResultCode.invalid);
    expect((await run('schedule', { ids: [id] })).code).toBe(ResultCode.invalid);
    const later = new Date(Date.now() + 3600_000).toISOString();
    expect((await run('schedule', { ids: [id], publish_at: later })).code).toBe(0);
    const planned = await news(id);
    expect(planned.status).toBe(scheduled);
    expect(new Date(String(planned.publish_at)).toISOString()).toBe(later);
    expect(planned.scheduled_by).toBeGreaterThan(0);
    expect((await run('unschedule', { ids: [id] })).code).toBe(0);
    expect(await news(id)).toMatchObject({ status: isDraft, publish_at: null, scheduled_by: null });
  });

  it('publishes a scheduled item at its time, recorded as the scheduler (the schedule names the admin)', async () => {
    const id = await draft('到点发布');
    const at = new Date(Date.now() + 1500);
    expect((await run('schedule', { ids: [id], publish_at: at.toISOString() })).code).toBe(0);
    expect((await news(id)).status).toBe(scheduled);
    await until(async () => (await news(id)).status === published);
    const row = await news(id);
    expect(new Date(String(row.published_at)).getTime()).toBeGreaterThanOrEqual(at.getTime());
    const rows = await history(id);
    const last = rows.at(-1);
    expect(last).toMatchObject({ action: 'transition', transition: 'publish' });
    expect(last).toMatchObject({ actor: 'scheduler', admin_id: null });
    expect(rows.find((r) => r.transition === 'schedule')).toMatchObject({ actor: '' });
    expect(rows.find((r) => r.transition === 'schedule')?.admin_id).toBeGreaterThan(0);
  });

  it('a time that fell due while no server ran is published by the next instance to start, once', async () => {
    const id = await draft('停机期间到期');
    expect(
      (await run('schedule', { ids: [id], publish_at: new Date(Date.now() + 60_000).toISOString() })).code,
    ).toBe(0);
    // As if the servers were down when the time came: the plan is only in the database.
    await t.db
      .update(familyTable(newsResource))
      .set({ publish_at: new Date(Date.now() - 5_000) })
      .where(eq(familyTable(newsResource).id, id));
    const second = await createSecondInstance(t);
    try {
      await until(async () => (await news(id)).status === published);
      // Both instances waking at once find nothing left: one publication, one history entry.
      const again = await Promise.all([
        publishDue(t.consoleApp.engine),
        publishDue(second.consoleApp.engine),
      ]);
      expect(again.flat()).toEqual([]);
      expect((await history(id)).filter((row) => row.transition === 'publish')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('two instances waking together publish a due item exactly once', async () => {
    const ids = [await draft('并发一'), await draft('并发二')];
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await run('schedule', { ids, publish_at: soon })).code).toBe(0);
    await t.db
      .update(familyTable(newsResource))
      .set({ publish_at: new Date(Date.now() - 1_000) })
      .where(eq(familyTable(newsResource).status, scheduled));
    const second = await createSecondInstance(t);
    try {
      const taken = await Promise.all([
        publishDue(t.consoleApp.engine),
        publishDue(second.consoleApp.engine),
      ]);
      const all = taken.flat();
      // The second instance's own start may have taken them already; never twice.
      expect(new Set(all).size).toBe(all.length);
      for (const id of ids) {
        expect((await news(id)).status).toBe(published);
        expect((await history(id)).filter((row) => row.transition === 'publish')).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe('news content', () => {
  it('keeps tags of the news type only', async () => {
    const newsTag = await post('/tags/add', { name: '改性塑料', type: TagType.NEWS });
    const companyTag = await post('/tags/add', { name: '供应商', type: TagType.COMPANY });
    const refused = await post('/news/add', { title: '标签', type_id: typeId, tags: [companyTag.data.id] });
    expect(refused.code).toBe(ResultCode.invalid);
    expect(refused.msg).toContain('供应商');
    const id = await draft('带标签', { tags: [newsTag.data.id] });
    expect((await news(id)).tags).toEqual([newsTag.data.id]);
    const type = (await t.call<ResourceRow>(token, { url: `/api/news/type/get?id=${typeId}` })).body.data;
    expect(Number(type.news_count)).toBeGreaterThan(0);
    expect(tagResource.key).toBe('tag');
    expect(newsTypeResource.key).toBe('news_type');
  });

  it('never keeps a script or an event handler in rich text', async () => {
    const hostile = [
      '<p onclick="steal()">正文<script>alert(1)</script></p>',
      '<img src="/uploads/2026/01/a.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">链接</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '<svg onload="alert(4)"><circle r="1"/></svg>',
      '<p style="position:fixed;background:url(x)">覆盖</p>',
    ].join('');
    const id = await draft('清洗', { body: hostile });
    const check = (html: string) => {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|position|url\(/i);
      expect(html).toContain('正文');
      expect(html).toContain('<img src="/uploads/2026/01/a.png"');
    };
    check(String((await news(id)).body));
    expect((await post('/news/update', { id, body: `${hostile}<p>再改</p>` })).code).toBe(0);
    check(String((await news(id)).body));
  });
});
