/**
 * The questionnaire's declared workflow through the API: publish (draft → published, stamping the first
 * publication, only with questions fit to answer), close (published → closed) and reopen (closed → published,
 * the first publication kept). Every transition from every state, legal and illegal (refused naming the
 * questionnaire and its state, nothing written); a selection with one unfit questionnaire refused whole; the
 * hand-written status call gone; two admins publishing one draft at once: one wins, the other is told, the
 * history has one transition.
 */
import {
  QuestionnaireStatus,
  questionnaireResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

const questions = [{ key: 'q1', kind: 'rating', title: '满意度', required: true, scale: 5 }];

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
const run = (name: string, ids: number[]) => post<{ updated: number }>(`/paper/${name}`, { ids });
async function row(id: number): Promise<ResourceRow> {
  return (await t.call<ResourceRow>(token, { url: `/api/paper/get?id=${id}` })).body.data;
}
async function history(id: number): Promise<ResourceRow[]> {
  const url = `/api/system/audit/list?family=${questionnaireResource.key}&row_id=${id}&sort=id&size=50`;
  return (await t.call<ResourcePage>(token, { url })).body.data.list;
}
async function questionnaire(title: string, withQuestions = true): Promise<number> {
  const added = await post('/paper/add', { title, ...(withQuestions ? { questions } : {}) });
  expect(added.code, added.msg).toBe(0);
  return added.data.id;
}
/** A questionnaire brought to a state through the transitions. */
async function inState(title: string, status: QuestionnaireStatus): Promise<number> {
  const id = await questionnaire(title);
  if (status !== QuestionnaireStatus.draft) expect((await run('publish', [id])).code).toBe(0);
  if (status === QuestionnaireStatus.closed) expect((await run('close', [id])).code).toBe(0);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const { draft, published, closed } = QuestionnaireStatus;
const stateName = { [draft]: '草稿', [published]: '已发布', [closed]: '已关闭' } as const;
const transitions: Record<string, { label: string; from: QuestionnaireStatus; to: QuestionnaireStatus }> = {
  publish: { label: '发布', from: draft, to: published },
  close: { label: '关闭问卷', from: published, to: closed },
  reopen: { label: '重新发布', from: closed, to: published },
};

describe('the questionnaire workflow', () => {
  for (const [name, transition] of Object.entries(transitions)) {
    for (const state of [draft, published, closed] as const) {
      const legal = state === transition.from;
      it(`${name} from ${stateName[state]}: ${legal ? 'moves it' : 'is refused naming the state'}`, async () => {
        const title = `流程 ${name} ${state}`;
        const id = await inState(title, state);
        const before = await row(id);
        const done = await run(name, [id]);
        if (legal) {
          expect(done, done.msg).toMatchObject({ code: 0, data: { updated: 1 } });
          const after = await row(id);
          expect(after.status).toBe(transition.to);
          const last = (await history(id)).at(-1);
          expect([last?.action, last?.transition]).toEqual(['transition', name]);
          expect(last?.changes).toMatchObject({ status: [state, transition.to] });
          return;
        }
        expect(done.code).toBe(ResultCode.conflict);
        expect(done.msg).toBe(`不能${transition.label}：「${title}」当前为「${stateName[state]}」`);
        expect(await row(id)).toEqual(before);
      });
    }
  }

  it('stamps the first publication only: reopening keeps it', async () => {
    const id = await inState('流程 发布时间', published);
    const first = (await row(id)).published_at;
    expect(first).toEqual(expect.any(String));
    expect((await run('close', [id])).code).toBe(0);
    expect((await run('reopen', [id])).code).toBe(0);
    expect(await row(id)).toMatchObject({ status: published, published_at: first });
  });

  it('publishes only questions fit to answer, refusing a whole selection for one unfit row', async () => {
    const fit = await questionnaire('流程 可发布');
    const empty = await questionnaire('流程 无问题', false);
    const refused = await run('publish', [fit, empty]);
    expect(refused.code).toBe(ResultCode.invalid);
    expect(refused.msg).toBe('「流程 无问题」：问卷至少需要一个问题才能发布');
    expect((await row(fit)).status).toBe(draft);
    expect((await row(fit)).published_at).toBeNull();
    expect((await run('publish', [fit])).code).toBe(0);
  });

  it('has no hand-written status call any more', async () => {
    const id = await questionnaire('流程 无状态接口');
    const old = await post('/paper/status', { ids: [id], status: published });
    expect(old.code).not.toBe(ResultCode.ok);
    expect((await row(id)).status).toBe(draft);
  });

  it('lets one of two admins publishing one draft at once win; the other is told; one transition recorded', async () => {
    const id = await questionnaire('流程 同时发布');
    const results = await Promise.all([run('publish', [id]), run('publish', [id])]);
    expect(results.map((r) => r.code).sort()).toEqual([ResultCode.ok, ResultCode.conflict].sort());
    const loser = results.find((r) => r.code !== ResultCode.ok);
    expect(loser?.msg).toBe('不能发布：「流程 同时发布」当前为「已发布」');
    expect((await history(id)).filter((entry) => entry.action === 'transition')).toHaveLength(1);
    expect((await row(id)).status).toBe(published);
  });
});
