import type { UnitSystem } from '@console/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UnitSystemState {
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
}

/**
 * The unit system datasheet values are shown in (SI or imperial), shared by the detail page and compare, and
 * kept in localStorage so the person's choice survives a reload.
 */
export const useUnitSystemStore = create<UnitSystemState>()(
  persist(
    (set) => ({
      system: 'si',
      setSystem: (system) => set({ system }),
    }),
    { name: 'console_unit_system', storage: createJSONStorage(() => localStorage) },
  ),
);

/** `{ system, setSystem }`: the chosen unit system and the switch to change it. */
export function useUnitSystem(): UnitSystemState {
  const system = useUnitSystemStore((s) => s.system);
  const setSystem = useUnitSystemStore((s) => s.setSystem);
  return { system, setSystem };
}
