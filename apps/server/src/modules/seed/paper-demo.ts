/**
 * Demo questionnaires: a trade-fair survey collecting responses, a closed satisfaction survey and a draft,
 * with responses generated deterministically (the same on every seed) and checked by the questionnaire's
 * own rules, as an entry through the API would be.
 */
import {
  type Answers,
  answerProblem,
  type ChildrenField,
  QuestionnaireStatus,
  questionnaireAnswerResource,
  questionnaireResource,
  questionsOf,
} from '@console/contract';
import type { Tx } from '../../engine/index.ts';
import { childTableOf, familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

/** A question as the demo declares it: a choice with its options, a rating with its scale, or a text. */
type DemoQuestion = { key: string; title: string; required?: boolean } & (
  | { kind: 'single' | 'multiple'; options: { key: string; label: string }[] }
  | { kind: 'rating'; scale: number }
  | { kind: 'text' }
);

interface DemoQuestionnaire {
  title: string;
  description: string;
  status: QuestionnaireStatus;
  questions: DemoQuestion[];
  responses: number;
}

const option = (key: string, label: string) => ({ key, label });

const demoQuestionnaires: DemoQuestionnaire[] = [
  {
    title: '2026 塑料展客户需求调研',
    description: '感谢您到访展台。请花一分钟告诉我们您的采购需求，我们将为您推荐合适的牌号。',
    status: QuestionnaireStatus.published,
    responses: 24,
    questions: [
      {
        key: 'q1',
        kind: 'single',
        title: '您主要采购哪类工程塑料？',
        required: true,
        options: [
          option('pa', '尼龙 PA6/PA66'),
          option('pc', '聚碳酸酯 PC'),
          option('pbt', 'PBT'),
          option('pp', '改性 PP'),
        ],
      },
      {
        key: 'q2',
        kind: 'multiple',
        title: '您最关注哪些性能？',
        required: true,
        options: [
          option('fr', '阻燃（UL94）'),
          option('hdt', '耐热'),
          option('flow', '高流动'),
          option('uv', '耐候'),
        ],
      },
      { key: 'q3', kind: 'rating', title: '您对物性表检索的满意度', required: true, scale: 5 },
      { key: 'q4', kind: 'text', title: '您希望平台增加哪些内容？' },
    ],
  },
  {
    title: '物性表下载体验回访',
    description: '针对近三个月下载过物性表 PDF 的用户。',
    status: QuestionnaireStatus.closed,
    responses: 9,
    questions: [
      { key: 'q1', kind: 'rating', title: 'PDF 排版是否清晰？', required: true, scale: 10 },
      {
        key: 'q2',
        kind: 'single',
        title: '您下载物性表的主要用途',
        options: [option('select', '选材'), option('quote', '报价'), option('cert', '认证资料')],
      },
    ],
  },
  {
    title: '改性厂产能调查（草稿）',
    description: '面向改性厂的产能与设备调查，待市场部确认题目后发布。',
    status: QuestionnaireStatus.draft,
    responses: 0,
    questions: [
      { key: 'q1', kind: 'text', title: '贵司双螺杆挤出机台数', required: true },
      {
        key: 'q2',
        kind: 'multiple',
        title: '主要加工的树脂',
        options: [option('pa', 'PA'), option('pbt', 'PBT'), option('pc', 'PC'), option('abs', 'ABS')],
      },
    ],
  },
];

const respondents = ['王工', '李经理', '张采购', '陈总', '刘工', '赵主管', '周工', '吴经理'];
const buyers = ['华东电器配件厂', '宁波汽配注塑', '东莞精密连接器', '苏州家电结构件', '青岛新能源部件'];
const wishes = ['回收料牌号', '价格走势', '替代牌号推荐', '', 'UL 黄卡查询', ''];

/** A deterministic response: the n-th respondent's answers, spread over the options. */
function demoAnswers(questions: readonly DemoQuestion[], n: number): Answers {
  const answers: Answers = {};
  questions.forEach((question, q) => {
    const options = 'options' in question ? question.options : [];
    const pick = (offset: number) => options[(n * (q + 2) + offset) % options.length]?.key ?? '';
    switch (question.kind) {
      case 'single':
        answers[question.key] = pick(0);
        break;
      case 'multiple':
        answers[question.key] = [...new Set([pick(0), pick(n % 3 === 0 ? 1 : 0)])];
        break;
      case 'rating':
        answers[question.key] = Math.max(1, question.scale - ((n * 7) % 3));
        break;
      default: {
        const wish = wishes[n % wishes.length] ?? '';
        if (wish) answers[question.key] = wish;
      }
    }
  });
  return answers;
}

const questionsField: ChildrenField = (() => {
  const field = (questionnaireResource.fields as readonly { name: string; kind: string }[]).find(
    (f) => f.name === 'questions',
  );
  if (field?.kind !== 'children') throw new Error('questionnaire has no questions field');
  return field as ChildrenField;
})();

export async function writePaperDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const questionnaires = familyTable(questionnaireResource);
  // Questionnaires already there are someone's data (or an earlier seed's): leave the domain alone.
  const existing = await tx.select({ id: questionnaires.id }).from(questionnaires).limit(1);
  if (existing.length > 0) return;
  const questions = childTableOf(questionnaireResource, questionsField);
  const answers = familyTable(questionnaireAnswerResource);
  for (const [i, demo] of demoQuestionnaires.entries()) {
    const published = demo.status === QuestionnaireStatus.draft ? null : daysAgo(20 - i * 5);
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    const [row] = await tx
      .insert(questionnaires)
      .values({
        title: `${DEMO_MARK}${demo.title}`,
        description: demo.description,
        status: demo.status,
        question_count: demo.questions.length,
        published_at: published,
        created_at: daysAgo(25 - i * 5),
        updated_at: daysAgo(demo.status === QuestionnaireStatus.closed ? 3 : 1),
      })
      .returning({ id: questionnaires.id });
    if (!row) continue;
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.insert(questions.table).values(
      demo.questions.map((question, position) => ({
        parent_id: row.id,
        position,
        required: false,
        options: null,
        scale: null,
        ...question,
      })),
    );
    const rules = questionsOf(demo.questions);
    const responses = Array.from({ length: demo.responses }, (_, n): typeof answers.$inferInsert => {
      const given = demoAnswers(demo.questions, n);
      const problem = answerProblem(rules, given);
      if (problem) throw new Error(`demo response refused: ${problem.en}`);
      return {
        questionnaire_id: row.id,
        respondent: respondents[n % respondents.length] ?? '',
        company: buyers[n % buyers.length] ?? '',
        contact: `138${String(10_000_000 + n * 7_919).slice(0, 8)}`,
        channel: n % 4 === 0 ? 'offline' : 'online',
        answers: given,
        created_at: new Date((published ?? daysAgo(0)).getTime() + (n + 1) * 3_600_000 * 7),
      };
    });
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    if (responses.length > 0) await tx.insert(answers).values(responses);
  }
}
