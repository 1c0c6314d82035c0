/**
 * The session a screen test runs in: a fresh fake API per test (its problems fail the test), and unless asked
 * otherwise a logged-in Chinese console with no page reloads and console errors silenced; all undone after it.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { type FakeApi, installFakeApi } from './fakeApi.ts';

export const TOKEN = 'token-1';

export function startFakeApi(options: { signedIn?: boolean } = {}): () => FakeApi {
  const signedIn = options.signedIn ?? true;
  let api: FakeApi | undefined;
  beforeEach(() => {
    if (signedIn) {
      useLocaleStore.setState({ locale: 'zh' });
      useUserStore.getState().setToken(TOKEN);
      setPageReloader(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
    }
    const current = installFakeApi();
    api = current;
    // After the afterEach hooks (the DOM cleaned up, the stores reset), so a failure here spoils no other test.
    onTestFinished(() => current.verify());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    if (signedIn) act(() => clearSession());
  });
  return () => {
    if (!api) throw new Error('the fake API starts in beforeEach');
    return api;
  };
}
