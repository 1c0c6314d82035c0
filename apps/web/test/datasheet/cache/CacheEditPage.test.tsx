/**
 * The cached sheet's editor against a stand-in server: the raw rows are edited, one removed and one added,
 * and saving sends the spellings only (the server resolves them), the kept rows with their ids.
 */
import { datasheetCacheResource } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CacheEditPage } from '../../../src/pages/datasheet/cache/CacheEditPage.tsx';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi();
const route = '/datasheet/cache/edit/:id';

const raw = (id: number, header: string, value: string, unit: string) => ({
  id,
  line: id - 40,
  header_raw: header,
  header_id: null,
  standard_raw: 'ISO 527-2',
  standard_id: 100,
  condition_raw: '',
  condition_id: null,
  state: 'dry',
  value_raw: value,
  unit_raw: unit,
  metric_id: null,
});

let status = 0;

beforeEach(() => {
  status = 0;
  const api = session();
  api.on('/ds/cache/get', () =>
    rowOf(datasheetCacheResource, {
      id: 5,
      grade: 'XT-5',
      company_raw: 'Example Polymers',
      category_raw: 'PA66',
      status,
      updated_at: '2024-03-01T08:00:00.000Z',
      rows: [raw(42, 'Tensile Str.', '185', 'Mpa.'), raw(43, 'Junk row', 'n/a', '')],
    }),
  );
  api.on('/ds/cache/update', () => rowOf(datasheetCacheResource, { id: 5, problems: 0 }));
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('cache edit', { timeout: 30_000 }, () => {
  it('saves the edited spellings, without the resolved columns, and opens the detail', async () => {
    const api = session();
    renderRoute('/datasheet/cache/edit/5', route, <CacheEditPage />);
    await screen.findByTestId('cache-edit-page');
    expect(input('cache-edit-header_raw-0').value).toBe('Tensile Str.');
    fireEvent.change(input('cache-edit-header_raw-0'), { target: { value: 'Tensile strength' } });
    fireEvent.change(input('cache-edit-unit_raw-0'), { target: { value: 'MPa' } });
    fireEvent.change(input('cache-edit-grade'), { target: { value: 'XT-5B' } });
    fireEvent.click(screen.getByTestId('cache-edit-remove-1'));
    fireEvent.click(screen.getByTestId('cache-edit-add-row'));
    fireEvent.change(input('cache-edit-header_raw-1'), { target: { value: 'Density' } });
    fireEvent.change(input('cache-edit-value_raw-1'), { target: { value: '1.14' } });
    fireEvent.click(screen.getByTestId('cache-edit-save'));

    await waitFor(() => expect(api.callsTo('/ds/cache/update')).toHaveLength(1));
    expect(api.callsTo('/ds/cache/update')[0]?.body).toEqual({
      id: 5,
      grade: 'XT-5B',
      company_raw: 'Example Polymers',
      category_raw: 'PA66',
      rows: [
        {
          id: 42,
          line: 2,
          header_raw: 'Tensile strength',
          standard_raw: 'ISO 527-2',
          condition_raw: '',
          state: 'dry',
          value_raw: '185',
          unit_raw: 'MPa',
        },
        {
          header_raw: 'Density',
          standard_raw: '',
          condition_raw: '',
          state: null,
          value_raw: '1.14',
          unit_raw: '',
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/datasheet/cache/detail/5'));
  });

  it('does not offer a reviewed sheet for editing', async () => {
    status = 1;
    renderRoute('/datasheet/cache/edit/5', route, <CacheEditPage />);
    await screen.findByTestId('cache-edit-reviewed');
    expect(screen.queryByTestId('cache-edit-save')).toBeNull();
  });
});
