/**
 * The operations rules beyond the declarations (issue 22): ads live now, a display plan applied to its blocks,
 * display participants marked and real applications left as sent, application review and feedback as declared
 * workflows, a portal's panels checked, sanitised and resolved for its preview, links checked against a local
 * HTTP server (one answering, one refusing HEAD, one gone).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  activityApplicationResource,
  type LinkCheckResult,
  type PortalPreview,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyTable } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let site: Server;
let siteUrl: string;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function get<T = ResourceRow>(url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  site = createServer((request, response) => {
    if (request.url === '/gone') return response.writeHead(404).end();
    if (request.url === '/no-head' && request.method === 'HEAD') return response.writeHead(405).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe('advertisements', () => {
  it('lists what is live now, in slot order, and refuses a schedule ending before it starts', async () => {
    const ad = (title: string, from: number, to: number, sort = 0) =>
      post('/operation/advertisement/add', {
        title,
        slot: 'home_banner',
        image: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
        starts_at: hours(from),
        ends_at: hours(to),
        sort,
      });
    expect((await ad('已结束', -48, -24)).code).toBe(0);
    expect((await ad('投放中 B', -1, 24, 2)).code).toBe(0);
    expect((await ad('投放中 A', -1, 24, 1)).code).toBe(0);
    expect((await ad('未开始', 24, 48)).code).toBe(0);
    const backwards = await ad('倒排', 24, 1);
    expect(backwards.code).toBe(ResultCode.invalid);
    const live = await get<ResourceRow[]>('/operation/advertisement/live?slot=home_banner');
    expect(live.data.map((row) => row.title)).toEqual(['投放中 A', '投放中 B']);
  });
});

describe('display plans', () => {
  it('applies a plan to its blocks through the engine', async () => {
    const block = async (block_key: string, sort: number) =>
      (await post('/operation/show_control/add', { page: 'home', block_key, name: block_key, sort })).data.id;
    const hot = await block('hot_grades', 1);
    const news = await block('latest_news', 2);
    const other = (await post('/operation/show_control/add', { page: 'news', block_key: 'x', name: 'x' }))
      .data.id;
    const wrongPage = await post('/operation/multiple_show_control/add', {
      name: '错页',
      page: 'home',
      items: [{ block_id: other }],
    });
    expect(wrongPage.code).toBe(ResultCode.invalid);
    const plan = await post('/operation/multiple_show_control/add', {
      name: '展会周首页',
      page: 'home',
      items: [
        { block_id: news, visible: true, sort: 1 },
        { block_id: hot, visible: false, sort: 5 },
      ],
    });
    expect(plan.code, plan.msg).toBe(0);
    const applied = await post('/operation/multiple_show_control/apply', { ids: [plan.data.id] });
    expect(applied.code, applied.msg).toBe(0);
    expect((await get(`/operation/show_control/get?id=${hot}`)).data).toMatchObject({
      enabled: false,
      sort: 5,
    });
    expect((await get(`/operation/show_control/get?id=${news}`)).data).toMatchObject({
      enabled: true,
      sort: 1,
    });
    expect((await get(`/operation/multiple_show_control/get?id=${plan.data.id}`)).data.status).toBe(1);
  });
});

describe('activities', () => {
  it('marks what staff add as display participants, keeps real applications as sent, reviews them', async () => {
    const activity = await post('/operation/activity/add', {
      title: '2026 改性塑料创新大赛',
      kind: 'contest',
      starts_at: hours(24),
      ends_at: hours(72),
      awards: [{ name: '金奖', prize: '奖金 5 万元', quota: 1 }],
    });
    expect(activity.code, activity.msg).toBe(0);
    const display = await post('/operation/activity/apply/add', {
      activity_id: activity.data.id,
      name: '王工',
      company: '华南改性厂',
    });
    expect(display.code, display.msg).toBe(0);
    // Nobody says a row is real: the flag is the server's.
    const claim = await post('/operation/activity/apply/add', {
      activity_id: activity.data.id,
      name: '张',
      is_display: false,
    });
    expect(claim.code).toBe(ResultCode.invalid);
    expect(display.data).toMatchObject({ is_display: true, status: 1 });

    // A real application, as the public site writes it into the shared database (the console adds none).
    const applications = familyTable(activityApplicationResource);
    const [real] = await t.db
      .insert(applications)
      .values({ activity_id: activity.data.id, name: '李工', phone: '13800000000' })
      .returning({ id: applications.id });
    const row = (await get(`/operation/activity/apply/get?id=${real?.id}`)).data;
    expect(row).toMatchObject({ is_display: false, status: 0 });
    const edit = await post('/operation/activity/apply/update', { id: real?.id, name: '改名' });
    expect(edit.code).toBe(ResultCode.forbidden);
    expect((await post('/operation/activity/apply/approve', { ids: [real?.id] })).code).toBe(0);
    expect((await get(`/operation/activity/apply/get?id=${real?.id}`)).data).toMatchObject({ status: 1 });
  });

  it('reviews applications through the declared workflow', async () => {
    const activity = (
      await post('/operation/activity/add', {
        title: '沙龙',
        kind: 'salon',
        starts_at: hours(1),
        ends_at: hours(2),
      })
    ).data;
    const a = (await post('/operation/activity/apply/add', { activity_id: activity.id, name: '甲' })).data;
    const reject = await post('/operation/activity/apply/reject', { ids: [a.id] });
    expect(reject.code).toBe(ResultCode.invalid); // the reason is required
    const rejected = await post('/operation/activity/apply/reject', { ids: [a.id], review_note: '信息不全' });
    expect(rejected.code, rejected.msg).toBe(0);
    const again = await post('/operation/activity/apply/reject', { ids: [a.id], review_note: '再拒' });
    expect(again.code).toBe(ResultCode.conflict);
    const row = (await get(`/operation/activity/apply/get?id=${a.id}`)).data;
    expect(row).toMatchObject({ status: 2, review_note: '信息不全' });
    expect((await get(`/operation/activity/get?id=${activity.id}`)).data).toMatchObject({
      application_count: 1,
    });
  });
});

describe('user feedback', () => {
  it('is replied to and closed through its workflow', async () => {
    const feedback = await post('/operation/user_feedback/add', {
      user_name: '赵工',
      category: 'data_error',
      content: 'PA66 某牌号的 HDT 单位写错了',
    });
    expect(feedback.code, feedback.msg).toBe(0);
    const reply = await post('/operation/user_feedback/reply', {
      ids: [feedback.data.id],
      reply: '已更正，感谢反馈',
    });
    expect(reply.code, reply.msg).toBe(0);
    const close = await post('/operation/user_feedback/close', { ids: [feedback.data.id] });
    expect(close.code, close.msg).toBe(0);
    const row = (await get(`/operation/user_feedback/get?id=${feedback.data.id}`)).data;
    expect(row).toMatchObject({ status: 2, reply: '已更正，感谢反馈' });
    expect(row.replied_at).not.toBeNull();
    expect((await post('/operation/user_feedback/reply', { ids: [row.id], reply: 'x' })).code).toBe(
      ResultCode.conflict,
    );
  });

  it("names the account a signed-in user sent it from, so the user's page lists it; the account's deletion keeps it", async () => {
    const user = (await post('/user/add', { name: '反馈用户' })).data;
    const sent = await post('/operation/user_feedback/add', {
      user_id: user.id,
      user_name: '反馈用户',
      category: 'feature',
      content: '希望物性表能按温度筛选',
    });
    expect(sent.code, sent.msg).toBe(0);
    await post('/operation/user_feedback/add', { user_name: '访客', category: 'other', content: '匿名反馈' });
    const mine = (await get<ResourcePage>(`/operation/user_feedback/list?user_id=${user.id}`)).data;
    expect(mine.list.map((row) => row.content)).toEqual(['希望物性表能按温度筛选']);
    expect(mine.list[0]?.$labels?.user_id).toBe('反馈用户');
    expect((await post('/user/del', { ids: [user.id] })).code).toBe(0);
    const kept = (await get(`/operation/user_feedback/get?id=${sent.data.id}`)).data;
    expect(kept).toMatchObject({ user_id: null, content: '希望物性表能按温度筛选' });
  });
});

describe('portals', () => {
  it('checks panel settings, sanitises rich text and resolves the panels for the preview', async () => {
    const company = (await post('/v1_company/add', { name_zh: '华塑改性材料', short_name: '华塑' })).data;
    const bad = await post('/operation/portal/add', {
      title: '汽车材料专题',
      slug: 'auto',
      panels: [{ kind: 'company_list', title: '推荐企业', config: { company_ids: [] } }],
    });
    expect(bad.code).toBe(ResultCode.invalid);
    expect(bad.msg).toContain('推荐企业');
    const portal = await post('/operation/portal/add', {
      title: '汽车材料专题',
      slug: 'auto',
      banners: [{ image: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png', title: '轻量化' }],
      panels: [
        { kind: 'company_list', title: '推荐企业', config: { company_ids: [company.id, 99999] } },
        {
          kind: 'rich_text',
          title: '专题介绍',
          config: { html: '<p onclick="x()">玻纤增强<script>alert(1)</script></p>' },
        },
      ],
    });
    expect(portal.code, portal.msg).toBe(0);
    expect(portal.data.panel_count).toBe(2);
    const preview = await get<PortalPreview>(`/operation/portal/preview?id=${portal.data.id}`);
    expect(preview.code, preview.msg).toBe(0);
    expect(preview.data.panels.map((panel) => panel.kind)).toEqual(['company_list', 'rich_text']);
    expect(preview.data.panels[0]?.items).toEqual([
      expect.objectContaining({ id: company.id, title: '华塑改性材料', subtitle: '华塑' }),
    ]);
    expect(preview.data.panels[0]?.note).toContain('1');
    expect(preview.data.panels[1]?.html).toBe('<p>玻纤增强</p>');
    expect(preview.data.banners).toHaveLength(1);
  });
});

describe('links', () => {
  it('checks reachability on demand and keeps the result on the link', async () => {
    const link = async (name: string, path: string) =>
      (await post('/operation/link/add', { kind: 0, name, url: `${siteUrl}${path}` })).data.id;
    const ok = await link('可达', '/');
    const noHead = await link('不支持 HEAD', '/no-head');
    const gone = await link('已失效', '/gone');
    // A port nothing listens on: taken, then let go.
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const port = (spare.address() as AddressInfo).port;
    await new Promise((resolve) => spare.close(resolve));
    const closed = (
      await post('/operation/link/add', { kind: 1, name: '关闭的端口', url: `http://127.0.0.1:${port}/` })
    ).data.id;
    expect(
      (await post('/operation/link/add', { kind: 0, name: '坏网址', url: 'www.example.com' })).code,
    ).toBe(ResultCode.invalid);
    const checked = await post<LinkCheckResult[]>('/operation/link/check', {
      ids: [ok, noHead, gone, closed],
    });
    expect(checked.code, checked.msg).toBe(0);
    expect(checked.data.map((result) => [result.ok, result.status])).toEqual([
      [true, 200],
      [true, 200],
      [false, 404],
      [false, null],
    ]);
    expect(checked.data[3]?.detail).toContain('refused');
    const row = (await get(`/operation/link/get?id=${gone}`)).data;
    expect(row).toMatchObject({ check_result: 'failed', check_detail: expect.stringContaining('HTTP 404') });
    expect(row.checked_at).not.toBeNull();
  });
});
