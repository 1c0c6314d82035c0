/**
 * The questionnaire rules the engine cannot derive: well-formed questions (their count is a declared one), no
 * change that would break collected responses, valid questions to publish (the status changes themselves are
 * the family's declared workflow), and responses only to a published questionnaire and only when they answer
 * it. The question and response counts are declared counts the engine keeps.
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
  questionsOf,
  questionsProblem,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow } from '../../engine/index.ts';
import { responsesOf } from './responses.ts';

const refused = (text: LocalName) => new AppError(ResultCode.invalid, text);

/** Transitions that leave a questionnaire collecting responses: its questions must be fit to answer. */
const publishing = new Set(['publish', 'reopen']);

function questionnaireHooks(engine: ResourceEngine): void {
  engine.hooks.add(questionnaireResource, {
    async beforeWrite({ tx, action, transition, values, before }) {
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
            (await responsesOf(tx, old.id)).map((response) => response.answers),
          );
          if (breaking) throw refused(breaking);
        }
        return;
      }
      if (action === 'transition' && transition && publishing.has(transition)) {
        for (const row of before) {
          const full = await getRow(tx, questionnaireResource, row.id);
          const problem = publishProblem(questionsOf(full?.questions));
          if (problem)
            throw refused({ zh: `「${row.title}」：${problem.zh}`, en: `"${row.title}": ${problem.en}` });
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
  });
}

function answerHooks(engine: ResourceEngine): void {
  engine.hooks.add(questionnaireAnswerResource, {
    async beforeWrite({ tx, action, values }) {
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
  });
}

export function paperHooks(engine: ResourceEngine): void {
  questionnaireHooks(engine);
  answerHooks(engine);
}
