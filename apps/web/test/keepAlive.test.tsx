import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { MemoryRouter, type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useQuery } from '../src/api/queries.ts';
import { KeptViews, type ViewLocation } from '../src/router/KeptViews.tsx';
import { RouteOutlet } from '../src/router/routeElements.tsx';
import { useScrollRestoration } from '../src/router/useScrollRestoration.ts';
import { showPathOf } from '../src/stores/tabRules.ts';
import { useTabsStore } from '../src/stores/tabs.ts';

/** A view with typed state, showing the location it sees. */
function Notes({ id }: { id: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <label>
      {id}
      <input data-testid={`input-${id}`} />
      <span data-testid={`seen-${id}`}>{`${pathname}|${params.get('q') ?? ''}`}</span>
    </label>
  );
}

/** A small list screen: 30 rows, 10 a page, the page held by the table itself (as a screen's state). */
const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
function RowTable({ id }: { id: string }) {
  return (
    <div data-testid={`table-${id}`}>
      <Table
        rowKey="id"
        dataSource={rows}
        columns={[{ title: 'name', dataIndex: 'name' }]}
        pagination={{ pageSize: 10 }}
      />
    </div>
  );
}

/**
 * A screen that reads its location (as a list reads its filters from the query) above parts that do not,
 * like most of a list's cells. They count their renders: rendered again on every tab switch, a list of
 * sheets makes each switch slow.
 */
const renders = { counted: 0 };
function Counted() {
  renders.counted += 1;
  return <span data-testid="counted">counted</span>;
}
function LocationReader() {
  const { pathname } = useLocation();
  return (
    <div data-testid="reader" data-path={pathname}>
      <Counted />
    </div>
  );
}

/**
 * A screen that starts something in an effect and reads two queries through the console's hook: one stale at
 * once, one never stale.
 */
const started = { count: 0 };
const fetched = { stale: 0, fresh: 0 };
function Reader() {
  useEffect(() => {
    started.count += 1;
  }, []);
  const stale = useQuery({ queryKey: ['kept', 'stale'], queryFn: async () => ++fetched.stale, staleTime: 0 });
  const fresh = useQuery({
    queryKey: ['kept', 'fresh'],
    queryFn: async () => ++fetched.fresh,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <span data-testid="reads">{`${stale.data}|${fresh.data}`}</span>;
}

const routes: RouteObject[] = [
  { path: '/kept-reader', element: <Reader /> },
  { path: '/kept-counted', element: <LocationReader /> },
  { path: '/kept-a', element: <Notes id="a" /> },
  { path: '/kept-b', element: <Notes id="b" /> },
  { path: '/plain', element: <Notes id="plain" /> },
  { path: '/kept-table', element: <RowTable id="kept" /> },
  { path: '/plain-table', element: <RowTable id="plain" /> },
];
const keptPaths = new Set(['/kept-a', '/kept-b', '/kept-table', '/kept-counted', '/kept-reader']);

let go: (to: string) => void = () => {};

/**
 * The layout's wiring in miniature: each route change visits a tab; the kept tabs feed KeptViews; the
 * window's scroll is restored as in the layout.
 */
function Host() {
  const location = useLocation();
  const navigate = useNavigate();
  go = (to) => act(() => navigate(to));
  const tabs = useTabsStore((s) => s.tabs);
  const visit = useTabsStore((s) => s.visit);
  const keepAlive = keptPaths.has(location.pathname);
  useScrollRestoration(keepAlive);
  useEffect(() => {
    visit({
      name: { zh: location.pathname, en: location.pathname },
      path: location.pathname,
      search: location.search,
      params: {},
      keepAlive,
    });
  }, [location.pathname, location.search, keepAlive, visit]);
  const render = useCallback((loc: ViewLocation) => <RouteOutlet routes={routes} location={loc} />, []);
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const kept = tabs
    .filter((t) => t.keepAlive)
    .map((t) => ({
      key: t.showPath,
      location: { pathname: t.path, search: t.showPath.slice(t.path.length) },
    }));
  return (
    <QueryClientProvider client={client}>
      <KeptViews
        current={{ key: showPathOf(location.pathname, location.search), location, keepAlive }}
        kept={kept}
        render={render}
      />
    </QueryClientProvider>
  );
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}
const inputValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

/** A person scrolling the window (happy-dom fires no scroll event of its own). */
function scrollWindow(top: number) {
  act(() => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
  });
}

function showPage(testId: string, page: number) {
  fireEvent.click(within(screen.getByTestId(testId)).getByTitle(String(page)));
}
const activePage = (testId: string) =>
  screen.getByTestId(testId).querySelector('.ant-pagination-item-active')?.getAttribute('title');

beforeEach(() => {
  // A long page, so any position can be restored at once (happy-dom lays nothing out).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
});

afterEach(() => {
  useTabsStore.getState().clear();
  window.scrollTo(0, 0);
});

describe('keep-alive views', () => {
  it('keeps typed input of a keepAlive route while its tab is in the strip', async () => {
    render(
      <MemoryRouter initialEntries={['/kept-a?q=1']}>
        <Host />
      </MemoryRouter>,
    );
    type('input-a', 'typed in a');
    go('/kept-b');
    type('input-b', 'typed in b');
    // The hidden view stays mounted against its own location, not the current one.
    expect(screen.getByTestId('seen-a').textContent).toBe('/kept-a|1');
    go('/kept-a?q=1');
    expect(inputValue('input-a')).toBe('typed in a');
    go('/kept-b');
    expect(inputValue('input-b')).toBe('typed in b');
  });

  it('re-creates other routes on each visit', () => {
    render(
      <MemoryRouter initialEntries={['/plain']}>
        <Host />
      </MemoryRouter>,
    );
    type('input-plain', 'gone soon');
    go('/kept-a');
    expect(screen.queryByTestId('input-plain')).toBeNull();
    go('/plain');
    expect(inputValue('input-plain')).toBe('');
  });

  it('drops a kept view when its tab is closed', () => {
    render(
      <MemoryRouter initialEntries={['/kept-a']}>
        <Host />
      </MemoryRouter>,
    );
    type('input-a', 'typed');
    go('/kept-b');
    go('/kept-a');
    expect(inputValue('input-a')).toBe('typed');
    go('/kept-b');
    act(() => {
      useTabsStore.getState().close('/kept-a', '/kept-b');
    });
    expect(screen.queryByTestId('input-a')).toBeNull();
    go('/kept-a');
    expect(inputValue('input-a')).toBe('');
  });

  it('drops a kept view when its tab falls off the six', () => {
    render(
      <MemoryRouter initialEntries={['/kept-a']}>
        <Host />
      </MemoryRouter>,
    );
    type('input-a', 'typed');
    for (let i = 1; i <= 5; i++) go(`/plain?page=${i}`);
    // Six tabs: the hidden view is still there with its input.
    expect(inputValue('input-a')).toBe('typed');
    go('/plain?page=6');
    expect(screen.queryByTestId('input-a')).toBeNull();
    expect(useTabsStore.getState().tabs.map((t) => t.showPath)).not.toContain('/kept-a');
    go('/kept-a');
    expect(inputValue('input-a')).toBe('');
  });

  it("keeps a kept-alive table's page and the window's scroll when leaving and coming back", () => {
    render(
      <MemoryRouter initialEntries={['/kept-table']}>
        <Host />
      </MemoryRouter>,
    );
    showPage('table-kept', 3);
    expect(activePage('table-kept')).toBe('3');
    scrollWindow(640);

    go('/plain');
    // A new view starts at the top.
    expect(window.scrollY).toBe(0);
    scrollWindow(120);

    go('/kept-table');
    expect(activePage('table-kept')).toBe('3');
    expect(within(screen.getByTestId('table-kept')).getByText('row 21')).toBeTruthy();
    expect(window.scrollY).toBe(640);
  });

  it('re-creates a table that is not kept alive: first page and the top again', () => {
    render(
      <MemoryRouter initialEntries={['/plain-table']}>
        <Host />
      </MemoryRouter>,
    );
    showPage('table-plain', 3);
    expect(activePage('table-plain')).toBe('3');
    scrollWindow(640);

    go('/kept-a');
    expect(screen.queryByTestId('table-plain')).toBeNull();
    go('/plain-table');
    expect(activePage('table-plain')).toBe('1');
    expect(within(screen.getByTestId('table-plain')).getByText('row 1')).toBeTruthy();
    expect(window.scrollY).toBe(0);
  });

  it('does not render a kept view again when another tab is shown or when it is shown again', () => {
    renders.counted = 0;
    render(
      <MemoryRouter initialEntries={['/kept-counted']}>
        <Host />
      </MemoryRouter>,
    );
    const afterOpening = renders.counted;
    expect(afterOpening).toBeGreaterThan(0);
    for (const to of ['/kept-a', '/kept-counted', '/kept-b', '/plain', '/kept-counted']) go(to);
    expect(screen.getByTestId('reader').dataset.path).toBe('/kept-counted');
    expect(renders.counted).toBe(afterOpening);
  });

  it('keeps a hidden view mounted but inert, and reads its stale queries again when it is shown', async () => {
    started.count = 0;
    fetched.stale = 0;
    fetched.fresh = 0;
    render(
      <MemoryRouter initialEntries={['/kept-reader']}>
        <Host />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('reads').textContent).toBe('1|1'));
    go('/kept-a');
    const view = document.querySelector('[data-kept-view="/kept-reader"]');
    expect(view?.classList.contains('kept-view--hidden')).toBe(true);
    expect(view?.hasAttribute('inert')).toBe(true);
    // Hidden, nothing is read again: what the navigation set off has run.
    await act(async () => {});
    expect(fetched.stale).toBe(1);

    go('/kept-reader');
    expect(view?.classList.contains('kept-view--hidden')).toBe(false);
    expect(view?.hasAttribute('inert')).toBe(false);
    // The stale query is read again, the fresh one not; the screen did not start again.
    await waitFor(() => expect(screen.getByTestId('reads').textContent).toBe('2|1'));
    expect(fetched.fresh).toBe(1);
    expect(started.count).toBe(1);
  });
});
