import { headerOriginResource, type OriginSuggestions, type ResourceDef } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { type ApiCall, page } from '../../api/fakeApi.ts';
import { stamp } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const def = headerOriginResource as ResourceDef;
const route = def.route as string;
const session = startFakeApi();

interface Origin extends Record<string, unknown> {
  id: number;
  raw: string;
  header_id: number | null;
  status: number;
}

let rows: Origin[];
const suggestions: OriginSuggestions = {
  '1': [
    { id: 11, label: '拉伸强度', similarity: 0.611 },
    { id: 12, label: '拉伸模量', similarity: 0.4 },
  ],
  '2': [],
  '3': [{ id: 13, label: '弯曲强度', similarity: 1 }],
};

function serve() {
  const api = session();
  api.on('/v1_header/origin/list', (call: ApiCall) => {
    const wanted = call.query.get('status');
    const list = rows
      .filter((r) => !wanted || wanted.split(',').map(Number).includes(r.status))
      .map((r) => ({ ...stamp, seen_count: 0, source: '', ...r }));
    return page(list, call);
  });
  api.on('/v1_header/origin/suggest', (call: ApiCall) =>
    Object.fromEntries((call.query.get('ids') ?? '').split(',').map((id) => [id, suggestions[id] ?? []])),
  );
  api.on('/v1_header/origin/map', (call: ApiCall) => {
    const { ids, target_id } = call.body as { ids: number[]; target_id: number };
    for (const row of rows) {
      if (ids.includes(row.id)) Object.assign(row, { header_id: target_id, status: 1 });
    }
    return { updated: ids.length };
  });
  api.on('/v1_header/options', () => [{ value: 15, label: '断裂伸长率' }]);
  return api;
}

const bodyRows = () => [
  ...document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row'),
];
const rowOf = (raw: string) => {
  const row = bodyRows().find((tr) => tr.textContent?.includes(raw));
  if (!row) throw new Error(`no row ${raw}`);
  return row as HTMLElement;
};
const tick = (raw: string) => fireEvent.click(rowOf(raw).querySelector('.ant-checkbox-input') as Element);

beforeEach(() => {
  rows = [
    { id: 1, raw: 'Tensile Str.', header_id: null, status: 0 },
    { id: 2, raw: 'xyz junk', header_id: null, status: 0 },
    { id: 3, raw: 'Flexural Strength', header_id: null, status: 0 },
    { id: 4, raw: 'Density', header_id: 16, status: 1, $labels: { header_id: '密度' } } as Origin,
  ];
});

function renderOrigins(path = route) {
  renderRoute(path, route, <ResourceList def={def} />);
}

async function rowsShown(n: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(n), { timeout: 5000 });
}

describe('origin headers', { timeout: 30_000 }, () => {
  it('opens on the unmapped rows and suggests, for each, its closest header in one call', async () => {
    const api = serve();
    renderOrigins();
    await rowsShown(3);
    const listCalls = api.callsTo('/v1_header/origin/list').filter((c) => c.query.get('size') === '50');
    expect(listCalls.at(-1)?.query.get('status')).toBe('0');
    await waitFor(() => expect(within(rowOf('Tensile Str.')).getByText('拉伸强度')).toBeTruthy());
    const suggest = api.callsTo('/v1_header/origin/suggest');
    expect(suggest).toHaveLength(1);
    expect(suggest[0]?.query.get('ids')).toBe('1,2,3');
    expect(within(rowOf('Tensile Str.')).getByText('61%')).toBeTruthy();
    expect(within(rowOf('Flexural Strength')).getByText('100%')).toBeTruthy();
    expect(within(rowOf('xyz junk')).getByTestId('origin-no-suggestion').textContent).toBe('无相近项');
    // The quick filters count each status.
    await waitFor(() => expect(screen.getByTestId('origin-quick-0').textContent).toBe('待映射 3'));
    expect(screen.getByTestId('origin-quick-1').textContent).toBe('已映射 1');
    expect(screen.getByTestId('origin-quick-all').textContent).toBe('全部 4');
  });

  it('maps one row to its suggestion with one click, and the row leaves the unmapped list', async () => {
    const api = serve();
    renderOrigins();
    await rowsShown(3);
    const accept = await waitFor(() => within(rowOf('Tensile Str.')).getByTestId('origin-accept'));
    fireEvent.click(accept);
    await waitFor(() => expect(api.callsTo('/v1_header/origin/map')).toHaveLength(1));
    expect(api.callsTo('/v1_header/origin/map')[0]?.body).toEqual({ ids: [1], target_id: 11 });
    expect(await screen.findByText('已映射 1 条')).toBeTruthy();
    await rowsShown(2);
    expect(bodyRows().some((tr) => tr.textContent?.includes('Tensile Str.'))).toBe(false);
  });

  it('maps the ticked rows each to its top suggestion: one call per target, rows without one skipped', async () => {
    const api = serve();
    renderOrigins();
    await rowsShown(3);
    tick('Tensile Str.');
    tick('xyz junk');
    tick('Flexural Strength');
    fireEvent.click(screen.getByTestId('origin-bulk-map'));
    const dialog = await screen.findByTestId('origin-map-dialog');
    fireEvent.click(within(dialog).getByText('各自采用首选建议'));
    const groups = await within(dialog).findByTestId('origin-map-groups');
    expect(groups.textContent).toContain('拉伸强度');
    expect(groups.textContent).toContain('弯曲强度');
    expect(within(dialog).getByTestId('origin-map-skipped').textContent).toContain('xyz junk');
    fireEvent.click(screen.getByTestId('origin-map-ok'));
    await waitFor(() => expect(api.callsTo('/v1_header/origin/map')).toHaveLength(2));
    expect(api.callsTo('/v1_header/origin/map').map((c) => c.body)).toEqual([
      { ids: [1], target_id: 11 },
      { ids: [3], target_id: 13 },
    ]);
    expect(await screen.findByText('已映射 2 条')).toBeTruthy();
    await rowsShown(1);
  });

  it('maps the ticked rows to one header picked in the dialog', async () => {
    const api = serve();
    renderOrigins();
    await rowsShown(3);
    tick('Tensile Str.');
    tick('xyz junk');
    fireEvent.click(screen.getByTestId('origin-bulk-map'));
    const dialog = await screen.findByTestId('origin-map-dialog');
    expect(screen.getByTestId('origin-map-ok').hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('origin-map-target')).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].find(
        (el) => el.textContent === '断裂伸长率',
      );
      expect(found).toBeTruthy();
      return found as Element;
    });
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('origin-map-ok').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('origin-map-ok'));
    await waitFor(() => expect(api.callsTo('/v1_header/origin/map')).toHaveLength(1));
    expect(api.callsTo('/v1_header/origin/map')[0]?.body).toEqual({ ids: [1, 2], target_id: 15 });
    expect(await screen.findByText('已映射 2 条')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
  });

  it('shows every status through the quick filter, kept in the URL as an emptied status', async () => {
    const api = serve();
    renderOrigins();
    await rowsShown(3);
    fireEvent.click(screen.getByTestId('origin-quick-all'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${route}?status=`));
    await rowsShown(4);
    const last = api
      .callsTo('/v1_header/origin/list')
      .filter((c) => c.query.get('size') === '50')
      .at(-1);
    expect(last?.query.has('status')).toBe(false);
    // The mapped row shows its header and no suggestion; only unmapped rows were looked up.
    expect(within(rowOf('Density')).getByText('密度')).toBeTruthy();
    expect(within(rowOf('Density')).queryByTestId('origin-suggestion')).toBeNull();
    expect(api.callsTo('/v1_header/origin/suggest').every((c) => !c.query.get('ids')?.includes('4'))).toBe(
      true,
    );
  });

  it('ignores an unmapped row with one click (its ignore transition)', async () => {
    const api = serve();
    api.on('/v1_header/origin/ignore', (call: ApiCall) => {
      const { ids } = call.body as { ids: number[] };
      for (const row of rows) if (ids.includes(row.id)) row.status = 2;
      return { updated: ids.length };
    });
    renderOrigins();
    await rowsShown(3);
    fireEvent.click(within(rowOf('xyz junk')).getByTestId('origin-ignore'));
    await waitFor(() => expect(api.callsTo('/v1_header/origin/ignore')[0]?.body).toEqual({ ids: [2] }));
    await rowsShown(2);
  });
});
