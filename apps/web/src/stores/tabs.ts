import { create } from 'zustand';
import { type CloseResult, closeTab, type Tab, type Visit, visitTab } from './tabRules.ts';

interface TabsState {
  tabs: Tab[];
  /** Visit counter that orders `lastVisit` (deterministic, unlike timestamps). */
  seq: number;
  visit: (visit: Visit) => void;
  close: (showPath: string, currentShowPath: string) => CloseResult;
  clear: () => void;
}

export const useTabsStore = create<TabsState>((set, get) => ({
  tabs: [],
  seq: 0,
  visit: (visit) => {
    const seq = get().seq + 1;
    set({ seq, tabs: visitTab(get().tabs, visit, seq) });
  },
  close: (showPath, currentShowPath) => {
    const result = closeTab(get().tabs, showPath, currentShowPath);
    set({ tabs: result.tabs });
    return result;
  },
  clear: () => set({ tabs: [], seq: 0 }),
}));
