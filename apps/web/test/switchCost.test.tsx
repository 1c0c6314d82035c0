/**
 * What a tab switch must not cost: the shell's bars held useNavigate and rendered again on every navigation,
 * the progress bar ran for a kept view that is there at once, and each part of the shell asked react-router
 * to rank the whole route table again for the same path.
 */
import { dynamicRoutes } from '@console/contract';
import { act, render, screen } from '@testing-library/react';
import NProgress from 'nprogress';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRouter } from '../src/router/ConsoleRouter.tsx';
import { type GoTo, useGoTo } from '../src/router/goTo.ts';
import { useRouteChangeProgress } from '../src/router/progress.ts';
import { indexRoutes, matchLayoutRoute } from '../src/router/table.ts';
import type { Tab } from '../src/stores/tabRules.ts';
import { useTabsStore } from '../src/stores/tabs.ts';

const name = { zh: '物性表', en: 'Datasheets' };
const tab = (showPath: string, keepAlive: boolean): Tab => ({
  name,
  path: showPath,
  params: {},
  query: {},
  showName: name,
  showPath,
  keepAlive,
  lastVisit: 1,
});

afterEach(() => {
  useTabsStore.getState().clear();
  window.history.replaceState(null, '', '/');
});

describe('going to a path from the shell', () => {
  let goTo: GoTo = () => {};
  const renders = { bar: 0 };
  function Bar() {
    renders.bar += 1;
    goTo = useGoTo();
    return null;
  }
  function Where() {
    const { pathname, search } = useLocation();
    return <span data-testid="where">{`${pathname}${search}`}</span>;
  }

  it('goes there, pushing or replacing, without rendering its holder again', () => {
    renders.bar = 0;
    render(
      <ConsoleRouter>
        <Bar />
        <Where />
      </ConsoleRouter>,
    );
    const before = window.history.length;
    act(() => goTo('/datasheet/list?status=1'));
    expect(screen.getByTestId('where').textContent).toBe('/datasheet/list?status=1');
    act(() => goTo('/news/list', { replace: true }));
    expect(screen.getByTestId('where').textContent).toBe('/news/list');
    expect(window.history.length).toBe(before + 1);
    expect(renders.bar).toBe(1);
  });
});

describe('the progress bar on a route change', () => {
  let navigate: NavigateFunction = () => {};
  function Host() {
    navigate = useNavigate();
    useRouteChangeProgress(useLocation());
    return null;
  }
  const frames = (n: number) =>
    act(async () => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      // The progress bar's own timers are 0 ms (test/setup.ts): one turn of the timers runs them.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('runs for a screen to show, not for an open kept view shown again', async () => {
    useTabsStore.setState({ tabs: [tab('/datasheet/list', true), tab('/news/list', false)] });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Host />
      </MemoryRouter>,
    );
    await frames(3);
    expect(NProgress.isStarted()).toBe(false);

    act(() => void navigate('/datasheet/list'));
    expect(NProgress.isStarted()).toBe(false);

    act(() => void navigate('/news/list'));
    expect(NProgress.isStarted()).toBe(true);
    await frames(3);
    expect(NProgress.isStarted()).toBe(false);
  });
});

describe('matching a path against the route table', () => {
  it('answers the same match again without ranking the table again', () => {
    const index = indexRoutes(dynamicRoutes);
    const first = matchLayoutRoute(index, '/datasheet/detail/42');
    expect(first?.params).toEqual({ id: '42' });
    expect(matchLayoutRoute(index, '/datasheet/detail/42')).toBe(first);
    expect(matchLayoutRoute(index, '/datasheet/detail/43')?.params).toEqual({ id: '43' });
    // Another table (another user's permissions) has answers of its own.
    expect(matchLayoutRoute(indexRoutes(dynamicRoutes), '/datasheet/detail/42')).not.toBe(first);
  });
});
