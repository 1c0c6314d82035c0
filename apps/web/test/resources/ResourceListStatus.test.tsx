/** The status action on the list: a per-row menu in the status cell, and a bulk change after a confirmation. */
import { type ResourceDef, tagResource } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../src/resources/ResourceList.tsx';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

/** Tags with a review state the `status` action changes (served by the fake server's `/tags` endpoints). */
const reviewed: ResourceDef = {
  ...(tagResource as ResourceDef),
  key: 'reviewed_tag',
  actions: ['status'],
  statusField: 'state',
  fields: [
    ...tagResource.fields,
    {
      name: 'state',
      kind: 'enum',
      label: { zh: '审核状态', en: 'Review' },
      list: true,
      options: [
        { value: 0, label: { zh: '待审核', en: 'Pending' }, color: 'gold' },
        { value: 1, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
        { value: 2, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
      ],
    },
  ],
};

const api = startFakeApi();
const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');
const statusCalls = () =>
  api()
    .calls.filter((c) => c.path === '/tags/status')
    .map((c) => c.body);

beforeEach(() => {
  serveFamily(
    api(),
    reviewed,
    tagRows(3).map((row) => ({ ...row, state: 0 })),
  );
});

describe('status on the list', { timeout: 30_000 }, () => {
  it('changes one row from its status cell', async () => {
    renderRoute('/r', '/r', <ResourceList def={reviewed} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const second = within(bodyRows()[1] as HTMLElement);
    expect(second.getByTestId('row-status').textContent).toContain('待审核');
    fireEvent.click(second.getByTestId('row-status'));
    fireEvent.click(await screen.findByTestId('status-option-2'));
    await waitFor(() =>
      expect(statusCalls()).toEqual([{ ids: [2], status: 2, versions: { 2: '2024-03-05T08:00:00.000Z' } }]),
    );
    // The list is read again and shows the new value.
    await waitFor(() =>
      expect(within(bodyRows()[1] as HTMLElement).getByTestId('row-status').textContent).toContain('已驳回'),
    );
  });

  it('changes the ticked rows after a confirmation naming the count, the field and the value', async () => {
    renderRoute('/r', '/r', <ResourceList def={reviewed} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const bulk = screen.getByTestId('bulk-status');
    expect(bulk.textContent).toContain('批量修改审核状态');
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    for (const i of [0, 2]) {
      fireEvent.click((bodyRows()[i] as HTMLElement).querySelector('.ant-checkbox-input') as Element);
    }
    fireEvent.click(screen.getByTestId('bulk-status'));
    fireEvent.click(await screen.findByTestId('bulk-status-1'));
    expect(
      (await screen.findAllByText('确定将选中的 2 条记录的审核状态改为「已通过」吗？')).length,
    ).toBeGreaterThan(0);
    expect(statusCalls()).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(statusCalls()).toEqual([
        {
          ids: [1, 3],
          status: 1,
          versions: { 1: '2024-03-05T08:00:00.000Z', 3: '2024-03-05T08:00:00.000Z' },
        },
      ]),
    );
    expect((await screen.findAllByText('已更新 2 条记录')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByTestId('selected-count')).toBeNull());
  });

  it('offers no status controls to a family without the action', async () => {
    renderRoute('/r', '/r', <ResourceList def={{ ...reviewed, actions: ['del'] }} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByTestId('bulk-status')).toBeNull();
    expect(screen.queryByTestId('row-status')).toBeNull();
    expect(within(bodyRows()[0] as HTMLElement).getByText('待审核')).toBeTruthy();
  });
});
