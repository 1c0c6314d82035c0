/** A questionnaire's collected responses, read for its results, its export and the check of a change. */
import { type Answers, questionnaireAnswerResource } from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import type { Reader } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

const answers = familyTable(questionnaireAnswerResource);

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
      respondent: answers.respondent,
      company: answers.company,
      contact: answers.contact,
      channel: answers.channel,
      created_at: answers.created_at,
      answers: answers.answers,
    })
    .from(answers)
    .where(eq(answers.questionnaire_id, id))
    .orderBy(desc(answers.created_at), desc(answers.id));
  const rows = await (limit ? query.limit(limit) : query);
  // The answers are JSON, stored as the form's answers.
  return rows.map((row) => ({ ...row, answers: (row.answers ?? {}) as Answers }));
}
