/** A questionnaire's collected responses, read for its results, its export and the check of a change. */
import { type Answers, questionnaireAnswerResource } from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import type { Reader } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

const answers = tableOf(questionnaireAnswerResource.key);
const col = (name: string) => requireColumn(answers, name);

export interface Response {
  respondent: string;
  company: string;
  contact: string;
  channel: string;
  created_at: Date;
  answers: Answers;
}

/** The responses to a questionnaire, newest first. */
export async function responsesOf(db: Reader, id: number, limit?: number): Promise<Response[]> {
  const query = db
    .select({
      respondent: col('respondent'),
      company: col('company'),
      contact: col('contact'),
      channel: col('channel'),
      created_at: col('created_at'),
      answers: col('answers'),
    })
    .from(answers)
    .where(eq(col('questionnaire_id'), id))
    .orderBy(desc(col('created_at')), desc(col('id')));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
    respondent: String(row.respondent ?? ''),
    company: String(row.company ?? ''),
    contact: String(row.contact ?? ''),
    channel: String(row.channel ?? ''),
    created_at: row.created_at as Date,
    answers: (row.answers ?? {}) as Answers,
  }));
}
