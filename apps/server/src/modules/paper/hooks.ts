/**
 * The questionnaire rules the engine cannot derive: well-formed questions (their count kept on the row), no
 * change that would break collected responses, the allowed status changes (publishing needs valid
 * questions, and stamps the first publication), responses only to a published questionnaire and only when
 * they answer it, and the response count kept on the questionnaire in the same transaction.
 */
import {
  type Answers,
  answerProblem,
  breakingChangeProblem,
  type LocalName,
  publishProblem,
  QuestionnaireStatus,
  questionnaireAnswerResource,
  questionnaireResource,
  questionnaireStatusOptions,
  questionsOf,
  questionsProblem,
  ResultCode,
  statusChangeAllowed,
} from '@console/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { AppError } from '../../http/envelope.ts';
import { responsesOf } from './responses.ts';

const refused = (text: LocalName) => new AppError(ResultCode.invalid, text);
const answers = tableOf(questionnaireAnswerResource.key);
const questionnaires = tableOf(questionnaireResource.key);
const answerCol = (name: string) => requireColumn(answers, name);
const questionnaireCol = (name: string) => requireColumn(questionnaires, name);

async function recount(tx: Tx, questionnaireIds: readonly number[]): Promise<void> {
  for (const id of new Set(questionnaireIds)) {
    const [row] = await tx
      .select({ n: count() })
      .from(answers)
      .where(eq(answerCol('questionnaire_id'), id));
    await tx
      .update(questionnaires)
      .set({ answer_count: Number(row?.n ?? 0) })
      .where(eq(questionnaireCol('id'), id));
  }
}

const statusName = (value: unknown) =>
  questionnaireStatusOptions.find((option) => option.value === value)?.label ?? {
    zh: String(value),
    en: String(value),
  };

function questionnaireHooks(engine: ResourceEngine): void {
  engine.hooks.add(questionnaireResource.key, {
    async beforeWrite({ tx, action, values, before }) {
      if (action === 'add' || action === 'update') {
        if (!('questions' in values)) return;
        const questions = questionsOf(values.questions);
        const problem = questionsProblem(questions);
        if (problem) throw refused(problem);
        const old = before[0];
        if (old && old.status !== QuestionnaireStatus.draft) {
          if (questions.length === 0)
            throw refused({
              zh: '已发布或已关闭的问卷至少保留一个问题',
              en: 'A published or closed questionnaire keeps at least one question',
            });
          const breaking = breakingChangeProblem(
            questions,
            (await responsesOf(tx, Number(old.id))).map((response) => response.answers),
          );
          if (breaking) throw refused(breaking);
        }
        return { question_count: questions.length };
      }
      if (action === 'status') {
        const to = Number(values.status);
        for (const row of before) {
          const from = Number(row.status);
          if (!statusChangeAllowed(from, to)) {
            const [a, b] = [statusName(from), statusName(to)];
            throw refused({
              zh: `问卷「${row.title}」不能从${a.zh}改为${b.zh}`,
              en: `Questionnaire "${row.title}" cannot go from ${a.en} to ${b.en}`,
            });
          }
          if (to === QuestionnaireStatus.published) {
            const full = await getRow(tx, questionnaireResource, Number(row.id));
            const problem = publishProblem(questionsOf(full?.questions));
            if (problem)
              throw refused({ zh: `「${row.title}」：${problem.zh}`, en: `"${row.title}": ${problem.en}` });
          }
        }
        return;
      }
      if (action === 'del') {
        const open = before.find((row) => row.status === QuestionnaireStatus.published);
        if (open)
          throw new AppError(ResultCode.conflict, {
            zh: `问卷「${open.title}」正在收集答卷，请先关闭再删除`,
            en: `Questionnaire "${open.title}" is collecting responses: close it before deleting it`,
          });
      }
    },
    async afterWrite({ tx, action, ids }) {
      if (action !== 'status' || ids.length === 0) return;
      // The first publication is kept: reopening a closed questionnaire does not move it.
      await tx
        .update(questionnaires)
        .set({ published_at: sql`now()` })
        .where(
          and(
            inArray(questionnaireCol('id'), ids),
            eq(questionnaireCol('status'), QuestionnaireStatus.published),
            isNull(questionnaireCol('published_at')),
          ),
        );
    },
  });
}

/** The questionnaires whose responses a delete in this transaction removes (known only before it). */
const deletedFrom = new WeakMap<Tx, number[]>();

function answerHooks(engine: ResourceEngine): void {
  engine.hooks.add(questionnaireAnswerResource.key, {
    async beforeWrite({ tx, action, values, before }) {
      if (action === 'del') {
        deletedFrom.set(
          tx,
          before.map((row) => Number(row.questionnaire_id)),
        );
        return;
      }
      if (action !== 'add') return;
      const questionnaire = await getRow(tx, questionnaireResource, Number(values.questionnaire_id));
      if (!questionnaire) return; // the engine's reference check names the missing row
      if (questionnaire.status !== QuestionnaireStatus.published)
        throw new AppError(ResultCode.conflict, {
          zh: `问卷「${questionnaire.title}」未在收集答卷（须为已发布）`,
          en: `Questionnaire "${questionnaire.title}" is not collecting responses (it must be published)`,
        });
      const given = values.answers;
      if (!given || typeof given !== 'object' || Array.isArray(given))
        throw refused({ zh: '答案须为按问题标识的对象', en: 'Answers must be an object keyed by question' });
      const problem = answerProblem(questionsOf(questionnaire.questions), given as Answers);
      if (problem) throw refused(problem);
    },
    async afterWrite({ tx, action, ids }) {
      if (action === 'del') {
        await recount(tx, deletedFrom.get(tx) ?? []);
        deletedFrom.delete(tx);
        return;
      }
      if (action !== 'add') return;
      const rows = await tx
        .select({ questionnaire: answerCol('questionnaire_id') })
        .from(answers)
        .where(inArray(answerCol('id'), ids));
      await recount(
        tx,
        rows.map((row) => Number(row.questionnaire)),
      );
    },
  });
}

export function paperHooks(engine: ResourceEngine): void {
  questionnaireHooks(engine);
  answerHooks(engine);
}
