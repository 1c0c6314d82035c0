import { dynamicRoutes, filterRoutesByAuth, flattenRoutes, type RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  buildRouteTree,
  checkStateOf,
  descendantsOf,
  filterRouteTree,
  grantPath,
  idsOfPaths,
  pathsOfIds,
  revokePath,
  withAncestors,
} from '../../../src/pages/configuration/auth/routeTree.ts';

const table: RouteNode[] = [
  {
    path: '/news',
    name: { zh: '资讯管理', en: 'News' },
    children: [
      { path: 'list', name: { zh: '资讯列表', en: 'News list' } },
      { path: 'detail/:id', name: { zh: '资讯详情', en: 'News details' }, hidden: true },
    ],
  },
  {
    path: '/media',
    name: { zh: '媒体管理', en: 'Media' },
    children: [
      {
        path: 'video',
        name: { zh: '视频', en: 'Video' },
        children: [
          { path: 'list', name: { zh: '视频列表', en: 'Video list' } },
          { path: 'comment_list', name: { zh: '评论列表', en: 'Comments' } },
        ],
      },
      { path: 'image', name: { zh: '图片', en: 'Images' } },
    ],
  },
];
const tree = buildRouteTree(table);
const set = (...keys: string[]) => new Set(keys);
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the route tree', () => {
  it('keys every node by its full path, parents before children', () => {
    expect(tree.keys).toEqual([
      '/news',
      '/news/list',
      '/news/detail/:id',
      '/media',
      '/media/video',
      '/media/video/list',
      '/media/video/comment_list',
      '/media/image',
    ]);
    expect(tree.nodes[0]?.children.map((c) => [c.key, c.hidden])).toEqual([
      ['/news/list', false],
      ['/news/detail/:id', true],
    ]);
    expect(ancestorsOf(tree, '/media/video/list')).toEqual(['/media/video', '/media']);
    expect(sorted(descendantsOf(tree, '/media'))).toEqual([
      '/media/image',
      '/media/video',
      '/media/video/comment_list',
      '/media/video/list',
    ]);
  });

  it('covers the whole contract table, one node per path', () => {
    const real = buildRouteTree(dynamicRoutes);
    const paths = new Set(flattenRoutes(dynamicRoutes).map((f) => f.fullPath));
    expect(real.keys.length).toBe(paths.size);
    expect(new Set(real.keys)).toEqual(paths);
  });
});

describe('ticking and unticking', () => {
  it('ticking a leaf grants its ancestors', () => {
    expect(sorted(grantPath(tree, set(), '/media/video/list'))).toEqual([
      '/media',
      '/media/video',
      '/media/video/list',
    ]);
  });

  it('ticking a group grants its whole subtree', () => {
    expect(sorted(grantPath(tree, set('/news', '/news/list'), '/media/video'))).toEqual([
      '/media',
      '/media/video',
      '/media/video/comment_list',
      '/media/video/list',
      '/news',
      '/news/list',
    ]);
  });

  it('unticking removes the subtree and the ancestors left with nothing below them', () => {
    const granted = grantPath(tree, grantPath(tree, set(), '/media/video/list'), '/media/image');
    // The video group goes with its last page; the media group stays for its image page.
    expect(sorted(revokePath(tree, granted, '/media/video/list'))).toEqual(['/media', '/media/image']);
    expect(sorted(revokePath(tree, granted, '/media'))).toEqual([]);
    const both = grantPath(tree, set(), '/media/video');
    expect(sorted(revokePath(tree, both, '/media/video/comment_list'))).toEqual([
      '/media',
      '/media/video',
      '/media/video/list',
    ]);
  });

  it('shows full ticks for complete subtrees and partial ticks above partial ones', () => {
    const granted = grantPath(tree, set(), '/media/video/list');
    expect(checkStateOf(tree, granted)).toEqual({
      checked: ['/media/video/list'],
      halfChecked: ['/media', '/media/video'],
    });
    expect(checkStateOf(tree, grantPath(tree, granted, '/media/video/comment_list'))).toEqual({
      checked: ['/media/video', '/media/video/list', '/media/video/comment_list'],
      halfChecked: ['/media'],
    });
  });

  it('keeps what the server keeps: every granted path survives filterRoutesByAuth', () => {
    const real = buildRouteTree(dynamicRoutes);
    let granted = grantPath(real, set(), '/configuration/tags');
    granted = grantPath(real, granted, '/configuration/auth/layout/role');
    const kept = new Set(flattenRoutes(filterRoutesByAuth(dynamicRoutes, granted)).map((f) => f.fullPath));
    expect(kept).toEqual(granted);
    expect(sorted(granted)).toEqual([
      '/configuration',
      '/configuration/auth',
      '/configuration/auth/layout/role',
      '/configuration/tags',
    ]);
  });

  it('a child granted without its parent brings the parent', () => {
    expect(sorted(withAncestors(tree, ['/news/list', '/gone']))).toEqual(['/news', '/news/list']);
  });
});

describe('authority ids and paths', () => {
  const rows = tree.keys.map((path, i) => ({ id: i + 10, path })).concat({ id: 99, path: '/retired' });
  const idOf = (path: string) => rows.find((r) => r.path === path)?.id as number;

  it('reads a role’s ids as granted paths, stale ids apart', () => {
    const { granted, staleIds } = pathsOfIds(tree, rows, [idOf('/news/list'), 99]);
    expect(sorted(granted)).toEqual(['/news', '/news/list']);
    expect(staleIds).toEqual([99]);
  });

  it('saves the ids of the granted paths and their ancestors, keeping stale ids', () => {
    const ids = idsOfPaths(tree, rows, set('/media/video/list'), [99]);
    expect(ids).toEqual([idOf('/media'), idOf('/media/video'), idOf('/media/video/list'), 99]);
  });

  it('leaves out a path without an authority row', () => {
    const partial = rows.filter((r) => r.path !== '/media/video');
    expect(idsOfPaths(tree, partial, set('/media/video/list'))).toEqual([
      idOf('/media'),
      idOf('/media/video/list'),
    ]);
  });
});

describe('searching the tree', () => {
  it('keeps matches with their ancestors opened, and a matching group whole', () => {
    const byName = filterRouteTree(tree.nodes, '评论');
    expect(byName.nodes.map((n) => n.key)).toEqual(['/media']);
    expect(byName.nodes[0]?.children.map((n) => n.key)).toEqual(['/media/video']);
    expect(byName.nodes[0]?.children[0]?.children.map((n) => n.key)).toEqual(['/media/video/comment_list']);
    expect(sorted(byName.expandedKeys)).toEqual(['/media', '/media/video']);

    const byPath = filterRouteTree(tree.nodes, '/NEWS');
    expect(byPath.nodes.map((n) => [n.key, n.children.length])).toEqual([['/news', 2]]);
    expect(byPath.expandedKeys).toEqual(['/news']);
    expect(
      filterRouteTree(tree.nodes, 'video list').nodes[0]?.children[0]?.children.map((n) => n.key),
    ).toEqual(['/media/video/list']);
    expect(filterRouteTree(tree.nodes, 'nothing-like-this').nodes).toEqual([]);
    expect(filterRouteTree(tree.nodes, '  ').nodes).toHaveLength(2);
  });
});
