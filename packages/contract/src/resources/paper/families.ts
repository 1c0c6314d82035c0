/**
 * Questionnaires (问卷): a questionnaire is a draft, published or closed list of questions; its answers are
 * the responses collected while it is published (by the front site, or entered by staff from paper forms
 * filled in at a trade fair). Questions are the questionnaire's child rows, saved with it in one transaction.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import { childCountField, countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const QuestionnaireStatus = { draft: 0, published: 1, closed: 2 } as const;
export type QuestionnaireStatus = (typeof QuestionnaireStatus)[keyof typeof QuestionnaireStatus];

export const questionnaireStatusOptions: readonly EnumOption[] = [
  { value: QuestionnaireStatus.draft, label: { zh: '草稿', en: 'Draft' }, color: 'default' },
  { value: QuestionnaireStatus.published, label: { zh: '已发布', en: 'Published' }, color: 'green' },
  { value: QuestionnaireStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'orange' },
];

export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const questionKindOptions: readonly EnumOption[] = [
  { value: 'single', label: { zh: '单选', en: 'Single choice' }, color: 'blue' },
  { value: 'multiple', label: { zh: '多选', en: 'Multiple choice' }, color: 'purple' },
  { value: 'text', label: { zh: '文本', en: 'Text' }, color: 'default' },
  { value: 'rating', label: { zh: '评分', en: 'Rating' }, color: 'gold' },
];

/** Most questions a questionnaire holds, and options a choice question offers. */
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;

export const questionnaireResource = {
  key: 'questionnaire',
  table: 'questionnaire',
  base: '/paper',
  label: { zh: '问卷', en: 'Questionnaire' },
  route: '/paper/list',
  titleField: 'title',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // Draft → published → closed, and a closed one may be published again; never back to draft (a draft has no
  // responses, and editing freely is what a draft is for). Publishing needs valid questions (the server's hook).
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'publish',
        label: { zh: '发布', en: 'Publish' },
        hint: {
          zh: '发布后即可收集答卷；已作答的问题、选项和题型将不能再删改。',
          en: 'Once published it collects responses, and answered questions, options and kinds can no longer be removed or changed.',
        },
        from: [QuestionnaireStatus.draft],
        to: QuestionnaireStatus.published,
        // The first publication is kept: reopening a closed questionnaire does not move it.
        stamp: 'published_at',
      },
      {
        name: 'close',
        label: { zh: '关闭问卷', en: 'Close' },
        hint: {
          zh: '关闭后不再收集答卷，可随时重新发布。',
          en: 'A closed questionnaire collects no responses; it can be published again.',
        },
        from: [QuestionnaireStatus.published],
        to: QuestionnaireStatus.closed,
      },
      {
        name: 'reopen',
        label: { zh: '重新发布', en: 'Publish again' },
        from: [QuestionnaireStatus.closed],
        to: QuestionnaireStatus.published,
      },
    ],
  },
  indexes: [['status', 'updated_at', 'id']],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '问卷标题', en: 'Title' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 260,
    },
    {
      name: 'description',
      kind: 'longText',
      label: { zh: '说明', en: 'Description' },
      help: { zh: '答题人在问题前看到的说明', en: 'Shown to respondents above the questions' },
      max: 1000,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: questionnaireStatusOptions,
      default: QuestionnaireStatus.draft,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'questions',
      kind: 'children',
      label: { zh: '问题', en: 'Questions' },
      max: MAX_QUESTIONS,
      detailOnly: true,
      fields: [
        {
          name: 'key',
          kind: 'text',
          label: { zh: '问题标识', en: 'Key' },
          help: {
            zh: '答卷按它记录答案，问题改名或移动位置时不变',
            en: 'Answers refer to it; it stays when the question is renamed or moved',
          },
          required: true,
          max: 16,
          pattern: '^q[0-9a-z]{1,15}$',
        },
        {
          name: 'kind',
          kind: 'enum',
          label: { zh: '题型', en: 'Kind' },
          options: questionKindOptions,
          required: true,
        },
        {
          name: 'title',
          kind: 'text',
          label: { zh: '题目', en: 'Question' },
          required: true,
          max: 200,
        },
        { name: 'required', kind: 'boolean', label: { zh: '必答', en: 'Required' }, default: false },
        {
          name: 'options',
          kind: 'json',
          label: { zh: '选项', en: 'Options' },
          help: {
            zh: '单选、多选题的选项：[{ key, label }]',
            en: 'Choices of a single or multiple choice question: [{ key, label }]',
          },
        },
        {
          name: 'scale',
          kind: 'integer',
          label: { zh: '评分上限', en: 'Rating scale' },
          help: { zh: '评分题的最高分（3–10）', en: 'Highest score of a rating question (3–10)' },
          min: 3,
          max: 10,
        },
      ],
    },
    childCountField('question_count', { zh: '题数', en: 'Questions' }, 'questions', {
      list: true,
      sortable: true,
      width: 80,
    }),
    countField(
      'answer_count',
      { zh: '答卷数', en: 'Responses' },
      { family: 'questionnaire_answer', via: 'questionnaire_id' },
      { list: true, sortable: true, width: 90 },
    ),
    updatedAtField(undefined, { width: 170 }),
    {
      name: 'published_at',
      kind: 'datetime',
      label: { zh: '发布时间', en: 'Published' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
  ],
} as const satisfies ResourceDef;

export const answerChannelOptions = [
  { value: 'online', label: { zh: '线上填写', en: 'Online' }, color: 'blue' },
  { value: 'offline', label: { zh: '纸质录入', en: 'Entered from paper' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const questionnaireAnswerResource = {
  key: 'questionnaire_answer',
  table: 'questionnaire_answer',
  base: '/paper/answer',
  label: { zh: '答卷', en: 'Response' },
  titleField: 'respondent',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'del'],
  pageSize: 20,
  updatedAt: false,
  indexes: [['questionnaire_id', 'created_at', 'id']],
  fields: [
    {
      name: 'questionnaire_id',
      kind: 'reference',
      target: 'questionnaire',
      label: { zh: '问卷', en: 'Questionnaire' },
      required: true,
      immutable: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
    },
    {
      name: 'respondent',
      kind: 'text',
      label: { zh: '答题人', en: 'Respondent' },
      max: 64,
      list: true,
      filter: 'contains',
      width: 140,
    },
    {
      name: 'company',
      kind: 'text',
      label: { zh: '公司', en: 'Company' },
      max: 100,
      list: true,
      width: 180,
    },
    { name: 'contact', kind: 'text', label: { zh: '联系方式', en: 'Contact' }, max: 100, list: true },
    {
      name: 'channel',
      kind: 'enum',
      label: { zh: '来源', en: 'Channel' },
      options: answerChannelOptions,
      default: 'offline',
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'answers',
      kind: 'json',
      label: { zh: '答案', en: 'Answers' },
      required: true,
      help: {
        zh: '按问题标识：单选为选项标识，多选为选项标识列表，文本为文字，评分为分数',
        en: 'By question key: an option key, a list of option keys, a text, or a score',
      },
    },
    createdAtField({ zh: '提交时间', en: 'Submitted' }, { filter: 'dateRange', width: 170 }),
  ],
} as const satisfies ResourceDef;
