/**
 * The grades a maker offers of each resin: unfilled, glass-filled (GF10–GF50), mineral- or talc-filled and
 * flame-retardant variants, with the modifiers grade names spell (HS, ST, HF …).
 */

/** Grade-name modifiers and what they stand for. */
export type Modifier = 'HS' | 'ST' | 'HF' | 'LF' | 'UV' | 'HR' | 'W' | 'PL';

export interface Variant {
  /** Filler codes (canonical ones) with their mass percent. */
  fillers: readonly (readonly [filler: string, percent: number])[];
  fr?: 'brominated' | 'halogen_free';
  mods: readonly Modifier[];
}

const v = (fillers: Variant['fillers'] = [], mods: readonly Modifier[] = [], fr?: Variant['fr']): Variant =>
  fr ? { fillers, mods, fr } : { fillers, mods };
const gf = (percent: number): Variant['fillers'] => [['glass_fibre', percent]];

export const modifierFeatures: Record<Modifier, string | null> = {
  HS: 'heat_stabilised',
  ST: 'impact_modified',
  HF: 'high_flow',
  LF: null,
  UV: 'uv_stabilised',
  HR: 'hydrolysis_resistant',
  W: 'wear_resistant',
  PL: 'plating_grade',
};

export const variantsByResin: Readonly<Record<string, readonly Variant[]>> = {
  pa6: [
    v(),
    v([], ['HS']),
    v([], ['ST']),
    v([], [], 'halogen_free'),
    v(gf(15)),
    v(gf(30)),
    v(gf(30), ['HS']),
    v(gf(35), ['HS']),
    v(gf(50)),
    v(gf(30), [], 'brominated'),
    v(gf(25), [], 'halogen_free'),
    v([['mineral', 30]]),
    v([
      ['mineral', 20],
      ['glass_fibre', 10],
    ]),
    v(gf(30), ['ST']),
  ],
  pa66: [
    v(),
    v([], ['HS']),
    v([], ['ST']),
    v([], [], 'halogen_free'),
    v(gf(10)),
    v(gf(15), ['HS']),
    v(gf(25)),
    v(gf(30)),
    v(gf(30), ['HS']),
    v(gf(30), ['HR']),
    v(gf(35), ['HS']),
    v(gf(50), ['HS']),
    v(gf(25), [], 'halogen_free'),
    v(gf(30), [], 'brominated'),
    v([['mineral', 40]]),
    v([['carbon_fibre', 30]]),
    v(gf(30), ['ST']),
  ],
  pbt: [
    v(),
    v([], [], 'brominated'),
    v([], ['HF']),
    v(gf(10)),
    v(gf(15)),
    v(gf(20)),
    v(gf(30)),
    v(gf(30), ['HR']),
    v(gf(30), [], 'brominated'),
    v(gf(20), [], 'halogen_free'),
    v([['glass_beads', 30]]),
    v([
      ['mineral', 20],
      ['glass_fibre', 10],
    ]),
  ],
  pc: [
    v(),
    v([], ['UV']),
    v([], ['HF']),
    v([], [], 'halogen_free'),
    v([], ['UV'], 'halogen_free'),
    v(gf(10)),
    v(gf(20)),
    v(gf(30)),
    v(gf(10), [], 'halogen_free'),
  ],
  abs: [
    v(),
    v([], ['HF']),
    v([], ['ST']),
    v([], ['PL']),
    v([], ['UV']),
    v([], [], 'brominated'),
    v(gf(15)),
    v(gf(20)),
  ],
  pp: [
    v(),
    v([], ['ST']),
    v([], ['HF']),
    v([], ['UV']),
    v([['talc', 20]]),
    v([['talc', 30]]),
    v([['talc', 40]]),
    v([['calcium_carbonate', 20]]),
    v(gf(20)),
    v(gf(30)),
    v(gf(40)),
    v([['long_glass_fibre', 30]]),
    v([['mica', 20]]),
    v([], [], 'halogen_free'),
    v([['talc', 20]], ['ST']),
  ],
  pom: [
    v(),
    v([], ['HF']),
    v([], ['LF']),
    v([], ['ST']),
    v([], ['W']),
    v(gf(10)),
    v(gf(25)),
    v([['mineral', 20]]),
  ],
  pps: [
    v(),
    v(gf(30)),
    v(gf(40)),
    v(gf(40), ['HS']),
    v([
      ['glass_fibre', 40],
      ['mineral', 25],
    ]),
    v([
      ['glass_fibre', 35],
      ['mineral', 30],
    ]),
    v([['carbon_fibre', 30]]),
  ],
};
