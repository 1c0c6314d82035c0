import { datasheetResource, type ResourceDef } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useComparisonStore } from '../../../src/stores/comparison.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';
import { answerSheetScreens, storedSheet } from './sheetFixtures.ts';

const def = datasheetResource as ResourceDef;
const bodyRows = () => [
  ...document.querySelectorAll<HTMLElement>('[data-testid="resource-table"] tbody tr.ant-table-row'),
];
const rowBox = (i: number) => bodyRows()[i]?.querySelector('.ant-checkbox-input') as Element;
const at = () => screen.getByTestId('location').textContent;
const inComparison = () => useComparisonStore.getState().items.map((i) => i.DSNO);

const session = startFakeApi({ signedIn: false });

function renderList() {
  return renderRoute('/datasheet/list', '/datasheet/list', <ResourceList def={def} />);
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  useComparisonStore.setState({ items: [] });
  setPageReloader(() => {});
  answerSheetScreens(session(), [
    storedSheet(),
    storedSheet({ id: 8, dsno: 'DS00000008', grade: 'A3EG6', ul94: 'V-0', fillers: [] }),
    storedSheet({
      id: 9,
      dsno: 'DS00000009',
      grade: 'B3S',
      fillers: [{ id: 90, filler_id: 1, percent: null }],
    }),
  ]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('the datasheet list', { timeout: 60_000 }, () => {
  it("shows the sheets' own cells: DSNO link, maker and mark, category path, fillers, UL94", async () => {
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByTestId('sheet-dsno').getAttribute('href')).toBe('/datasheet/detail/7');
    expect(first.getByText('巴斯夫')).toBeTruthy();
    expect(first.getByText('Ultramid®')).toBeTruthy();
    await waitFor(() =>
      expect(first.getByTestId('sheet-category').textContent).toBe('工程塑料 / 聚酰胺 PA / PA66'),
    );
    await waitFor(() => expect(first.getByTestId('sheet-filler').textContent).toBe('GF 30%'));
    expect(first.getByText('高刚性')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByTestId('sheet-ul94').textContent).toBe('V-0');
    // A filler without a stated content: its abbreviation alone.
    await waitFor(() =>
      expect(within(bodyRows()[2] as HTMLElement).getByTestId('sheet-filler').textContent).toBe('GF'),
    );
  });

  it('puts one row in the comparison, shows it is there, and takes it out again', async () => {
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const toggle = within(bodyRows()[1] as HTMLElement).getByTestId('row-compare');
    expect(toggle.dataset.inComparison).toBe('false');
    fireEvent.click(toggle);
    expect(inComparison()).toEqual(['DS00000008']);
    await waitFor(() => expect(toggle.dataset.inComparison).toBe('true'));
    expect(toggle.textContent).toContain('已对比');
    expect(screen.getByTestId('compare-count').querySelector('.ant-badge-count')?.getAttribute('title')).toBe(
      '1',
    );
    fireEvent.click(toggle);
    expect(inComparison()).toEqual([]);
  });

  it('adds the ticked rows to the comparison, each DSNO once', async () => {
    useComparisonStore.getState().add({ DSNO: 'DS00000009' });
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const button = screen.getByTestId('compare-ticked');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(rowBox(0));
    fireEvent.click(rowBox(2));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(inComparison()).toEqual(['DS00000009', 'DS00000007']);
    expect((await screen.findAllByText('1 份物性表已加入对比（共 2 份）')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        screen.getByTestId('compare-count').querySelector('.ant-badge-count')?.getAttribute('title'),
      ).toBe('2'),
    );
    fireEvent.click(screen.getByTestId('compare-open'));
    await waitFor(() => expect(at()).toBe('/datasheet/compare'));
  });

  it('adds, edits and copies on the editor pages instead of the generic drawer', async () => {
    const view = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('resource-add'));
    await waitFor(() => expect(at()).toBe('/datasheet/add'));
    expect(screen.queryByTestId('resource-form')).toBeNull();
    view.unmount();

    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    // Beside the comparison toggle and the copy/PDF menu, edit is folded under the row's 更多.
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByTestId('row-more'));
    fireEvent.click(await screen.findByTestId('row-edit'));
    await waitFor(() => expect(at()).toBe('/datasheet/modify/7'));
  });

  it('copies a row as a new sheet from its copy/PDF menu', async () => {
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByTestId('sheet-more'));
    fireEvent.click(await screen.findByTestId('row-copy'));
    await waitFor(() => expect(at()).toBe('/datasheet/add/8'));
  });
});
