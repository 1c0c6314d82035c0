import { describe, expect, it } from 'vitest';
import { findScreens, hasScreen, openableScreens } from '../../../src/pages/dashboard/screenFinder.ts';
import { pageRegistry } from '../../../src/pages/registry.ts';
import { indexRoutes, layoutTable } from '../../../src/router/table.ts';

const editorAndDetail = [
  '/datasheet/add',
  '/datasheet/add/:id',
  '/datasheet/modify/:id',
  '/datasheet/detail/:id',
];

describe('the datasheet pages in the route table', () => {
  it('registers the editor and detail pages under the route table’s own paths', () => {
    const routes = indexRoutes(layoutTable(['/datasheet', ...editorAndDetail, '/datasheet/list']));
    for (const path of editorAndDetail) {
      expect(routes.byPath.has(path)).toBe(true);
      expect(pageRegistry.pages[path]).toBeDefined();
      expect(hasScreen(pageRegistry.pages, path)).toBe(true);
    }
  });

  it('counts the add page as built in the dashboard’s screen finder', () => {
    const screens = openableScreens(
      indexRoutes(layoutTable(['/datasheet', '/datasheet/add', '/datasheet/list'])),
      'zh',
      pageRegistry.pages,
    );
    expect(screens.find((s) => s.path === '/datasheet/add')?.built).toBe(true);
    expect(screens.find((s) => s.path === '/datasheet/list')?.built).toBe(true);
    expect(findScreens(screens, '新增物性表', new Map()).map((s) => s.path)).toEqual(['/datasheet/add']);
  });
});
