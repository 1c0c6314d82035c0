/** The questionnaire screens' calls beyond the engine's: the tally of responses and their xlsx. */
import {
  type Answers,
  familyEndpoints,
  paperEndpoints,
  questionnaireAnswerResource,
  questionnaireResource,
} from '@console/contract';
import { call, download } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { familyKey } from '../../resources/api.ts';

/** Under the questionnaire family's key: saving or answering refreshes the results too. */
const resultsKey = (id: number) => [...familyKey(questionnaireResource), 'results', id] as const;

export function useResults(id: number | undefined) {
  return useQuery({
    queryKey: resultsKey(id ?? 0),
    queryFn: ({ signal }) => call(paperEndpoints.results, { id: id as number }, { signal }),
    enabled: id !== undefined,
  });
}

export interface ResponseEntry {
  respondent: string;
  company: string;
  contact: string;
  answers: Answers;
}

/** Enters a response taken on paper (the server checks it answers the questionnaire). */
export function addResponse(questionnaireId: number, entry: ResponseEntry) {
  return call(familyEndpoints(questionnaireAnswerResource).add, {
    questionnaire_id: questionnaireId,
    channel: 'offline',
    ...entry,
  });
}

export function downloadResponses(questionnaireId: number) {
  return download(paperEndpoints.answerExport, { questionnaire_id: questionnaireId }, 'responses.xlsx');
}
