import { describe, expect, it } from 'vitest';
import {
  dynamicRoutes,
  filterRoutesByAuth,
  flattenRoutes,
  homeRoutes,
  joinRoutePath,
  type RouteNode,
  routeIcons,
} from '../src/index.ts';

const sample: RouteNode[] = [
  {
    path: '/a',
    name: { zh: '甲', en: 'A' },
    children: [
      { path: 'list', name: { zh: '列表', en: 'List' } },
      {
        path: 'sub',
        name: { zh: '子', en: 'Sub' },
        children: [{ path: 'x/:id', name: { zh: '详情', en: 'Detail' } }],
      },
    ],
  },
  { path: '/b', name: { zh: '乙', en: 'B' }, children: [{ path: 'list', name: { zh: '列表', en: 'List' } }] },
];

describe('joinRoutePath', () => {
  it('joins a relative child to its parent', () => {
    expect(joinRoutePath('/datasheet', 'list')).toBe('/datasheet/list');
    expect(joinRoutePath('/datasheet/chemicals', 'catalog/list')).toBe('/datasheet/chemicals/catalog/list');
  });
  it('does not double the slash under the root', () => {
    expect(joinRoutePath('/', 'dashboard')).toBe('/dashboard');
    expect(joinRoutePath('/a/', 'b')).toBe('/a/b');
  });
  it('keeps an absolute child as it is', () => {
    expect(joinRoutePath('/a', '/b')).toBe('/b');
  });
});

describe('flattenRoutes', () => {
  it('lists parents before their children, in table order, with ancestors', () => {
    const flat = flattenRoutes(sample);
    expect(flat.map((r) => r.fullPath)).toEqual(['/a', '/a/list', '/a/sub', '/a/sub/x/:id', '/b', '/b/list']);
    expect(flat.find((r) => r.fullPath === '/a/sub/x/:id')?.ancestors).toEqual(['/a', '/a/sub']);
    expect(flat[0]?.ancestors).toEqual([]);
  });
  it('gives the home children their absolute paths', () => {
    expect(flattenRoutes(homeRoutes).map((r) => r.fullPath)).toEqual([
      '/',
      '/dashboard',
      '/profile',
      '/api-docs',
    ]);
  });
});

describe('filterRoutesByAuth', () => {
  it('drops a child whose parent is not permitted', () => {
    const kept = filterRoutesByAuth(sample, new Set(['/a/list', '/b', '/b/list']));
    expect(kept.map((n) => n.path)).toEqual(['/b']);
  });
  it('keeps only the children that are listed', () => {
    const kept = filterRoutesByAuth(sample, new Set(['/a', '/a/sub', '/a/sub/x/:id']));
    expect(flattenRoutes(kept).map((r) => r.fullPath)).toEqual(['/a', '/a/sub', '/a/sub/x/:id']);
  });
  it('does not mutate the input table', () => {
    const before = structuredClone(sample);
    filterRoutesByAuth(sample, new Set(['/a', '/a/list']));
    expect(sample).toEqual(before);
  });
  it('keeps the whole table when every path is permitted', () => {
    const all = new Set(flattenRoutes(dynamicRoutes).map((r) => r.fullPath));
    expect(filterRoutesByAuth(dynamicRoutes, all)).toEqual(dynamicRoutes);
  });
});

describe('the route table (spec §2)', () => {
  const flat = flattenRoutes([...homeRoutes, ...dynamicRoutes]);
  const byPath = new Map(flat.map((r) => [r.fullPath, r]));

  it('has no two nodes with the same full path', () => {
    const seen = new Set<string>();
    const duplicates = flat.map((r) => r.fullPath).filter((p) => seen.has(p) || !seen.add(p));
    expect(duplicates).toEqual([]);
  });

  it('has at least 200 full paths', () => {
    expect(flattenRoutes(dynamicRoutes).length).toBeGreaterThanOrEqual(200);
  });

  it('uses relative child paths and `:param` segments only', () => {
    for (const r of flat) {
      if (r.ancestors.length > 0) expect(r.node.path.startsWith('/'), r.fullPath).toBe(false);
      expect(r.fullPath, r.fullPath).not.toMatch(/[{}]/);
    }
    for (const top of dynamicRoutes) expect(top.path.startsWith('/'), top.path).toBe(true);
  });

  it('redirects only to paths that exist, every group having one', () => {
    for (const r of flat) {
      if (r.node.redirect)
        expect(byPath.has(r.node.redirect), `${r.fullPath} -> ${r.node.redirect}`).toBe(true);
      if (r.node.children?.length) expect(r.node.redirect, r.fullPath).toBeDefined();
    }
  });

  it('sends unnamed groups to their first visible page', () => {
    const redirects = Object.fromEntries(dynamicRoutes.map((n) => [n.path, n.redirect]));
    expect(redirects['/media']).toBe('/media/live/list');
    expect(redirects['/enterprise']).toBe('/enterprise/v1_group_list');
    expect(redirects['/customer']).toBe('/customer/bcard/list');
    expect(redirects['/saas']).toBe('/saas/enter');
    expect(redirects['/monitor']).toBe('/monitor/admin');
    expect(redirects['/ai']).toBe('/ai/chat');
    expect(byPath.get('/datasheet/chemicals')?.node.redirect).toBe('/datasheet/chemicals/catalog/list');
    expect(byPath.get('/enterprise/factory/equipment')?.node.redirect).toBe(
      '/enterprise/factory/equipment/list',
    );
  });

  it('keeps the defaults the spec names', () => {
    const redirectOf = (p: string) => byPath.get(p)?.node.redirect;
    expect(redirectOf('/')).toBe('/dashboard');
    expect(redirectOf('/datasheet')).toBe('/datasheet/list');
    expect(redirectOf('/application')).toBe('/application/list');
    expect(redirectOf('/news')).toBe('/news/list');
    expect(redirectOf('/price')).toBe('/price/bid');
    expect(redirectOf('/analysis')).toBe('/analysis/dashborad');
  });

  it('uses only known icons', () => {
    const known = new Set<string>(routeIcons);
    for (const r of flat)
      if (r.node.icon) expect(known.has(r.node.icon), `${r.fullPath}: ${r.node.icon}`).toBe(true);
    for (const top of dynamicRoutes) expect(top.icon, top.path).toBeDefined();
  });

  it('names every route in Chinese and English', () => {
    for (const r of flat) {
      expect(r.node.name.zh.trim(), r.fullPath).not.toBe('');
      expect(r.node.name.en.trim(), r.fullPath).not.toBe('');
    }
  });

  it('keeps alive exactly the pages the spec marks, plus the dashboard (its screen finder)', () => {
    const keptAlive = flat.filter((r) => r.node.keepAlive).map((r) => r.fullPath);
    expect(keptAlive.sort()).toEqual(
      [
        '/dashboard',
        '/datasheet/list',
        '/datasheet/smart/advanced',
        '/datasheet/smart/list',
        '/datasheet/compose',
        '/datasheet/header_set/v1_header_origin',
        '/application/theme',
        '/application/list',
        '/news/list',
      ].sort(),
    );
  });

  it('hides detail and edit pages, the hidden groups and the access log', () => {
    const detailLike =
      /(:id|_details?$|\/details?$|^details?$|themedetail|\/add\/|\/modify\/|\/update\/|\/edit\/)/;
    for (const r of flattenRoutes(dynamicRoutes)) {
      if (detailLike.test(r.fullPath)) expect(r.node.hidden, r.fullPath).toBe(true);
    }
    for (const p of ['/ai', '/saas', '/monitor', '/monitor/admin', '/datasheet/item/header', '/profile']) {
      expect(byPath.get(p)?.node.hidden, p).toBe(true);
    }
    for (const p of ['/datasheet', '/datasheet/list', '/datasheet/add', '/paper/add', '/user/view/user']) {
      expect(byPath.get(p)?.node.hidden, p).toBeFalsy();
    }
  });

  it('shows a group as one entry only when it has exactly one visible page', () => {
    for (const r of flat) {
      if (!r.node.noSubmenu || r.fullPath === '/') continue;
      const visible = (r.node.children ?? []).filter((c) => !c.hidden);
      expect(visible.length, r.fullPath).toBe(1);
    }
  });

  it('contains the paths named in the spec', () => {
    const named = [
      '/dashboard',
      '/profile',
      '/ai/chat',
      '/datasheet/chemicals/catalog/list',
      '/datasheet/chemicals/ds_compatibility/list',
      '/datasheet/v2_certification_details/:id',
      '/datasheet/authority_processing/detail',
      '/datasheet/add/:id',
      '/datasheet/cache/edit/:id',
      '/datasheet/cache/ul_data',
      '/datasheet/header_set/v1_header_origin_detail',
      '/datasheet/standard_set/v1_standard_origin',
      '/datasheet/form/detail/:id',
      '/datasheet/categories/third_detail',
      '/datasheet/access/list',
      '/application/v1/detail/:id',
      '/news/editor',
      '/expert_service/detail',
      '/media/live/detail/:id',
      '/media/video/comment_list',
      '/media/subject/list',
      '/enterprise/network_expansion/service_list',
      '/enterprise/v1_company_origin/:id',
      '/enterprise/factory/equipment/second_type',
      '/enterprise/factory/attribute_details/:id',
      '/product/supple_list',
      '/store/details/:id',
      '/paper/update/:id',
      '/operation/link/0',
      '/operation/link/1',
      '/operation/tracking/page',
      '/purchase/link/details/:id',
      '/price/quote/add',
      '/customer/bcard/cache',
      '/monitor/admin',
      '/v2_demand/business/payment',
      '/saas/proposal',
      '/saas/supply_check',
      '/user/proposal',
      '/user/view',
      '/user/view/learning-platform',
      '/user/mark/job_title',
      '/user/email_read_log',
      '/data/tracking/overview',
      '/data/product/bo_score/list',
      '/data/product/ai_analysis',
      '/analysis/dashborad',
      '/analysis/customize-user-analysis',
      '/email/list',
      '/payment/wechat/count',
      '/configuration/auth/layout/role_details',
      '/configuration/auth/api/auth_details',
      '/configuration/router/details/:id',
      '/configuration/cache/remote_rules',
    ];
    expect(named.filter((p) => !byPath.has(p))).toEqual([]);
  });

  it('gives /user/view its four views as children', () => {
    expect(byPath.get('/user/view')?.node.children?.map((c) => c.path)).toEqual([
      'user',
      'client',
      'bcard',
      'learning-platform',
    ]);
  });
});
