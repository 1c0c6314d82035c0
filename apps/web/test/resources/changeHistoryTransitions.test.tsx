/**
 * The change history names a transition as the family declares it (受理, 拒绝), not by the generic 流转, and
 * shows the change the transition made; a change the server made on its own is shown by its system actor.
 */
import { auditLogResource, networkExpansionResource, type ResourceDef } from '@console/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeHistory } from '../../src/resources/ChangeHistory.tsx';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';

const session = startFakeApi();
const def = networkExpansionResource as ResourceDef;

describe('change history', () => {
  it('names each transition by its declared label', async () => {
    const api = session();
    serveFamily(api, auditLogResource, [
      {
        id: 2,
        family: def.key,
        row_id: 7,
        action: 'transition',
        transition: 'decline',
        changes: { status: [0, 2], decline_reason: [null, '重复申请'] },
        $labels: { admin_id: 'admin' },
      },
      {
        id: 1,
        family: def.key,
        row_id: 7,
        action: 'add',
        transition: '',
        changes: { user_name: [null, '李经理'] },
        $labels: { admin_id: 'admin' },
      },
    ]);
    renderRoute('/history', '/history', <ChangeHistory def={def} id={7} />);
    const history = await screen.findByTestId('change-history');
    await within(history).findByText('重复申请');
    const actions = within(history)
      .getAllByTestId('history-action')
      .map((tag) => tag.textContent?.replace(/\s/g, ''));
    expect(actions).toEqual(['拒绝', '新增']);
  });

  it('names a change the server made by its system actor, an admin by name', async () => {
    const api = session();
    serveFamily(api, auditLogResource, [
      {
        id: 2,
        family: def.key,
        row_id: 7,
        action: 'update',
        actor: 'scheduler',
        admin_id: null,
        transition: '',
        changes: { user_name: ['李经理', '王经理'] },
        $labels: { admin_id: null },
      },
      {
        id: 1,
        family: def.key,
        row_id: 7,
        action: 'add',
        actor: '',
        transition: '',
        changes: { user_name: [null, '李经理'] },
        $labels: { admin_id: 'li.lei' },
      },
    ]);
    renderRoute('/history', '/history', <ChangeHistory def={def} id={7} />);
    const history = await screen.findByTestId('change-history');
    await within(history).findByText('系统·定时任务');
    expect(within(history).getByText('li.lei')).toBeTruthy();
  });
});
