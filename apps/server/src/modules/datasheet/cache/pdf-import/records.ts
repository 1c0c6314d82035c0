/**
 * A table's rows into rows of the import layout (grade, company, header, standard, condition, state, value,
 * unit), each with the page and boxes it was read from. A pair `290/110` under the footnote that declares pairs
 * ("* MD / TD", "** MD / TD"), beside an `MD/TD` label or under a name saying `(MD / TD)`, and a pair labelled in
 * its cell (`MD : 38*, TD: 33*`), become two rows with their direction; a direction line beside a property one
 * row of its own; a value column per grade or direction one row each; a condition inside the property's name
 * (`190ºC/2.16 kg`, `@ 23 °C`, `(45°)`), after its method (`ASTM D 1238 @ 190 C, 2.16 kg`) or its unit moves to
 * the condition; a unit or method printed in the name, or a unit beside the value, fills an empty column;
 * footnote marks go; a decimal comma becomes a point.
 * Values are judged by the xlsx import's own reader (parseImportValue): one it cannot read as a number, a
 * range or a bound is kept as printed and the row marked unsure.
 */
import {
  type ImportRecord,
  type LocalName,
  type PdfBox,
  parseImportValue,
  readCondition,
  standardSpelling,
  unitOfSpelling,
} from '@console/contract';
import { boxOf, type Cell } from './lines.ts';
import { methodVariant, noUnit, noValue, onlyCondition, plainNumber } from './printed.ts';
import { type Column, directionLabel, type Table, type TableRow } from './table.ts';
import { oneSystem, ownUnitColumn } from './unit-systems.ts';

export interface SheetRecord {
  record: ImportRecord;
  page: number;
  boxes: PdfBox[];
  unsure: LocalName | null;
}

export interface SheetContext {
  grade: string;
  company: string;
  /** The footnote mark the sheet declares MD / TD pairs by ("*" for "* MD / TD", "**"), or null. */
  pairMark: string | null;
}

const join = (cells: readonly Cell[] | undefined) =>
  (cells ?? [])
    .map((cell) => cell.text)
    .join(' ')
    .trim();
const spanOf = (cells: readonly Cell[]): Cell | null => {
  const first = cells[0];
  if (!first) return null;
  return cells.reduce((a, b) => ({
    text: `${a.text} ${b.text}`,
    x: Math.min(a.x, b.x),
    right: Math.max(a.right, b.right),
    y: a.y,
    h: Math.max(a.h, b.h),
    starts: [...a.starts, ...b.starts],
  }));
};

/** Footnote marks at the end of a name or value: `*`, `(1)`, `¹`, a lone raised letter. */
const stripMarks = (text: string) =>
  text
    .replace(/\s*(?:\*+|[¹²³⁴⁵]|\(\d{1,2}\)|†|‡)\s*$/u, '')
    .replace(/\s*\*+\s*$/, '')
    .trim();

/**
 * A property's printed name split into the header and the condition printed inside it: from the first `@`,
 * `(`, `,` or `at` before a number whose text holds a test condition (a number with a unit, a film direction)
 * on; a later cut that reads the same parts wins ("Melt flow rate (MFR) at 190 °C and 2.16 kg": the "(MFR)"
 * is the name's).
 */
export function splitName(raw: string): { header: string; condition: string } {
  const name = decimalPoint(stripMarks(raw.replace(/\s+/g, ' ')));
  const cuts = [...name.matchAll(/\s*(?:@|\(|,)\s*|\s+at\s+(?=-?\d)/gi)];
  // A later cut wins only where the earlier one's condition holds words besides the parts ("(MFR) at").
  let found: { header: string; condition: string; parts: string } | null = null;
  for (const cut of cuts) {
    const rest = name.slice(cut.index);
    const after = name.slice(cut.index + cut[0].length);
    const read = readCondition(after.replace(/\bCondition\s+[A-Z]\b,?/gi, ''));
    const hasPart = read && Object.values(read.parts).some((v) => v !== null && v !== undefined);
    if (!hasPart && !/^\s*(?:@|\(|,|at\s)\s*@?\s*\d/i.test(rest)) continue;
    const parts = hasPart && read ? JSON.stringify(read.parts) : '';
    const condition = hasPart && read ? read.label : after.replace(/^[\s@(,]+|[\s)]+$/g, '').trim();
    if (found && (parts === '' || parts !== found.parts || condition === found.condition)) continue;
    found = { header: name.slice(0, cut.index).replace(/[\s,]+$/, ''), condition, parts };
  }
  if (found) return { header: found.header, condition: found.condition };
  return { header: name.replace(/[\s,;:]+$/, ''), condition: '' };
}

/**
 * A printed value as the import layout writes it: full-width signs already plain, spaces after signs gone, a
 * decimal comma a point.
 */
export function cleanValue(raw: string): string {
  const value = stripMarks(raw)
    .replace(/^([<>≤≥])\s+/, '$1')
    .replace(/\s*([~～])\s*/g, '~')
    .replace(/\s+/g, ' ');
  return plainNumber(decimalPoint(value).trim());
}

/**
 * A decimal comma ("0,918", "12,5", "2,16 kg") as a point: a comma between digits is no thousands separator
 * when it follows a lone 0 or is not followed by exactly three digits ("9,800" stays as printed).
 */
function decimalPoint(text: string): string {
  return text.replace(
    /(^|[^\d,.])(\d+),(\d+)(?![\d,.])/g,
    (all, before: string, whole: string, part: string) =>
      whole === '0' || part.length !== 3 ? `${before}${whole}.${part}` : all,
  );
}

const looksNumeric = (text: string) => {
  const parts = parseImportValue(text, 'number');
  return parts.value !== undefined || parts.value_min !== undefined || parts.value_max !== undefined;
};

/**
 * A pair printed with its directions in one cell (`MD : 38*, TD: 33*`, `MD 520 / TD 690`): each direction with
 * its value, footnote marks dropped; null for anything else.
 */
export function labelledPair(text: string): [direction: string, value: string][] | null {
  const value = String.raw`([<>≤≥]?\s*-?\d[\d,.]*(?:\s*[~-]\s*\d[\d,.]*)?)\s*\**`;
  // "MD/TD: 120/125": one label before the pair.
  const shared = new RegExp(String.raw`^MD\s*\/\s*TD\s*[:=]?\s*${value}\s*\/\s*${value}$`, 'i').exec(
    text.trim(),
  );
  if (shared)
    return [
      ['MD', cleanValue(shared[1] ?? '')],
      ['TD', cleanValue(shared[2] ?? '')],
    ];
  const pattern = new RegExp(
    String.raw`^(MD|TD)\s*[:=]?\s*${value}\s*[,;/]?\s*(MD|TD)\s*[:=]?\s*${value}$`,
    'i',
  );
  const match = pattern.exec(text.trim());
  if (!match || match[1]?.toUpperCase() === match[3]?.toUpperCase()) return null;
  return [
    [(match[1] ?? '').toUpperCase(), cleanValue(match[2] ?? '')],
    [(match[3] ?? '').toUpperCase(), cleanValue(match[4] ?? '')],
  ];
}

/** `290/110` (each side a value) as its two sides; null for anything else. */
function pairOf(value: string): [string, string] | null {
  const match = /^([^/]+)\/([^/]+)$/.exec(value);
  if (!match) return null;
  const [a, b] = [cleanValue(match[1] ?? ''), cleanValue(match[2] ?? '')];
  return looksNumeric(a) && looksNumeric(b) ? [a, b] : null;
}

const joinConditions = (...parts: string[]) => parts.filter((p) => p !== '').join(', ');

interface Printed {
  header: string;
  /** The name says its values are MD / TD pairs ("Elmendorf Tear (MD / TD)"). */
  pairs: boolean;
  condition: string;
  standard: string;
  unit: string;
  nameCell: Cell | null;
}

/** What a property line prints besides its values: name (with its condition), method, unit, condition. */
function printed(row: TableRow, columns: readonly Column[]): Printed {
  let unit = '';
  let standard = '';
  const conditions: string[] = [];
  let nameCells: Cell[] = [];
  columns.forEach((column, index) => {
    const all = row.cells.get(index) ?? [];
    // A condition printed under no head of its own, between the name and the method ("Izod   23 °C   ASTM
    // D256"), lands beside one or the other as a cell of its own: it is the row's condition.
    const first = all[0];
    const apart = (column.role === 'property' || column.role === 'method') && all.length > 1;
    const stray = apart
      ? all.filter(
          (cell, i) => (column.role === 'method' || i > 0) && cell.y === first?.y && onlyCondition(cell.text),
        )
      : [];
    for (const cell of stray) conditions.push(readCondition(cell.text)?.label ?? cell.text);
    const cells = all.filter((cell) => !stray.includes(cell));
    const text = join(cells);
    if (text === '') return;
    if (column.role === 'property') nameCells = cells.filter((cell) => !directionLabel.test(cell.text));
    else if (column.role === 'unit') unit = text;
    // Methods in two columns (ASTM | ISO): the first printed is the row's.
    else if (column.role === 'method' && !standard) {
      const read = standardSpelling(stripMarks(text), column.body);
      standard = noUnit(text) ? '' : read.recognised ? read.code : stripMarks(text);
      // "ISO 179/1eA", "ISO 75-2/Af": a variant glued to the code is part of the method.
      const variant = read.recognised && methodVariant(read.rest);
      if (variant) standard = `${read.code}${read.rest.trim()}`;
      // "ASTM D 1238 @ 190 C, 2.16 kg", "ISO 75-2 (0.45 MPa)": what follows the code is the test's condition.
      // A unit printed under no head of its own lands beside the method: it is the unit.
      // "ISO 1133 / ASTM D1238": the second body's code for the same test is no condition.
      const twin = standardSpelling(read.rest.replace(/^[\s/,;&(]+|\)$/g, '')).recognised;
      const after = read.recognised && !variant && !twin ? read.rest.replace(/^\(|\)$/g, '').trim() : '';
      if (after && !unit && unitOfSpelling(after)) unit = after;
      else {
        const rest = readCondition(after);
        if (rest) conditions.push(rest.label);
      }
    } else if (column.role === 'condition') {
      // Headless tables: a cell between name and value is a unit, a method or a condition by what it says.
      for (const cell of cells) {
        const method = standardSpelling(cell.text);
        if (!unit && unitOfSpelling(cell.text)) unit = cell.text;
        else if (!standard && method.recognised) standard = method.code;
        else if (!noUnit(cell.text)) conditions.push(readCondition(cell.text)?.label ?? cell.text);
      }
    }
  });
  // "g/10 min (190 °C/2.16 kg)": a condition printed after the unit.
  const unitCondition = /^(.+?)\s*[(（]([^)）]+)[)）]$/.exec(unit);
  const after = unitCondition ? readCondition(unitCondition[2] ?? '') : null;
  if (unitCondition && after && Object.keys(after.parts).length > 0) {
    unit = (unitCondition[1] ?? '').trim();
    conditions.push(after.label);
  }
  // "F50 Hours": the unit is the end of the cell; what comes before it is a condition.
  if (unit && !unitOfSpelling(unit)) {
    const words = unit.split(/\s+/);
    const tail = words.at(-1) ?? '';
    if (words.length > 1 && unitOfSpelling(tail) && !/[/·*^-]$/.test(words.at(-2) ?? '')) {
      conditions.push(words.slice(0, -1).join(' '));
      unit = tail;
    }
  }
  // "(MD / TD)", ", MD/TD" in the name: its values are pairs, the label no part of the property.
  const printedName = join(nameCells);
  const pairLabel = /\s*[(,]?\s*(?:MD\s*\/\s*TD|纵\s*\/\s*横)\s*\)?\s*$/i;
  const pairs = pairLabel.test(printedName);
  // Read before the marks go: a unit's own ³ is no footnote.
  let bareName = printedName.replace(pairLabel, '').replace(/\s*\*+\s*$/, '');
  // "Melt Flow Rate (g/10 min)", "Density, g/cm³": a unit printed at the end of the name, where no unit column
  // gives one (a lone letter, "F" in "Brittleness Temperature, F", is never taken for one).
  const unitInName = /^(.*\S)\s*(?:,\s*|\(\s*|\[\s*)([^,()[\]]{1,12}?)\s*[)\]]?$/.exec(bareName);
  const named = unitInName?.[2]?.trim() ?? '';
  if (!unit && unitInName && /^[^\d]/.test(named) && !/^[A-Za-z]$/.test(named) && unitOfSpelling(named)) {
    unit = named;
    bareName = (unitInName[1] ?? '').trim();
  }
  // "Density (ASTM D1505)", "Melt Index, ISO 1133": the method printed in the name, where no method column does.
  const methodInName =
    /^(.*\S)\s*[(,]\s*((?:ASTM|ISO|DIN|JIS|IEC|GB\/T|GB)\s*-?\s*[A-Z]?\s*-?\s*\d[^()]*?)\s*\)?\s*$/i.exec(
      bareName,
    );
  const method = methodInName ? standardSpelling(methodInName[2] ?? '') : null;
  if (!standard && methodInName && method?.recognised) {
    standard = method.code;
    bareName = (methodInName[1] ?? '').trim();
    const rest = readCondition(method.rest.replace(/^\(|\)$/g, ''));
    if (rest) conditions.push(rest.label);
  }
  const name = splitName(bareName);
  // A bare "C" (or "F") in the unit column of a temperature is its degree sign lost.
  if (/^[CF]$/.test(unit.trim()) && temperatureLike.test(name.header)) unit = `°${unit.trim()}`;
  return {
    header: name.header,
    pairs,
    condition: joinConditions(name.condition, ...conditions),
    standard,
    unit: noUnit(unit) ? '' : unit.replace(/\s*\.\s*$/, ''),
    nameCell: spanOf(nameCells),
  };
}

const temperatureLike =
  /temperature|\btemp\b|point|vicat|\bHDT\b|\bDTUL\b|deflection|softening|melting|brittleness|crystalli[sz]ation|transition|温度|熔点|软化点/i;

const valueWithUnit = /^([<>≤≥]?\s*-?\d[\d,.]*(?:\s*[~～]\s*-?\d[\d,.]*)?)\s*([^\d\s~～/].*)$/;

const unsureValue: LocalName = {
  zh: '数值未能读作数字、范围或界限',
  en: 'the value is not a number, range or bound',
};
const unsurePair: LocalName = {
  zh: '数值为「a/b」但未注明方向，按原样保留',
  en: 'a value "a/b" without a stated direction, kept as printed',
};

/** The import rows of one table. */
export function tableRecords(table: Table, sheet: SheetContext): SheetRecord[] {
  const out: SheetRecord[] = [];
  const valueColumns = table.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
  for (const row of table.rows) {
    const base = printed(row, table.columns);
    if (base.header === '') continue;
    const start = out.length;
    const label = join((row.cells.get(0) ?? []).filter((cell) => directionLabel.test(cell.text)));
    const emit = (
      value: Cell | null,
      text: string,
      column: Column,
      extra: { condition?: string; unit?: string },
    ) => {
      let cleaned = cleanValue(text);
      if (cleaned === '' || noValue(cleaned)) return;
      // "0.918 g/cm³", "35 MPa": a value printed with its unit, where no unit column gives one.
      let printedUnit = extra.unit ?? base.unit;
      // Read before the marks go: the unit's own ³ is no footnote.
      const withUnit = valueWithUnit.exec(text.trim().replace(/\s*\*+$/, ''));
      const number = cleanValue(withUnit?.[1] ?? '');
      const unitPart = (withUnit?.[2] ?? '').trim();
      // "1.5 x 10^15", "1.5E+15" are numbers in a notation, not a number and a unit.
      const aUnit = unitOfSpelling(unitPart) !== undefined || !/\d/.test(unitPart);
      if (withUnit && aUnit && !looksNumeric(cleaned) && printedUnit === '' && looksNumeric(number)) {
        cleaned = number;
        printedUnit = unitPart;
      }
      const record: ImportRecord = {
        grade: column.grade ?? sheet.grade,
        company: sheet.company,
        category: '',
        header: base.header,
        standard: base.standard,
        condition: joinConditions(base.condition, extra.condition ?? ''),
        state: column.state ?? '',
        value: cleaned,
        unit: printedUnit,
      };
      const boxes: PdfBox[] = [];
      if (value) boxes.push(boxOf(value));
      if (base.nameCell) boxes.push(boxOf(base.nameCell));
      out.push({ record, page: row.line.page, boxes, unsure: looksNumeric(cleaned) ? null : unsureValue });
    };
    const emitValue = (cell: Cell | null, text: string, column: Column, direction: string, unit?: string) => {
      const labelled = labelledPair(text);
      if (labelled) {
        for (const [side, printedValue] of labelled)
          emit(cell, printedValue, column, { condition: side, unit });
        return;
      }
      const pair = pairOf(cleanValue(text));
      const mark = /(\*+)\s*$/.exec(text.trim())?.[1];
      const paired = mark
        ? mark === sheet.pairMark
        : base.pairs || /MD\s*\/\s*TD|纵\s*\/\s*横/i.test(direction);
      if (pair && paired) {
        emit(cell, pair[0], column, { condition: 'MD', unit });
        emit(cell, pair[1], column, { condition: 'TD', unit });
        return;
      }
      const single = /^(?:MD|TD|M\.D\.|T\.D\.|纵向|横向)$/i.test(direction)
        ? direction.replace(/\./g, '').replace('纵向', 'MD').replace('横向', 'TD').toUpperCase()
        : '';
      const before = out.length;
      emit(cell, text, column, { condition: single, unit });
      const last = out[before];
      if (last && pair && !paired) last.unsure = unsurePair;
    };
    for (const index of valueColumns) {
      const cells = row.cells.get(index) ?? [];
      const column = table.columns[index] as Column;
      const own = ownUnitColumn(table.columns, index);
      const unit = own === undefined ? undefined : join(row.cells.get(own));
      if (cells.length > 0) emitValue(spanOf(cells), join(cells), column, column.direction ?? label, unit);
      for (const satellite of row.satellites) {
        const values = satellite.cells.get(index) ?? [];
        if (values.length === 0) continue;
        const unitIndex = table.columns.findIndex((c) => c.role === 'unit');
        const unit = unitIndex >= 0 ? join(satellite.cells.get(unitIndex)) : '';
        emitValue(spanOf(values), join(values), column, satellite.label || label, unit || undefined);
      }
    }
    out.splice(start, out.length - start, ...oneSystem(table.columns, out.slice(start)));
  }
  return out;
}
