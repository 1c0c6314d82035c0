import type { RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { type HeldAuthority, planRoleChange } from '../../../src/pages/configuration/auth/roleGrants.ts';
import { buildRouteTree } from '../../../src/pages/configuration/auth/routeTree.ts';

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
    children: [{ path: 'image', name: { zh: '图片', en: 'Images' } }],
  },
];
const tree = buildRouteTree(table);

/** The catalogue: one row per path (ids 1…), roles as given, plus a path the table no longer has. */
function catalogue(holders: Record<string, number[]>): HeldAuthority[] {
  const paths = [...tree.keys, '/old/page'];
  return paths.map((path, i) => ({ id: i + 1, path, roles: holders[path] ?? [] }));
}
const idOf = (rows: HeldAuthority[], path: string) => rows.find((r) => r.path === path)?.id as number;
const target = (rows: HeldAuthority[], path: string) => rows.find((r) => r.path === path) as HeldAuthority;

describe('planRoleChange', () => {
  it('is one update of the authority row when the roles already hold the menus above it', () => {
    const rows = catalogue({ '/news': [7], '/news/detail/:id': [7, 8] });
    const plan = planRoleChange(tree, rows, target(rows, '/news/list'), [7]);
    expect(plan).toMatchObject({ kind: 'authority', id: idOf(rows, '/news/list'), roles: [7] });
    // Taking a leaf from one role and giving it to another that holds its group: still one call.
    const rows2 = catalogue({ '/news': [7, 8], '/news/list': [8], '/news/detail/:id': [8] });
    expect(planRoleChange(tree, rows2, target(rows2, '/news/list'), [7])).toMatchObject({
      kind: 'authority',
      roles: [7],
    });
  });

  it('saves the role with the menu above when the role lacks it', () => {
    const rows = catalogue({ '/media': [7], '/media/image': [7] });
    const plan = planRoleChange(tree, rows, target(rows, '/news/list'), [7]);
    expect(plan.kind).toBe('roles');
    if (plan.kind !== 'roles') return;
    expect(plan.effects).toEqual([
      {
        roleId: 7,
        change: 'grant',
        authorities: [
          idOf(rows, '/news'),
          idOf(rows, '/news/list'),
          idOf(rows, '/media'),
          idOf(rows, '/media/image'),
        ],
        alsoPaths: ['/news'],
      },
    ]);
  });

  it('giving a group gives its pages; taking it back takes them too, and keeps paths out of the table', () => {
    const rows = catalogue({ '/news': [7], '/news/list': [7], '/old/page': [7] });
    const grant = planRoleChange(tree, rows, target(rows, '/media'), [8]);
    expect(grant).toMatchObject({
      kind: 'roles',
      effects: [
        {
          roleId: 8,
          authorities: [idOf(rows, '/media'), idOf(rows, '/media/image')],
          alsoPaths: ['/media/image'],
        },
      ],
    });
    const revoke = planRoleChange(tree, rows, target(rows, '/news'), []);
    expect(revoke).toMatchObject({
      kind: 'roles',
      effects: [
        { roleId: 7, change: 'revoke', authorities: [idOf(rows, '/old/page')], alsoPaths: ['/news/list'] },
      ],
    });
  });

  it('taking the last page of a group from a role takes the empty group too', () => {
    const rows = catalogue({ '/media': [7], '/media/image': [7] });
    const plan = planRoleChange(tree, rows, target(rows, '/media/image'), []);
    expect(plan).toMatchObject({
      kind: 'roles',
      effects: [{ roleId: 7, authorities: [], alsoPaths: ['/media'] }],
    });
  });

  it('a path the table no longer has changes alone; no change plans nothing', () => {
    const rows = catalogue({ '/old/page': [7] });
    expect(planRoleChange(tree, rows, target(rows, '/old/page'), [8])).toMatchObject({
      kind: 'authority',
      id: idOf(rows, '/old/page'),
      roles: [8],
    });
    expect(planRoleChange(tree, rows, target(rows, '/old/page'), [7])).toEqual({ kind: 'none' });
  });
});
