/**
 * The navigation progress bar. Several things may be in flight at once (a route change, a lazy page,
 * the session being restored), so starts are counted and the bar completes when the last one ends.
 */
import NProgress from 'nprogress';
import { useEffect } from 'react';
import type { Location } from 'react-router';
import 'nprogress/nprogress.css';
import { showsKeptView } from './ConsoleRouter.tsx';

// nprogress's own template gives the bar role="bar", which is no ARIA role; the bar only decorates (the views
// announce themselves), so it is hidden from assistive technology instead.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let active = 0;

/** Starts (or joins) the bar; call the returned function exactly once when done. */
export function beginProgress(): () => void {
  if (active++ === 0) NProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--active === 0) NProgress.done();
  };
}

/**
 * Runs the bar across each route change until the new view has painted; not for a kept view shown again,
 * which is there at once (a bar would only flash).
 */
export function useRouteChangeProgress(location: Location): void {
  // Read while rendering, before this visit adds its tab: only a kept view already open is instant.
  const instant = showsKeptView(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route change, identified by its key.
  useEffect(() => {
    if (instant) return;
    const end = beginProgress();
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(end);
    });
    return () => {
      cancelAnimationFrame(frame);
      end();
    };
  }, [location.key]);
}
