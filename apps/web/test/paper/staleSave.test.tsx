/**
 * The questionnaire builder saves on the version it opened: a colleague's change in between refuses the save
 * (code stale), the builder shows both changes, and overwriting saves again on the version now current.
 */
import { questionnaireResource, ResultCode, ROW_VERSION_FIELD } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionnairePage } from '../../src/pages/paper/QuestionnairePage.tsx';
import { paperUpdateRoute } from '../../src/pages/paper/routes.ts';
import { page, Refusal } from '../api/fakeApi.ts';
import { rowOf } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from '../resources/render.tsx';

const session = startFakeApi();
const opened = '2026-11-01T08:00:00.000Z';
const theirs = '2026-11-02T09:30:00.000Z';

const questionnaire = (updated_at: string, title: string) =>
  rowOf(questionnaireResource, {
    id: 5,
    created_at: opened,
    updated_at,
    title,
    description: '',
    status: 0,
    answer_count: 0,
    questions: [
      { id: 51, key: 'q1', kind: 'text', title: '您的公司', required: true, options: null, scale: null },
    ],
    $labels: {},
  });

describe('the questionnaire builder', { timeout: 30_000 }, () => {
  it('shows a colleague’s change on a stale save, and overwrites on the version now current', async () => {
    const api = session();
    api.on('/paper/get', () => questionnaire(opened, '客户满意度'));
    api.on('/system/audit/list', (call) => page([], call));
    api.on('/admin/user/api_auth', () => ({ all: true, calls: [] }));
    let saves = 0;
    api.on('/paper/update', (call) => {
      saves += 1;
      const body = call.body as Record<string, unknown>;
      if (body[ROW_VERSION_FIELD] === opened)
        return new Refusal(ResultCode.stale, '该问卷已被他人修改', {
          current: questionnaire(theirs, '客户满意度（王工改）'),
          changed_by: '王工',
          changed_at: theirs,
        });
      return questionnaire('2026-11-02T10:00:00.000Z', String(body.title));
    });
    renderRoute('/paper/update/5', paperUpdateRoute, <QuestionnairePage />);
    const title = await screen.findByTestId('paper-title');
    fireEvent.change(title, { target: { value: '客户满意度 2026' } });
    fireEvent.click(screen.getByTestId('paper-save'));
    const notice = await screen.findByTestId('stale-row');
    expect(notice.textContent).toContain('王工');
    expect(screen.getAllByTestId('stale-row-theirs').map((cell) => cell.textContent)).toContain(
      '客户满意度（王工改）',
    );
    expect(api.callsTo('/paper/update')[0]?.body).toMatchObject({
      id: 5,
      title: '客户满意度 2026',
      [ROW_VERSION_FIELD]: opened,
    });
    fireEvent.click(screen.getByTestId('stale-row-overwrite'));
    await waitFor(() => expect(saves).toBe(2));
    expect(api.callsTo('/paper/update')[1]?.body).toMatchObject({
      title: '客户满意度 2026',
      [ROW_VERSION_FIELD]: theirs,
    });
    await waitFor(() => expect(screen.queryByTestId('stale-row')).toBeNull());
  });
});
