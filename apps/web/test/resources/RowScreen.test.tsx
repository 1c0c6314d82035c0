import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type RowRead,
  type RowScreenOptions,
  rowScreen,
  useRouteRowId,
} from '../../src/resources/RowScreen.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { renderRoute } from './render.tsx';

interface Row {
  id: number;
  name: string;
}

/** A screen of one row the way the pages use the module: each state, else the row. */
function Screen({ read, query, ...options }: RowScreenOptions & { read: RowRead<Row>; query?: boolean }) {
  const id = useRouteRowId({ query });
  const { state, row } = rowScreen(id, read, options);
  if (state) return state;
  return <output data-testid="row">{`${id}:${row.name}`}</output>;
}

const present: RowRead<Row> = { data: { id: 7, name: 'seven' }, isError: false };
const back = { backTo: '/list' };

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
});

describe('useRouteRowId', () => {
  it('takes a positive whole :id, and ?id= only where the screen reads it', async () => {
    const view = renderRoute('/r/7', '/r/:id', <Screen read={present} {...back} />);
    expect((await screen.findByTestId('row')).textContent).toBe('7:seven');
    view.unmount();

    const query = renderRoute('/r?id=12', '/r', <Screen read={present} query {...back} />);
    expect((await screen.findByTestId('row')).textContent).toBe('12:seven');
    query.unmount();

    for (const path of ['/r?id=12', '/r/0', '/r/x', '/r/1.5']) {
      const bad = renderRoute(
        path,
        path.startsWith('/r?') ? '/r' : '/r/:id',
        <Screen read={present} {...back} />,
      );
      expect(await screen.findByTestId('detail-missing-id')).toBeTruthy();
      expect(screen.queryByTestId('row')).toBeNull();
      bad.unmount();
    }
  });
});

describe('rowScreen', () => {
  it('without an id says so, with the way back to the list, before looking at the read', async () => {
    renderRoute('/r', '/r', <Screen read={{ data: undefined, isError: true }} {...back} />);
    const warning = await screen.findByTestId('detail-missing-id');
    expect(warning.textContent).toContain('缺少记录 ID');
    expect(screen.queryByTestId('detail-not-found')).toBeNull();
    fireEvent.click(screen.getByTestId('detail-back'));
    expect(screen.getByTestId('location').textContent).toBe('/list');
  });

  it('says a failed read is not found, even when an earlier read left its row', async () => {
    renderRoute('/r/7', '/r/:id', <Screen read={{ ...present, isError: true }} {...back} />);
    const warning = await screen.findByTestId('detail-not-found');
    expect(warning.textContent).toContain('记录不存在或加载失败');
    expect(warning.textContent).toContain('返回列表');
    expect(screen.queryByTestId('row')).toBeNull();
  });

  it("puts the page's own title and test id on both warnings", async () => {
    const own = { backTo: '/list', title: '物性表不存在', testId: 'editor-not-found' };
    const missing = renderRoute('/r/x', '/r/:id', <Screen read={present} {...own} />);
    expect((await screen.findByTestId('editor-not-found')).textContent).toContain('物性表不存在');
    missing.unmount();
    renderRoute('/r/7', '/r/:id', <Screen read={{ data: undefined, isError: true }} {...own} />);
    expect((await screen.findByTestId('editor-not-found')).textContent).toContain('物性表不存在');
    expect(screen.queryByTestId('detail-not-found')).toBeNull();
  });

  it('shows a placeholder of the asked height while the row loads', async () => {
    const { container } = renderRoute(
      '/r/7',
      '/r/:id',
      <Screen read={{ data: undefined, isError: false }} rows={4} {...back} />,
    );
    await screen.findByTestId('location');
    expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(4);
    expect(screen.queryByTestId('row')).toBeNull();
    expect(screen.queryByTestId('detail-not-found')).toBeNull();
    expect(screen.queryByTestId('detail-missing-id')).toBeNull();
  });

  it('shows nothing of its own once the row is there', async () => {
    const { container } = renderRoute('/r/7', '/r/:id', <Screen read={present} {...back} />);
    expect((await screen.findByTestId('row')).textContent).toBe('7:seven');
    expect(container.querySelector('.ant-skeleton, .ant-result')).toBeNull();
  });

  it('offers no way back when the screen has no list', async () => {
    renderRoute('/r', '/r', <Screen read={present} backTo={undefined} />);
    expect(await screen.findByTestId('detail-missing-id')).toBeTruthy();
    expect(screen.queryByTestId('detail-back')).toBeNull();
  });
});
