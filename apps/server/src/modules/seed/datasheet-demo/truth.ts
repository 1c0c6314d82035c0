/**
 * A grade's true values in SI, before any sheet writes them: the resin's anchors moved by its fillers,
 * flame retardant and modifiers, then a few per cent of grade-to-grade spread. Both an SI sheet and an
 * imperial sheet of the grade are written from these values.
 */
import type { Random } from './random.ts';
import { type AnchoredProperty, type ResinProfile, resinProfile } from './resins.ts';
import type { Variant } from './variants.ts';

const fillerClass: Readonly<Record<string, 'glass' | 'carbon' | 'mineral'>> = {
  glass_fibre: 'glass',
  glass_fiber: 'glass',
  long_glass_fibre: 'glass',
  carbon_fibre: 'carbon',
  talc: 'mineral',
  talcum: 'mineral',
  mineral: 'mineral',
  glass_beads: 'mineral',
  mica: 'mineral',
  calcium_carbonate: 'mineral',
};

const fillerDensity: Readonly<Record<string, number>> = {
  glass_fibre: 2.54,
  glass_fiber: 2.54,
  long_glass_fibre: 2.54,
  carbon_fibre: 1.8,
  talc: 2.75,
  talcum: 2.75,
  mineral: 2.7,
  glass_beads: 2.5,
  mica: 2.85,
  calcium_carbonate: 2.71,
};

/** Properties that fall (or rise) by a factor rather than by a step as filler is added. */
const logScale = new Set<AnchoredProperty>([
  'elongation_break',
  'charpy_notched',
  'clte_parallel',
  'clte_normal',
  'shrinkage_parallel',
  'shrinkage_normal',
]);

/** Most of the effect of glass comes with the first 10–15 %: how steeply each property reaches its GF30 value. */
const glassCurve: Partial<Record<AnchoredProperty, number>> = {
  hdt_18: 0.3,
  hdt_045: 0.3,
  vicat: 0.5,
  elongation_break: 0.4,
};

/** Carbon fibre stiffens and strengthens more than glass at the same share. */
const carbonBoost: Partial<Record<AnchoredProperty, number>> = {
  tensile_modulus: 2,
  flexural_modulus: 2,
  tensile_strength: 1.3,
  flexural_strength: 1.3,
};

/** Share of a 30 % anchor reached at `share`, flattening above 30 %. */
function reach(share: number, curve = 1): number {
  if (share <= 0) return 0;
  if (share <= 0.3) return (share / 0.3) ** curve;
  return 1 + (0.6 * (share - 0.3)) / 0.3;
}

export interface Shares {
  glass: number;
  carbon: number;
  mineral: number;
  total: number;
}

export function sharesOf(variant: Variant): Shares {
  const shares = { glass: 0, carbon: 0, mineral: 0, total: 0 };
  for (const [filler, percent] of variant.fillers) {
    const kind = fillerClass[filler];
    if (!kind) throw new Error(`no demo filler class for ${filler}`);
    shares[kind] += percent / 100;
    shares.total += percent / 100;
  }
  return shares;
}

function anchored(profile: ResinProfile, property: AnchoredProperty, shares: Shares): number {
  const [unfilled, glass30, mineral30] = profile.anchors[property];
  const curve = glassCurve[property];
  const fibre = reach(shares.glass, curve) + reach(shares.carbon, curve) * (carbonBoost[property] ?? 1);
  const mineral = shares.mineral / 0.3;
  if (logScale.has(property)) {
    return unfilled * (glass30 / unfilled) ** fibre * (mineral30 / unfilled) ** mineral;
  }
  return unfilled + (glass30 - unfilled) * fibre + (mineral30 - unfilled) * mineral;
}

export interface Truth {
  profile: ResinProfile;
  shares: Shares;
  flameRetardant: boolean;
  density: number;
  mfr: number;
  mvr: number;
  dry: Record<AnchoredProperty, number>;
  /** Conditioned values of a hygroscopic resin. */
  conditioned: Partial<Record<AnchoredProperty, number>>;
  charpyCold: number;
  izod: number;
  /** ASTM notched Izod in J/m at 23 °C and −40 °C. */
  izodAstm: number;
  izodAstmCold: number;
  strainYield: number | null;
  water: number;
  moisture: number;
  hardness: number;
  rti: readonly [number, number];
  /** Null for conductive (carbon-fibre) grades, which are not insulators. */
  cti: number | null;
  dielectric: number | null;
  permittivity: number | null;
  dissipation: number | null;
  volumeResistivity: number;
  surfaceResistivity: number;
  loi: number;
  gwfi: number;
  gwit: number;
  /** UL94 class per thickness condition, the 1.5 mm one first. */
  ul94: readonly (readonly [condition: string, flameClass: string])[];
  lightTransmission: number | null;
  haze: number | null;
  conductivity: number;
}

/** The UL glow-wire steps (°C). */
const GLOW_WIRE = [550, 600, 650, 675, 700, 725, 750, 775, 800, 825, 850, 875, 900, 960];
const nearestStep = (value: number, steps: readonly number[]) =>
  steps.reduce((best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best));

function flameClasses(profile: ResinProfile, variant: Variant, shares: Shares, random: Random) {
  if (variant.fr || profile.inherentlyFlameRetardant) {
    const thin = variant.fr === 'brominated' || profile.inherentlyFlameRetardant ? 'V-0' : 'V-2';
    const thick = variant.fr === 'brominated' && shares.glass > 0 && random.chance(0.4) ? '5VA' : 'V-0';
    return [
      ['thick_15', 'V-0'],
      ['thick_075', random.chance(0.6) ? thin : 'V-2'],
      ['thick_3', thick],
    ] as const;
  }
  return [
    ['thick_15', 'HB'],
    ['thick_3', 'HB'],
  ] as const;
}

export function truthOf(resin: string, variant: Variant, random: Random): Truth {
  const profile = resinProfile(resin);
  const shares = sharesOf(variant);
  const mods = new Set(variant.mods);
  const fr = variant.fr ? profile.flameRetardants[variant.fr] : undefined;
  if (variant.fr && !fr) throw new Error(`${resin} has no ${variant.fr} flame retardant`);

  // Rule of mixtures by mass: 1/ρ = Σ wᵢ/ρᵢ.
  const additive = fr?.[0] ?? 0;
  let specificVolume = (1 - shares.total - additive) / profile.density;
  for (const [filler, percent] of variant.fillers)
    specificVolume += percent / 100 / (fillerDensity[filler] ?? 2.5);
  if (fr) specificVolume += fr[0] / fr[1];
  const density = random.jitter(1 / specificVolume, 0.006);

  const spread = (value: number, relative = 0.04) => random.jitter(value, relative);
  const dry = {} as Record<AnchoredProperty, number>;
  for (const property of Object.keys(profile.anchors) as AnchoredProperty[]) {
    dry[property] = spread(anchored(profile, property, shares), property.startsWith('hdt') ? 0.015 : 0.04);
  }
  const filled = Math.min(1, shares.total / 0.3);
  const toughened = mods.has('ST');
  if (toughened) {
    for (const property of ['tensile_modulus', 'flexural_modulus'] as const) dry[property] *= 0.72;
    for (const property of ['tensile_strength', 'flexural_strength'] as const) dry[property] *= 0.75;
    dry.elongation_break *= 1.8;
    dry.charpy_notched *= 1 + (profile.toughening - 1) * (1 - 0.7 * filled);
    dry.hdt_18 *= 1 - 0.15 * (1 - filled);
  }
  if (mods.has('HF')) {
    dry.charpy_notched *= 0.85;
    dry.elongation_break *= 0.8;
  }
  if (mods.has('LF')) dry.charpy_notched *= 1.25;
  if (fr) {
    dry.tensile_modulus *= 1.06;
    dry.flexural_modulus *= 1.06;
    dry.tensile_strength *= variant.fr === 'brominated' ? 0.9 : 0.85;
    dry.flexural_strength *= 0.9;
    dry.elongation_break *= 0.6;
    dry.charpy_notched *= 0.75;
    dry.hdt_18 -= shares.total > 0 ? 3 : 5;
  }
  // Loads in the right order, and nothing deflects above its melting point.
  if (profile.melting) dry.hdt_18 = Math.min(dry.hdt_18, profile.melting - 10);
  dry.hdt_045 = Math.max(dry.hdt_045, dry.hdt_18 + 4);
  if (profile.melting) dry.hdt_045 = Math.min(dry.hdt_045, profile.melting - 4);
  dry.vicat = Math.max(dry.vicat, dry.hdt_18 + 2);
  if (profile.melting) dry.vicat = Math.min(dry.vicat, profile.melting - 3);

  const conditioned: Partial<Record<AnchoredProperty, number>> = {};
  for (const [property, factors] of Object.entries(profile.conditioned ?? {}) as [
    AnchoredProperty,
    readonly [number, number],
  ][]) {
    const [unfilled, filled30] = factors;
    conditioned[property] = dry[property] * (unfilled + (filled30 - unfilled) * filled);
  }

  const [coldUnfilled, coldFilled] = profile.cold;
  const coldFactor = toughened ? 0.45 : coldUnfilled + (coldFilled - coldUnfilled) * filled;
  const izod = dry.charpy_notched * random.between(0.85, 0.95);
  const baseMfr = random.between(...profile.flow.mfr);
  const flowFactor = (mods.has('HF') ? 2.2 : 1) * (mods.has('LF') ? 0.3 : 1) * (1 - 0.9 * shares.total);
  const mfr = baseMfr * flowFactor;
  const conductive = shares.carbon > 0;
  const transparent = profile.resin === 'pc' && shares.total === 0 && !fr;
  const flameRetardant = Boolean(fr) || Boolean(profile.inherentlyFlameRetardant);

  return {
    profile,
    shares,
    flameRetardant: Boolean(fr),
    density,
    mfr,
    // The melt is less dense than the solid: about 0.85 of it.
    mvr: mfr / (density * 0.85),
    dry,
    conditioned,
    charpyCold: dry.charpy_notched * coldFactor,
    izod,
    izodAstm: izod * random.between(9, 11),
    izodAstmCold: izod * coldFactor * random.between(9, 11),
    strainYield:
      shares.total === 0 && profile.anchors.elongation_break[0] > 10 ? random.between(3.5, 6) : null,
    water: spread(profile.water * (1 - shares.total - additive), 0.06),
    moisture: spread(profile.moisture * (1 - shares.total - additive), 0.06),
    hardness: spread(profile.hardness.value + 4 * filled, 0.015),
    rti: [
      profile.rti[0] + (mods.has('HS') ? 10 : 0) + (fr ? -5 : 0),
      profile.rti[1] + (mods.has('HS') ? 10 : 0) + (shares.glass > 0 ? 5 : 0),
    ],
    cti: conductive
      ? null
      : variant.fr === 'brominated'
        ? profile.cti.brominated
        : variant.fr === 'halogen_free'
          ? profile.cti.halogenFree
          : shares.glass > 0
            ? profile.cti.glass
            : profile.cti.plain,
    dielectric: conductive ? null : spread(profile.dielectric, 0.08),
    permittivity: conductive ? null : spread(profile.permittivity + 0.9 * shares.total, 0.03),
    dissipation: conductive ? null : spread(profile.dissipation, 0.15),
    volumeResistivity: conductive
      ? random.between(1e2, 1e4)
      : profile.volumeResistivity * random.between(0.3, 3),
    surfaceResistivity: conductive
      ? random.between(1e3, 1e5)
      : profile.surfaceResistivity * random.between(0.3, 3),
    loi: spread(flameRetardant ? profile.loi[1] : profile.loi[0], 0.04),
    gwfi: fr ? 960 : profile.gwfi,
    gwit: fr ? nearestStep(random.between(750, 850), GLOW_WIRE) : profile.gwit,
    ul94: flameClasses(profile, variant, shares, random),
    lightTransmission: transparent ? random.between(87.5, 90) : null,
    haze: transparent ? random.between(0.5, 1.5) : null,
    conductivity: spread(profile.conductivity * (1 + 0.8 * shares.total) * (conductive ? 2.5 : 1), 0.05),
  };
}
