import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addComparisonItem,
  type ComparisonItem,
  removeComparisonItem,
  syncSelectedFlags,
} from './comparisonRules.ts';

interface ComparisonState {
  items: ComparisonItem[];
  add: (item: Pick<ComparisonItem, 'DSNO'> & Partial<ComparisonItem>) => void;
  remove: (DSNO: string) => void;
  clear: () => void;
  syncSelected: (selectedDSNOs: Iterable<string>) => void;
}

/** Kept in localStorage so a list built on one screen is still there on the comparison screen after a reload. */
export const useComparisonStore = create<ComparisonState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => set({ items: addComparisonItem(get().items, item) }),
      remove: (DSNO) => set({ items: removeComparisonItem(get().items, DSNO) }),
      clear: () => set({ items: [] }),
      syncSelected: (selectedDSNOs) => set({ items: syncSelectedFlags(get().items, selectedDSNOs) }),
    }),
    { name: 'console_comparison', storage: createJSONStorage(() => localStorage) },
  ),
);
