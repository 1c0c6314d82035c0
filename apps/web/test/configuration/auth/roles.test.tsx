import {
  apiAuthorityResource,
  apiRoleResource,
  dynamicRoutes,
  layoutAuthorityResource,
  layoutRoleResource,
  type ResourceRow,
} from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import {
  ApiRoleDetailsPage,
  LayoutRoleDetailsPage,
} from '../../../src/pages/configuration/auth/RoleDetailsPages.tsx';
import { buildRouteTree } from '../../../src/pages/configuration/auth/routeTree.ts';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { type ApiCall, type FakeApi, type Handler, page } from '../../api/fakeApi.ts';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path, over an empty change history. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer({ '/system/audit/list': (call) => page([], call), ...handlers });
  return api;
}

// One layout authority row per route path, as the server syncs them (ids in path order).
const layoutRows = [...buildRouteTree(dynamicRoutes).keys]
  .sort()
  .map((path, i) => rowOf(layoutAuthorityResource, { id: 100 + i, path, name: path, roles: [] }));
const idOf = (path: string) => layoutRows.find((r) => r.path === path)?.id as number;

const apiRows: ResourceRow[] = [
  rowOf(apiAuthorityResource, {
    id: 1,
    path: '/tags/list',
    method: 'GET',
    name: '标签列表',
    need_login: true,
    need_judge: true,
  }),
  rowOf(apiAuthorityResource, {
    id: 2,
    path: '/tags/add',
    method: 'POST',
    name: '标签新增',
    need_login: true,
    need_judge: true,
  }),
  rowOf(apiAuthorityResource, {
    id: 3,
    path: '/tags/del',
    method: 'POST',
    name: '标签删除',
    need_login: true,
    need_judge: true,
  }),
  rowOf(apiAuthorityResource, {
    id: 4,
    path: '/upload',
    method: 'POST',
    name: '上传文件',
    need_login: true,
    need_judge: false,
  }),
];

let api: FakeApi;

/** Role 5 of a family: answered by get, changed by update. */
function roleHandlers(base: string, role: ResourceRow) {
  return {
    [`${base}/get`]: () => role,
    [`${base}/update`]: (call: ApiCall) => Object.assign(role, call.body),
  };
}

const typeInto = (testId: string, value: string) =>
  fireEvent.change(within(screen.getByTestId(testId)).getByRole('searchbox'), { target: { value } });

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('the layout role screen', { timeout: 30_000 }, () => {
  const role = () =>
    rowOf(layoutRoleResource, {
      id: 5,
      name: '标签管理',
      description: '',
      authorities: [idOf('/configuration'), idOf('/configuration/tags')],
    });

  beforeEach(() => {
    api = answer({
      '/admin/layout/authority/list': (call) => page(layoutRows, call),
      ...roleHandlers('/admin/layout/role', role()),
      '/admin/user/layout_auth': () => ['/configuration', '/configuration/keys'],
    });
  });

  it('shows the role’s routes as ticks and saves the ticked paths with their ancestors', async () => {
    renderRoute(
      '/configuration/auth/layout/role_details?id=5',
      '/configuration/auth/layout/role_details',
      <LayoutRoleDetailsPage />,
    );
    expect((await screen.findByTestId('route-tree-count')).textContent).toBe('已授权 2 个路由');
    // The whole catalogue is read, page by page (it is longer than one page).
    const pages = api.calls.filter((c) => c.path === '/admin/layout/authority/list');
    expect(pages.map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);

    typeInto('route-authority-tree', '键值配置');
    fireEvent.click(await screen.findByText('/configuration/keys'));
    await waitFor(() => expect(screen.getByTestId('route-tree-count').textContent).toBe('已授权 3 个路由'));
    typeInto('route-authority-tree', '标签库');
    fireEvent.click(await screen.findByText('/configuration/tags'));
    await waitFor(() => expect(screen.getByTestId('route-tree-count').textContent).toBe('已授权 2 个路由'));

    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(api.bodiesTo('/admin/layout/role/update')).toHaveLength(1));
    expect(api.bodiesTo('/admin/layout/role/update')[0]).toEqual({
      id: 5,
      authorities: [idOf('/configuration'), idOf('/configuration/keys')],
    });
    // The admin's own menu is read again: it follows when the role was one of theirs.
    await waitFor(() =>
      expect(useUserStore.getState().permittedPaths).toEqual(['/configuration', '/configuration/keys']),
    );
  });

  it('ticking a group grants all of its pages', async () => {
    renderRoute(
      '/configuration/auth/layout/role_details?id=5',
      '/configuration/auth/layout/role_details',
      <LayoutRoleDetailsPage />,
    );
    await screen.findByTestId('route-tree-count');
    typeInto('route-authority-tree', '/configuration/router');
    fireEvent.click(await screen.findByText('/configuration/router'));
    await waitFor(() => expect(screen.getByTestId('route-tree-count').textContent).toBe('已授权 5 个路由'));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(api.bodiesTo('/admin/layout/role/update')).toHaveLength(1));
    expect(api.bodiesTo('/admin/layout/role/update')[0]).toEqual({
      id: 5,
      authorities: [
        idOf('/configuration'),
        idOf('/configuration/tags'),
        idOf('/configuration/router'),
        idOf('/configuration/router/list'),
        idOf('/configuration/router/details/:id'),
      ],
    });
  });
});

describe('the API role screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api = answer({
      '/admin/api/authority/list': (call) => page(apiRows, call),
      ...roleHandlers(
        '/admin/api/role',
        rowOf(apiRoleResource, { id: 5, name: '标签编辑', description: '', authorities: [1] }),
      ),
    });
  });

  it('groups the calls by path prefix; a group tick chooses the group’s calls as shown', async () => {
    renderRoute(
      '/configuration/auth/api/role_details?id=5',
      '/configuration/auth/api/role_details',
      <ApiRoleDetailsPage />,
    );
    expect((await screen.findByTestId('api-picker-count')).textContent).toBe('已选 1 / 4 个接口');
    const groups = () =>
      [...document.querySelectorAll('[data-testid="api-group"]')].map((g) => g.textContent);
    expect(groups()).toEqual(['/0/1', '/tags1/3']);
    // The search narrows the group: ticking it then adds only what shows.
    typeInto('api-authority-picker', 'POST /tags/a');
    await waitFor(() => expect(groups()).toEqual(['/tags0/1']));
    fireEvent.click(screen.getByText('/tags'));
    await waitFor(() => expect(screen.getByTestId('api-picker-count').textContent).toBe('已选 2 / 4 个接口'));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() =>
      expect(api.bodiesTo('/admin/api/role/update')).toEqual([{ id: 5, authorities: [1, 2] }]),
    );
  });
});

describe('the API authority list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    const rows = apiRows.map((r) => ({ ...r }));
    api = answer({
      '/admin/api/authority/list': (call) => page(rows, call),
      '/admin/api/authority/update': (call) => {
        const body = call.body as { id: number };
        return Object.assign(rows.find((r) => r.id === body.id) as ResourceRow, body);
      },
      '/admin/api/authority/sync': () => ({ added: 2, removed: 1, total: 5 }),
    });
  });

  const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');
  const switchOf = (i: number, field: string) =>
    within(bodyRows()[i] as HTMLElement).getByTestId(`switch-${field}`);

  async function openList() {
    renderRoute(
      '/configuration/auth/api/authority',
      '/configuration/auth/api/authority',
      <ResourceList def={apiAuthorityResource} />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
  }

  it('turns need_judge off in place, and asks before need_login goes off', async () => {
    await openList();
    fireEvent.click(switchOf(0, 'need_judge'));
    await waitFor(() =>
      expect(api.bodiesTo('/admin/api/authority/update')).toEqual([{ id: 1, need_judge: false }]),
    );
    fireEvent.click(switchOf(1, 'need_login'));
    expect(
      (await screen.findAllByText('POST /tags/add 将成为公开接口：任何人无需登录即可调用。')).length,
    ).toBe(1);
    expect(api.bodiesTo('/admin/api/authority/update')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('need-login-off-ok'));
    await waitFor(() =>
      expect(api.bodiesTo('/admin/api/authority/update').at(-1)).toEqual({ id: 2, need_login: false }),
    );
    await waitFor(() => expect(switchOf(1, 'need_login').getAttribute('aria-checked')).toBe('false'));
  });

  it('syncs after a confirmation and says what the server changed', async () => {
    await openList();
    fireEvent.click(screen.getByTestId('api-sync'));
    fireEvent.click(await screen.findByTestId('api-sync-ok'));
    expect(await screen.findByText('同步完成：新增 2 个，删除 1 个，现有 5 个接口')).toBeTruthy();
    expect(api.bodiesTo('/admin/api/authority/sync')).toEqual([{}]);
  });
});
