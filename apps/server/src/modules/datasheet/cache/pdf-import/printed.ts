/**
 * How makers print what a cell does not say, and what a cell carries besides its content: a dash or "N/A" for
 * no value, a dash of any length for no unit, a footnote letter glued to a value (`3.5a`), a test method's
 * variant glued to its number (`ISO 179/1eA`, `ISO 75-2/Af`), a number written as a power of ten
 * (`1.5 x 10^14`, `1.5×10¹⁴`). Pure string rules the row builder (records.ts) applies to each cell.
 */
import { hasConditionParts, readCondition, standardSpelling } from '@console/contract';

/** A cell that is a test condition and nothing else ("23 °C", "1.8 MPa", "190 °C/2.16 kg"), never a standard. */
export function onlyCondition(text: string): boolean {
  if (standardSpelling(text).recognised || directionLabel.test(text.trim())) return false;
  const read = readCondition(text);
  return read !== null && hasConditionParts(read.parts) && !/\(/.test(read.label);
}

/** A film direction printed as a label beside a name or over a value (`MD`, `T.D.`, `纵向`, `MD/TD`). */
export const directionLabel = /^(?:MD|TD|MD\s*\/\s*TD|纵向|横向|纵\s*\/\s*横|M\.D\.|T\.D\.)$/i;

/** A value cell that states no value: the row is not printed at all. */
export const noValue = (text: string): boolean =>
  /^(?:[-–—‒―]+|n\s*\/\s*a|n\.\s*a\.?|not\s+(?:available|applicable|tested)|无|无数据)$/i.test(text.trim());

/** A unit cell that states no unit (a dimensionless value, a rating). */
export const noUnit = (text: string): boolean => /^[-–—‒―]+$/.test(text.trim());

const superscripts: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};

/**
 * A value as the import reads numbers: `1.5 x 10^14`, `1.5×10¹⁴`, `10^15` and `1.5·10-14` in E notation
 * (`1.5E+14`); a footnote letter glued to the last digit (`3.5a`, `120b`) dropped. Anything else as it was.
 */
export function plainNumber(text: string): string {
  const power =
    /^([<>≤≥]?\s*)(?:(\d+(?:\.\d+)?)\s*[x×*·]\s*)?10\s*(?:\^|\*\*)?\s*([-+⁻⁺]?[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(
      text.trim(),
    );
  if (power) {
    const exponent = [...(power[3] ?? '')].map((c) => superscripts[c] ?? c).join('');
    const sign = exponent.startsWith('-') ? '-' : '+';
    const digits = exponent.replace(/^[-+]/, '');
    // A bare "10" would be read as ten: only a printed mantissa or a raised exponent makes it a power.
    if (power[2] || /[\^*⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(text))
      return `${power[1] ?? ''}${power[2] ?? '1'}E${sign}${digits}`;
  }
  // Glued on, and only a–e: "1000 h" is a value and its unit.
  const lettered = /^([<>≤≥]?\s*-?\d[\d,.]*)[a-e]$/.exec(text.trim());
  return lettered?.[1] ?? text;
}

/**
 * What a standard's reader left after the code (standardSpelling's `rest`), when it is the method's variant
 * rather than a condition: a letter code glued on (`eA`, `/Af`, `-B`) or the standard's other parts
 * (`ISO 527-1,-2`), kept with the method.
 */
export const methodVariant = (rest: string): boolean =>
  /^(?:[/-]?[A-Za-z]{1,3}\d?|\/\d[A-Za-z]{1,3}|(?:\s*,\s*-?\d{1,2})+)$/.test(rest.trim());
