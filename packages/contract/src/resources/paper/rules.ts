/**
 * The questionnaire's rules both sides apply: what a well-formed question is, whether a response answers a
 * questionnaire, which changes a questionnaire with collected responses refuses (those that would leave a
 * response answering a question that no longer asks it), and the tally of the responses per question. The
 * status changes are the family's declared workflow (families.ts).
 */
import type { LocalName } from '../../routes.ts';
import { MAX_OPTIONS, type QuestionKind } from './families.ts';

export interface ChoiceOption {
  key: string;
  label: string;
}

/** A question; a questionnaire's questions are kept in the order they are sent. */
export interface Question {
  key: string;
  kind: QuestionKind;
  title: string;
  required: boolean;
  options: ChoiceOption[];
  scale: number;
}

/** A response's answer to one question: an option key, option keys, a text or a score. */
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

/** Single and multiple choice questions: the kinds with options. */
export const isChoiceKind = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';
const isChoice = isChoiceKind;
export const DEFAULT_SCALE = 5;

/** The questions of a questionnaire row (its child rows), in their order. */
export function questionsOf(rows: unknown): Question[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Record<string, unknown>) => ({
    key: String(row.key ?? ''),
    kind: String(row.kind ?? 'text') as QuestionKind,
    title: String(row.title ?? ''),
    required: Boolean(row.required),
    options: Array.isArray(row.options)
      ? (row.options as Record<string, unknown>[]).map((option) => ({
          key: String(option?.key ?? ''),
          label: String(option?.label ?? ''),
        }))
      : [],
    scale: typeof row.scale === 'number' ? row.scale : DEFAULT_SCALE,
  }));
}

const named = (question: Question, zh: string, en: string): LocalName => ({
  zh: `问题「${question.title || question.key}」${zh}`,
  en: `Question "${question.title || question.key}" ${en}`,
});

/** What is wrong with a set of questions, or null. */
export function questionsProblem(questions: readonly Question[]): LocalName | null {
  const keys = new Set<string>();
  for (const question of questions) {
    if (keys.has(question.key)) return named(question, '的标识重复', 'repeats another key');
    keys.add(question.key);
    if (isChoice(question.kind)) {
      if (question.options.length < 2)
        return named(question, '至少需要两个选项', 'needs at least two options');
      if (question.options.length > MAX_OPTIONS)
        return named(question, `最多 ${MAX_OPTIONS} 个选项`, `has more than ${MAX_OPTIONS} options`);
      const optionKeys = new Set<string>();
      for (const option of question.options) {
        if (!/^[0-9a-z]{1,16}$/.test(option.key))
          return named(question, '有选项标识无效', 'has an option with an invalid key');
        if (optionKeys.has(option.key)) return named(question, '有重复的选项标识', 'repeats an option key');
        optionKeys.add(option.key);
        if (!option.label.trim() || option.label.length > 100)
          return named(
            question,
            '有选项文字为空或超过 100 字',
            'has an option label empty or over 100 characters',
          );
      }
    } else if (question.options.length > 0) {
      return named(question, '不是选择题，不能有选项', 'takes no options: it is not a choice question');
    }
    if (question.kind === 'rating' && (question.scale < 3 || question.scale > 10))
      return named(question, '的评分上限须在 3–10 之间', 'needs a scale between 3 and 10');
  }
  return null;
}

/** What keeps a questionnaire from being published, or null. */
export function publishProblem(questions: readonly Question[]): LocalName | null {
  if (questions.length === 0)
    return {
      zh: '问卷至少需要一个问题才能发布',
      en: 'A questionnaire needs a question before it is published',
    };
  return questionsProblem(questions);
}

/** Why one answer does not answer `question` (its value's shape, option keys, score range), or null. */
function valueProblem(question: Question, value: AnswerValue): LocalName | null {
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && question.options.some((option) => option.key === value)
        ? null
        : named(question, '的答案不是它的选项', 'is answered with something that is not one of its options');
    case 'multiple':
      return Array.isArray(value) &&
        value.length > 0 &&
        new Set(value).size === value.length &&
        value.every((key) => question.options.some((option) => option.key === key))
        ? null
        : named(question, '的答案不是它的选项', 'is answered with something that is not one of its options');
    case 'text':
      return typeof value === 'string' && value.length <= 2000
        ? null
        : named(question, '的答案须为 2000 字以内的文字', 'takes a text of at most 2000 characters');
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= question.scale
        ? null
        : named(question, `的评分须在 1–${question.scale} 之间`, `takes a score from 1 to ${question.scale}`);
  }
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Why a response does not answer the questionnaire (a required question unanswered …), or null. */
export function answerProblem(questions: readonly Question[], answers: Answers): LocalName | null {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  for (const key of Object.keys(answers)) {
    if (!byKey.has(key))
      return {
        zh: `答卷回答了不存在的问题 ${key}`,
        en: `The response answers a question ${key} it does not have`,
      };
  }
  for (const question of questions) {
    const value = answers[question.key];
    if (isEmpty(value)) {
      if (question.required) return named(question, '必须回答', 'must be answered');
      continue;
    }
    const problem = valueProblem(question, value as AnswerValue);
    if (problem) return problem;
  }
  return null;
}

/**
 * Why changing the questions to `next` would break collected responses, or null: every answer given must
 * still answer a question of the same key (kind, options and scale), so removing an answered question, or
 * an option someone chose, changing an answered question's kind, or lowering a scale below a given score is
 * refused; wording, order, new questions and new options are not.
 */
export function breakingChangeProblem(
  next: readonly Question[],
  responses: readonly Answers[],
): LocalName | null {
  const byKey = new Map(next.map((question) => [question.key, question]));
  for (const response of responses) {
    for (const [key, value] of Object.entries(response)) {
      if (isEmpty(value)) continue;
      const question = byKey.get(key);
      if (!question)
        return {
          zh: `已有答卷回答了被删除的问题（${key}），已收集答卷的问卷不能删除已作答的问题`,
          en: `Responses answer the removed question (${key}); a question with answers cannot be removed`,
        };
      const problem = valueProblem(question, value);
      if (problem)
        return {
          zh: `${problem.zh}：已有答卷与修改后的问题不符，已作答的题型、选项与评分上限不能改动`,
          en: `${problem.en}: collected responses would no longer fit; an answered question's kind, chosen options and scale cannot change`,
        };
    }
  }
  return null;
}

export interface QuestionTally {
  key: string;
  kind: QuestionKind;
  title: string;
  /** Responses that answered it. */
  answered: number;
  /** Choice questions: responses choosing each option, in option order. */
  options?: { key: string; label: string; count: number }[];
  /** Rating questions: responses giving each score 1…scale, and their mean (null without any). */
  scores?: { score: number; count: number }[];
  mean?: number | null;
  /** Text questions: the latest few texts. */
  texts?: string[];
}

/** `GET /paper/results`. */
export interface QuestionnaireResults {
  id: number;
  total: number;
  questions: QuestionTally[];
}

/** Texts shown per text question in the results. */
export const RESULT_TEXTS = 5;

/** The tally of `responses` (newest first) for `questions`. */
export function tallyResponses(
  questions: readonly Question[],
  responses: readonly Answers[],
): QuestionTally[] {
  return questions.map((question) => {
    const given = responses.map((response) => response[question.key]).filter((value) => !isEmpty(value));
    const base = { key: question.key, kind: question.kind, title: question.title, answered: given.length };
    if (isChoice(question.kind)) {
      const chosen = given.flatMap((value) => (Array.isArray(value) ? value : [value]));
      return {
        ...base,
        options: question.options.map((option) => ({
          ...option,
          count: chosen.filter((key) => key === option.key).length,
        })),
      };
    }
    if (question.kind === 'rating') {
      const scores = given.filter((value): value is number => typeof value === 'number');
      return {
        ...base,
        scores: Array.from({ length: question.scale }, (_, i) => ({
          score: i + 1,
          count: scores.filter((score) => score === i + 1).length,
        })),
        mean: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
      };
    }
    return { ...base, texts: given.slice(0, RESULT_TEXTS).map(String) };
  });
}
