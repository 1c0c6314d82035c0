/**
 * Keep-alive for routes flagged `keepAlive` (spec §2).
 *
 * Every kept view (one per tab of a keepAlive route, plus the current view while its tab is being added)
 * stays mounted while its tab is in the strip; only the current one is shown (KeptView). A hidden view keeps
 * its state, DOM and layout, and its effects keep running, so showing it again is a class change, not a
 * re-mount: React 19's <Activity> cleaned up and re-ran every effect of the view and dropped its layout
 * (`display: none`), which made each switch to a list of sheets cost a long frame. Each view is rendered
 * against its OWN location, so a hidden view never sees another route's params or query. A view leaves this
 * list (and is dropped) when its tab is closed or falls off the strip. Views of other routes are keyed by their
 * path with query: they are re-created on each visit.
 */
import { useQueryClient } from '@tanstack/react-query';
import { memo, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ViewReads, ViewReadsContext } from '../api/viewReads.ts';
import { RouteLoading } from './RouteLoading.tsx';

export interface ViewLocation {
  pathname: string;
  search: string;
  hash?: string;
  state?: unknown;
  key?: string;
}

export interface ViewEntry {
  /** Path with query: the identity of the view and of its tab. */
  key: string;
  location: ViewLocation;
}

export type RenderView = (location: ViewLocation) => ReactNode;

interface KeptViewsProps {
  current: ViewEntry & { keepAlive: boolean };
  /** Views to keep (the tabs of keepAlive routes), in strip order. */
  kept: readonly ViewEntry[];
  /** Renders the route tree against a location; must be stable (useCallback) so hidden views do not re-render. */
  render: RenderView;
}

export function KeptViews({ current, kept, render }: KeptViewsProps) {
  const views = kept.some((v) => v.key === current.key) || !current.keepAlive ? kept : [...kept, current];
  return (
    <>
      {views.map((view) => {
        const visible = view.key === current.key;
        // Only path and query: the same location before and after the tab is added, shown or hidden.
        const location = { pathname: view.location.pathname, search: view.location.search };
        return (
          <KeptView key={view.key} viewKey={view.key} visible={visible}>
            <FrozenView location={location} render={render} />
          </KeptView>
        );
      })}
      {!current.keepAlive && (
        <div key={current.key} className="view-fade">
          <Suspense fallback={<RouteLoading />}>
            <FrozenView location={current.location} render={render} />
          </Suspense>
        </div>
      )}
    </>
  );
}

interface KeptViewProps {
  viewKey: string;
  visible: boolean;
  children: ReactNode;
}

/**
 * One kept view. Hidden, it stays mounted, its effects running, but CSS skips its rendering
 * (`content-visibility: hidden` keeps its layout for the next showing, where `display: none` would drop it) and
 * `inert` keeps focus and clicks out. Shown again, it fades in as a new view does and reads again the queries
 * that went stale meanwhile.
 */
function KeptView({ viewKey, visible, children }: KeptViewProps) {
  const [reads] = useState(() => new ViewReads());
  const client = useQueryClient();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) reads.refreshStale(client);
    wasVisible.current = visible;
  }, [visible, reads, client]);
  return (
    <div className={visible ? 'view-fade' : 'kept-view--hidden'} data-kept-view={viewKey} inert={!visible}>
      <ViewReadsContext value={reads}>
        <Suspense fallback={<RouteLoading />}>{children}</Suspense>
      </ViewReadsContext>
    </div>
  );
}

interface FrozenViewProps {
  location: ViewLocation;
  render: RenderView;
}

/** The same view: the caller makes a new location object on every render, so compare what it holds. */
function sameView(before: FrozenViewProps, after: FrozenViewProps): boolean {
  const a = before.location;
  const b = after.location;
  return (
    before.render === after.render &&
    a.pathname === b.pathname &&
    a.search === b.search &&
    a.hash === b.hash &&
    a.state === b.state &&
    a.key === b.key
  );
}

/**
 * Re-renders only when its own location changes, not on every navigation elsewhere: switching tabs then
 * shows a kept view without rendering the screen again (a list of sheets takes a long frame to render).
 */
const FrozenView = memo(function FrozenView({ location, render }: FrozenViewProps) {
  const { pathname, search, hash, state, key } = location;
  const stable = useMemo(
    () => ({ pathname, search, hash, state, key }),
    [pathname, search, hash, state, key],
  );
  return <>{render(stable)}</>;
}, sameView);
