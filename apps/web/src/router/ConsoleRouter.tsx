/**
 * React Router's BrowserRouter, except for one choice: a navigation to a kept-alive tab that is open is applied
 * at once, not in a transition. BrowserRouter puts every location change in `startTransition`, which is right
 * for a screen that may still have to load (the old screen stays until the new one is ready, without a loading
 * flash) but costs a kept view its speed: the reveal was rendered in 5 ms slices with a frame painted between
 * each, and the view showed several frames later than the work itself needed. A kept view is mounted already,
 * so nothing can suspend: it is rendered and shown in one go.
 */
import { type ReactNode, startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, Router } from 'react-router';
import { showPathOf } from '../stores/tabRules.ts';
import { useTabsStore } from '../stores/tabs.ts';

/** Whether the view of `location` is an open kept-alive tab (mounted, hidden or shown), so can show at once. */
export function showsKeptView(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const key = showPathOf(location.pathname, location.search);
  return useTabsStore.getState().tabs.some((tab) => tab.keepAlive && tab.showPath === key);
}

interface RouterState {
  action: ReturnType<typeof createBrowserHistory>['action'];
  location: Location;
}

export function ConsoleRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setStateNow] = useState<RouterState>({ action: history.action, location: history.location });
  const setState = useCallback((next: RouterState) => {
    if (showsKeptView(next.location)) setStateNow(next);
    else startTransition(() => setStateNow(next));
  }, []);
  useLayoutEffect(() => history.listen(setState), [history, setState]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
