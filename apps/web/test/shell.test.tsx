/**
 * The shell end to end inside happy-dom: guard, login, session restore, sidebar, tabs, breadcrumb,
 * global search, unknown and forbidden paths, logout (server faked by ./shell/harness.tsx).
 */
import { apiPaths, LOGIN_MARKER_COOKIE, TOKEN_STORAGE_KEY } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../src/api/request.ts';
import { notifyProposalsChanged } from '../src/stores/counters.ts';
import {
  at,
  installFakeShellServer,
  LAZY,
  loggedInBrowser,
  NAVBAR_SCREENS,
  permit,
  pressEnter,
  renderAt,
  server,
} from './shell/harness.tsx';

const { calls, failing, expired } = server;

installFakeShellServer();

describe('the shell', () => {
  it('without the login marker sends every path but /login, /401, /404 to /login', async () => {
    renderAt('/news/type_list');
    await screen.findByTestId('login-username', {}, LAZY);
    expect(at()).toBe('/login');
  });

  it('shows the server message inline on a failed login, and logs in on success', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/login');
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('用户名或密码错误');
    expect(Cookies.get(LOGIN_MARKER_COOKIE)).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/admin/user/login', code: 1 }),
    );

    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    expect(at()).toBe('/dashboard');
    expect(Cookies.get(LOGIN_MARKER_COOKIE)).toBe('success');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('after a reload with the marker, loads the user and permitted routes, then renders the location', async () => {
    loggedInBrowser();
    renderAt('/news/type_list');
    const list = await screen.findByTestId('resource-list', {}, LAZY);
    expect(list.getAttribute('data-resource')).toBe('news_type');
    expect(calls).toEqual(expect.arrayContaining(['GET /admin/user/info', 'GET /admin/user/layout_auth']));
    expect(at()).toBe('/news/type_list');
    const crumbs = screen.getByTestId('breadcrumb').textContent;
    expect(crumbs).toContain('首页');
  });

  it('lists only permitted, visible routes in the sidebar', async () => {
    loggedInBrowser();
    renderAt('/news/type_list');
    await screen.findByTestId('resource-list', {}, LAZY);
    // The submenu of the current location is open; the others stay closed.
    const sidebar = screen.getByTestId('sidebar');
    const items = within(sidebar)
      .getAllByTestId('menu-item')
      .map((el) => el.getAttribute('data-path') ?? el.textContent);
    expect(items).toEqual(['/dashboard', '资讯管理', '/news/list', '/news/type_list', '/email/list']);
  });

  it('/login with the marker goes to /, which redirects to the dashboard; / adds no tab of its own', async () => {
    loggedInBrowser();
    renderAt('/login');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    expect(at()).toBe('/dashboard');
    const tabs = screen.getAllByTestId('tab');
    expect(tabs.map((t) => [t.getAttribute('data-path'), t.getAttribute('data-active')])).toEqual([
      ['/dashboard', 'true'],
    ]);
  });

  it('global search lands on /dashboard?key=… with the key echoed, then clears the box', async () => {
    loggedInBrowser();
    renderAt('/news/list');
    await screen.findByTestId('resource-list', {}, LAZY);
    const box = screen.getByTestId('global-search') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '' } });
    pressEnter(box);
    expect(at()).toBe('/news/list');

    fireEvent.change(box, { target: { value: 'abc d' } });
    pressEnter(box);
    await waitFor(() => expect(at()).toBe('/dashboard?key=abc%20d'));
    expect((await screen.findByTestId('dashboard-key', {}, LAZY)).textContent).toBe('搜索关键词：abc d');
    expect(at()).toBe('/dashboard?key=abc%20d');
    expect(box.value).toBe('');
    expect(screen.getAllByTestId('tab').map((t) => t.getAttribute('data-path'))).toEqual([
      '/news/list',
      '/dashboard?key=abc%20d',
    ]);

    fireEvent.change(box, { target: { value: 'xyz' } });
    fireEvent.click(screen.getByTestId('global-search-button'));
    await waitFor(() => expect(at()).toBe('/dashboard?key=xyz'));
    expect(box.value).toBe('');
  });

  it('sends unknown paths to /404 and routes the user may not see to /401', async () => {
    loggedInBrowser();
    renderAt('/no/such/page');
    await screen.findByTestId('back-home', {}, LAZY);
    expect(at()).toBe('/404');
  });

  it('sends a route of the table that is not permitted to /401', async () => {
    loggedInBrowser();
    renderAt('/configuration/tags');
    await screen.findByTestId('back-home', {}, LAZY);
    expect(at()).toBe('/401');
  });

  it('closing the active tab moves to the last remaining one', async () => {
    loggedInBrowser();
    renderAt('/news/type_list');
    await screen.findByTestId('resource-list', {}, LAZY);
    fireEvent.click(within(screen.getByTestId('sidebar')).getByText('资讯列表'));
    await waitFor(() => expect(at()).toBe('/news/list'));
    fireEvent.click(within(screen.getByTestId('sidebar')).getByText('邮件列表'));
    await waitFor(() => expect(at()).toBe('/email/list'));
    const strip = screen.getByTestId('tab-strip');
    // Go back to the first tab, then close it: the last tab of the strip becomes current.
    fireEvent.click(within(strip).getAllByTestId('tab')[0] as HTMLElement);
    await waitFor(() => expect(at()).toBe('/news/type_list'));
    fireEvent.click(within(within(strip).getAllByTestId('tab')[0] as HTMLElement).getByTestId('tab-close'));
    await waitFor(() => expect(at()).toBe('/email/list'));
    expect(
      within(strip)
        .getAllByTestId('tab')
        .map((t) => t.getAttribute('data-path')),
    ).toEqual(['/news/list', '/email/list']);
  });

  it('when restoring the session fails, only logs it and continues with the fixed routes', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.add(apiPaths.layoutAuth);
    loggedInBrowser();
    renderAt('/dashboard');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    expect(at()).toBe('/dashboard');
    // The request function's log of every error (spec §8), then the shell's own line.
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: '服务器内部错误',
        url: `/api${apiPaths.layoutAuth}`,
        method: 'GET',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    expect(consoleError).toHaveBeenCalledWith('Could not restore the session', expect.anything());
    const items = within(screen.getByTestId('sidebar')).getAllByTestId('menu-item');
    expect(items.map((el) => el.getAttribute('data-path'))).toEqual(['/dashboard']);
    // Only logged: no 错误 notification. The failure came before the dashboard rendered; its notification
    // would be on screen by the time the dashboard's own call has answered.
    await waitFor(() => expect(calls).toContain(`GET ${apiPaths.dashboardOverview}`));
    // …and its answer has been handled.
    await act(async () => {});
    expect(screen.queryByTestId('error-notification')).toBeNull();
    expect(screen.queryByText('服务器内部错误')).toBeNull();
    // Navigation goes on within the fixed routes.
    const box = screen.getByTestId('global-search');
    fireEvent.change(box, { target: { value: 'pp' } });
    pressEnter(box);
    await waitFor(() => expect(at()).toBe('/dashboard?key=pp'));
  });

  it('when restoring the session answers -999, logs out and reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    setPageReloader(reload);
    expired.add(apiPaths.layoutAuth);
    loggedInBrowser();
    renderAt('/news/type_list');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Cookies.get(LOGIN_MARKER_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await screen.findByTestId('login-username', {}, LAZY);
    expect(screen.queryByTestId('error-notification')).toBeNull();
  });

  it('the hamburger collapses the sidebar and remembers it in the cookie', async () => {
    loggedInBrowser();
    renderAt('/dashboard');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    expect(screen.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('false');
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(screen.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('true');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('warns where fullscreen is not supported', async () => {
    loggedInBrowser();
    renderAt('/dashboard');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
  });

  it('counts proposals on load and again when a screen says they changed', async () => {
    permit(...NAVBAR_SCREENS);
    loggedInBrowser();
    renderAt('/dashboard');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    await waitFor(() => expect(screen.getByTestId('proposal-saas').getAttribute('data-count')).toBe('2'));
    expect(screen.getByTestId('comment-bell').getAttribute('data-count')).toBe('5');
    const counted = () => calls.filter((c) => c === `GET ${apiPaths.proposalCounters}`).length;
    expect(counted()).toBe(1);
    act(() => notifyProposalsChanged());
    await waitFor(() => expect(counted()).toBe(2));
  });

  it('logs out: clears token and marker and goes to /login', async () => {
    loggedInBrowser();
    renderAt('/dashboard');
    await screen.findByTestId('dashboard-figures', {}, LAZY);
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('menu-logout'));
    await screen.findByTestId('login-username', {}, LAZY);
    expect(at()).toBe('/login');
    expect(calls).toContain('GET /admin/user/logout');
    expect(Cookies.get(LOGIN_MARKER_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
