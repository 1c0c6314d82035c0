/** The browser tab's title follows the route and the language (`{route name} · {product}`). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, installFakeShellServer, LAZY, loggedInBrowser, renderAt, server } from './harness.tsx';

installFakeShellServer();

describe('the document title', () => {
  it('names the current route, and follows navigation and the language switch', async () => {
    loggedInBrowser();
    renderAt('/news/type_list');
    await screen.findByTestId('resource-list', {}, LAZY);
    await waitFor(() => expect(document.title).toBe('资讯分类 · 塑料物性管理后台'));

    fireEvent.click(within(screen.getByTestId('sidebar')).getByText('邮件列表'));
    await waitFor(() => expect(at()).toBe('/email/list'));
    await waitFor(() => expect(document.title).toBe('邮件列表 · 塑料物性管理后台'));

    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('menu-locale'));
    await waitFor(() => expect(document.title).toBe('Email list · Plastics Materials Console'));
  });

  it('titles the access log opened from the navbar 访问日志', async () => {
    server.permitted = [...server.permitted, '/monitor', '/monitor/admin'];
    loggedInBrowser();
    renderAt('/monitor/admin');
    await waitFor(() => expect(at()).toBe('/monitor/admin'));
    await waitFor(() => expect(document.title).toBe('访问日志 · 塑料物性管理后台'), LAZY);
  });

  it('is the product name alone outside the layout', async () => {
    document.title = 'left over';
    renderAt('/login');
    await screen.findByTestId('login-username', {}, LAZY);
    expect(document.title).toBe('塑料物性管理后台');
  });
});
