/**
 * `GET /paper/results?id=`: a questionnaire's responses tallied per question; `GET /paper/answer/export`:
 * the responses as an xlsx, one row per response and one column per question (option labels, not keys).
 */
import {
  type AnswerValue,
  type Locale,
  paperPaths,
  type Question,
  type QuestionnaireResults,
  questionnaireAnswerResource,
  questionnaireResource,
  questionsOf,
  ResultCode,
  tallyResponses,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportFileName } from '../../engine/export.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow, type Reader } from '../../engine/read.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { pickLocale } from '../../http/messages.ts';
import { parseInput } from '../../http/validation.ts';
import { responsesOf } from './responses.ts';

/** Most responses one export writes (a questionnaire collects hundreds, a campaign a few thousand). */
export const MAX_ANSWER_EXPORT = 50_000;

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

const idQuery = z.strictObject({ id: z.coerce.number().int().positive() });
const exportQuery = z.strictObject({ questionnaire_id: z.coerce.number().int().positive() });

export function resultRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  api.get(paperPaths.results, { config: { name: '问卷结果' } }, async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query');
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
    return ok(results);
  });

  api.get(paperPaths.answerExport, { config: { name: '答卷导出' } }, async (request, reply) => {
    const { questionnaire_id: id } = parseInput(exportQuery, request.query, 'query');
    const locale = pickLocale(request.headers['accept-language']);
    const { row, questions } = await loadQuestionnaire(engine.db, id);
    const responses = await responsesOf(engine.db, id, MAX_ANSWER_EXPORT);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(String(row.title).slice(0, 31) || 'responses');
    const head = headings[locale];
    sheet.columns = [
      { header: head.at, key: 'at', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
      { header: head.respondent, key: 'respondent', width: 14 },
      { header: head.company, key: 'company', width: 22 },
      { header: head.contact, key: 'contact', width: 18 },
      { header: head.channel, key: 'channel', width: 12 },
      ...questions.map((question) => ({ header: question.title, key: question.key, width: 24 })),
    ];
    sheet.getRow(1).font = { bold: true };
    for (const response of responses) {
      sheet.addRow({
        at: response.created_at,
        respondent: response.respondent,
        company: response.company,
        contact: response.contact,
        channel: channelLabel(response.channel, locale),
        ...Object.fromEntries(
          questions.map((question) => [question.key, readable(question, response.answers[question.key])]),
        ),
      });
    }
    const buffer = await workbook.xlsx.writeBuffer();
    const fileName = encodeURIComponent(exportFileName(questionnaireAnswerResource, locale));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="responses.xlsx"; filename*=UTF-8''${fileName}`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(buffer));
  });
}
