import { SIDEBAR_COOKIE } from '@console/contract';
import Cookies from 'js-cookie';
import { create } from 'zustand';

/** `1` = opened, `0` = collapsed; opened when the cookie was never set (spec §4). */
function savedSidebarOpened(): boolean {
  const value = Cookies.get(SIDEBAR_COOKIE);
  return value === undefined ? true : value === '1';
}

interface AppState {
  sidebarOpened: boolean;
  toggleSidebar: () => void;
}

export const useAppStore = create<AppState>((set, get) => ({
  sidebarOpened: savedSidebarOpened(),
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    Cookies.set(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0', { expires: 365 });
    set({ sidebarOpened });
  },
}));
