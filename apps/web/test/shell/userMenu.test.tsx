/** The user dropdown (spec §1, §2): Home, Personal center, the language switch and the avatar's default. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatar } from '../../src/shell/Picture.tsx';
import { at, installFakeShellServer, LAZY, loggedInBrowser, renderAt } from './harness.tsx';

installFakeShellServer();

/** Opens the dropdown: its menu (the sidebar is a menu too). */
async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('user-menu'));
  const item = await screen.findByTestId('menu-profile');
  return item.closest('.ant-dropdown-menu') as HTMLElement;
}

async function choose(testId: string) {
  await openMenu();
  fireEvent.click(await screen.findByTestId(testId));
}

async function onEmailList() {
  loggedInBrowser();
  renderAt('/email/list');
  // The shell around the campaign list: its breadcrumb names the route (whatever the screen's chunk does).
  await waitFor(() => expect(screen.getByTestId('breadcrumb').textContent).toContain('邮件列表'), LAZY);
}

describe('the user dropdown', () => {
  it("shows the admin's name, and the default avatar when there is none", async () => {
    await onEmailList();
    const button = screen.getByTestId('user-menu');
    expect(button.textContent).toContain('管理员');
    expect(button.querySelector('img')?.getAttribute('src')).toBe(defaultAvatar);
  });

  it('Home goes to / (the dashboard)', async () => {
    await onEmailList();
    await choose('menu-home');
    await waitFor(() => expect(at()).toBe('/dashboard'));
    await screen.findByTestId('dashboard-figures', {}, LAZY);
  });

  it('Personal center goes to /profile', async () => {
    await onEmailList();
    await choose('menu-profile');
    await waitFor(() => expect(at()).toBe('/profile'));
  });

  it('the language switch turns the labels to English and back', async () => {
    await onEmailList();
    const menu = await openMenu();
    expect(within(menu).getByTestId('menu-profile').textContent).toBe('个人中心');
    fireEvent.click(within(menu).getByTestId('menu-locale'));

    await waitFor(() => expect(screen.getByTestId('breadcrumb').textContent).toContain('Email list'));
    expect(within(screen.getByTestId('sidebar')).getByText('Dashboard')).toBeTruthy();
    expect(screen.getByTestId('global-search').getAttribute('placeholder')).toBe('Global search');
    expect(document.documentElement.lang).toBe('en');
    const english = await openMenu();
    expect(within(english).getByTestId('menu-profile').textContent).toBe('Personal center');
    expect(within(english).getByTestId('menu-logout').textContent).toBe('Log out');
    expect(at()).toBe('/email/list');

    fireEvent.click(within(english).getByTestId('menu-locale'));
    await waitFor(() => expect(screen.getByTestId('breadcrumb').textContent).toContain('邮件列表'));
    expect(screen.getByTestId('global-search').getAttribute('placeholder')).toBe('全局搜索');
  });
});
