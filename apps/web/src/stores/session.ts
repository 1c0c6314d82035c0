/** The session flows: log in, load the user after a reload, log out (spec §4, §8). */
import type { LoginBody } from '@console/contract';
import { fetchLayoutAuth, fetchUserInfo, login, logout } from '../api/session.ts';
import { clearSession, setLoginMarker, useUserStore } from './user.ts';

let loading: Promise<void> | null = null;

/**
 * Fetches the user's info and permitted routes. Concurrent callers share one round trip.
 * Rejects when either call fails (the caller decides whether that is fatal).
 */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    try {
      const [info, paths] = await Promise.all([fetchUserInfo(), fetchLayoutAuth()]);
      const store = useUserStore.getState();
      store.setProfile(info);
      store.setPermittedPaths(paths);
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** After a reload with the marker: load the user; on failure log and continue with the fixed routes only. */
export async function restoreSession(): Promise<void> {
  try {
    await loadSession();
  } catch (error) {
    console.error('Could not restore the session', error);
    if (useUserStore.getState().permittedPaths === null) useUserStore.getState().setPermittedPaths([]);
  }
}

/**
 * Logs in; the login marker is set only once the user and the permitted routes are loaded, so the guard
 * never sees a half-loaded session. Throws the ApiError of the failed call (its message is for the page).
 */
export async function logIn(body: LoginBody): Promise<void> {
  const result = await login(body);
  const store = useUserStore.getState();
  store.setToken(result.token);
  store.setProfile({ uid: result.uid, username: result.username, avatar: result.avatar });
  try {
    await loadSession();
  } catch (error) {
    clearSession();
    throw error;
  }
  setLoginMarker();
}

/** Logs out on the server (a failure is only logged) and forgets the session here in any case. */
export async function logOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.error('Logout failed', error);
  }
  clearSession();
}
