import { adminUserResource } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { ProfilePage } from '../../src/pages/profile/ProfilePage.tsx';
import { defaultAvatar } from '../../src/shell/Picture.tsx';
import { UserMenu } from '../../src/shell/UserMenu.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { type ApiCall, type FakeApi, type Handler, Refusal } from '../api/fakeApi.ts';
import { rowOf } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from '../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer(handlers);
  return api;
}

const OLD = 'old-Pass-123';
const UPLOADED = '/uploads/2024/05/0123456789abcdef0123456789abcdef.png';

/** The account endpoints of one admin; the avatar saved is what `info` answers afterwards. */
function fakeAccount() {
  const account = { uid: 1, username: 'admin', name: '王工', avatar: '', role: 'super_admin' };
  const api = answer({
    '/admin/user/info': () => ({ ...account }),
    '/admin/user/password/update': (call: ApiCall) =>
      (call.body as { old_password: string }).old_password === OLD ? null : new Refusal(2, '原密码不正确'),
    '/upload': () => ({ url: UPLOADED, name: 'me.png', size: 68, mime: 'image/png' }),
    '/admin/user/avatar/update': (call: ApiCall) => {
      account.avatar = (call.body as { avatar: string }).avatar;
      return rowOf(adminUserResource, {
        id: 1,
        username: 'admin',
        name: '王工',
        role: 'super_admin',
        avatar: account.avatar,
      });
    },
  });
  return { api, account };
}

function renderProfile() {
  return renderRoute(
    '/profile',
    '/profile',
    <>
      <UserMenu />
      <ProfilePage />
    </>,
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const formErrors = () =>
  [...document.querySelectorAll('[data-testid="password-form"] .ant-form-item-explain-error')].map(
    (el) => el.textContent,
  );

function fillPassword(old: string, next: string, confirm: string) {
  fireEvent.change(input('password-old'), { target: { value: old } });
  fireEvent.change(input('password-new'), { target: { value: next } });
  fireEvent.change(input('password-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('password-submit'));
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  useUserStore
    .getState()
    .setProfile({ uid: 1, username: 'admin', name: '王工', avatar: '', role: 'super_admin' });
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('shows the logged-in admin', async () => {
    fakeAccount();
    renderProfile();
    const account = await screen.findByTestId('profile-account');
    expect(within(account).getByText('admin')).toBeTruthy();
    expect(within(account).getByText('王工')).toBeTruthy();
    expect(within(account).getByText('超级管理员')).toBeTruthy();
    // No avatar yet: the default picture.
    expect(input('profile-avatar').getAttribute('src')).toBe(defaultAvatar);
  });

  it('checks the new password as the server does before sending anything', async () => {
    const { api } = fakeAccount();
    renderProfile();
    await screen.findByTestId('password-form');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['请输入原密码', '请输入新密码', '请再次输入新密码']));

    fillPassword(OLD, 'short', 'short');
    await waitFor(() => expect(formErrors()).toEqual(['新密码至少 8 个字符']));
    fillPassword(OLD, OLD, OLD);
    await waitFor(() => expect(formErrors()).toEqual(['新密码不能与原密码相同']));
    fillPassword(OLD, 'new-Pass-4567', 'new-Pass-4568');
    await waitFor(() => expect(formErrors()).toEqual(['两次输入的新密码不一致']));
    expect(api.bodiesTo('/admin/user/password/update')).toEqual([]);
  });

  it('shows a wrong current password next to its field, then changes the password', async () => {
    const { api } = fakeAccount();
    renderProfile();
    await screen.findByTestId('password-form');
    fillPassword('not-the-password', 'new-Pass-4567', 'new-Pass-4567');
    await waitFor(() => expect(formErrors()).toEqual(['原密码不正确']));

    fillPassword(OLD, 'new-Pass-4567', 'new-Pass-4567');
    await waitFor(() =>
      expect(api.bodiesTo('/admin/user/password/update')).toEqual([
        { old_password: 'not-the-password', new_password: 'new-Pass-4567' },
        { old_password: OLD, new_password: 'new-Pass-4567' },
      ]),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toBe('密码已修改'),
    );
    // The form is emptied for the next time.
    await waitFor(() => expect(input('password-old').value).toBe(''));
    expect(input('password-new').value).toBe('');
  });

  it('uploads a new avatar, saves it, and the navbar shows it at once', async () => {
    const { api } = fakeAccount();
    renderProfile();
    await screen.findByTestId('profile-account');
    const navbarAvatar = () => screen.getByTestId('user-menu').querySelector('img') as HTMLImageElement;
    expect(navbarAvatar().getAttribute('src')).toBe(defaultAvatar);

    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });

    await waitFor(() => expect(navbarAvatar().getAttribute('src')).toBe(UPLOADED));
    expect(input('profile-avatar').getAttribute('src')).toBe(UPLOADED);
    const sent = api.calls.find((c) => c.path === '/upload')?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('me.png');
    expect(api.bodiesTo('/admin/user/avatar/update')).toEqual([{ avatar: UPLOADED }]);
    // The store was read again from the server, not patched locally.
    expect(api.calls.some((c) => c.path === '/admin/user/info')).toBe(true);
    expect(useUserStore.getState().avatar).toBe(UPLOADED);
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const { api } = fakeAccount();
    renderProfile();
    await screen.findByTestId('profile-account');
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf] } });
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toBe(
        '请选择 PNG、JPG、GIF 或 WebP 图片',
      ),
    );
    expect(api.calls.some((c) => c.path === '/upload')).toBe(false);
    expect(useUserStore.getState().avatar).toBe('');
  });
});
