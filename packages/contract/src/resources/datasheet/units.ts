/**
 * The unit catalogue of datasheet values and the conversion between units of one quantity.
 *
 * Every unit states how to reach its quantity's base unit: base = value · factor + offset. The base units are
 * the ones ISO datasheets print (MPa, °C, g/cm³, kJ/m², J/m, mm, s …), so most factors are 1 or a well-known
 * constant, and the console's metric table can carry the same factor and offset per row.
 */
import type { LocalName } from '../../routes.ts';
import { units } from './unit-catalogue.ts';

export { units };

/** The quantities a datasheet value can measure, with their names. The first unit listed is the base. */
export const Quantity = {
  stress: { zh: '应力', en: 'stress' },
  temperature: { zh: '温度', en: 'temperature' },
  density: { zh: '密度', en: 'density' },
  energy: { zh: '能量', en: 'energy' },
  energy_per_area: { zh: '单位面积冲击能', en: 'impact energy per area' },
  energy_per_length: { zh: '单位长度冲击能', en: 'impact energy per length' },
  mass_flow_rate: { zh: '熔体质量流动速率', en: 'melt mass-flow rate' },
  volume_flow_rate: { zh: '熔体体积流动速率', en: 'melt volume-flow rate' },
  ratio: { zh: '比率', en: 'ratio' },
  length: { zh: '长度', en: 'length' },
  time: { zh: '时间', en: 'time' },
  electric_field: { zh: '电场强度', en: 'electric field strength' },
  voltage: { zh: '电压', en: 'voltage' },
  volume_resistivity: { zh: '体积电阻率', en: 'volume resistivity' },
  surface_resistivity: { zh: '表面电阻率', en: 'surface resistivity' },
  thermal_expansion: { zh: '线膨胀系数', en: 'thermal expansion' },
  thermal_conductivity: { zh: '导热系数', en: 'thermal conductivity' },
  speed: { zh: '速度', en: 'speed' },
  force: { zh: '力', en: 'force' },
  force_per_length: { zh: '单位长度力', en: 'force per length' },
  mass: { zh: '质量', en: 'mass' },
  frequency: { zh: '频率', en: 'frequency' },
  heating_rate: { zh: '升温速率', en: 'heating rate' },
  viscosity: { zh: '黏度', en: 'viscosity' },
  hardness: { zh: '硬度', en: 'hardness' },
  dimensionless: { zh: '无量纲', en: 'dimensionless' },
  rating: { zh: '等级', en: 'rating' },
} as const satisfies Record<string, LocalName>;
export type Quantity = keyof typeof Quantity;
export const quantityCodes = Object.keys(Quantity) as Quantity[];

/**
 * Quantities whose units are scales rather than multiples of one another (Shore A and Shore D measure
 * different things; a UL94 class is a word): a value keeps its unit and is never converted.
 */
const scaleQuantities: ReadonlySet<string> = new Set<Quantity>(['hardness', 'rating']);

export function isConvertibleQuantity(quantity: string): boolean {
  return quantity in Quantity && !scaleQuantities.has(quantity);
}

export type UnitSystem = 'si' | 'imperial';

export interface UnitDef {
  /** Stable ASCII id (stored, sent in the API): 'MPa', 'psi', 'degC', 'ft.lbf/in2'. */
  code: string;
  /** As printed: '°C', 'ft·lb/in²'. */
  symbol: string;
  name: LocalName;
  quantity: Quantity;
  /** Value in the quantity's base unit = value · factor + offset. */
  factor: number;
  offset: number;
  /** 'both' when sheets of either system print it (%, s, g/10 min). Metric non-SI units count as 'si'. */
  system: UnitSystem | 'both';
  /** Other spellings seen on datasheets and Chinese sites, for matching raw imports. */
  aliases?: readonly string[];
}

const byCode = new Map(units.map((unit) => [unit.code, unit]));

export function unitByCode(code: string): UnitDef | undefined {
  return byCode.get(code);
}

export function unitsOf(quantity: string): UnitDef[] {
  return units.filter((unit) => unit.quantity === quantity);
}

/** Spellings are compared without spaces: "g/10 min" and "g/10min" are one unit; case matters (mPa ≠ MPa). */
const spelling = (text: string) => text.replace(/\s+/g, '');
const bySpelling = new Map<string, UnitDef>();
for (const unit of units) {
  for (const text of [unit.code, unit.symbol, ...(unit.aliases ?? [])]) {
    const key = spelling(text);
    if (key && !bySpelling.has(key)) bySpelling.set(key, unit);
  }
}

/** The unit a datasheet's raw spelling names (code, symbol or a known alias), if any. */
export function unitBySpelling(text: string): UnitDef | undefined {
  return bySpelling.get(spelling(text));
}

/** The unit each system shows a quantity in; a quantity printed the same in both systems repeats it. */
const preferred: Record<Quantity, Record<UnitSystem, string> | undefined> = {
  stress: { si: 'MPa', imperial: 'psi' },
  temperature: { si: 'degC', imperial: 'degF' },
  density: { si: 'g/cm3', imperial: 'lb/in3' },
  energy: { si: 'J', imperial: 'ft.lbf' },
  energy_per_area: { si: 'kJ/m2', imperial: 'ft.lbf/in2' },
  energy_per_length: { si: 'J/m', imperial: 'ft.lbf/in' },
  mass_flow_rate: { si: 'g/10min', imperial: 'g/10min' },
  volume_flow_rate: { si: 'cm3/10min', imperial: 'cm3/10min' },
  ratio: { si: '%', imperial: '%' },
  length: { si: 'mm', imperial: 'in' },
  time: { si: 's', imperial: 's' },
  electric_field: { si: 'kV/mm', imperial: 'V/mil' },
  voltage: { si: 'V', imperial: 'V' },
  volume_resistivity: { si: 'ohm.cm', imperial: 'ohm.cm' },
  surface_resistivity: { si: 'ohm', imperial: 'ohm' },
  thermal_expansion: { si: '1/K', imperial: '1/degF' },
  thermal_conductivity: { si: 'W/(m.K)', imperial: 'BTU.in/(h.ft2.degF)' },
  speed: { si: 'mm/min', imperial: 'in/min' },
  force: { si: 'N', imperial: 'lbf' },
  force_per_length: { si: 'N/mm', imperial: 'lbf/in' },
  mass: { si: 'kg', imperial: 'lb' },
  frequency: { si: 'Hz', imperial: 'Hz' },
  heating_rate: { si: 'degC/h', imperial: 'degF/h' },
  viscosity: { si: 'Pa.s', imperial: 'Pa.s' },
  // Scales: each value stays in the scale it was measured on.
  hardness: undefined,
  rating: undefined,
  dimensionless: { si: 'unitless', imperial: 'unitless' },
};

/** The unit a value of this quantity is shown in for that system; undefined for scales and unknown quantities. */
export function preferredUnitCode(quantity: string, system: UnitSystem): string | undefined {
  return quantity in preferred ? preferred[quantity as Quantity]?.[system] : undefined;
}

/** What `convert` needs: a catalogue unit or a row of the console's metric table. */
export interface ConvertibleUnit {
  quantity: string;
  factor: number;
  offset: number;
  code?: string;
  symbol?: string;
}

/** Refused conversion, with the reason in both languages (the server turns it into an AppError). */
export class UnitConversionError extends Error {
  readonly localized: LocalName;
  constructor(localized: LocalName) {
    super(localized.en);
    this.name = 'UnitConversionError';
    this.localized = localized;
  }
}

const unitLabel = (unit: ConvertibleUnit) => unit.symbol || unit.code || `(${unit.quantity})`;
const quantityName = (quantity: string, locale: keyof LocalName) =>
  quantity in Quantity ? Quantity[quantity as Quantity][locale] : quantity;

/** A sum that cancels to float noise (32 °F → 0 °C gives 3.6e-15) is zero. */
function sum(a: number, b: number): number {
  const total = a + b;
  return Math.abs(total) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b)) ? 0 : total;
}

/** `value` in `from` expressed in `to`. Throws UnitConversionError across quantities or between scales. */
export function convert(value: number, from: ConvertibleUnit, to: ConvertibleUnit): number {
  if (from.quantity !== to.quantity) {
    throw new UnitConversionError({
      zh: `无法换算：${unitLabel(from)} 是${quantityName(from.quantity, 'zh')}的单位，${unitLabel(to)} 是${quantityName(to.quantity, 'zh')}的单位`,
      en: `Cannot convert ${unitLabel(from)} (${quantityName(from.quantity, 'en')}) to ${unitLabel(to)} (${quantityName(to.quantity, 'en')})`,
    });
  }
  if (from === to || (from.code !== undefined && from.code === to.code)) return value;
  if (!isConvertibleQuantity(from.quantity)) {
    throw new UnitConversionError({
      zh: `${unitLabel(from)} 与 ${unitLabel(to)} 是不同的${quantityName(from.quantity, 'zh')}标度，不能换算`,
      en: `${unitLabel(from)} and ${unitLabel(to)} are different ${quantityName(from.quantity, 'en')} scales and do not convert`,
    });
  }
  for (const unit of [from, to]) {
    if (!Number.isFinite(unit.factor) || unit.factor === 0 || !Number.isFinite(unit.offset)) {
      throw new UnitConversionError({
        zh: `单位 ${unitLabel(unit)} 没有有效的换算系数`,
        en: `Unit ${unitLabel(unit)} has no valid conversion factor`,
      });
    }
  }
  if (from.factor === to.factor && from.offset === to.offset) return value;
  const base = sum(value * from.factor, from.offset);
  return sum(base, -to.offset) / to.factor;
}

/** `value` rounded to `significant` digits, with -0 made 0. */
export function roundSignificant(value: number, significant = 4): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const rounded = Number(value.toPrecision(significant));
  return rounded === 0 ? 0 : rounded;
}

/**
 * A converted value as shown: `significant` digits (4 by default: 145.0377 psi → "145"), no trailing zeros,
 * never "-0"; outside 10⁻⁴…10⁹ in E notation as datasheets print resistivity and CLTE ("1E+15", "8.1E-5").
 */
export function roundForDisplay(value: number, significant = 4): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundSignificant(value, significant);
  const magnitude = Math.abs(rounded);
  if (magnitude !== 0 && (magnitude >= 1e9 || magnitude < 1e-4)) {
    const [mantissa = '', exponent = ''] = rounded.toExponential(significant - 1).split('e');
    const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
    return `${trimmed}E${exponent}`;
  }
  return String(rounded);
}
