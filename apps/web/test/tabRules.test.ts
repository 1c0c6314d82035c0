import { describe, expect, it } from 'vitest';
import {
  closeTab,
  isActiveTab,
  MAX_TABS,
  showNameOf,
  showPathOf,
  type Tab,
  tabFromVisit,
  type Visit,
  visitTab,
} from '../src/stores/tabRules.ts';

const visit = (path: string, search = '', params: Record<string, string> = {}): Visit => ({
  name: { zh: `页${path}`, en: `Page ${path}` },
  path,
  search,
  params,
  keepAlive: false,
});

function visitAll(visits: Visit[]): Tab[] {
  let tabs: Tab[] = [];
  visits.forEach((v, i) => {
    tabs = visitTab(tabs, v, i + 1);
  });
  return tabs;
}

describe('tab strip rules', () => {
  it('adds a tab per visited view with name, path, params, query, showName and showPath', () => {
    const tabs = visitTab([], visit('/saas/proposal', '?status=0'), 1);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]).toMatchObject({
      name: { zh: '页/saas/proposal', en: 'Page /saas/proposal' },
      path: '/saas/proposal',
      params: {},
      query: { status: '0' },
      showName: { zh: '页/saas/proposal status=0', en: 'Page /saas/proposal status=0' },
      showPath: '/saas/proposal?status=0',
    });
  });

  it('formats the display name: route name, then query then params as key=value joined by &', () => {
    expect(showNameOf('提案', '?status=0', {})).toBe('提案 status=0');
    expect(showNameOf('详情', '?a=1&b=x', { id: '5' })).toBe('详情 a=1&b=x&id=5');
    expect(showNameOf('详情', '', { id: '5' })).toBe('详情 id=5');
    expect(showNameOf('首页', '', {})).toBe('首页');
    expect(tabFromVisit(visit('/datasheet/detail/7', '', { id: '7' }), 1).showName.zh).toBe(
      '页/datasheet/detail/7 id=7',
    );
  });

  it('builds the display path from path and query', () => {
    expect(showPathOf('/dashboard', '')).toBe('/dashboard');
    expect(showPathOf('/dashboard', '?key=abc')).toBe('/dashboard?key=abc');
    expect(showPathOf('/dashboard', 'key=abc')).toBe('/dashboard?key=abc');
  });

  it('keeps one tab per display path: visiting again only re-activates it', () => {
    const tabs = visitAll([visit('/a'), visit('/b'), visit('/a'), visit('/a', '?x=1')]);
    expect(tabs.map((t) => t.showPath)).toEqual(['/a', '/b', '/a?x=1']);
    expect(tabs[0]?.lastVisit).toBe(3);
  });

  it('keeps only the 6 most recently visited; the least recently visited falls off', () => {
    const paths = ['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8'];
    const tabs = visitAll(paths.map((p) => visit(p)));
    expect(MAX_TABS).toBe(6);
    expect(tabs.map((t) => t.showPath)).toEqual(['/3', '/4', '/5', '/6', '/7', '/8']);

    // Revisiting /3 refreshes it: the next new view pushes out /4, now the least recently visited.
    const revisited = visitTab(tabs, visit('/3'), 9);
    const next = visitTab(revisited, visit('/9'), 10);
    expect(next.map((t) => t.showPath)).toEqual(['/3', '/5', '/6', '/7', '/8', '/9']);
  });

  it('marks as active the tab whose display path equals the current path with query', () => {
    const tabs = visitAll([visit('/a'), visit('/a', '?x=1')]);
    expect(tabs.map((t) => isActiveTab(t, '/a?x=1'))).toEqual([false, true]);
  });

  it('closing the current tab goes to the last remaining tab, or / when none remain', () => {
    const tabs = visitAll([visit('/a'), visit('/b'), visit('/c')]);
    const closedCurrent = closeTab(tabs, '/b', '/b');
    expect(closedCurrent.tabs.map((t) => t.showPath)).toEqual(['/a', '/c']);
    expect(closedCurrent.navigateTo).toBe('/c');

    const lastOne = closeTab(visitAll([visit('/a')]), '/a', '/a');
    expect(lastOne).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('closing another tab does not navigate', () => {
    const tabs = visitAll([visit('/a'), visit('/b')]);
    expect(closeTab(tabs, '/a', '/b')).toMatchObject({ navigateTo: null });
    expect(closeTab(tabs, '/a', '/b').tabs.map((t) => t.showPath)).toEqual(['/b']);
  });
});
