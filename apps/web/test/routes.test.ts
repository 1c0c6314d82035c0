import { dynamicRoutes, flattenRoutes, type RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  existsInFullTable,
  groupTarget,
  indexRoutes,
  isPageRoute,
  layoutTable,
  matchLayoutRoute,
} from '../src/router/table.ts';
import { menuEntries, openKeysFor } from '../src/shell/menuEntries.ts';

const n = (zh: string) => ({ zh, en: zh.toUpperCase() });

/** A small table in the shape of spec §2, independent of the real one's content. */
const table: RouteNode[] = [
  {
    path: '/datasheet',
    name: n('物性表'),
    icon: 'FileTextOutlined',
    redirect: '/datasheet/list',
    children: [
      { path: 'list', name: n('列表'), keepAlive: true },
      { path: 'detail/:id', name: n('详情'), hidden: true },
      { path: 'add', name: n('新增') },
      { path: 'chemicals', name: n('化学品'), children: [{ path: 'catalog/list', name: n('目录') }] },
    ],
  },
  {
    path: '/email',
    name: n('邮件'),
    icon: 'MailOutlined',
    noSubmenu: true,
    children: [{ path: 'list', name: n('邮件列表') }],
  },
  { path: '/monitor', name: n('监控'), children: [{ path: 'admin', name: n('访问日志'), hidden: true }] },
  { path: '/saas', name: n('SaaS'), hidden: true, children: [{ path: 'enter', name: n('总览') }] },
];

import { filterRoutesByAuth } from '@console/contract';

describe('route filtering by layout_auth', () => {
  it('keeps only permitted full paths, and drops a child whose parent is missing', () => {
    const kept = filterRoutesByAuth(
      table,
      new Set(['/datasheet', '/datasheet/list', '/email/list', '/monitor/admin']),
    );
    const paths = flattenRoutes(kept).map((r) => r.fullPath);
    expect(paths).toEqual(['/datasheet', '/datasheet/list']);
  });

  it('a limited layout_auth yields only those menu entries', () => {
    const kept = filterRoutesByAuth(
      table,
      new Set(['/datasheet', '/datasheet/list', '/datasheet/detail/:id', '/email', '/email/list']),
    );
    const entries = menuEntries(kept);
    expect(entries).toEqual([
      {
        key: '/datasheet',
        name: n('物性表'),
        icon: 'FileTextOutlined',
        children: [{ key: '/datasheet/list', name: n('列表'), icon: undefined }],
      },
      // noSubmenu: the group is one entry, its first visible child, with the group's icon.
      { key: '/email/list', name: n('邮件列表'), icon: 'MailOutlined' },
    ]);
  });

  it('leaves hidden routes, hidden groups and groups with nothing visible out of the menu', () => {
    const entries = menuEntries(table);
    expect(entries.map((e) => e.key)).toEqual(['/datasheet', '/email/list']);
    const datasheet = entries[0]?.children?.map((e) => e.key);
    expect(datasheet).toEqual(['/datasheet/list', '/datasheet/add', '/datasheet/chemicals']);
    expect(openKeysFor(entries, '/datasheet/chemicals/catalog/list')).toEqual([
      '/datasheet',
      '/datasheet/chemicals',
    ]);
  });

  it('always includes the home routes, whatever the permissions', () => {
    const index = indexRoutes(layoutTable([]));
    expect(index.flat.map((r) => r.fullPath)).toEqual(['/', '/dashboard', '/profile', '/api-docs']);
    const root = index.byPath.get('/');
    expect(root && groupTarget(root, index)).toBe('/dashboard');
  });

  it('a super admin (every path of the real table) gets the whole table', () => {
    const every = flattenRoutes(dynamicRoutes).map((r) => r.fullPath);
    const index = indexRoutes(layoutTable(every));
    expect(index.flat).toHaveLength(every.length + 4);
  });
});

describe('route matching', () => {
  const index = indexRoutes(table);

  it('matches static before dynamic segments and extracts params', () => {
    expect(matchLayoutRoute(index, '/datasheet/detail/42')).toMatchObject({
      route: { fullPath: '/datasheet/detail/:id' },
      params: { id: '42' },
    });
    expect(matchLayoutRoute(index, '/datasheet/add')?.route.fullPath).toBe('/datasheet/add');
    expect(matchLayoutRoute(index, '/nowhere')).toBeNull();
  });

  it('sends a group to its redirect, or else to its first visible page', () => {
    const datasheet = index.byPath.get('/datasheet');
    const chemicals = index.byPath.get('/datasheet/chemicals');
    const monitor = index.byPath.get('/monitor');
    expect(datasheet && groupTarget(datasheet, index)).toBe('/datasheet/list');
    expect(chemicals && groupTarget(chemicals, index)).toBe('/datasheet/chemicals/catalog/list');
    expect(monitor && groupTarget(monitor, index)).toBeNull();
    expect(datasheet && isPageRoute(datasheet)).toBe(false);
  });

  it('tells a route of the full table from an unknown path', () => {
    expect(existsInFullTable('/definitely/not/a/route')).toBe(false);
    const staticPaths = flattenRoutes(dynamicRoutes)
      .map((r) => r.fullPath)
      .filter((path) => !path.includes(':'));
    expect(staticPaths.length).toBeGreaterThan(0);
    for (const path of staticPaths) expect(existsInFullTable(path), path).toBe(true);
    // A route with a parameter matches any value of it, and only under its own prefix.
    expect(existsInFullTable('/configuration/router/details/42')).toBe(true);
    expect(existsInFullTable('/configuration/router/nowhere/42')).toBe(false);
  });
});
