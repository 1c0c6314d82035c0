/**
 * The results tab changes responses through the family's mutation: deleting one refreshes the responses, the
 * questionnaire's tally (it holds the declared count of its responses, so its family follows) and the change
 * history, with nothing invalidated by hand.
 */
import { auditLogResource, questionnaireAnswerResource, questionnaireResource } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultsPanel } from '../../src/pages/paper/ResultsPanel.tsx';
import { useAudit } from '../../src/resources/api.ts';
import { type FamilyRows, serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from '../resources/render.tsx';

const session = startFakeApi();
let answers: FamilyRows;
const reads = () =>
  session()
    .calls.filter((c) => c.method === 'GET')
    .map((c) => c.path);
const posted = () =>
  session()
    .calls.filter((c) => c.method === 'POST')
    .map((c) => ({ path: c.path, body: c.body }));

beforeEach(() => {
  const api = session();
  answers = serveFamily(api, questionnaireAnswerResource, [
    {
      id: 31,
      questionnaire_id: 5,
      created_at: '2026-11-01T08:00:00.000Z',
      respondent: '张工',
      channel: 'offline',
    },
  ]);
  serveFamily(api, auditLogResource);
  api.on('/paper/results', () => ({ id: 5, total: answers.rows.length, questions: [] }));
});

/** The questionnaire's change history, as its detail shows it beside the results. */
function History() {
  useAudit(questionnaireResource, 5);
  return null;
}

const readsOf = (path: string) => reads().filter((read) => read === path).length;

describe('the results tab', { timeout: 30_000 }, () => {
  it('refreshes the responses, the tally and the history after deleting a response', async () => {
    renderRoute(
      '/x',
      '/x',
      <>
        <ResultsPanel id={5} />
        <History />
      </>,
    );
    expect(await screen.findByText('张工')).toBeTruthy();
    expect((await screen.findByTestId('paper-results-total')).textContent).toContain('1');
    const before = {
      results: readsOf('/paper/results'),
      list: readsOf('/paper/answer/list'),
      audit: readsOf('/system/audit/list'),
    };
    fireEvent.click(screen.getByText('删除'));
    const confirm = await screen.findByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(confirm);
    await waitFor(() => expect(posted()).toEqual([{ path: '/paper/answer/del', body: { ids: [31] } }]));
    await waitFor(() => {
      expect(readsOf('/paper/results')).toBeGreaterThan(before.results);
      expect(readsOf('/paper/answer/list')).toBeGreaterThan(before.list);
      expect(readsOf('/system/audit/list')).toBeGreaterThan(before.audit);
    });
    expect((await screen.findByTestId('paper-results-total')).textContent).toContain('0');
  });
});
