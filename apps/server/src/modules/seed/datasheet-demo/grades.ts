/**
 * Grade names in each maker's own style, spelling resin, filler and share, and modifiers the way real grade
 * names do ("HR-66G30HS", "PA66-GF30-HS", "A3HG6", "1301G30", "K66300 HS") without copying any.
 */
import type { CompanySpec } from './model.ts';
import type { Variant } from './variants.ts';

const resinToken: Readonly<Record<string, string>> = {
  pa6: '6',
  pa66: '66',
  pbt: 'B',
  pc: 'C',
  abs: 'A',
  pp: 'P',
  pom: 'M',
  pps: 'S',
};
const resinLetter: Readonly<Record<string, string>> = {
  pa6: 'B',
  pa66: 'A',
  pbt: 'T',
  pc: 'K',
  abs: 'S',
  pp: 'P',
  pom: 'C',
  pps: 'X',
};
const resinSeries: Readonly<Record<string, number>> = {
  pa6: 10,
  pa66: 13,
  pbt: 50,
  pc: 22,
  abs: 30,
  pp: 70,
  pom: 90,
  pps: 60,
};
const fillerLetter: Readonly<Record<string, string>> = {
  glass_fibre: 'G',
  glass_fiber: 'G',
  long_glass_fibre: 'L',
  carbon_fibre: 'C',
  talc: 'T',
  talcum: 'T',
  mineral: 'M',
  glass_beads: 'K',
  mica: 'Y',
  calcium_carbonate: 'W',
};
const fillerAbbreviation: Readonly<Record<string, string>> = {
  glass_fibre: 'GF',
  glass_fiber: 'GF',
  long_glass_fibre: 'LGF',
  carbon_fibre: 'CF',
  talc: 'TD',
  talcum: 'TD',
  mineral: 'MD',
  glass_beads: 'GB',
  mica: 'MI',
  calcium_carbonate: 'CA',
};
/** The modifiers as one-letter codes, for the terse European style. */
const modifierLetter: Readonly<Record<string, string>> = {
  HS: 'H',
  ST: 'Z',
  HF: 'F',
  LF: 'L',
  UV: 'U',
  HR: 'R',
  W: 'W',
  PL: 'P',
  FR: 'X',
  NFR: 'N',
};

function tokens(variant: Variant): string[] {
  const out: string[] = [...variant.mods];
  if (variant.fr === 'brominated') out.push('FR');
  if (variant.fr === 'halogen_free') out.push('NFR');
  return out;
}

const lookup = <T>(table: Readonly<Record<string, T>>, key: string): T => {
  const value = table[key];
  if (value === undefined) throw new Error(`no grade token for ${key}`);
  return value;
};

/** Names one grade; `seq` counts the maker's grades of this resin so far. */
function styled(company: CompanySpec, resin: string, label: string, variant: Variant, seq: number): string {
  const mods = tokens(variant);
  const percent = variant.fillers.reduce((sum, [, share]) => sum + share, 0);
  switch (company.style) {
    case 'compact': {
      const fillers = variant.fillers
        .map(([filler, share]) => `${lookup(fillerLetter, filler)}${share}`)
        .join('');
      const body = `${lookup(resinToken, resin)}${fillers}${mods.join('')}`;
      return fillers || mods.length ? `${company.prefix}${body}` : `${company.prefix}${body}-${100 + seq}`;
    }
    case 'resin': {
      const fillers = variant.fillers
        .map(([filler, share]) => `${lookup(fillerAbbreviation, filler)}${share}`)
        .join('');
      const parts = [label, fillers, mods.join('')].filter(Boolean);
      return parts.length > 1 ? parts.join('-') : `${label}-${101 + seq}`;
    }
    case 'letter': {
      const fillers = variant.fillers
        .map(([filler, share]) => `${lookup(fillerLetter, filler)}${share / 5}`)
        .join('');
      const letters = mods.map((mod) => lookup(modifierLetter, mod)).join('');
      return `${lookup(resinLetter, resin)}${letters.includes('H') ? 4 : 3}${letters.replace('H', '')}${fillers}`;
    }
    case 'numeric': {
      const fillers = variant.fillers
        .map(([filler, share]) => `${lookup(fillerLetter, filler)}${share}`)
        .join('');
      const number = `${lookup(resinSeries, resin)}${String(seq + 1).padStart(2, '0')}`;
      return `${number}${fillers}${mods.length ? `-${mods.join('')}` : ''}`;
    }
    case 'us': {
      const number = `${lookup(resinToken, resin)}${String(percent).padStart(2, '0')}${seq % 10}`;
      return `${company.prefix}${number}${mods.length ? ` ${mods.join(' ')}` : ''}`;
    }
    default:
      throw new Error(`no grade style ${company.style}`);
  }
}

/** Grade names of one maker, unique within it. */
export class GradeNamer {
  private readonly taken = new Set<string>();
  private readonly counts = new Map<string, number>();

  constructor(private readonly company: CompanySpec) {}

  name(resin: string, label: string, variant: Variant): string {
    const seq = this.counts.get(resin) ?? 0;
    this.counts.set(resin, seq + 1);
    const base = styled(this.company, resin, label, variant, seq);
    let grade = base;
    for (let n = 2; this.taken.has(grade); n++) grade = `${base}-${n}`;
    this.taken.add(grade);
    return grade;
  }
}
