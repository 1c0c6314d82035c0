import {
  apiPaths,
  CommentTarget,
  commentResource,
  type DashboardOverview,
  dashboardFigures,
  networkExpansionResource,
  type ProposalCounters,
  ProposalSource,
  ProposalStatus,
  proposalResource,
  ResultCode,
  videoResource,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
/** The hand-written proposal table is the proposal family's now. */
const proposal = tableOf(proposalResource.key);
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const counters = () => t.call<ProposalCounters>(token, { url: `/api${apiPaths.proposalCounters}` });
const commentCount = (query = '') =>
  t.call<number>(token, { url: `/api${apiPaths.videoCommentCount}${query}` });
const overview = (query = '') =>
  t.call<DashboardOverview>(token, { url: `/api${apiPaths.dashboardOverview}${query}` });

describe('top bar counters', () => {
  it('counts waiting proposals by source and waiting network-expansion requests', async () => {
    const before = await counters();
    expect(before.body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        'proposal.waiting.saas': 0,
        'proposal.waiting.user': 0,
        'network_expansion_service.waiting.user': 0,
      },
    });
    await t.db.insert(proposal).values([
      { source: ProposalSource.saas, title: 'PA66 GF30 替代料方案', status: ProposalStatus.waiting },
      { source: ProposalSource.saas, title: 'PC/ABS 阻燃', status: ProposalStatus.accepted },
      { source: ProposalSource.user, title: 'PPS 对比', status: ProposalStatus.waiting },
      { source: ProposalSource.user, title: 'PEEK 价格', status: ProposalStatus.waiting },
    ]);
    await t.db.insert(tableOf(networkExpansionResource.key)).values([
      { user_name: '张', company_name: '甲', target_company: '丙', status: ProposalStatus.waiting },
      { user_name: '王', company_name: '乙', target_company: '丁', status: ProposalStatus.rejected },
    ]);
    const after = await counters();
    expect(after.body.data).toEqual({
      'proposal.waiting.saas': 1,
      'proposal.waiting.user': 2,
      'network_expansion_service.waiting.user': 1,
    });

    await t.db.insert(proposal).values({ source: ProposalSource.saas, title: '再来一条' });
    expect((await counters()).body.data['proposal.waiting.saas']).toBe(2);
  });

  it('counts video comments by review state', async () => {
    const [v] = await t.db.insert(tableOf(videoResource.key)).values({ title: '注塑工艺' }).returning();
    if (!v) throw new Error('no video');
    const onVideo = { target_type: CommentTarget.video, video_id: v.id };
    await t.db.insert(tableOf(commentResource.key)).values([
      { ...onVideo, content: 'a', is_check: 0 },
      { ...onVideo, content: 'b', is_check: 0 },
      { ...onVideo, content: 'c', is_check: 1 },
    ]);
    expect((await commentCount('?is_check=0')).body).toEqual({ code: 0, msg: 'ok', data: 2 });
    expect((await commentCount('?is_check=1')).body.data).toBe(1);
    expect((await commentCount()).body.data).toBe(3);
    expect((await commentCount('?is_check=yes')).body.code).toBe(ResultCode.invalid);
  });

  it('needs a session', async () => {
    const res = await t.call(null, { url: `/api${apiPaths.proposalCounters}` });
    expect(res.body.code).toBe(ResultCode.sessionExpired);
  });
});

describe('dashboard overview', () => {
  it('counts real rows under stable ids and echoes the trimmed key', async () => {
    const { body } = await overview('?key=%20abc%20');
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data.key).toBe('abc');
    expect(body.data.figures.map((f) => f.id)).toEqual(dashboardFigures.map((f) => f.id));
    const value = (id: string) => body.data.figures.find((f) => f.id === id)?.value;
    expect(value('admin_users')).toBe(1);
    expect(value('proposals_waiting_saas')).toBe(2);
    expect(value('proposals_waiting_user')).toBe(2);
    expect(value('network_expansion_waiting')).toBe(1);
    expect(value('video_comments_unchecked')).toBe(2);
    expect(value('videos')).toBe(1);
  });

  it('answers an empty key when none is given and cuts a long one to 100 characters', async () => {
    expect((await overview()).body.data.key).toBe('');
    const long = 'x'.repeat(150);
    expect((await overview(`?key=${long}`)).body.data.key).toBe('x'.repeat(100));
  });
});
