/**
 * Media and the rest of content (issue 22) through the API: comment review moving the comment bell's count at
 * once (approve and reject one or many, news comments not counted), hide/show by the spec's call; the image
 * library's usage and its refusal to delete (or re-point) an image in use; adding many images in one call;
 * an application's "lacking" flag, its two-level classification and the graph; a live stream's course.
 */
import {
  type ApplicationGraph,
  apiPaths,
  CommentCheck,
  CommentTarget,
  commentResource,
  type ImageUse,
  LiveStatus,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function get<T = ResourceRow>(url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
const bell = async () => (await get<number>(`${apiPaths.videoCommentCount}?is_check=0`)).data;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe('comment review', () => {
  it('moves the bell at once: approve two, reject one, news comments never counted', async () => {
    const video = await post('/media/video/add', { title: '注塑工艺讲座' });
    const type = await post('/news/type/add', { name: '行情' });
    const item = await post('/news/add', { title: '资讯', type_id: type.data.id });
    const comments = tableOf(commentResource.key);
    // The public site writes comments; here they are rows as it would leave them.
    const inserted = await t.db
      .insert(comments)
      .values([
        ...['一', '二', '三'].map((content) => ({
          target_type: CommentTarget.video,
          video_id: video.data.id,
          content,
        })),
        { target_type: CommentTarget.news, news_id: item.data.id, content: '资讯评论' },
      ])
      .returning();
    const [a, b, c, onNews] = inserted.map((row) => row.id as number);
    expect(await bell()).toBe(3);
    const videoRow = await get(`/media/video/get?id=${video.data.id}`);
    expect(videoRow.data).toMatchObject({ comment_count: 0 }); // raw rows: counts move with engine writes
    expect((await post('/comment/approve', { ids: [a, b] })).code).toBe(0);
    expect(await bell()).toBe(1);
    const reject = await post('/comment/reject', { ids: [c], reject_reason: '广告' });
    expect(reject.code).toBe(0);
    expect(await bell()).toBe(0);
    expect((await get(`/comment/get?id=${c}`)).data).toMatchObject({
      is_check: CommentCheck.rejected,
      reject_reason: '广告',
    });
    // Approving again what is approved is refused naming its state; a news comment is reviewed the same way.
    expect((await post('/comment/approve', { ids: [a] })).code).toBe(ResultCode.conflict);
    expect((await post('/comment/approve', { ids: [onNews] })).code).toBe(0);
    expect(await bell()).toBe(0);
    // Rejected one approved after all: still nothing waiting.
    expect((await post('/comment/approve', { ids: [c] })).code).toBe(0);
    expect(await bell()).toBe(0);
    // The video view's list is the bell's link: only video comments.
    const view = await get<{ list: ResourceRow[]; total: number }>(
      `/comment/list?target_type=${CommentTarget.video}&is_check=${CommentCheck.approved}`,
    );
    expect(view.data.total).toBe(3);
  });

  it('hides and shows comments by the spec call', async () => {
    const video = await post('/media/video/add', { title: '阻燃测试' });
    const [row] = await t.db
      .insert(tableOf(commentResource.key))
      .values({ target_type: CommentTarget.video, video_id: video.data.id, content: '隐藏我' })
      .returning();
    const id = row?.id as number;
    expect((await post('/comment/enable/update', { ids: [id], enabled: false })).data).toEqual({
      updated: 1,
    });
    expect((await get(`/comment/get?id=${id}`)).data.enabled).toBe(false);
    expect((await post('/comment/enable/update', { ids: [id], enabled: true })).code).toBe(0);
    expect((await get(`/comment/get?id=${id}`)).data.enabled).toBe(true);
    expect((await post('/comment/enable/update', { ids: [], enabled: true })).code).toBe(ResultCode.invalid);
  });
});

describe('image library', () => {
  it('says where an image is used and refuses to delete or re-point it while it is', async () => {
    const url = '/uploads/2026/03/0123456789abcdef0123456789abcdef.png';
    const image = await post('/media/image/add', { url, name: '水室照片' });
    expect(image.code, image.msg).toBe(0);
    const unused = await get<{ uses: ImageUse[] }>(`/media/image/usage?id=${image.data.id}`);
    expect(unused.data.uses).toEqual([]);

    const app = await post('/application/add', { title: '散热器水室', cover: url });
    const type = await post('/news/type/add', { name: '技术' });
    const item = await post('/news/add', {
      title: '图文',
      type_id: type.data.id,
      body: `<p><img src="${url}"></p>`,
    });
    const used = await get<{ uses: ImageUse[] }>(`/media/image/usage?id=${image.data.id}`);
    expect(used.data.uses.map((use) => [use.family, use.row_id, use.field]).sort()).toEqual(
      [
        ['application', app.data.id, 'cover'],
        ['news', item.data.id, 'body'],
      ].sort(),
    );
    const refused = await post('/media/image/del', { ids: [image.data.id] });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toContain('水室照片');
    const repoint = await post('/media/image/update', {
      id: image.data.id,
      url: '/uploads/2026/03/other.png',
    });
    expect(repoint.code).toBe(ResultCode.conflict);
    expect((await get(`/media/image/get?id=${image.data.id}`)).code).toBe(0);

    // Free it from both rows: then it goes.
    expect((await post('/application/update', { id: app.data.id, cover: '' })).code).toBe(0);
    expect((await post('/news/update', { id: item.data.id, body: '<p>无图</p>' })).code).toBe(0);
    expect((await post('/media/image/del', { ids: [image.data.id] })).code).toBe(0);
  });

  it('adds many uploaded images in one call, each by the family rules, all or none', async () => {
    const images = [1, 2, 3].map((n) => ({
      url: `/uploads/2026/03/batch${n}.png`,
      name: `批量${n}`,
      size: n * 100,
    }));
    const added = await post<{ ids: number[] }>('/media/image/batch_add', { images, category: '素材' });
    expect(added.code, added.msg).toBe(0);
    expect(added.data.ids).toHaveLength(3);
    expect((await get(`/media/image/get?id=${added.data.ids[0]}`)).data).toMatchObject({
      category: '素材',
      size: 100,
    });
    const bad = await post('/media/image/batch_add', {
      images: [
        { url: '/uploads/2026/03/ok.png', name: '好' },
        { url: '/uploads/2026/03/doc.pdf', name: '坏' },
      ],
    });
    expect(bad.code).toBe(ResultCode.invalid);
    const list = await get<{ total: number }>('/media/image/list?name=%E5%A5%BD');
    expect(list.data.total).toBe(0);
  });
});

describe('applications', () => {
  it('flags what lacks materials or images, keeps classifications two levels deep, and draws the graph', async () => {
    const bare = await post('/application/add', { title: '平衡环' });
    expect(bare.data).toMatchObject({ lacking: true, lacks: '材料关联、图片' });
    const industry = await post('/v1_appliance/add', {
      code: 'auto',
      name_zh: '汽车',
      name_en: 'Automotive',
    });
    expect(industry.code, industry.msg).toBe(0);
    const material = await post('/v1_categories/add', {
      code: 'pa66',
      name_zh: 'PA66',
      name_en: 'PA66',
      level: 1,
    });
    expect(material.code, material.msg).toBe(0);
    const fixed = await post('/application/update', {
      id: bare.data.id,
      materials: [material.data.id],
      industry_id: industry.data.id,
      body: '<p><img src="/uploads/2026/03/x.png"></p>',
    });
    expect(fixed.data).toMatchObject({ lacking: false, lacks: '' });
    const lacking = await get<{ total: number }>(
      `/application/list?lacking=true&title=${encodeURIComponent('平衡环')}`,
    );
    expect(lacking.data.total).toBe(0);

    const first = await post('/application/classification/add', { name: '结构件' });
    const second = await post('/application/classification/add', { name: '外壳', parent_id: first.data.id });
    expect(second.code).toBe(0);
    const third = await post('/application/classification/add', { name: '太深', parent_id: second.data.id });
    expect(third.code).toBe(ResultCode.invalid);

    const graph = await get<ApplicationGraph>('/application/graph');
    const ids = graph.data.nodes.map((node) => node.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        `application:${bare.data.id}`,
        `material:${material.data.id}`,
        `industry:${industry.data.id}`,
      ]),
    );
    expect(graph.data.links).toEqual(
      expect.arrayContaining([
        { source: `application:${bare.data.id}`, target: `material:${material.data.id}` },
        { source: `application:${bare.data.id}`, target: `industry:${industry.data.id}` },
      ]),
    );
  });

  it('runs a live stream from planned to replay', async () => {
    const live = await post('/media/live/add', {
      title: '直播',
      host: '周工',
      starts_at: new Date().toISOString(),
    });
    expect(live.data.status).toBe(LiveStatus.planned);
    expect(
      (
        await post('/media/live/publish_replay', {
          ids: [live.data.id],
          replay_url: 'https://v.example/r.mp4',
        })
      ).code,
    ).toBe(ResultCode.conflict);
    expect((await post('/media/live/go_live', { ids: [live.data.id] })).code).toBe(0);
    expect((await post('/media/live/end', { ids: [live.data.id] })).code).toBe(0);
    expect(
      (await post('/media/live/publish_replay', { ids: [live.data.id], replay_url: 'ftp://x' })).code,
    ).toBe(ResultCode.invalid);
    expect(
      (
        await post('/media/live/publish_replay', {
          ids: [live.data.id],
          replay_url: 'https://v.example/r.mp4',
        })
      ).code,
    ).toBe(0);
    expect((await get(`/media/live/get?id=${live.data.id}`)).data).toMatchObject({
      status: LiveStatus.replay,
      replay_url: 'https://v.example/r.mp4',
    });
  });
});
