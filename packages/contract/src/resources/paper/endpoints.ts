/** The questionnaire domain's own calls beyond the engine's, declared once (see `endpoint.ts`). */
import { z } from 'zod';
import { endpoint, fileEndpoint } from '../../endpoint.ts';
import { QUESTION_KINDS } from './families.ts';
import type { QuestionnaireResults } from './rules.ts';

const id = z.coerce.number().int().positive();
const count = z.number().int().nonnegative();

const results: z.ZodType<QuestionnaireResults> = z.object({
  id: z.number().int(),
  total: count,
  questions: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(QUESTION_KINDS),
      title: z.string(),
      answered: count,
      options: z.array(z.object({ key: z.string(), label: z.string(), count })).optional(),
      scores: z.array(z.object({ score: z.number().int(), count })).optional(),
      mean: z.number().nullable().optional(),
      texts: z.array(z.string()).optional(),
    }),
  ),
});

export const paperEndpoints = {
  /** The tally of a questionnaire's responses, per question. */
  results: endpoint({
    method: 'GET',
    path: '/paper/results',
    name: { zh: '问卷结果', en: "A questionnaire's results" },
    input: z.strictObject({ id }),
    output: results,
  }),
  /** The responses as an xlsx, one column per question. */
  answerExport: fileEndpoint({
    method: 'GET',
    path: '/paper/answer/export',
    name: { zh: '答卷导出', en: 'Export the responses' },
    input: z.strictObject({ questionnaire_id: id }),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
} as const;
