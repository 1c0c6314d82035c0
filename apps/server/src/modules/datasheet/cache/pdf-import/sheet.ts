/**
 * A maker's PDF datasheet into rows of the import layout: its lines (lines.ts), its property tables
 * (table.ts) and their rows (records.ts), with the grade and the maker read from the sheet itself — the grade
 * from the title (the largest grade-like text on the first page), the maker from a spelling the company
 * library already knows, else from the address or company line, else the logo text. A headline box
 * (`MELT INDEX 0.3 / DENSITY 0.921`) is used only for what the tables lack, its rows marked unsure (it prints
 * no unit or method). Pure: pages in, rows out.
 */
import { familyNamedIn, type LocalName, type PdfBox, type PdfPageText } from '@console/contract';
import { roleOfHead } from './heads.ts';
import { boxOf, type Line, pageLines } from './lines.ts';
import { type SheetRecord, splitName, tableRecords } from './records.ts';
import { alignedTables, headedTables, noteLines, type Table } from './table.ts';

export interface SplitHints {
  /** Spellings of companies the libraries know (names, short names, mapped origin spellings). */
  makers: readonly string[];
}

export interface SplitSheet {
  grade: string;
  company: string;
  /** The polymer the sheet names in its title ("Low Density Polyethylene" → LDPE), as a category spelling. */
  category: string;
  records: SheetRecord[];
  /** Whether any table was found: a sheet without one needs the assistant or hand entry. */
  tables: number;
  /** The sheet's text, line by line, for the assistant. */
  text: string;
  /** Lines of a table that print a value the rules could place in no row, as printed. */
  unplaced: string[];
}

/** A grade: letters and figures, maybe a prefix or two before the figures ("HX-5210", "PPH-M12"). */
const gradeToken = /\b((?:[A-Z]{1,4}-?){0,2}\d{2,6}[A-Z0-9-]{0,6})\b/;
const companyLine =
  /([A-Z][A-Za-z&.\- ]{1,60}?\s(?:Co\.,?\s?Ltd\.?|Company\s+Limited|Corporation|Corp\.|Inc\.|GmbH|S\.A\.|Chemical|Petrochemical|Plastics))/;
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\u4e00-\u9fff]+/g, ' ')
    .trim();

/**
 * The grades: the largest grade-like text in the top third of the first page, and the grades printed beside it
 * in the same title ("NX2210 / NX2230", "NX2210 & NX2230"), when one table serves them all.
 */
function gradesOf(lines: readonly Line[], first: PdfPageText | undefined): string[] {
  const top = lines.filter((l) => l.page === (first?.page ?? 1) && l.y < (first?.height ?? 800) / 3);
  const cells = top
    .flatMap((l) => l.cells.map((cell) => ({ cell, line: l })))
    .sort((a, b) => b.cell.h - a.cell.h);
  for (const { cell, line } of cells) {
    if (/^(?:MELT|DENSITY|VA|PUBLISHED|TEL|FAX)/i.test(cell.text)) continue;
    const match = gradeToken.exec(cell.text);
    if (!match?.[1]) continue;
    const grades = [match[1]];
    // The rest of the title's line, its pieces apart or together ("NX2210", "/", "NX2230").
    const title = line.cells.filter((c) => c.x >= cell.x && c.h >= cell.h * 0.8).map((c) => c.text);
    let rest = `${cell.text.slice(match.index + match[0].length)} ${title.slice(1).join(' ')}`;
    for (;;) {
      const next = new RegExp(String.raw`^\s*(?:/|,|&|\+|and)\s*${gradeToken.source}`).exec(rest);
      if (!next?.[1]) break;
      grades.push(next[1]);
      rest = rest.slice(next[0].length);
    }
    return [...new Set(grades)];
  }
  return [];
}

/** The maker: a known spelling found on the sheet, else its company line, else the first word of large text. */
function makerOf(lines: readonly Line[], text: string, hints: SplitHints, grade: string): string {
  const words = ` ${wordsOf(text)} `;
  const known = [...hints.makers]
    .filter((name) => wordsOf(name).length >= 3)
    .sort((a, b) => b.length - a.length)
    .find((name) => words.includes(` ${wordsOf(name)} `));
  if (known) return known;
  const company = companyLine.exec(text);
  if (company?.[1]) return company[1].trim();
  // "HANWHA EVA 1125 is manufactured …": the word the description opens with before the grade.
  if (grade) {
    const intro = new RegExp(String.raw`(?:^|\n)\s*([A-Z][A-Za-z]+)\b[^.\n]{0,30}?\b${grade}\b`).exec(text);
    if (intro?.[1]) return intro[1];
  }
  const large = lines
    .filter((l) => l.page === lines[0]?.page)
    .flatMap((l) => l.cells)
    // A logo of one to three words ("KORYO CHEMICAL"), never a polymer's name or a column head.
    .filter(
      (c) =>
        /^[A-Z][A-Za-z&-]{2,}(?: [A-Z][A-Za-z&.-]+){0,2}$/.test(c.text) &&
        c.text !== grade &&
        !roleOfHead(c.text) &&
        familyNamedIn(c.text) === undefined,
    )
    .sort((a, b) => b.h - a.h)[0];
  return large?.text ?? '';
}

/** The category: the first polymer named above the first table (title, subtitle, description). */
function categoryOf(lines: readonly Line[], tables: readonly Table[]): string {
  const first = tables[0]?.rows[0]?.line;
  const before = lines.filter(
    (l) => !first || l.page < first.page || (l.page === first.page && l.y < first.y),
  );
  const text = before.map((l) => l.cells.map((c) => c.text).join(' ')).join('\n');
  // The contract's polymer family table, by any of a family's names ("Low Density Polyethylene" → LDPE).
  return familyNamedIn(text) ?? '';
}

const headlineUnsure: LocalName = {
  zh: '取自标题栏，表中无此项，未注明单位和方法',
  en: 'from the headline box (not in the table), without unit or method',
};

/** Headline figures (`MELT INDEX 0.3`) above the first table, as rows for what the tables do not state. */
function headlineRecords(
  lines: readonly Line[],
  tables: readonly Table[],
  grade: string,
  company: string,
  stated: Set<string>,
): SheetRecord[] {
  const firstTable = tables[0]?.rows[0]?.line;
  const out: SheetRecord[] = [];
  for (const line of lines) {
    if (
      firstTable &&
      (line.page > firstTable.page || (line.page === firstTable.page && line.y >= firstTable.y))
    )
      break;
    for (let i = 0; i + 1 < line.cells.length; i += 1) {
      const name = line.cells[i];
      const value = line.cells[i + 1];
      if (!name || !value) continue;
      if (!/^[A-Z][A-Z .]{2,30}$/.test(name.text) || !/^\d+(?:\.\d+)?$/.test(value.text)) continue;
      const header = splitName(name.text).header;
      if (stated.has(wordsOf(header)) || value.text === grade) continue;
      const boxes: PdfBox[] = [boxOf(value), boxOf(name)];
      out.push({
        record: {
          grade,
          company,
          category: '',
          header,
          standard: '',
          condition: '',
          state: '',
          value: value.text,
          unit: '',
        },
        page: line.page,
        boxes,
        unsure: headlineUnsure,
      });
    }
  }
  return out;
}

export function splitSheet(pages: readonly PdfPageText[], hints: SplitHints): SplitSheet {
  const lines = pages.flatMap(pageLines);
  const text = lines.map((line) => line.cells.map((cell) => cell.text).join('  ')).join('\n');
  const grades = gradesOf(lines, pages[0]);
  const grade = grades[0] ?? '';
  const company = makerOf(lines, text, hints, grade);
  const pairMark = /^(\*+)\s*(?:MD\s*\/\s*TD|纵向\s*\/\s*横向)/im.exec(text)?.[1] ?? null;
  let tables = headedTables(lines);
  if (tables.every((table) => table.rows.length === 0)) {
    const notes = noteLines(lines);
    tables = alignedTables(lines.filter((line) => !notes.has(line)));
  }
  const category = categoryOf(lines, tables);
  const context = { grade, company, pairMark };
  const records = tables
    .flatMap((table) => tableRecords(table, context))
    .map((r) => ({ ...r, record: { ...r.record, category } }));
  const stated = new Set(records.map((r) => wordsOf(r.record.header)));
  const headline = headlineRecords(lines, tables, grade, company, stated);
  const read = [...records, ...headline.map((r) => ({ ...r, record: { ...r.record, category } }))];
  // A title naming several grades over a table whose one value column names none: its rows hold for each.
  const shared = grades.length > 1 && read.every((r) => r.record.grade === grade);
  return {
    grade,
    company,
    category,
    records: shared
      ? grades.flatMap((each) => read.map((r) => ({ ...r, record: { ...r.record, grade: each } })))
      : read,
    tables: tables.filter((t) => t.rows.length > 0).length,
    text,
    unplaced: tables.flatMap((t) => t.unplaced).map((line) => line.cells.map((cell) => cell.text).join('  ')),
  };
}
