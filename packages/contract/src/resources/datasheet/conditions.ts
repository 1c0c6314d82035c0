/**
 * Test conditions as structured parts (what the condition table stores) and their readable label.
 *
 * Each part is stored in one fixed unit, named in `conditionParts`. Heating rate is stored in °C/h because
 * the Vicat rates (ISO 306 / ASTM D1525: 50 and 120 °C/h) are whole numbers in it; DSC rates (10 K/min) are
 * 600 °C/h and are shown per minute again by the label.
 */
import type { Locale, LocalName } from '../../routes.ts';
import { convert, roundForDisplay, type UnitDef, type UnitSystem, unitByCode } from './units.ts';

export interface ConditionParts {
  /** °C */
  temperature?: number | null;
  /** % relative humidity */
  humidity?: number | null;
  /** MPa: the HDT load (ISO 75: 0.45 / 1.80 / 8.00 MPa) */
  load_stress?: number | null;
  /** kg: the MFR / MVR die load (2.16 kg) */
  load_mass?: number | null;
  /** N: the Vicat load (10 N / 50 N) */
  load_force?: number | null;
  /** mm/min: test speed */
  speed?: number | null;
  /** °C/h */
  heating_rate?: number | null;
  /** Hz */
  frequency?: number | null;
  /** mm: specimen thickness (UL94 class, dielectric strength) */
  thickness?: number | null;
  /**
   * A film's direction: machine (MD) or transverse (TD). Film sheets print one property twice, once per
   * direction ("290/110*  * MD / TD"); the direction is a part of the test, like its temperature.
   */
  direction?: FilmDirection | null;
}

export const filmDirections = ['MD', 'TD'] as const;
export type FilmDirection = (typeof filmDirections)[number];

/** The numeric parts (each stored in its unit); the direction is a word beside them. */
export type ConditionPart = Exclude<keyof ConditionParts, 'direction'>;

interface PartDef {
  key: ConditionPart;
  name: LocalName;
  /** The unit the part is stored in. */
  unit: string;
  /** The unit imperial labels show it in; absent: shown as stored in both systems. */
  imperial?: string;
}

/**
 * The parts in label order: where the test runs (temperature, humidity), what loads it, how fast, then the
 * specimen. The MFR die load stays in kg in imperial labels, as ASTM D1238 itself names it ("2.16 kg").
 */
export const conditionParts: readonly PartDef[] = [
  { key: 'temperature', name: { zh: '温度', en: 'Temperature' }, unit: 'degC', imperial: 'degF' },
  { key: 'humidity', name: { zh: '相对湿度', en: 'Relative humidity' }, unit: '%' },
  { key: 'load_stress', name: { zh: '负荷应力', en: 'Load (stress)' }, unit: 'MPa', imperial: 'psi' },
  { key: 'load_mass', name: { zh: '负荷质量', en: 'Load (mass)' }, unit: 'kg' },
  { key: 'load_force', name: { zh: '负荷力', en: 'Load (force)' }, unit: 'N', imperial: 'lbf' },
  { key: 'speed', name: { zh: '速度', en: 'Speed' }, unit: 'mm/min', imperial: 'in/min' },
  { key: 'heating_rate', name: { zh: '升温速率', en: 'Heating rate' }, unit: 'degC/h', imperial: 'degF/h' },
  { key: 'frequency', name: { zh: '频率', en: 'Frequency' }, unit: 'Hz' },
  { key: 'thickness', name: { zh: '厚度', en: 'Thickness' }, unit: 'mm', imperial: 'in' },
];

/** Separator between parts, in both languages: "23 °C, 50 mm/min", "230 °C, 2.16 kg". */
export const conditionSeparator = ', ';

/** Digits kept after an imperial conversion: nominal conditions, so 23 °C → 73.4 °F and 1.5 mm → 0.0591 in. */
const IMPERIAL_DIGITS = 3;
/** Digits kept of a stored value: enough for 0.455 MPa or 2.16 kg, dropping only float noise. */
const STORED_DIGITS = 6;

function catalogued(code: string): UnitDef {
  const def = unitByCode(code);
  if (!def) throw new Error(`condition unit ${code} is missing from the unit catalogue`);
  return def;
}

/** Rates from 300 °C/h (5 °C/min) up are DSC-style rates, written per minute. */
const PER_MINUTE_FROM = 300;

function frequencyText(hertz: number): string {
  const prefixes = ['GHz', 'MHz', 'kHz'] as const;
  const code = prefixes.find((prefix) => Math.abs(hertz) >= catalogued(prefix).factor) ?? 'Hz';
  const def = catalogued(code);
  return `${roundForDisplay(hertz / def.factor, STORED_DIGITS)} ${def.symbol}`;
}

function partText(part: PartDef, value: number, system: UnitSystem, locale: Locale): string {
  if (part.key === 'frequency') return frequencyText(value);
  if (part.key === 'humidity') {
    const shown = roundForDisplay(value, STORED_DIGITS);
    return locale === 'zh' ? `相对湿度 ${shown} %` : `${shown} % r.h.`;
  }
  const stored = catalogued(part.unit);
  let code = system === 'imperial' && part.imperial ? part.imperial : part.unit;
  if (part.key === 'heating_rate' && Math.abs(value) >= PER_MINUTE_FROM) {
    code = code === 'degF/h' ? 'degF/min' : 'degC/min';
  }
  const shownUnit = catalogued(code);
  const digits = shownUnit.system === 'imperial' ? IMPERIAL_DIGITS : STORED_DIGITS;
  return `${roundForDisplay(convert(value, stored, shownUnit), digits)} ${shownUnit.symbol}`;
}

/** "23 °C, 50 mm/min" (or its imperial form "73.4 °F, 1.97 in/min"); '' when no part is set. */
export function conditionLabel(
  parts: ConditionParts,
  { system = 'si', locale = 'zh' }: { system?: UnitSystem; locale?: Locale } = {},
): string {
  const texts: string[] = [];
  for (const part of conditionParts) {
    const value = parts[part.key];
    if (typeof value === 'number' && Number.isFinite(value))
      texts.push(partText(part, value, system, locale));
  }
  // The direction keeps its printed abbreviation in both languages, as film sheets print it.
  if (parts.direction) texts.push(parts.direction);
  return texts.join(conditionSeparator);
}

/** True when at least one part is set (a condition row with no part says nothing). */
export function hasConditionParts(parts: ConditionParts): boolean {
  if (parts.direction) return true;
  return conditionParts.some((part) => {
    const value = parts[part.key];
    return typeof value === 'number' && Number.isFinite(value);
  });
}
