import { homeRoutes, type RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { breadcrumbOf } from '../src/router/breadcrumb.ts';
import { indexRoutes } from '../src/router/table.ts';

const n = (zh: string) => ({ zh, en: zh });
const table: RouteNode[] = [
  ...homeRoutes,
  {
    path: '/datasheet',
    name: n('物性表'),
    redirect: '/datasheet/list',
    children: [
      { path: 'list', name: n('列表') },
      { path: 'detail/:id', name: n('详情'), hidden: true },
      { path: 'cache', name: n('缓存'), children: [{ path: 'edit/:id', name: n('编辑') }] },
    ],
  },
];
const index = indexRoutes(table);
const names = (path: string) => breadcrumbOf(index, path).map((c) => c.name.zh);

describe('breadcrumb', () => {
  it('does not prepend Home when the first match is the dashboard', () => {
    expect(breadcrumbOf(index, '/dashboard')).toEqual([{ name: { zh: '首页', en: 'Dashboard' }, to: null }]);
  });

  it('prepends Home (path /) otherwise', () => {
    expect(breadcrumbOf(index, '/profile')).toEqual([
      { name: { zh: '首页', en: 'Home' }, to: '/' },
      { name: { zh: '个人中心', en: 'Personal center' }, to: null },
    ]);
    expect(names('/datasheet/list')).toEqual(['首页', '物性表', '列表']);
  });

  it('is built from the matched named routes, the last one not a link', () => {
    const crumbs = breadcrumbOf(index, '/datasheet/cache/edit/9');
    expect(crumbs.map((c) => c.name.zh)).toEqual(['首页', '物性表', '缓存', '编辑']);
    // A group links where it leads: its redirect, else its first page without params (none for 缓存).
    expect(crumbs.map((c) => c.to)).toEqual(['/', '/datasheet/list', null, null]);
  });

  it('is empty for a path outside the table', () => {
    expect(breadcrumbOf(index, '/nowhere')).toEqual([]);
  });
});
