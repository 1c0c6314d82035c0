/**
 * Scroll on navigation (spec §2): the window is the one scroll container of the console. Going back or
 * forward restores the position saved for that history entry; returning to a kept-alive view restores that
 * view's own position; anything else starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { showPathOf } from '../stores/tabRules.ts';
import { useTabsStore } from '../stores/tabs.ts';

const byHistoryEntry = new Map<string, number>();
const byKeptView = new Map<string, number>();

/** Scrolls to `top`, retrying for a moment while the restored page is still shorter than needed. */
function scrollToWhenReachable(top: number): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (!reachable && tries++ < 60) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** `keepAlive`: the current route keeps its view, so its scroll is remembered from its first visit. */
export function useScrollRestoration(keepAlive: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const viewKey = showPathOf(location.pathname, location.search);
  const current = useRef({ entry: location.key, view: viewKey, kept: false });
  // Whether the route is kept alive can be learnt after the visit (the menu arrives late); learning it must
  // not scroll the page back to the top under the reader, so it is read, not depended on.
  const keepAliveNow = useRef(keepAlive);
  keepAliveNow.current = keepAlive;
  current.current.kept = keepAlive;

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      byHistoryEntry.set(current.current.entry, window.scrollY);
      if (current.current.kept) byKeptView.set(current.current.view, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    // Read before this visit is added to the strip: was the view still kept alive?
    const tab = useTabsStore.getState().tabs.find((t) => t.showPath === viewKey);
    const keptBefore = Boolean(tab?.keepAlive);
    current.current = { entry: location.key, view: viewKey, kept: keepAliveNow.current };
    let top = 0;
    if (keptBefore && byKeptView.has(viewKey)) top = byKeptView.get(viewKey) ?? 0;
    else if (navigationType === 'POP') top = byHistoryEntry.get(location.key) ?? 0;
    if (!keptBefore) byKeptView.delete(viewKey);
    return scrollToWhenReachable(top);
  }, [location.key, viewKey, navigationType]);
}
