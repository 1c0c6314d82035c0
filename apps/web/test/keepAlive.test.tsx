import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useEffect } from 'react';
import { MemoryRouter, type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptViews, type ViewLocation } from '../src/router/KeptViews.tsx';
import { RouteOutlet } from '../src/router/routeElements.tsx';
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

const routes: RouteObject[] = [
  { path: '/kept-a', element: <Notes id="a" /> },
  { path: '/kept-b', element: <Notes id="b" /> },
  { path: '/plain', element: <Notes id="plain" /> },
];
const keptPaths = new Set(['/kept-a', '/kept-b']);

let go: (to: string) => void = () => {};

/** The layout's wiring in miniature: each route change visits a tab; the kept tabs feed KeptViews. */
function Host() {
  const location = useLocation();
  const navigate = useNavigate();
  go = (to) => act(() => navigate(to));
  const tabs = useTabsStore((s) => s.tabs);
  const visit = useTabsStore((s) => s.visit);
  const keepAlive = keptPaths.has(location.pathname);
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
  const kept = tabs
    .filter((t) => t.keepAlive)
    .map((t) => ({
      key: t.showPath,
      location: { pathname: t.path, search: t.showPath.slice(t.path.length) },
    }));
  return (
    <KeptViews
      current={{ key: showPathOf(location.pathname, location.search), location, keepAlive }}
      kept={kept}
      render={render}
    />
  );
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}
const inputValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

afterEach(() => useTabsStore.getState().clear());

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
});
