/**
 * The navigation progress bar. Several things may be in flight at once (a route change, a lazy page,
 * the session being restored), so starts are counted and the bar completes when the last one ends.
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

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
