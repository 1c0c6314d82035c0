/**
 * Keep-alive for routes flagged `keepAlive` (spec §2), on React 19's <Activity>.
 *
 * Every kept view (one per tab of a keepAlive route, plus the current view while its tab is being added)
 * renders inside an Activity that is visible only when it is the current view, so a hidden view keeps its
 * state and DOM but its effects are cleaned up, and re-run when it shows again (effects must be safe to
 * repeat). Each view is rendered against its OWN location, so a hidden view never sees another route's
 * params or query. A view leaves this list (and is dropped) when its tab is closed or falls off the strip.
 * Views of other routes are keyed by their path with query: they are re-created on each visit.
 */
import { Activity, memo, type ReactNode, Suspense, useMemo } from 'react';
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
          <Activity key={view.key} mode={visible ? 'visible' : 'hidden'}>
            <div className="view-fade" data-kept-view={view.key}>
              <Suspense fallback={<RouteLoading />}>
                <FrozenView location={location} render={render} />
              </Suspense>
            </div>
          </Activity>
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
