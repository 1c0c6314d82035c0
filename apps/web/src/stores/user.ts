import { LOGIN_MARKER_COOKIE, LOGIN_MARKER_VALUE, TOKEN_STORAGE_KEY, type UserInfo } from '@console/contract';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { useComparisonStore } from './comparison.ts';
import { useTabsStore } from './tabs.ts';

interface UserState {
  token: string;
  uid: number | null;
  username: string;
  name: string;
  avatar: string;
  role: string;
  /** Full route paths from layout_auth; null until loaded for this browser session. */
  permittedPaths: string[] | null;
  setToken: (token: string) => void;
  setProfile: (info: Partial<Omit<UserInfo, 'uid'>> & { uid: number }) => void;
  setPermittedPaths: (paths: string[]) => void;
}

function savedToken(): string {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

const anonymous = { uid: null, username: '', name: '', avatar: '', role: '', permittedPaths: null };

export const useUserStore = create<UserState>((set) => ({
  token: savedToken(),
  ...anonymous,
  setToken: (token) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    set({ token });
  },
  setProfile: (info) =>
    set((s) => ({
      uid: info.uid,
      username: info.username ?? s.username,
      name: info.name ?? s.name,
      avatar: info.avatar ?? s.avatar,
      role: info.role ?? s.role,
    })),
  setPermittedPaths: (paths) => set({ permittedPaths: paths }),
}));

export function hasLoginMarker(): boolean {
  return Cookies.get(LOGIN_MARKER_COOKIE) === LOGIN_MARKER_VALUE;
}

export function setLoginMarker(): void {
  Cookies.set(LOGIN_MARKER_COOKIE, LOGIN_MARKER_VALUE);
}

/** Forgets the session in this browser: token, login marker, user, tabs and the comparison list. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  Cookies.remove(LOGIN_MARKER_COOKIE);
  useUserStore.setState({ token: '', ...anonymous });
  useTabsStore.getState().clear();
  useComparisonStore.getState().clear();
}
