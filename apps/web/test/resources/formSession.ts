/**
 * The session a form test runs in: a logged-in Chinese console talking to a fake `/tags` server, no page
 * reloads, console errors silenced; all undone after each test. Returns the current test's server.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { type FakeServer, fakeTagServer } from './fakeServer.ts';

export function startFormSession(): () => FakeServer {
  let server: FakeServer | undefined;
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'zh' });
    useUserStore.getState().setToken('token-1');
    setPageReloader(() => {});
    server = fakeTagServer([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => clearSession());
  });
  return () => {
    if (!server) throw new Error('the form session starts in beforeEach');
    return server;
  };
}
