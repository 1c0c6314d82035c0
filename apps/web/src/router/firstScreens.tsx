/**
 * The screens every login ends in: the shell and the dashboard. The login page starts fetching both while the
 * server checks the password, and once fetched they render at once, without suspending: a suspended screen
 * shows its loading fallback and React then holds the finished screen back for up to 300 ms (its fallback
 * throttle), once per nested boundary, which is most of the wait after a login.
 */
import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** A lazily loaded screen that renders without suspending once `preload` (or an earlier render) fetched it. */
export type PreloadableScreen = (() => ReactNode) & { preload(): Promise<unknown> };

function preloadable<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PreloadableScreen {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => loadAndKeep().then((module) => ({ default: pick(module) })));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the module's component would remount it.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return Object.assign(Screen, { preload: loadAndKeep });
}

export const ShellScreen = preloadable(
  () => import('../shell/Layout.tsx'),
  (module) => module.Shell,
);
export const DashboardScreen = preloadable(
  () => import('../pages/dashboard/DashboardPage.tsx'),
  (module) => module.DashboardPage,
);

/** Fetches the first screens in the background; a failure shows when the route renders, not here. */
export function preloadFirstScreens(): void {
  void ShellScreen.preload().catch(() => {});
  void DashboardScreen.preload().catch(() => {});
}
