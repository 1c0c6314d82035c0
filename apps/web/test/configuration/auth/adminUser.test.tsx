import { AdminRole, adminUserResource, apiPaths, type ResourceRow } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { type FakeApi, type Handler, page, Refusal } from '../../api/fakeApi.ts';
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

let admins: ResourceRow[];
let api: FakeApi;

function fakeAdminServer() {
  admins = [
    rowOf(adminUserResource, {
      id: 1,
      username: 'admin',
      name: '超级管理员',
      role: 'super_admin',
      enabled: true,
      layout_roles: [],
    }),
    rowOf(adminUserResource, {
      id: 2,
      username: 'editor',
      name: '内容编辑',
      role: 'admin',
      enabled: true,
      layout_roles: [7],
    }),
  ];
  return answer({
    '/admin/user/list': (call) => page(admins, call),
    '/admin/layout/role/options': () => [{ value: 7, label: '内容编辑 (演示)' }],
    '/admin/api/role/options': () => [{ value: 9, label: '标签只读' }],
    [apiPaths.adminUserAdd]: (call) => {
      const body = call.body as Record<string, unknown>;
      if (admins.some((a) => a.username === body.username)) return new Refusal(6, '用户名 已存在');
      const { password: _secret, ...values } = body;
      const added = rowOf(adminUserResource, {
        id: admins.length + 1,
        role: 'admin',
        enabled: true,
        ...values,
      });
      admins.push(added);
      return added;
    },
    [apiPaths.adminUserPasswordReset]: () => ({ password: 'Fresh-Pass-8842' }),
  });
}

const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function openList() {
  renderRoute(
    '/configuration/auth/user',
    '/configuration/auth/user',
    <ResourceList def={adminUserResource} />,
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(admins.length));
}

async function openAddForm() {
  await openList();
  fireEvent.click(screen.getByTestId('resource-add'));
  return screen.findByTestId('admin-add-form');
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  useUserStore.getState().setProfile({ uid: 1, role: AdminRole.admin });
  setPageReloader(() => {});
  api = fakeAdminServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('adding an admin account', { timeout: 30_000 }, () => {
  it('replaces the generic form and asks for the password', async () => {
    const form = await openAddForm();
    expect(screen.queryByTestId('resource-form')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-add-submit'));
    expect(await within(form).findByText('请填写用户名')).toBeTruthy();
    expect(within(form).getByText('请填写初始密码')).toBeTruthy();
    fireEvent.change(input('field-password'), { target: { value: 'short' } });
    expect(await within(form).findByText('密码至少 8 位')).toBeTruthy();
    expect(api.bodiesTo(apiPaths.adminUserAdd)).toEqual([]);
  });

  it('generates a strong password, shows it, and posts it with the account to /admin/user/add', async () => {
    await openAddForm();
    // Only a super admin sets the account type: an admin's form does not offer it.
    expect(screen.queryByTestId('field-role')).toBeNull();
    fireEvent.change(input('field-username'), { target: { value: 'li.lei' } });
    fireEvent.change(input('field-name'), { target: { value: '李雷' } });
    fireEvent.click(screen.getByTestId('password-generate'));
    await waitFor(() => expect(input('field-password').value).toHaveLength(16));
    const password = input('field-password').value;
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);

    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    // The button follows the field through the form's watch, a render after the value: enabled, it copies.
    await waitFor(() =>
      expect((screen.getByTestId('password-copy') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('password-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(password));

    fireEvent.click(screen.getByTestId('admin-add-submit'));
    await waitFor(() => expect(api.bodiesTo(apiPaths.adminUserAdd)).toHaveLength(1));
    expect(api.bodiesTo(apiPaths.adminUserAdd)[0]).toEqual({
      username: 'li.lei',
      name: '李雷',
      password,
      layout_roles: [],
      api_roles: [],
    });
    expect(await screen.findByText('管理员 li.lei 已创建')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByTestId('admin-add-form')).toBeNull();
  });

  it('a super admin also sets the account type', async () => {
    useUserStore.getState().setProfile({ uid: 1, role: AdminRole.superAdmin });
    await openAddForm();
    expect(screen.getByTestId('field-role')).toBeTruthy();
    fireEvent.change(input('field-username'), { target: { value: 'han.mei' } });
    fireEvent.change(input('field-password'), { target: { value: 'Chosen-Pass-123' } });
    fireEvent.click(screen.getByTestId('admin-add-submit'));
    await waitFor(() => expect(api.bodiesTo(apiPaths.adminUserAdd)).toHaveLength(1));
    expect(api.bodiesTo(apiPaths.adminUserAdd)[0]).toMatchObject({
      username: 'han.mei',
      password: 'Chosen-Pass-123',
      role: 'admin',
    });
  });

  it('shows the server’s refusal in the form and next to the field it names', async () => {
    const form = await openAddForm();
    fireEvent.change(input('field-username'), { target: { value: 'editor' } });
    fireEvent.change(input('field-password'), { target: { value: 'Chosen-Pass-123' } });
    fireEvent.click(screen.getByTestId('admin-add-submit'));
    expect((await screen.findByTestId('admin-add-error')).textContent).toContain('用户名 已存在');
    await waitFor(() => expect(within(form).getAllByText('用户名 已存在')).toHaveLength(2));
    expect(screen.getByTestId('admin-add-form')).toBeTruthy();
  });
});

describe('resetting a password', { timeout: 30_000 }, () => {
  const resetButtonOf = (i: number) => within(bodyRows()[i] as HTMLElement).getByTestId('row-reset-password');

  it('asks first; cancelling sends nothing', async () => {
    await openList();
    fireEvent.click(resetButtonOf(1));
    expect((await screen.findAllByText('重置管理员 editor 的密码？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    // What the cancel set off has run (a call would be made from its handler, not after a delay).
    await act(async () => {});
    expect(api.bodiesTo(apiPaths.adminUserPasswordReset)).toEqual([]);
    expect(screen.queryByTestId('reset-password-value')).toBeNull();
  });

  it('shows the generated password once, with a copy button, and forgets it when closed', async () => {
    await openList();
    fireEvent.click(resetButtonOf(1));
    fireEvent.click(await screen.findByTestId('reset-password-ok'));
    await waitFor(() => expect(api.bodiesTo(apiPaths.adminUserPasswordReset)).toEqual([{ id: 2 }]));
    const shown = await screen.findByTestId('reset-password-value');
    expect(shown.textContent).toBe('Fresh-Pass-8842');
    expect(screen.getAllByText('editor 的新密码').length).toBeGreaterThan(0);

    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByTestId('reset-password-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Fresh-Pass-8842'));

    fireEvent.click(screen.getByTestId('reset-password-close'));
    await waitFor(() => expect(document.body.textContent).not.toContain('Fresh-Pass-8842'));
  });
});
