import { create } from 'zustand';

const STORAGE_KEY = 'console_sidebar_pins';

function savedPins(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    // Storage unavailable (privacy mode) or spoilt by hand: no group pinned.
    return [];
  }
}

interface SidebarPinsState {
  /** The sidebar groups the person keeps open beside the current one (their full paths). */
  pins: string[];
  togglePin: (key: string) => void;
}

/** Pinned sidebar groups, remembered in localStorage so they stay open after a reload or the next login. */
export const useSidebarPins = create<SidebarPinsState>((set, get) => ({
  pins: savedPins(),
  togglePin: (key) => {
    const pins = get().pins.includes(key) ? get().pins.filter((k) => k !== key) : [...get().pins, key];
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(pins));
    } catch {
      // Not remembered, still applied for this page.
    }
    set({ pins });
  },
}));
