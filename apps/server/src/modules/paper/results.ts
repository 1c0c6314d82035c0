/**
 * `GET /paper/results?id=`: a questionnaire's responses tallied per question; `GET /paper/answer/export`:
 * the responses as an xlsx, one row per response and one column per question (option labels, not keys),
 * written off the request thread as every export is (engine/xlsx.ts).
 */
import {
  type AnswerValue,
  type Locale,
  paperEndpoints,
  type Question,
  type QuestionnaireResults,
  questionnaireAnswerResource,
  questionnaireResource,
  questionsOf,
  ResultCode,
  tallyResponses,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import { pickLocale } from '../../core/messages.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { exportFileName, getRow, type Reader, sendXlsx, type WriteRows } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { responsesOf } from './responses.ts';

/** Most responses one export writes (a questionnaire collects hundreds, a campaign a few thousand). */
export const MAX_ANSWER_EXPORT = 50_000;
/** Responses handed to the xlsx worker at a time. */
const WRITE_BATCH = 1000;

async function loadQuestionnaire(db: Reader, id: number) {
  const row = await getRow(db, questionnaireResource, id);
  if (!row)
    throw new AppError(ResultCode.notFound, {
      zh: `问卷 ${id} 不存在`,
      en: `Questionnaire ${id} does not exist`,
    });
  return { row, questions: questionsOf(row.questions) };
}

/** An answer as a person reads it: the chosen options' labels, the text, the score. */
function readable(question: Question, value: AnswerValue | undefined): string | number | null {
  if (value === undefined || value === '') return null;
  const label = (key: string) => question.options.find((option) => option.key === key)?.label ?? key;
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (question.kind === 'single' && typeof value === 'string') return label(value);
  return value;
}

const headings = {
  zh: { at: '提交时间', respondent: '答题人', company: '公司', contact: '联系方式', channel: '来源' },
  en: {
    at: 'Submitted',
    respondent: 'Respondent',
    company: 'Company',
    contact: 'Contact',
    channel: 'Channel',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const channelField = questionnaireAnswerResource.fields.find((field) => field.name === 'channel');
const channelLabel = (value: string, locale: Locale) =>
  (channelField?.kind === 'enum'
    ? channelField.options.find((option) => option.value === value)?.label[locale]
    : undefined) ?? value;

export function resultRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(paperEndpoints.results, async ({ id }) => {
    const { questions } = await loadQuestionnaire(engine.db, id);
    const responses = await responsesOf(engine.db, id);
    const results: QuestionnaireResults = {
      id,
      total: responses.length,
      questions: tallyResponses(
        questions,
        responses.map((response) => response.answers),
      ),
    };
    return results;
  });

  serve(paperEndpoints.answerExport, async ({ questionnaire_id: id }, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const { row, questions } = await loadQuestionnaire(engine.db, id);
    const responses = await responsesOf(engine.db, id, MAX_ANSWER_EXPORT);
    const head = headings[locale];
    const sheet = {
      name: row.title || 'responses',
      columns: [
        { header: head.at, width: 20, numFmt: 'yyyy-mm-dd hh:mm' },
        { header: head.respondent, width: 14 },
        { header: head.company, width: 22 },
        { header: head.contact, width: 18 },
        { header: head.channel, width: 12 },
        ...questions.map((question) => ({ header: question.title, width: 24 })),
      ],
    };
    const fill = async (write: WriteRows) => {
      for (let start = 0; start < responses.length; start += WRITE_BATCH) {
        await write(
          responses
            .slice(start, start + WRITE_BATCH)
            .map((response) => [
              response.created_at,
              response.respondent,
              response.company,
              response.contact,
              channelLabel(response.channel, locale),
              ...questions.map((question) => readable(question, response.answers[question.key])),
            ]),
        );
      }
    };
    const file = {
      ascii: 'responses.xlsx',
      name: exportFileName(questionnaireAnswerResource, locale),
      rows: responses.length,
    };
    return sendXlsx(reply, file, sheet, fill, { export: 'questionnaire responses', questionnaire: id });
  });
}
