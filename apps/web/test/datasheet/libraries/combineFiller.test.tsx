import { fillerResource, type ResourceDef } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { type ApiCall, page, Refusal } from '../../api/fakeApi.ts';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const def = fillerResource as ResourceDef;
const route = def.route as string;
const session = startFakeApi();

/** Fillers 1–3 and which sheets name each. */
function serve() {
  const api = session();
  let fillers = [
    { id: 1, name_zh: '玻璃纤维', abbreviation: 'GF' },
    { id: 2, name_zh: '玻纤', abbreviation: 'GF' },
    { id: 3, name_zh: '碳纤维', abbreviation: 'CF' },
  ];
  const sheetsNaming: Record<number, number[]> = { 1: [101, 102], 2: [103], 3: [104] };
  api.on('/v1_filler/list', (call: ApiCall) =>
    page(
      fillers.map((f) => rowOf(def, { enabled: true, ...f })),
      call,
    ),
  );
  // The datasheet list's filler filter: sheets naming any of the fillers asked for.
  api.on('/ds/list', (call: ApiCall) => {
    const ids = (call.query.get('fillers') ?? '').split(',').map(Number);
    const sheets = new Set(ids.flatMap((id) => sheetsNaming[id] ?? []));
    return { list: [], total: sheets.size, page: 1, size: 1 };
  });
  api.on('/system/combine/filler', (call: ApiCall) => {
    const { from_ids } = call.body as { into_id: number; from_ids: number[] };
    fillers = fillers.filter((f) => !from_ids.includes(f.id));
    return { sheets: from_ids.flatMap((id) => sheetsNaming[id] ?? []).length, removed: from_ids.length };
  });
  return api;
}

const bodyRows = () => [
  ...document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row'),
];
const tick = (name: string) => {
  const row = bodyRows().find((tr) => tr.querySelector('td:nth-child(2)')?.textContent === name);
  fireEvent.click(row?.querySelector('.ant-checkbox-input') as Element);
};

describe('combine filler', { timeout: 30_000 }, () => {
  it('needs two ticked fillers, names the sheets to re-point, and folds the others into the one kept', async () => {
    const api = serve();
    renderRoute(route, route, <ResourceList def={def} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const button = screen.getByTestId('combine-fillers');
    expect(button.hasAttribute('disabled')).toBe(true);
    tick('玻璃纤维');
    expect(button.hasAttribute('disabled')).toBe(true);
    tick('玻纤');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);

    const dialog = await screen.findByTestId('combine-dialog');
    // Keeping the first ticked: the sheet naming 玻纤 is re-pointed.
    await waitFor(() =>
      expect(within(dialog).getByTestId('combine-summary').textContent).toBe(
        '将有 1 张物性表改为引用「玻璃纤维 (GF)」，删除 1 个填充物。',
      ),
    );
    // Keeping 玻纤 instead: the two sheets naming 玻璃纤维 are.
    fireEvent.click(within(dialog).getByTestId('combine-keep-2'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('combine-summary').textContent).toBe(
        '将有 2 张物性表改为引用「玻纤 (GF)」，删除 1 个填充物。',
      ),
    );
    expect(api.callsTo('/ds/list').at(-1)?.query.get('fillers')).toBe('1');

    fireEvent.click(screen.getByTestId('combine-ok'));
    await waitFor(() => expect(api.callsTo('/system/combine/filler')).toHaveLength(1));
    expect(api.callsTo('/system/combine/filler')[0]?.body).toEqual({ into_id: 2, from_ids: [1] });
    expect(await screen.findByText('已合并：2 张物性表改指向，删除 1 个填充物')).toBeTruthy();
    // The list is read again without the removed filler, and nothing stays ticked.
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByTestId('selected-count')).toBeNull();
  });

  it('keeps the dialog and changes nothing when the server refuses', async () => {
    const api = serve();
    api.on('/system/combine/filler', () => new Refusal(2, '填充物不存在（ID 2）'));
    renderRoute(route, route, <ResourceList def={def} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    tick('玻璃纤维');
    tick('碳纤维');
    fireEvent.click(screen.getByTestId('combine-fillers'));
    await screen.findByTestId('combine-dialog');
    fireEvent.click(screen.getByTestId('combine-ok'));
    expect(await screen.findByText('填充物不存在（ID 2）')).toBeTruthy();
    expect(screen.getByTestId('combine-dialog').isConnected).toBe(true);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 2 项');
  });
});
