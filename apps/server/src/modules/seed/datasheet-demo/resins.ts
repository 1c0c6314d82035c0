/**
 * Typical values of the eight demo resins, from which every grade's values are derived. Anchors are the
 * unfilled dry value, the value at 30 % glass fibre and at 30 % mineral; values in between (and the effect of
 * carbon fibre, flame retardants, tougheners) are derived in truth.ts. Figures are the usual ranges of
 * public CAMPUS-style sheets, rounded, not any manufacturer's data.
 */

import { otherResins } from './resins-others.ts';
import { polyamideAndPolyesterResins } from './resins-polyamides.ts';

/** unfilled (dry), 30 % glass fibre, 30 % mineral. */
export type Anchor = readonly [unfilled: number, glass30: number, mineral30: number];

/** Conditioned (23 °C / 50 % r.h.) over dry: unfilled, 30 % filled. */
export type StateFactor = readonly [unfilled: number, filled30: number];

export type AnchoredProperty =
  | 'tensile_modulus'
  | 'tensile_strength'
  | 'elongation_break'
  | 'flexural_modulus'
  | 'flexural_strength'
  | 'charpy_notched'
  | 'charpy_unnotched'
  | 'hdt_18'
  | 'hdt_045'
  | 'vicat'
  | 'clte_parallel'
  | 'clte_normal'
  | 'shrinkage_parallel'
  | 'shrinkage_normal';

export interface ResinProfile {
  /** Level-3 category code. */
  resin: string;
  label: string;
  density: number;
  /** Melting point of a semi-crystalline resin; amorphous resins have none. */
  melting?: number;
  /** Values dry and conditioned (polyamides). */
  hygroscopic?: boolean;
  flow: { mfr: readonly [number, number]; condition: string };
  anchors: Record<AnchoredProperty, Anchor>;
  /** Unfilled value 0: no break, so the row is left out. */
  conditioned?: Partial<Record<AnchoredProperty, StateFactor>>;
  /** Charpy notched at −30 °C over 23 °C: unfilled, filled. */
  cold: StateFactor;
  /** How much an impact modifier multiplies the notched impact. */
  toughening: number;
  water: number;
  moisture: number;
  hardness: { unit: 'rockwellR' | 'rockwellM'; value: number };
  rti: readonly [electrical: number, mechanical: number];
  cti: { plain: number; glass: number; brominated: number; halogenFree: number };
  dielectric: number;
  volumeResistivity: number;
  surfaceResistivity: number;
  permittivity: number;
  dissipation: number;
  loi: readonly [plain: number, flameRetardant: number];
  gwfi: number;
  gwit: number;
  /** UL94 V-0 without additives (PPS). */
  inherentlyFlameRetardant?: boolean;
  /** Mass share and density of the flame-retardant package of each kind. */
  flameRetardants: Partial<Record<'brominated' | 'halogen_free', readonly [share: number, density: number]>>;
  drying: readonly [tMin: number, tMax: number, hMin: number, hMax: number] | null;
  melt: readonly [number, number];
  mould: readonly [number, number];
  mouldFilled: readonly [number, number];
  conductivity: number;
}

export const resins: readonly ResinProfile[] = [...polyamideAndPolyesterResins, ...otherResins];

export function resinProfile(resin: string): ResinProfile {
  const profile = resins.find((candidate) => candidate.resin === resin);
  if (!profile) throw new Error(`no demo resin ${resin}`);
  return profile;
}
