/**
 * Implausible values (issue 36): a property value is judged against what physics allows (a declared hard range:
 * a plastic's density between 0.8 and 2.5 g/cm³, a share between 0 and 100 %, a heat deflection temperature below
 * the sheet's melting point) and against the catalogue itself: the median and MAD of the header's values over the
 * sheets of the same polymer family. A value far from both its family's median in MADs and in ratio is flagged,
 * with the likely slip named (a misplaced decimal, a unit a thousand times off). Pure: the server judges every
 * written sheet with it, the editor shows the same words.
 */
import type { LocalName } from '../../routes.ts';
import { roundForDisplay } from './units.ts';

/**
 * A header×family's positive values in the header's base unit: how many, the median, and the median absolute
 * deviation of their decimal logarithms (their spread in decades: grades of a family differ by factors, not by
 * amounts — an unfilled grade stretches 50 times further than a glass-filled one).
 */
export interface PlausibleStat {
  n: number;
  median: number;
  mad: number;
}

/** Sheets of a family stating a header below which its statistics say nothing (a hard range still applies). */
export const MIN_STAT_SHEETS = 8;
/** MADs (scaled to a standard deviation, in decades) beyond the median past which a value is far… */
const ROBUST_Z = 5;
/** …and at least this many times off the median either way: a header whose grades agree flags only a slip. */
const RATIO = 5;
/** 1.4826 · MAD estimates the standard deviation of normally distributed values. */
const MAD_SCALE = 1.4826;

export const FLAG_REASONS = ['hard_range', 'outlier', 'decimal', 'unit_scale', 'hdt_above_melting'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

export const flagReasonOptions = [
  { value: 'hard_range', label: { zh: '超出物理范围', en: 'Outside the physical range' }, color: 'red' },
  { value: 'outlier', label: { zh: '远离同类中位数', en: 'Far from the family median' }, color: 'orange' },
  { value: 'decimal', label: { zh: '疑似小数点错位', en: 'Misplaced decimal?' }, color: 'volcano' },
  { value: 'unit_scale', label: { zh: '疑似单位错误', en: 'Wrong unit?' }, color: 'magenta' },
  {
    value: 'hdt_above_melting',
    label: { zh: '热变形温度高于熔点', en: 'HDT above melting point' },
    color: 'red',
  },
] as const;

/** A header as the judgement needs it. */
export interface JudgedHeader {
  code: string;
  name_zh: string;
  name_en: string;
  quantity: string;
}

/** One value of a sheet: as stated and in the header's base unit. */
export interface JudgedValue {
  header: JudgedHeader;
  value: number;
  /** The unit as stated ("g/cm³"); empty without one. */
  unit: string;
  /** The value in the header's base unit (value · factor + offset). */
  base: number;
  /** The stated unit's conversion, to show the family's median in it. */
  factor: number;
  offset: number;
}

export interface ImplausibleValue {
  reason: FlagReason;
  why: LocalName;
}

interface HardRange {
  min: number;
  max: number;
  why: LocalName;
}

const STRAIN = /elongation|strain|伸长|应变/i;

/** What physics allows a header's value, in its base unit, when it says anything. */
export function hardRangeOf(header: JudgedHeader): HardRange | undefined {
  if (header.quantity === 'density')
    return {
      min: 0.8,
      max: 2.5,
      why: {
        zh: '塑料（未填充至高填充）的密度在 0.8–2.5 g/cm³ 之间',
        en: 'plastics, unfilled to heavily filled, weigh 0.8–2.5 g/cm³',
      },
    };
  // A share (absorption, shrinkage, content, transmission) lies within 0–100 %; a strain may pass 100 %.
  if (header.quantity === 'ratio' && !STRAIN.test(`${header.code} ${header.name_en} ${header.name_zh}`))
    return { min: 0, max: 100, why: { zh: '百分比在 0–100 % 之间', en: 'a percentage lies within 0–100 %' } };
  // No upper bound: a glow-wire test runs at 960 °C.
  if (header.quantity === 'temperature')
    return {
      min: -273.15,
      max: Number.POSITIVE_INFINITY,
      why: { zh: '温度不低于绝对零度 −273.15 °C', en: 'no temperature lies below absolute zero, −273.15 °C' },
    };
  return undefined;
}

/**
 * Quantities whose values span many decades between grades of one family (an antistatic grade's resistivity is a
 * trillionth of an insulating one's): the family's median says nothing about one value.
 */
const SPREAD_BY_NATURE = new Set(['volume_resistivity', 'surface_resistivity']);

const shown = (value: number) => roundForDisplay(value, 4);
const nameOf = (header: JudgedHeader) => ({ zh: header.name_zh, en: header.name_en || header.name_zh });
const withUnit = (value: number, unit: string) => (unit ? `${shown(value)} ${unit}` : shown(value));

/**
 * The power of ten a ratio is near, signed (1 for 10×, −3 for a thousandth); 0 when it is near none. Grades of a
 * family spread around its median, so "near" is within a factor of 1.5 for a decimal slip (10, 100) and of 2 for
 * a unit a thousand times off.
 */
function decades(ratio: number): number {
  const exponent = Math.round(Math.log10(ratio));
  if (exponent === 0 || Math.abs(exponent) > 3) return 0;
  const off = Math.abs(Math.log10(ratio) - exponent);
  return off <= Math.log10(Math.abs(exponent) === 3 ? 2 : 1.5) ? exponent : 0;
}

/**
 * The value judged against the header's hard range, then its family's statistics (when `stat` holds enough
 * sheets); undefined when plausible. `family` names the family in the message (PP).
 */
export function judgeValue(
  input: JudgedValue,
  familyName: string | LocalName,
  stat: PlausibleStat | undefined,
): ImplausibleValue | undefined {
  const family = typeof familyName === 'string' ? { zh: familyName, en: familyName } : familyName;
  const name = nameOf(input.header);
  const stated = withUnit(input.value, input.unit);
  const range = hardRangeOf(input.header);
  const outOfRange = range && (input.base < range.min || input.base > range.max);
  const band = SPREAD_BY_NATURE.has(input.header.quantity) ? undefined : statBand(stat);
  const far =
    band && input.base > 0 && (Math.log10(input.base) < band.lo || Math.log10(input.base) > band.hi);
  if (far && stat) {
    const ratio = input.base / stat.median;
    const median = withUnit((stat.median - input.offset) / input.factor, input.unit);
    const times = ratio >= 1 ? `${roundForDisplay(ratio, 2)}×` : `1/${roundForDisplay(1 / ratio, 2)}`;
    const steps = decades(ratio);
    const reason: FlagReason = Math.abs(steps) === 3 ? 'unit_scale' : steps !== 0 ? 'decimal' : 'outlier';
    const guess =
      reason === 'unit_scale'
        ? { zh: ' —— 单位差了一千倍（如 MPa 与 GPa）？', en: ' — a unit a thousand times off (MPa for GPa)?' }
        : reason === 'decimal'
          ? { zh: ' —— 小数点错位？', en: ' — a misplaced decimal?' }
          : { zh: '', en: '' };
    return {
      reason: outOfRange && reason === 'outlier' ? 'hard_range' : reason,
      why: {
        zh: `${name.zh} ${stated} 是 ${family.zh} 中位数 ${median} 的 ${times}${guess.zh}`,
        en: `${name.en} ${stated} is ${times} the ${family.en} median ${median}${guess.en}`,
      },
    };
  }
  if (outOfRange && range)
    return {
      reason: 'hard_range',
      why: {
        zh: `${name.zh} ${stated} 超出物理范围：${range.why.zh}`,
        en: `${name.en} ${stated} is outside what physics allows: ${range.why.en}`,
      },
    };
  return undefined;
}

/**
 * How far (in decades) either edge of the band a statistic lets through may move before the values it judged are
 * judged again: a tenth of a decade (about 26 %), far less than the band's own half-width of at least log10(5).
 */
export const STAT_MOVE_DECADES = 0.1;

/** The band of plausible values a statistic draws around its median, in decades of the base unit; none when too few. */
export function statBand(stat: PlausibleStat | undefined): { lo: number; hi: number } | undefined {
  if (!stat || stat.n < MIN_STAT_SHEETS || !(stat.median > 0)) return undefined;
  const half = Math.max(ROBUST_Z * MAD_SCALE * stat.mad, Math.log10(RATIO));
  const centre = Math.log10(stat.median);
  return { lo: centre - half, hi: centre + half };
}

/**
 * Whether a header × family's statistic moved enough that its sheets' values must be judged again: it starts or
 * stops saying anything (crossing MIN_STAT_SHEETS), or an edge of its band moves by STAT_MOVE_DECADES or more.
 */
export function statMoved(before: PlausibleStat | undefined, after: PlausibleStat | undefined): boolean {
  const a = statBand(before);
  const b = statBand(after);
  if (!a || !b) return Boolean(a) !== Boolean(b);
  return Math.abs(a.lo - b.lo) >= STAT_MOVE_DECADES || Math.abs(a.hi - b.hi) >= STAT_MOVE_DECADES;
}

/** Header codes of the heat deflection temperatures and of the melting point, as the libraries name them. */
const HDT = /^hdt/i;
const MELTING = /^(melting|tm$|melt_temp)/i;

/**
 * The sheet's heat deflection temperatures at or above its melting point (base unit °C): a part cannot hold its
 * shape under load above the temperature where it melts. Answers the index of each such value in `values`.
 */
export function hdtAboveMelting(values: readonly JudgedValue[]): { index: number; why: LocalName }[] {
  const melting = values.find((v) => MELTING.test(v.header.code) && v.header.quantity === 'temperature');
  if (!melting) return [];
  const out: { index: number; why: LocalName }[] = [];
  values.forEach((v, index) => {
    if (!HDT.test(v.header.code) || v.header.quantity !== 'temperature' || v.base < melting.base) return;
    const name = nameOf(v.header);
    const melt = withUnit((melting.base - v.offset) / v.factor, v.unit);
    out.push({
      index,
      why: {
        zh: `${name.zh} ${withUnit(v.value, v.unit)} 不低于本表熔点 ${melt}`,
        en: `${name.en} ${withUnit(v.value, v.unit)} is not below the sheet’s melting point ${melt}`,
      },
    });
  });
  return out;
}
