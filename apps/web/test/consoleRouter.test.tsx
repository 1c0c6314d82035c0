/**
 * The console's router applies a navigation to an open kept-alive tab at once, and any other navigation in a
 * transition. `flushSync` tells them apart: it renders an urgent update before it returns, never a transition.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRouter, showsKeptView } from '../src/router/ConsoleRouter.tsx';
import type { Tab } from '../src/stores/tabRules.ts';
import { useTabsStore } from '../src/stores/tabs.ts';

const name = { zh: '物性表', en: 'Datasheets' };
const tab = (showPath: string, keepAlive: boolean): Tab => {
  const [path = showPath] = showPath.split('?');
  return { name, path, params: {}, query: {}, showName: name, showPath, keepAlive, lastVisit: 1 };
};

let navigate: NavigateFunction = () => {};
function Where() {
  navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  useTabsStore.getState().clear();
  window.history.replaceState(null, '', '/');
});

describe('ConsoleRouter', () => {
  it('knows an open kept-alive tab by its path and query', () => {
    useTabsStore.setState({ tabs: [tab('/datasheet/list?status=1', true), tab('/news/list', false)] });
    expect(showsKeptView({ pathname: '/datasheet/list', search: '?status=1' })).toBe(true);
    expect(showsKeptView({ pathname: '/datasheet/list', search: '' })).toBe(false);
    expect(showsKeptView({ pathname: '/news/list', search: '' })).toBe(false);
  });

  it('shows an open kept-alive tab at once, and another screen in a transition', async () => {
    useTabsStore.setState({ tabs: [tab('/datasheet/list', true)] });
    render(
      <ConsoleRouter>
        <Where />
      </ConsoleRouter>,
    );
    expect(where()).toBe('/');

    flushSync(() => navigate('/datasheet/list'));
    expect(where()).toBe('/datasheet/list');

    flushSync(() => navigate('/news/list'));
    // Still the kept tab: the other screen may have to load, so it comes in a transition.
    expect(where()).toBe('/datasheet/list');
    await waitFor(() => expect(where()).toBe('/news/list'));
    expect(window.location.pathname).toBe('/news/list');
  });
});
