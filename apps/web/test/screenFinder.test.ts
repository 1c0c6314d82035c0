import type { RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { findScreens, openableScreens } from '../src/pages/dashboard/screenFinder.ts';
import { pageRegistry } from '../src/pages/registry.ts';
import { indexRoutes, layoutTable } from '../src/router/table.ts';

describe('dashboard screen finder', () => {
  const limited = indexRoutes(layoutTable(['/news', '/news/list', '/news/details/:id', '/media']));

  it('offers only permitted, listed pages without params, with their trail', () => {
    const screens = openableScreens(limited, 'zh', pageRegistry.pages);
    const paths = screens.map((s) => s.path);
    expect(paths).toContain('/news/list');
    expect(paths).toContain('/dashboard');
    expect(paths).not.toContain('/news/details/:id');
    expect(paths).not.toContain('/news');
    expect(paths.some((p) => p.startsWith('/datasheet'))).toBe(false);
    expect(screens.find((s) => s.path === '/news/list')?.trail).toEqual(['资讯管理', '资讯列表']);
  });

  it('marks the screens still showing the "not built yet" panel', () => {
    // Every route of the spec's table has a screen now: the one not built is an entry of the test's own.
    const unbuilt: RouteNode = {
      path: '/example',
      name: { zh: '示例', en: 'Example' },
      children: [{ path: 'unbuilt', name: { zh: '未建页面', en: 'Unbuilt page' } }],
    };
    const all = indexRoutes([
      ...layoutTable(['/email', '/email/list', '/configuration', '/configuration/tags']),
      unbuilt,
    ]);
    const screens = openableScreens(all, 'zh', pageRegistry.pages);
    const built = (path: string) => screens.find((s) => s.path === path)?.built;
    expect(built('/dashboard')).toBe(true);
    expect(built('/configuration/tags')).toBe(true);
    expect(built('/email/list')).toBe(true);
    expect(built('/example/unbuilt')).toBe(false);
  });

  it('matches every word against names in both languages and the path', () => {
    const all = indexRoutes(layoutTable(['/datasheet', '/datasheet/yc', '/news', '/news/list']));
    const screens = openableScreens(all, 'zh', pageRegistry.pages);
    const english = new Map(
      openableScreens(all, 'en', pageRegistry.pages).map((s) => [s.path, s.trail.join(' ')]),
    );
    expect(findScreens(screens, '黄卡', english).map((s) => s.path)).toEqual(['/datasheet/yc']);
    expect(findScreens(screens, 'yellow card', english).map((s) => s.path)).toEqual(['/datasheet/yc']);
    expect(findScreens(screens, '/news', english).map((s) => s.path)).toEqual(['/news/list']);
    expect(findScreens(screens, '  ', english)).toHaveLength(screens.length);
    expect(findScreens(screens, 'no-such-screen', english)).toEqual([]);
  });
});
