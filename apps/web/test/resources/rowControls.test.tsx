/**
 * The list's row controls are plain buttons (no antd button, switch or overlay per row); a confirmation or a
 * menu is mounted, open, by the first click of its button, and keeps the keyboard's place.
 */
import { type ResourceDef, tagResource } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../src/resources/ResourceList.tsx';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

const api = startFakeApi();
const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');
const row = (i: number) => within(bodyRows()[i] as HTMLElement);

beforeEach(async () => {
  serveFamily(api(), tagResource as ResourceDef, tagRows(3));
  renderRoute(
    '/configuration/tags',
    '/configuration/tags',
    <ResourceList def={tagResource as ResourceDef} />,
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 4000 });
});

describe('row controls', { timeout: 30_000 }, () => {
  it('draws every row without an antd button, switch or overlay trigger', () => {
    const table = document.querySelector('[data-testid="resource-table"] tbody') as HTMLElement;
    const heavy = [...table.querySelectorAll('.ant-btn, .ant-switch')].map((el) =>
      el.outerHTML.slice(0, 300),
    );
    expect(heavy).toEqual([]);
    expect(row(0).getByTestId('row-enable').getAttribute('role')).toBe('switch');
    // View, the family's own 绑定, and 更多 holding edit and delete: three places, the dangerous one folded.
    const inline = [
      ...(bodyRows()[0] as HTMLElement).querySelectorAll('[data-testid="row-actions"] > button'),
    ];
    expect(inline.map((b) => b.getAttribute('data-testid'))).toEqual([
      'row-view',
      'row-tag-bindings',
      'row-more',
    ]);
    expect(row(0).getByTestId('row-more').tagName).toBe('BUTTON');
    expect(document.querySelector('.ant-popover, .ant-dropdown')).toBeNull();
  });

  it('asks before deleting, naming the row, from its 更多 menu, and deletes that one row on OK', async () => {
    fireEvent.click(row(1).getByTestId('row-more'));
    const item = await screen.findByTestId('row-delete');
    expect(item.closest('.ant-dropdown-menu-item-danger')).not.toBeNull();
    fireEvent.click(item);
    const ok = await screen.findByTestId('row-delete-ok');
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('删除「标签2」？');
    expect(api().calls.some((c) => c.path === '/tags/del')).toBe(false);
    fireEvent.click(ok);
    await waitFor(() =>
      expect(api().calls.find((c) => c.path === '/tags/del')?.body).toEqual({
        ids: [2],
        versions: { 2: '2024-03-05T08:00:00.000Z' },
      }),
    );
  });

  it('keeps the focus on a control the keyboard opened', async () => {
    const more = row(0).getByTestId('row-more');
    act(() => more.focus());
    // Enter on a focused button is its click; arming wraps the button anew, in the same place.
    fireEvent.click(more);
    expect(await screen.findByTestId('row-delete')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('row-more');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('turns a row off with its switch', async () => {
    const before = row(0).getByTestId('row-enable').getAttribute('aria-checked');
    fireEvent.click(row(0).getByTestId('row-enable'));
    await waitFor(() => expect(api().calls.some((c) => c.path === '/tags/enable')).toBe(true));
    expect(api().calls.find((c) => c.path === '/tags/enable')?.body).toMatchObject({
      ids: [1],
      enabled: before !== 'true',
    });
  });
});
