import {
  dynamicRoutes,
  layoutAuthorityResource,
  layoutRoleResource,
  type MenuRecord,
  type ResourceRow,
} from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { LayoutAuthorityDetailPage } from '../../../src/pages/configuration/auth/LayoutAuthorityDetailPage.tsx';
import { LayoutAuthorityPage } from '../../../src/pages/configuration/auth/LayoutAuthorityPage.tsx';
import { buildRouteTree } from '../../../src/pages/configuration/auth/routeTree.ts';
import { updateRow, useFamilyMutation } from '../../../src/resources/api.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { type ApiCall, type FakeApi, type Handler, page, Refusal } from '../../api/fakeApi.ts';
import { rowOf as familyRow } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path, over an empty change history. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer({ '/system/audit/list': (call) => page([], call), ...handlers });
  return api;
}

const tree = buildRouteTree(dynamicRoutes);
/** The sidebar's name of the keys screen, set by a menu record: the tree shows it too. */
const KEYS_RENAMED = '键值设置';
const records: MenuRecord[] = [
  {
    path: '/configuration/keys',
    name_zh: KEYS_RENAMED,
    name_en: 'Settings',
    icon: 'KeyOutlined',
    hidden: false,
    no_submenu: false,
    keep_alive: false,
    sort: 2,
  },
];

let rows: ResourceRow[];
let roles: ResourceRow[];
let api: FakeApi;
const idOf = (path: string) => rows.find((r) => r.path === path)?.id as number;
const OWN_PATHS = ['/configuration', '/configuration/keys'];

beforeEach(() => {
  // One row per route path (ids in path order, as the server syncs them) and one path the table lost.
  rows = [...tree.keys, '/old/removed']
    .sort()
    .map((path, i) => familyRow(layoutAuthorityResource, { id: 100 + i, path, name: path }));
  roles = [
    familyRow(layoutRoleResource, {
      id: 7,
      name: '标签管理',
      description: '只管标签',
      authorities: [idOf('/configuration'), idOf('/configuration/tags')],
    }),
    familyRow(layoutRoleResource, {
      id: 8,
      name: '巡检员',
      description: '',
      authorities: [idOf('/configuration/auth/user')],
    }),
  ];
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = answer({
    '/admin/router/menu': () => records,
    '/admin/layout/authority/list': (call) => page(rows, call),
    '/admin/layout/role/list': (call) => page(roles, call),
    // Both updates change the one join table: the roles' `authorities` here.
    '/admin/layout/authority/update': (call) => {
      const body = call.body as { id: number; roles: number[] };
      for (const role of roles) {
        const held = (role.authorities as number[]).filter((id) => id !== body.id);
        role.authorities = body.roles.includes(role.id) ? [...held, body.id] : held;
      }
      return { ...(rows.find((r) => r.id === body.id) as ResourceRow), roles: body.roles };
    },
    '/admin/layout/role/update': (call) => {
      const body = call.body as { id: number; authorities: number[] };
      return Object.assign(roles.find((r) => r.id === body.id) as ResourceRow, body);
    },
    '/admin/user/layout_auth': () => OWN_PATHS,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

const shownPaths = () =>
  [...document.querySelectorAll('[data-testid="authority-table"] tr[data-testid="authority-row"]')].map(
    (tr) => tr.getAttribute('data-path'),
  );
const rowOf = (path: string) =>
  document.querySelector(`[data-testid="authority-table"] tr[data-path="${path}"]`) as HTMLElement;
const search = (text: string) =>
  fireEvent.change(within(screen.getByTestId('authority-search')).getByRole('searchbox'), {
    target: { value: text },
  });
const listCalls = () => api.calls.filter((c: ApiCall) => c.path === '/admin/layout/authority/list').length;

async function openTree() {
  renderRoute(
    '/configuration/auth/layout/authority',
    '/configuration/auth/layout/authority',
    <LayoutAuthorityPage />,
  );
  await waitFor(() => expect(shownPaths().length).toBeGreaterThan(0));
}

async function editRolesOf(path: string, tick: string[]) {
  fireEvent.click(within(rowOf(path)).getByTestId('authority-edit-roles'));
  const editor = await screen.findByTestId('authority-roles-editor');
  for (const name of tick) {
    fireEvent.click(editor.querySelector(`[data-role="${name}"]`) as HTMLElement);
  }
  return editor;
}

describe('the layout authority tree', { timeout: 60_000 }, () => {
  it('is the route table: groups first, with icons, the sidebar’s names and the roles holding each route', async () => {
    await openTree();
    expect(shownPaths()).toEqual(tree.nodes.map((n) => n.key));
    const config = rowOf('/configuration');
    expect(config.textContent).toContain('系统配置');
    expect(config.querySelector('[aria-label="setting"]')).not.toBeNull();
    expect(within(config).getByTestId('authority-roles').textContent).toBe('标签管理');
    expect(screen.getByTestId('authority-count').textContent).toBe(`共 ${tree.keys.length} 个路由`);
    // A path the table no longer has is listed apart, with its role picker.
    expect(screen.getByTestId('authority-stale').textContent).toContain('/old/removed');

    fireEvent.click(screen.getByTestId('authority-expand-all'));
    await waitFor(() => expect(shownPaths()).toEqual([...tree.keys]));
    expect(rowOf('/configuration/keys').textContent).toContain(KEYS_RENAMED);
    expect(within(rowOf('/configuration/auth/user')).getByTestId('authority-roles').textContent).toBe(
      '巡检员',
    );
    fireEvent.click(screen.getByTestId('authority-collapse-all'));
    await waitFor(() => expect(shownPaths()).toHaveLength(tree.nodes.length));
  });

  it('a search keeps the ancestors of what it finds and opens them; it finds roles too', async () => {
    renderRoute(
      '/configuration/auth/layout/authority',
      '/configuration/auth/layout/authority',
      <LayoutAuthorityPage />,
    );
    // Typed before the roles are read: what holds the matches opens once they are.
    search('巡检员');
    await waitFor(() =>
      expect(shownPaths()).toEqual(['/configuration', '/configuration/auth', '/configuration/auth/user']),
    );
    expect(screen.getByTestId('authority-count').textContent).toBe('匹配 1 个路由');
    search(KEYS_RENAMED);
    await waitFor(() => expect(shownPaths()).toEqual(['/configuration', '/configuration/keys']));
    expect(screen.getByTestId('authority-count').textContent).toBe('匹配 1 个路由');
    search('no such route at all');
    expect(await screen.findByText('没有匹配的菜单')).toBeTruthy();
    search('');
    await waitFor(() => expect(shownPaths()).toHaveLength(tree.nodes.length));
  });

  it('gives a route to a role holding its group in one update; the tree and the own sidebar follow', async () => {
    useUserStore.getState().setPermittedPaths(['/configuration']);
    await openTree();
    search(KEYS_RENAMED);
    await waitFor(() => expect(rowOf('/configuration/keys')).not.toBeNull());
    expect(within(rowOf('/configuration/keys')).getByTestId('authority-roles').textContent).toBe('无角色');
    const before = listCalls();
    const editor = await editRolesOf('/configuration/keys', ['标签管理']);
    expect(within(editor).getByTestId('authority-roles-count').textContent).toBe('已选 1 / 2 个角色');
    // Nothing more to grant: no note of other routes.
    expect(within(editor).queryByTestId('authority-roles-effects')).toBeNull();
    fireEvent.click(screen.getByTestId('authority-roles-save'));
    await waitFor(() =>
      expect(api.bodiesTo('/admin/layout/authority/update')).toEqual([
        { id: idOf('/configuration/keys'), roles: [7] },
      ]),
    );
    expect(api.bodiesTo('/admin/layout/role/update')).toEqual([]);
    await waitFor(() =>
      expect(within(rowOf('/configuration/keys')).getByTestId('authority-roles').textContent).toBe(
        '标签管理',
      ),
    );
    expect(listCalls()).toBeGreaterThan(before);
    expect(useUserStore.getState().permittedPaths).toEqual(OWN_PATHS);
  });

  it('a role lacking the group is saved with it, after saying so', async () => {
    await openTree();
    search(KEYS_RENAMED);
    await waitFor(() => expect(rowOf('/configuration/keys')).not.toBeNull());
    const editor = await editRolesOf('/configuration/keys', ['巡检员']);
    expect((await within(editor).findByTestId('authority-roles-effects')).textContent).toContain(
      '「巡检员」还将获得：系统配置, 权限管理',
    );
    fireEvent.click(screen.getByTestId('authority-roles-save'));
    await waitFor(() =>
      expect(api.bodiesTo('/admin/layout/role/update')).toEqual([
        {
          id: 8,
          authorities: [
            idOf('/configuration'),
            idOf('/configuration/keys'),
            idOf('/configuration/auth'),
            idOf('/configuration/auth/user'),
          ],
        },
      ]),
    );
    expect(api.bodiesTo('/admin/layout/authority/update')).toEqual([]);
    await waitFor(() =>
      expect(within(rowOf('/configuration')).getByTestId('authority-roles').textContent).toBe(
        '标签管理巡检员',
      ),
    );
  });

  it('follows a role saved on another screen (its form or tree) without a reload', async () => {
    // What the role screens do: an update through the role family's mutation.
    function RoleScreenSave() {
      const save = useFamilyMutation(layoutRoleResource, () =>
        updateRow(layoutRoleResource, 8, {
          authorities: [idOf('/configuration'), idOf('/configuration/keys')],
        }),
      );
      return (
        <button type="button" onClick={() => save.mutate(undefined)} data-testid="elsewhere-save">
          save
        </button>
      );
    }
    renderRoute(
      '/configuration/auth/layout/authority',
      '/configuration/auth/layout/authority',
      <>
        <LayoutAuthorityPage />
        <RoleScreenSave />
      </>,
    );
    await waitFor(() => expect(shownPaths().length).toBeGreaterThan(0));
    expect(within(rowOf('/configuration')).getByTestId('authority-roles').textContent).toBe('标签管理');
    fireEvent.click(screen.getByTestId('elsewhere-save'));
    await waitFor(() =>
      expect(within(rowOf('/configuration')).getByTestId('authority-roles').textContent).toBe(
        '标签管理巡检员',
      ),
    );
  });

  it('says when the catalogue cannot be read, and reads it again on retry', async () => {
    let refuse = true;
    api = answer({
      '/admin/router/menu': () => records,
      '/admin/layout/authority/list': (call) => (refuse ? new Refusal(3, '无权限') : page(rows, call)),
      '/admin/layout/role/list': (call) => page(roles, call),
    });
    renderRoute(
      '/configuration/auth/layout/authority',
      '/configuration/auth/layout/authority',
      <LayoutAuthorityPage />,
    );
    expect((await screen.findByTestId('list-error')).textContent).toContain('菜单权限加载失败：无权限');
    refuse = false;
    fireEvent.click(screen.getByTestId('list-retry'));
    await waitFor(() => expect(shownPaths()).toHaveLength(tree.nodes.length));
  });
});

describe('one layout authority', { timeout: 60_000 }, () => {
  const openDetail = (query: string) =>
    renderRoute(
      `/configuration/auth/layout/authority_detail${query}`,
      '/configuration/auth/layout/authority_detail',
      <LayoutAuthorityDetailPage />,
    );

  it('by path: its place in the tree, its sub-routes, its roles, and the same role picker (a group brings its pages)', async () => {
    openDetail(`?path=${encodeURIComponent('/configuration/auth')}`);
    const detail = await screen.findByTestId('authority-detail');
    expect(within(detail).getByTestId('authority-position').textContent).toBe('系统配置/权限管理');
    expect(within(detail).getByTestId('authority-children').textContent).toContain('管理员');
    expect(within(detail).getByTestId('authority-roles').textContent).toBe('无角色');
    fireEvent.click(within(detail).getByTestId('authority-edit-roles'));
    const editor = await screen.findByTestId('authority-roles-editor');
    fireEvent.click(editor.querySelector('[data-role="巡检员"]') as HTMLElement);
    // A group comes with its pages, as in the role's own tree.
    expect((await within(editor).findByTestId('authority-roles-effects')).textContent).toContain('菜单角色');
    fireEvent.click(screen.getByTestId('authority-roles-save'));
    await waitFor(() => expect(api.bodiesTo('/admin/layout/role/update')).toHaveLength(1));
    const saved = api.bodiesTo('/admin/layout/role/update')[0] as { id: number; authorities: number[] };
    expect(saved.id).toBe(8);
    const authPaths = tree.keys.filter((k) => k.startsWith('/configuration/auth'));
    expect([...saved.authorities].sort()).toEqual(['/configuration', ...authPaths].map(idOf).sort());
    await waitFor(() => expect(within(detail).getByTestId('authority-roles').textContent).toBe('巡检员'));
  });

  it('by id, in English', async () => {
    useLocaleStore.setState({ locale: 'en' });
    openDetail(`?id=${idOf('/configuration/keys')}`);
    const detail = await screen.findByTestId('authority-detail');
    expect(detail.textContent).toContain('Layout authority · Settings');
    expect(within(detail).getByTestId('authority-position').textContent).toBe('Configuration/Settings');
    expect(detail.textContent).toContain('Held by roles');
    expect(within(detail).getByTestId('authority-path').textContent).toBe('/configuration/keys');
  });

  it('an unknown path is not found', async () => {
    openDetail('?path=/no/such/route');
    expect((await screen.findByTestId('detail-not-found')).textContent).toContain('没有这个菜单权限');
  });
});
