/**
 * The results tab changes responses through the family's mutation: deleting one refreshes the responses, the
 * questionnaire's tally (it holds the declared count of its responses, so its family follows) and the change
 * history, with nothing invalidated by hand.
 */
import { questionnaireResource } from '@console/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { ResultsPanel } from '../../src/pages/paper/ResultsPanel.tsx';
import { useAudit } from '../../src/resources/api.ts';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { renderRoute } from '../resources/render.tsx';

let answers: { id: number; created_at: string; respondent: string; channel: string }[];
let reads: string[];
let posted: { path: string; body: unknown }[];

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  reads = [];
  posted = [];
  answers = [{ id: 31, created_at: '2026-11-01T08:00:00.000Z', respondent: '张工', channel: 'offline' }];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
      if (init?.method === 'POST') {
        posted.push({ path, body: JSON.parse(String(init.body)) });
        answers = [];
        return envelope({ deleted: 1 });
      }
      reads.push(path);
      if (path === '/paper/results') return envelope({ id: 5, total: answers.length, questions: [] });
      if (path === '/paper/answer/list')
        return envelope({ list: answers, total: answers.length, page: 1, size: 10 });
      if (path === '/system/audit/list') return envelope({ list: [], total: 0, page: 1, size: 20 });
      return envelope(null);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

/** The questionnaire's change history, as its detail shows it beside the results. */
function History() {
  useAudit(questionnaireResource, 5);
  return null;
}

const readsOf = (path: string) => reads.filter((read) => read === path).length;

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
    await waitFor(() => expect(posted).toEqual([{ path: '/paper/answer/del', body: { ids: [31] } }]));
    await waitFor(() => {
      expect(readsOf('/paper/results')).toBeGreaterThan(before.results);
      expect(readsOf('/paper/answer/list')).toBeGreaterThan(before.list);
      expect(readsOf('/system/audit/list')).toBeGreaterThan(before.audit);
    });
    expect((await screen.findByTestId('paper-results-total')).textContent).toContain('0');
  });
});
