/**
 * The tab strip's rules (spec §2 "Shell behaviour", §5), pure so they are tested without React.
 *
 * Order: the strip keeps tabs in the order they were FIRST opened (like browser tabs, so a tab does not jump
 * when revisited); each tab also carries `lastVisit`, a sequence number bumped on every visit. When a 7th
 * distinct view is visited, the tab with the smallest `lastVisit` (the least recently visited) falls off.
 * "The last remaining tab" (where closing the current tab goes) is the rightmost tab of the strip.
 */
import type { Locale, LocalName } from '@console/contract';

export const MAX_TABS = 6;

export interface Tab {
  /** Route name. */
  name: LocalName;
  /** Pathname, without query. */
  path: string;
  /** Route params (`:id` → value). */
  params: Record<string, string>;
  /** Query parameters of the visit. */
  query: Record<string, string>;
  /** Display name: route name plus query and params as key=value pairs joined by &. */
  showName: LocalName;
  /** Path with its query: the identity of the tab (one tab per display path). */
  showPath: string;
  /** The route keeps its view alive while this tab is in the strip. */
  keepAlive: boolean;
  /** Sequence number of the most recent visit. */
  lastVisit: number;
}

export interface Visit {
  name: LocalName;
  path: string;
  /** `location.search`, with or without the leading `?`. */
  search: string;
  params: Record<string, string>;
  keepAlive: boolean;
}

export function showPathOf(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/** `提案 status=0`, `详情 a=1&id=5`: query pairs first (in URL order), then params. */
export function showNameOf(name: string, search: string, params: Record<string, string>): string {
  const pairs = [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`);
  for (const [k, v] of Object.entries(params)) pairs.push(`${k}=${v}`);
  return pairs.length ? `${name} ${pairs.join('&')}` : name;
}

export function tabLabel(tab: Tab, locale: Locale): string {
  return tab.showName[locale];
}

export function tabFromVisit(visit: Visit, seq: number): Tab {
  return {
    name: visit.name,
    path: visit.path,
    params: { ...visit.params },
    query: Object.fromEntries(new URLSearchParams(visit.search)),
    showName: {
      zh: showNameOf(visit.name.zh, visit.search, visit.params),
      en: showNameOf(visit.name.en, visit.search, visit.params),
    },
    showPath: showPathOf(visit.path, visit.search),
    keepAlive: visit.keepAlive,
    lastVisit: seq,
  };
}

/** Adds the visited view (or re-activates its tab) and keeps only the MAX_TABS most recently visited. */
export function visitTab(tabs: readonly Tab[], visit: Visit, seq: number): Tab[] {
  const incoming = tabFromVisit(visit, seq);
  const index = tabs.findIndex((t) => t.showPath === incoming.showPath);
  const next =
    index >= 0 ? tabs.map((t, i) => (i === index ? { ...t, lastVisit: seq } : t)) : [...tabs, incoming];
  while (next.length > MAX_TABS) {
    let oldest = 0;
    for (let i = 1; i < next.length; i++) {
      if ((next[i] as Tab).lastVisit < (next[oldest] as Tab).lastVisit) oldest = i;
    }
    next.splice(oldest, 1);
  }
  return next;
}

export function isActiveTab(tab: Tab, currentShowPath: string): boolean {
  return tab.showPath === currentShowPath;
}

export interface CloseResult {
  tabs: Tab[];
  /** Where to go: the last remaining tab or `/` when the current tab was closed; null otherwise. */
  navigateTo: string | null;
}

export function closeTab(tabs: readonly Tab[], showPath: string, currentShowPath: string): CloseResult {
  const rest = tabs.filter((t) => t.showPath !== showPath);
  if (showPath !== currentShowPath) return { tabs: rest, navigateTo: null };
  const last = rest[rest.length - 1];
  return { tabs: rest, navigateTo: last ? last.showPath : '/' };
}
