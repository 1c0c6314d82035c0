import { type FlatRoute, type Locale, resourceForDetailRoute, resourceForRoute } from '@console/contract';
import type { PageRegistry } from '../../router/pageRegistry.tsx';
import { isPageRoute, type RouteIndex } from '../../router/table.ts';

type Pages = PageRegistry['pages'];

/**
 * Whether a route of the table has a screen: a page of its own (in `pages`, the registry the app's root hands
 * down) or a declared family's list or detail. The others show the "not built yet" panel; the screen finder
 * counts and marks them.
 */
export function hasScreen(pages: Pages, fullPath: string): boolean {
  return Boolean(pages[fullPath] || resourceForRoute(fullPath) || resourceForDetailRoute(fullPath));
}

export interface ScreenEntry {
  path: string;
  /** Ancestor names and the screen's own, outermost first. */
  trail: string[];
  /** False while the route still shows the "not built yet" panel (open work). */
  built: boolean;
}

/**
 * The screens a user may open directly from the dashboard: permitted, listed pages without route params
 * (a detail page needs an id, so it is opened from its list).
 */
export function openableScreens(index: RouteIndex, locale: Locale, pages: Pages): ScreenEntry[] {
  const name = (route: FlatRoute | undefined) => (route ? route.node.name[locale] : '');
  return index.flat
    .filter((r) => isPageRoute(r) && !r.node.hidden && !r.fullPath.includes(':'))
    .map((r) => ({
      path: r.fullPath,
      // The home group and its dashboard share the name 首页: say it once.
      trail: [...r.ancestors.map((a) => name(index.byPath.get(a))), name(r)].filter(
        (n, i, all) => n && n !== all[i - 1],
      ),
      built: hasScreen(pages, r.fullPath),
    }));
}

/** Every word of the query must appear in the screen's names (either language) or its path. */
export function findScreens(
  screens: ScreenEntry[],
  query: string,
  otherNames: Map<string, string>,
): ScreenEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return screens;
  return screens.filter((s) => {
    const haystack = `${s.trail.join(' ')} ${otherNames.get(s.path) ?? ''} ${s.path}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
