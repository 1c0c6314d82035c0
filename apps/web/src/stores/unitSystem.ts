/**
 * The unit system datasheet values are shown in (SI or imperial): one preference for the detail page and
 * compare, remembered in localStorage. Only the display follows it; stored values never change.
 */
import type { UnitSystem } from '@console/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UnitSystemState {
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
}

export const useUnitSystemStore = create<UnitSystemState>()(
  persist(
    (set) => ({
      system: 'si',
      setSystem: (system) => set({ system: system === 'imperial' ? 'imperial' : 'si' }),
    }),
    { name: 'console_unit_system', storage: createJSONStorage(() => localStorage) },
  ),
);
