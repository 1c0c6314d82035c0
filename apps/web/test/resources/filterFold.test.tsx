/**
 * A list with many filters shows its first four and folds the rest behind 展开; folding hides a control, not
 * its filter; a filter set beyond the fold (from the URL) opens the form.
 */
import type { ResourceDef, ResourceField } from '@console/contract';
import { tagResource } from '@console/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterForm, foldedFields } from '../../src/resources/list/filters.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';

const textFilter = (n: number): ResourceField => ({
  name: `f${n}`,
  kind: 'text',
  label: { zh: `字段${n}`, en: `Field ${n}` },
  max: 32,
  list: true,
  filter: 'contains',
});
const manyFilters = { ...tagResource, fields: [1, 2, 3, 4, 5, 6, 7].map(textFilter) } as ResourceDef;

const control = (n: number) => screen.queryByTestId(`filter-f${n}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
});

describe('folded filters', { timeout: 30_000 }, () => {
  it('folds only a form with more than one filter beyond the first four', () => {
    expect(foldedFields([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3, 4, 5]);
    expect(foldedFields([1, 2, 3, 4, 5, 6], false)).toEqual([1, 2, 3, 4]);
    expect(foldedFields([1, 2, 3, 4, 5, 6], true)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows four filters, unfolds the rest, and keeps a folded filter in the search', async () => {
    const onSearch = vi.fn();
    render(<FilterForm def={manyFilters} filters={{}} onSearch={onSearch} />);
    expect(control(4)).not.toBeNull();
    expect(control(5)).toBeNull();
    const toggle = screen.getByTestId('filter-expand');
    expect(toggle.textContent).toBe('展开');

    act(() => fireEvent.click(toggle));
    await waitFor(() => expect(control(7)).not.toBeNull());
    fireEvent.change(control(6) as HTMLElement, { target: { value: 'PA66' } });
    act(() => fireEvent.click(screen.getByTestId('filter-expand')));
    await waitFor(() => expect(control(6)).toBeNull());

    act(() => fireEvent.click(screen.getByTestId('filter-submit')));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ f6: 'PA66' }));
  });

  it('opens unfolded when a filter beyond the fold is set', () => {
    render(<FilterForm def={manyFilters} filters={{ f7: 'GF30' }} onSearch={() => {}} />);
    expect((control(7) as HTMLInputElement).value).toBe('GF30');
    expect(screen.getByTestId('filter-expand').textContent).toBe('收起');
    expect(screen.getByTestId('filter-expand').getAttribute('aria-expanded')).toBe('true');
  });
});
