/**
 * Questionnaires through the API: malformed questions and publishing an empty questionnaire are refused;
 * responses are taken only while published and only when they answer the questionnaire; the results count
 * each option, score and text; a change that would break collected responses is refused with its reason
 * while rewording and new options are not; the response count follows adds and deletes; the export has one
 * column per question.
 */
import {
  type QuestionnaireResults,
  QuestionnaireStatus,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let api: ReturnType<typeof caller>;

interface QuestionInput {
  key: string;
  kind: string;
  title: string;
  required?: boolean;
  options?: { key: string; label: string }[];
  scale?: number;
}

const survey: { title: string; description: string; questions: QuestionInput[] } = {
  title: '2026 展会客户调研',
  description: '请花一分钟填写',
  questions: [
    {
      key: 'q1',
      kind: 'single',
      title: '您主要采购哪类材料？',
      required: true,
      options: [
        { key: 'pa', label: '尼龙' },
        { key: 'pc', label: '聚碳酸酯' },
        { key: 'pp', label: '聚丙烯' },
      ],
    },
    {
      key: 'q2',
      kind: 'multiple',
      title: '您关注哪些性能？',
      options: [
        { key: 'fr', label: '阻燃' },
        { key: 'hf', label: '高流动' },
        { key: 'uv', label: '耐候' },
      ],
    },
    { key: 'q3', kind: 'rating', title: '对平台的满意度', required: true, scale: 5 },
    { key: 'q4', kind: 'text', title: '其他建议' },
  ],
};

const row = async (id: number) => (await api.get<ResourceRow>(`/paper/get?id=${id}`)).body.data;
const results = async (id: number) =>
  (await api.get<QuestionnaireResults>(`/paper/results?id=${id}`)).body.data;
/** Runs a declared transition of the questionnaire workflow (publish, close, reopen). */
const transition = (id: number, name: string) => api.post(`/paper/${name}`, { ids: [id] });
const respond = (questionnaire_id: number, answers: Record<string, unknown>, respondent = '张工') =>
  api.post('/paper/answer/add', { questionnaire_id, respondent, answers });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
});

afterAll(async () => {
  await t?.close();
});

describe('questionnaires', () => {
  it('refuses malformed questions and writes nothing', async () => {
    const oneOption = {
      title: '坏问卷',
      questions: [{ key: 'q1', kind: 'single', title: '只有一个选项', options: [{ key: 'a', label: 'A' }] }],
    };
    const refused = await api.post('/paper/add', oneOption);
    expect(refused.body.code).toBe(ResultCode.invalid);
    expect(refused.body.msg).toContain('至少需要两个选项');
    const twice = await api.post('/paper/add', {
      title: '坏问卷',
      questions: [
        { key: 'q1', kind: 'text', title: 'A' },
        { key: 'q1', kind: 'text', title: 'B' },
      ],
    });
    expect(twice.body.msg).toContain('标识重复');
    const list = await api.get<{ total: number }>('/paper/list?title=坏问卷');
    expect(list.body.data.total).toBe(0);
  });

  it('publishes only a questionnaire with questions, and takes responses only while published', async () => {
    const empty = await api.add('/paper', { title: '空问卷' });
    const refused = await transition(empty, 'publish');
    expect(refused.body.code).toBe(ResultCode.invalid);
    expect(refused.body.msg).toContain('至少需要一个问题');

    const id = await api.add('/paper', survey);
    expect((await row(id)).question_count).toBe(4);
    const early = await respond(id, { q1: 'pa', q3: 4 });
    expect(early.body.code).toBe(ResultCode.conflict);
    expect((await transition(id, 'publish')).body.code).toBe(0);
    expect((await row(id)).published_at).toBeTruthy();
    expect((await row(id)).status).toBe(QuestionnaireStatus.published);
  });

  it('refuses a response that does not answer the questionnaire', async () => {
    const id = await api.add('/paper', survey);
    await transition(id, 'publish');
    const cases: [Record<string, unknown>, string][] = [
      [{ q3: 4 }, '必须回答'],
      [{ q1: 'abs', q3: 4 }, '不是它的选项'],
      [{ q1: 'pa', q2: ['fr', 'zz'], q3: 4 }, '不是它的选项'],
      [{ q1: 'pa', q3: 6 }, '1–5'],
      [{ q1: 'pa', q3: 3, q9: 'x' }, 'q9'],
    ];
    for (const [answers, message] of cases) {
      const { body } = await respond(id, answers);
      expect(body.code, JSON.stringify(answers)).toBe(ResultCode.invalid);
      expect(body.msg).toContain(message);
    }
    expect((await row(id)).answer_count).toBe(0);
  });

  it('counts each option, score and text, and keeps the response count', async () => {
    const id = await api.add('/paper', survey);
    await transition(id, 'publish');
    const given = [
      { q1: 'pa', q2: ['fr', 'hf'], q3: 5, q4: '希望增加回收料牌号' },
      { q1: 'pa', q2: ['fr'], q3: 4 },
      { q1: 'pc', q3: 3, q4: '' },
    ];
    for (const answers of given) expect((await respond(id, answers)).body.code).toBe(0);
    expect((await row(id)).answer_count).toBe(3);

    const tally = await results(id);
    expect(tally.total).toBe(3);
    const [q1, q2, q3, q4] = tally.questions;
    expect(q1?.options?.map((o) => [o.key, o.count])).toEqual([
      ['pa', 2],
      ['pc', 1],
      ['pp', 0],
    ]);
    expect(q2?.answered).toBe(2);
    expect(q2?.options?.map((o) => o.count)).toEqual([2, 1, 0]);
    expect(q3?.scores?.map((s) => s.count)).toEqual([0, 0, 1, 1, 1]);
    expect(q3?.mean).toBe(4);
    expect(q4?.answered).toBe(1);
    expect(q4?.texts).toEqual(['希望增加回收料牌号']);

    const answers = await api.get<ResourcePage>(`/paper/answer/list?questionnaire_id=${id}`);
    expect(answers.body.data.total).toBe(3);
    const first = answers.body.data.list[0];
    expect((await api.post('/paper/answer/del', { ids: [first?.id] })).body.code).toBe(0);
    expect((await row(id)).answer_count).toBe(2);
  });

  it('refuses a change that would break collected responses, and allows rewording and new options', async () => {
    const id = await api.add('/paper', survey);
    await transition(id, 'publish');
    await respond(id, { q1: 'pc', q2: ['uv'], q3: 2 });
    /** The survey's questions with the one of `key` changed. */
    const changed = (key: string, change: (question: QuestionInput) => QuestionInput) =>
      survey.questions.map((question) => (question.key === key ? change(question) : question));
    const update = (questions: unknown[]) => api.post('/paper/update', { id, questions });

    const withoutPc = changed('q1', (q) => ({ ...q, options: q.options?.filter((o) => o.key !== 'pc') }));
    const dropOption = await update(withoutPc);
    expect(dropOption.body.code).toBe(ResultCode.invalid);
    expect(dropOption.body.msg).toContain('您主要采购哪类材料');

    const dropQuestion = await update(survey.questions.slice(1));
    expect(dropQuestion.body.msg).toContain('q1');

    const asText = changed('q2', (q) => ({ key: q.key, kind: 'text', title: q.title }));
    expect((await update(asText)).body.code).toBe(ResultCode.invalid);

    // A scale may shrink down to the highest score given, not below it.
    const scaled = (scale: number) => update(changed('q3', (q) => ({ ...q, scale })));
    expect((await scaled(3)).body.code).toBe(0);
    expect((await scaled(5)).body.code).toBe(0);
    expect((await respond(id, { q1: 'pa', q3: 5 })).body.code).toBe(0);
    const belowGiven = await scaled(4);
    expect(belowGiven.body.code).toBe(ResultCode.invalid);
    expect(belowGiven.body.msg).toContain('1–4');

    const reworded = [
      ...changed('q1', (q) => ({
        ...q,
        title: '您主要采购哪类工程塑料？',
        options: [...(q.options ?? []), { key: 'abs', label: 'ABS' }],
      })),
      { key: 'q5', kind: 'text', title: '您的职位' },
    ];
    expect((await update(reworded)).body.code).toBe(0);
    const after = await row(id);
    expect(after.question_count).toBe(5);
    expect((after.questions as { title: string }[])[0]?.title).toBe('您主要采购哪类工程塑料？');
  });

  it('refuses deleting a questionnaire still collecting responses; a closed one goes with its responses', async () => {
    const id = await api.add('/paper', survey);
    await transition(id, 'publish');
    await respond(id, { q1: 'pp', q3: 5 });
    const refused = await api.post('/paper/del', { ids: [id] });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('请先关闭');
    expect((await transition(id, 'close')).body.code).toBe(0);
    expect((await respond(id, { q1: 'pp', q3: 5 })).body.code).toBe(ResultCode.conflict);
    expect((await api.post('/paper/del', { ids: [id] })).body.code).toBe(0);
    const left = await api.get<{ total: number }>(`/paper/answer/list?questionnaire_id=${id}`);
    expect(left.body.data.total).toBe(0);
  });

  it('exports the responses with one column per question, options by their labels', async () => {
    const id = await api.add('/paper', survey);
    await transition(id, 'publish');
    await respond(id, { q1: 'pc', q2: ['fr', 'uv'], q3: 5, q4: '好用' }, '李经理');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/paper/answer/export?questionnaire_id=${id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      '提交时间',
      '答题人',
      '公司',
      '联系方式',
      '来源',
      ...survey.questions.map((question) => question.title),
    ]);
    const values = (sheet.getRow(2).values as unknown[]).slice(2);
    // No company or contact given: empty cells.
    expect(values).toEqual(['李经理', undefined, undefined, '纸质录入', '聚碳酸酯', '阻燃; 耐候', 5, '好用']);
  });
});
