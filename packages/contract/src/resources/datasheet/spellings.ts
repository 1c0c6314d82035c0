/**
 * Spellings as makers print them, read into the console's own: units (`g/cc`, `kg/cm2`, `ºC`, `℃`, a Symbol-font
 * degree, Chinese names), standards (`ASTM D 1238`, `ASTM D-1238`, `D1238` under an "ASTM" head) and test
 * conditions written inside a property name or a method (`190ºC/2.16 kg`, `@ 23 °C`, `1.8 MPa`). Pure, shared:
 * the cache's resolver reads an imported spelling through them (xlsx, CSV and PDF alike) and the PDF splitter
 * moves conditions with them. What they cannot read they leave alone: a spelling is never guessed.
 */
import {
  type ConditionPart,
  type ConditionParts,
  conditionLabel,
  type FilmDirection,
  hasConditionParts,
} from './conditions.ts';
import { type UnitDef, unitBySpelling, units } from './units.ts';

/** Characters that print a unit the catalogue spells otherwise. */
const characterForms: readonly [RegExp, string][] = [
  // A degree: the masculine ordinal (º), ring above (˚), the Symbol font's private-use degree, a superscript o.
  [/[º˚\uF0B0]/g, '°'],
  // The typographic minus of "−30 °C".
  [/\u2212/g, '-'],
  [/(^|[^A-Za-z])o(?=[CF]\b)/g, '$1°'],
  [/℃/g, '°C'],
  [/℉/g, '°F'],
  [/㎤/g, 'cm³'],
  [/㎠/g, 'cm²'],
  [/㎣/g, 'mm³'],
  [/㎟/g, 'mm²'],
  [/㎛/g, 'µm'],
  [/㎜/g, 'mm'],
  [/㎝/g, 'cm'],
  [/㎏/g, 'kg'],
  [/㎎/g, 'mg'],
  [/㎪/g, 'kPa'],
  [/㎫/g, 'MPa'],
  [/㎬/g, 'GPa'],
  [/Ω/g, 'Ω'],
  [/[∙•⋅]/g, '·'],
];

/** Chinese unit names the catalogue's own names (units.ts name.zh) do not cover. */
const chineseForms: Readonly<Record<string, string>> = {
  公斤: 'kg',
  千克: 'kg',
  克: 'g',
  '克/10分钟': 'g/10min',
  '克/10分': 'g/10min',
  '克/立方厘米': 'g/cm3',
  '克/厘米3': 'g/cm3',
  '公斤/平方厘米': 'kgf/cm2',
  '千克/平方厘米': 'kgf/cm2',
  '公斤力/平方厘米': 'kgf/cm2',
  兆帕: 'MPa',
  吉帕: 'GPa',
  摄氏度: 'degC',
  度: 'degC',
  华氏度: 'degF',
  '焦/米': 'J/m',
  '千焦/平方米': 'kJ/m2',
  百分比: '%',
  百分数: '%',
  毫米: 'mm',
  微米: 'um',
  秒: 's',
  分钟: 'min',
  小时: 'h',
  '千伏/毫米': 'kV/mm',
  欧姆·厘米: 'ohm.cm',
  欧姆: 'ohm',
  邵氏A: 'shoreA',
  邵氏D: 'shoreD',
};
const byChineseName = new Map<string, UnitDef>(units.map((unit) => [unit.name.zh, unit]));

/**
 * The printed spelling cleaned to the catalogue's alphabet: degree signs, CJK square units, a trailing full
 * stop (`psi.`, `g/10 min.`), `cm2`/`cm3` after a length, `wt%`; '' for a dash that says "no unit".
 */
export function cleanUnitSpelling(raw: string): string {
  let text = raw.normalize('NFC').trim();
  for (const [pattern, replacement] of characterForms) text = text.replace(pattern, replacement);
  text = text
    .replace(/\s*\.\s*$/, '')
    .replace(/^wt\.?\s*%$/i, '%')
    .replace(/(cm|mm|m|in|ft)2\b/g, '$1²')
    .replace(/(cm|mm|m|in|ft)3\b/g, '$1³')
    .replace(/\s+/g, ' ');
  return text;
}

/** The catalogue unit a printed spelling names; undefined when it names none (left for a person to map). */
export function unitOfSpelling(raw: string): UnitDef | undefined {
  const text = cleanUnitSpelling(raw);
  if (text === '') return undefined;
  const direct = unitBySpelling(text) ?? byChineseName.get(text);
  if (direct) return direct;
  const chinese = chineseForms[text.replace(/\s+/g, '')];
  if (chinese) return unitBySpelling(chinese);
  if (/^(?:hours?|hrs?)$/i.test(text)) return unitBySpelling('h');
  // A film's thickness printed in microns: "µ", "mic.", "micron".
  if (/^(?:[µμ]|mic|microns?)$/i.test(text)) return unitBySpelling('um');
  // "Kg/cm²": a capital K before g is only ever kilo (the kelvin is K alone).
  if (/^Kg/.test(text)) return unitBySpelling(`k${text.slice(1)}`);
  return undefined;
}

/** Standard bodies whose codes are a prefix and a number: ASTM D638, ISO 527-2, GB/T 1040.2, JIS K7210. */
const bodies = ['ASTM', 'ISO', 'IEC', 'DIN', 'JIS', 'GB/T', 'GB', 'UL', 'KS', 'BS', 'EN', 'ANSI'] as const;
const bodyPattern = new RegExp(
  String.raw`^(${bodies.map((b) => b.replace('/', '\\/')).join('|')})\s*(?:(EN|EN ISO)\s*)?[-\s]*([A-Z]?)\s*-?\s*(\d[\d.\-/]*\d|\d)(.*)$`,
  'i',
);

export interface StandardSpelling {
  /** The code as the standards library writes it ("ASTM D1238", "ISO 1133-1"); the spelling itself when not read. */
  code: string;
  /** What followed the code (a method letter or variant, "(A120)", "Condition E"), for the condition. */
  rest: string;
  /** Whether the spelling was read as a body and number. */
  recognised: boolean;
}

/**
 * A standard's spelling as the library writes it: body, a space, the letter and number without spaces or a
 * dash (`ASTM D 1238`, `ASTM D-1238`, `ASTMD1238` → `ASTM D1238`; `ISO1133` → `ISO 1133`). `body` names the
 * body a column head gives ("ASTM TEST METHOD" over `D1238`). A maker's in-house method is left as printed.
 */
export function standardSpelling(raw: string, body?: string): StandardSpelling {
  const text = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  // A bare "D1238" is an ASTM designation: no other body numbers its plastics tests with a D.
  const bare = body ?? (/^D\s*-?\s*\d{3,4}\b/.test(text) ? 'ASTM' : undefined);
  const withBody = bare && /^[A-Z]?\s*-?\s*\d/i.test(text) ? `${bare} ${text}` : text;
  const match = bodyPattern.exec(withBody);
  if (!match) return { code: text, rest: '', recognised: false };
  const found = bodies.find((b) => b.toLowerCase() === (match[1] ?? '').toLowerCase()) ?? match[1] ?? '';
  const letter = (match[3] ?? '').toUpperCase();
  const number = match[4] ?? '';
  const rest = (match[5] ?? '').trim();
  const infix = match[2] ? ` ${match[2].toUpperCase()}` : '';
  // ASTM and JIS write the letter against the number (D638, K7210); ISO and the others a space first.
  const code = letter ? `${found}${infix} ${letter}${number}` : `${found}${infix} ${number}`;
  return { code, rest, recognised: true };
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** A temperature may be below zero ("-30 °C"); a dash after a digit or letter is a range's or a code's. */
const DEGREES = String.raw`((?:(?<![\w.])-)?${NUMBER})`;
/** A number and a unit of a condition part, each part stored in its own unit (conditions.ts). */
const conditionPart: readonly [RegExp, ConditionPart, (n: number) => number][] = [
  // Not a heating rate ("50 °C/h", read below).
  [new RegExp(String.raw`${DEGREES}\s*°\s*C\b(?!\s*\/\s*h\b)`), 'temperature', (n) => n],
  [new RegExp(String.raw`${DEGREES}\s*°\s*F\b`), 'temperature', (n) => ((n - 32) * 5) / 9],
  // "190 C, 2.16 kg": a condition's number before a bare C is a temperature (no other C is a test condition).
  [new RegExp(String.raw`${DEGREES}\s*C\b(?![/.]\s*[a-z])`), 'temperature', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*%\s*(?:RH\b|r\.\s*h\.)`, 'i'), 'humidity', (n) => n],
  // As the label itself writes it ("相对湿度 50 %"), and "RH 50%": a label reads back as itself.
  [new RegExp(String.raw`(?:相对湿度|\bRH)\s*(${NUMBER})\s*%`, 'i'), 'humidity', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*kg\b(?!\s*\/\s*cm)`, 'i'), 'load_mass', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*MPa\b`), 'load_stress', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*psi\b`), 'load_stress', (n) => n * 0.006894757293168361],
  [new RegExp(String.raw`(${NUMBER})\s*N\b`), 'load_force', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*mm\s*\/\s*min\b`), 'speed', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*°\s*C\s*\/\s*h\b`), 'heating_rate', (n) => n],
  [new RegExp(String.raw`(${NUMBER})\s*Hz\b`), 'frequency', (n) => n],
];

export interface ReadCondition {
  /** The condition library's label ("190 °C, 2.16 kg"), or the text as printed when it holds no part. */
  label: string;
  parts: ConditionParts;
}

/**
 * A condition printed inside a name or a method ("190ºC/2.16 kg", "23°C", "1.8 MPa", "A120"): its parts and the
 * label the condition library names them by; null for an empty text. Text without a part is kept as printed.
 */
export function readCondition(raw: string): ReadCondition | null {
  let text = raw.trim();
  for (const [pattern, replacement] of characterForms) text = text.replace(pattern, replacement);
  text = text.replace(/^[(@,\s]+|[),\s]+$/g, '').trim();
  if (text === '') return null;
  const parts: ConditionParts = {};
  let rest = text;
  for (const [pattern, key, toStored] of conditionPart) {
    const match = pattern.exec(rest);
    if (!match || parts[key] !== undefined) continue;
    const value = toStored(Number(match[1]));
    parts[key] = Math.round(value * 1000) / 1000;
    rest = rest.replace(match[0], ' ');
  }
  const direction = /\b(MD|TD)\b/.exec(rest);
  if (direction) {
    parts.direction = direction[1] as FilmDirection;
    rest = rest.replace(direction[0], ' ');
  }
  if (!hasConditionParts(parts)) return { label: text, parts };
  // Anything besides the parts and their separators ("Condition E", "A120") is kept beside the label.
  // ("Condition E" is ASTM D1238's name for the parts themselves and says nothing more.)
  const left = rest
    .replace(/\bCondition\s+[A-Z]\b/gi, ' ')
    // A fraction ("1/4\" bar") keeps its slash.
    .replace(/(?:[\s,;:@()&]|(?<!\d)\/|\/(?!\d))+|\band\b/gi, ' ')
    .trim();
  const label = conditionLabel(parts);
  return { label: left ? `${label} (${left})` : label, parts };
}
