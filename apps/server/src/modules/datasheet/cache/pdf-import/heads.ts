/**
 * A table's column heads: the words that name a column's role — property, test method, unit, value,
 * condition — in English, Chinese, Japanese or Korean and in any order (a property head may name the section:
 * "Rheological properties"), with what varies between makers set aside (marks,
 * a system in brackets, spaces between CJK characters); grades or dry/conditioned as value columns; heads
 * printed on two lines read as one; a property column where the heads name none.
 */
import type { Line } from './lines.ts';

export type Role = 'property' | 'method' | 'unit' | 'value' | 'condition';

export interface Column {
  role: Role;
  left: number;
  right: number;
  /** A value column's grade ("JF19010") or state (dry/conditioned), when the head names one. */
  grade?: string;
  state?: 'dry' | 'conditioned';
  /** A standards body the head names over bare numbers ("ASTM" over `D1238`). */
  body?: string;
  /** A value column of one film direction ("MD" / "TD" printed under the value head). */
  direction?: 'MD' | 'TD';
}

const heads: readonly [Role, RegExp][] = [
  [
    'property',
    /^(?:(?:physical|polymer|film|typical|mechanical|thermal|resin|optical|electrical|general|other|nominal|test)\s+)?(?:items?|characteristics?)$|^(?:[a-z]+\s+){0,2}propert(?:y|ies)$|^(?:parameters?|description|designation)$|^(?:物性|性能|项目|测试项目|检测项目|检验项目|分析项目|性能项目|物性项目|特性|項目|試験項目|항목|물성|시험\s*항목|특성|물성\s*항목)$/i,
  ],
  [
    'method',
    /^(?:(?:astm|iso)\s+)?(?:test\s+)?(?:methods?|standards?|procedures?|norms?)$|^test\s+based\s+on$|^(?:(?:测试|试验|检测|检验|分析|試験|測定)?(?:方法|标准|規格)|시험\s*방법|시험\s*규격|규격)$/i,
  ],
  ['unit', /^(?:units?|units?\s+of\s+measure|uom|单位|単位|단위)$/i],
  [
    'value',
    /^(?:(?:typical|nominal|test)\s+)?(?:values?|results?|data)(?:\s*\(\*\))?$|^(?:typical|nominal)$|^(?:数值|典型值|典型数值|典型数据|测试值|测试结果|检验结果|检测结果|实测值|值|代表值|指标|代表値|測定値|標準値|값|대표값|측정값|결과)$/i,
  ],
  ['condition', /^(?:(?:test\s+)?conditions?|测试条件|试验条件|条件|試験条件|시험\s*조건|조건)$/i],
];
export const bodyWords = /^(?:ASTM|ISO|DIN|JIS|IEC|GB|UL|TEST)$/i;
const gradeLike = /^(?=.*\d)[A-Z0-9][A-Z0-9\-./ ]{1,18}$/i;
const stateHeads: readonly [RegExp, 'dry' | 'conditioned'][] = [
  [/^(?:dry|干态|dam)$/i, 'dry'],
  [/^(?:cond\.?|conditioned|湿态|调湿态)$/i, 'conditioned'],
];

/**
 * A head's words without what varies between makers: footnote marks, a system or note in brackets
 * ("Typical Value (SI)", "Value*"), spaces between CJK characters ("单 位").
 */
function headWords(text: string): string {
  let words = text
    .trim()
    .replace(/(?<=[\u4e00-\u9fff\uac00-\ud7af])\s+(?=[\u4e00-\u9fff\uac00-\ud7af])/g, '');
  for (let strip = 0; strip < 3; strip += 1)
    words = words.replace(/\s*(?:\*+|[:：]|[(（][^)）]{1,20}[)）])$/, '');
  return words.trim();
}

const roleOfWords = (words: string): Role | undefined =>
  heads.find(([, pattern]) => pattern.test(words))?.[0];

/** A head in two languages in one cell ("性能 Property", "Test Method / 测试方法"): either half names it. */
const bilingual =
  /^([^A-Za-z]*[\u3040-\u9fff\uac00-\ud7af][^A-Za-z]*?)\s*\/?\s*([A-Za-z][A-Za-z .]*)$|^([A-Za-z][A-Za-z .]*?)\s*\/?\s*([\u3040-\u9fff\uac00-\ud7af].*)$/;

export const roleOfHead = (text: string): Role | undefined => {
  const words = headWords(text);
  const role = roleOfWords(words);
  if (role) return role;
  const halves = bilingual.exec(words);
  if (!halves) return undefined;
  const [cjk, latin] = halves[1] ? [halves[1], halves[2]] : [halves[4], halves[3]];
  return roleOfWords(headWords(cjk ?? '')) ?? roleOfWords(headWords(latin ?? ''));
};

/** A head over the rows' numbers (序号, No.): no column of the table; the numbers are left out of the names. */
const indexHead = /^(?:序号|编号|番号|번호|no\.?|s\/n|#|item\s+no\.?)$/i;

/** The columns a head line names, or null when it is not a head line (two roles, one of them property or value). */
export function headColumns(line: Line, above: readonly Line[]): Column[] | null {
  const found = line.cells.map((cell) => ({ cell, role: roleOfHead(cell.text) }));
  const roles = new Set(found.map((f) => f.role).filter(Boolean));
  if (roles.size < 2 || !(roles.has('property') || roles.has('value'))) return null;
  const columns: Column[] = [];
  for (const { cell, role } of found) {
    if (role) {
      columns.push({ role, left: cell.x, right: cell.right });
      continue;
    }
    if (indexHead.test(cell.text.trim()) && columns.length === 0) continue;
    // "ASTM | ISO" over the codes each body gives its tests ("D638", "527-2"): a method column per body.
    const body = /^(ASTM|ISO|DIN|JIS|IEC|GB\/T|GB)$/i.exec(cell.text.trim())?.[1];
    if (body && columns.length > 0) {
      columns.push({ role: 'method', left: cell.x, right: cell.right, body: body.toUpperCase() });
      continue;
    }
    const state = stateHeads.find(([pattern]) => pattern.test(cell.text.trim()))?.[1];
    if (state) columns.push({ role: 'value', left: cell.x, right: cell.right, state });
    else if (gradeLike.test(cell.text) && columns.length > 0)
      columns.push({ role: 'value', left: cell.x, right: cell.right, grade: cell.text.trim() });
    else return null;
  }
  // No head over the values (a blank head cell): they stand right of the last head, in a column of their own.
  const last = columns.at(-1);
  if (last && roles.has('property') && !columns.some((c) => c.role === 'value'))
    columns.push({ role: 'value', left: last.right + 12, right: last.right + 160 });
  // Heads over the method, unit and value columns only: the names stand left of the first head.
  const first = columns[0];
  if (first && !roles.has('property')) {
    if (!roles.has('value') || first.left < 100) return null;
    columns.unshift({ role: 'property', left: Math.min(first.left - 1, 60), right: first.left - 8 });
  }
  // Words printed over a head ("ASTM" / "TEST" over "METHOD") belong to it; a body names a method's standard.
  for (const prior of above) {
    for (const cell of prior.cells) {
      const column = columns.find((c) => cell.x < c.right + 4 && cell.right > c.left - 4);
      if (column?.role === 'method' && /^(?:ASTM|ISO|DIN|JIS|IEC|GB)$/i.test(cell.text))
        column.body = cell.text.toUpperCase();
    }
  }
  // Grades printed under the value head ("Value" / "JF19010  JF18010") make one value column each.
  return columns;
}

/** A line of grade names right under a value head splits it into one value column per grade. */
export function gradeSubheads(columns: Column[], next: Line | undefined): Column[] | null {
  const value = columns.findIndex((c) => c.role === 'value' && !c.grade);
  if (value < 0 || !next || next.cells.length < 2) return null;
  // "MD  TD" under the value head: a value column per direction.
  const direction = (text: string) =>
    /^(?:MD|M\.D\.|纵向)$/i.test(text) ? 'MD' : /^(?:TD|T\.D\.|横向)$/i.test(text) ? 'TD' : null;
  if (next.cells.every((cell) => direction(cell.text) !== null)) {
    const start = columns[value]?.left ?? 0;
    if (next.cells.some((cell) => cell.right < start - 40)) return null;
    const sides = next.cells.map<Column>((cell) => ({
      role: 'value',
      left: cell.x,
      right: cell.right,
      direction: direction(cell.text) ?? undefined,
    }));
    return [...columns.slice(0, value), ...sides, ...columns.slice(value + 1)];
  }
  if (!next.cells.every((cell) => gradeLike.test(cell.text) && !/^[\d.,\s/<>~-]+$/.test(cell.text)))
    return null;
  const start = columns[value]?.left ?? 0;
  if (next.cells.some((cell) => cell.right < start - 40)) return null;
  const grades = next.cells.map<Column>((cell) => ({
    role: 'value',
    left: cell.x,
    right: cell.right,
    grade: cell.text,
  }));
  return [...columns.slice(0, value), ...grades, ...columns.slice(value + 1)];
}

/**
 * Two lines of heads as one: each cell of the second line joins the cell of the first it stands under (or
 * stands alone), when the second follows right under the first and holds only a few short words.
 */
export function stackedHead(first: Line, second: Line): Line | null {
  if (second.page !== first.page || second.y - first.y > Math.max(first.h, second.h) * 1.6) return null;
  if (second.cells.some((cell) => cell.text.length > 24 || /\d/.test(cell.text))) return null;
  const cells = first.cells.map((cell) => ({ ...cell, starts: [...cell.starts] }));
  for (const lower of second.cells) {
    const over = cells.find((cell) => lower.x < cell.right + 6 && lower.right > cell.x - 6);
    if (over) {
      over.text = `${over.text} ${lower.text}`;
      over.x = Math.min(over.x, lower.x);
      over.right = Math.max(over.right, lower.right);
    } else cells.push({ ...lower, starts: [...lower.starts] });
  }
  cells.sort((a, b) => a.x - b.x);
  return { ...first, cells };
}
