/**
 * Property tables found among a sheet's lines. A table starts at a line of column heads — property, test
 * method, unit, value (English, Chinese or Korean), or grades as value columns — and its columns are placed by
 * those heads; it ends at a footnote, a note, prose, a long gap or the next table. A sheet whose tables have no
 * heads is read by alignment: a run of lines whose last cell is a number, columns told apart by what the cells
 * hold. Each body line becomes a row of the table: a property line, or a line beside one that only adds a
 * direction's value (`MD 280` over `Tensile Strength … kg/cm²`, `TD 240` under it) or another unit's value.
 */
import { unitOfSpelling } from '@console/contract';
import { withoutGroupLabels } from './groups.ts';
import { bodyWords, type Column, gradeSubheads, headColumns, type Role, stackedHead } from './heads.ts';
import type { Cell, Line } from './lines.ts';
import { directionLabel } from './printed.ts';

export type { Column, Role };
export { directionLabel };

export interface TableRow {
  /** Cells by column index (several cells of one column joined), and the property column's direction label. */
  cells: Map<number, Cell[]>;
  line: Line;
  /** Lines beside this one that add values (a direction's, another unit's). */
  satellites: { line: Line; cells: Map<number, Cell[]>; label: string }[];
}

export interface Table {
  columns: Column[];
  rows: TableRow[];
  /** Body lines that print a value but belong to no row the rules could find (the assistant is asked). */
  unplaced: Line[];
  /** Read by alignment: no heads were printed. */
  aligned: boolean;
}

/**
 * The column a body cell is in: a cell starting within the property head (or left of it) names the property;
 * any other is in the column whose head is nearest its centre (names run past their head, values and units
 * stand a little left or right of theirs).
 */
function columnOf(cell: Cell, columns: readonly Column[]): number {
  const first = columns[0];
  if (first?.role === 'property' && cell.x <= first.right) return 0;
  const centre = (cell.x + cell.right) / 2;
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  columns.forEach((column, index) => {
    const d = centre < column.left ? column.left - centre : centre > column.right ? centre - column.right : 0;
    if (d < distance) {
      distance = d;
      best = index;
    }
  });
  return best;
}

const endsTable =
  /^(?:\d{1,2}\s*[.)]\s+\S|[a-h]\)\s+\S|\*+\s|※|note|remark|notes|注|备注|주|참고|[(（]\d+[)）]\s|this|these|the\s|values?\s+(?:are|indicated)|published|revised|disclaimer)/i;

/**
 * A cell whose pieces run past the start of the next column (a long name printed up to its unit) is cut
 * where the piece in that column starts. The cut text is re-spaced by the pieces' order only.
 */
function splitAtColumns(cell: Cell, columns: readonly Column[]): Cell[] {
  const cut = cell.starts.findIndex(
    (start, i) => i > 0 && columns.some((c, k) => k > 0 && start >= c.left - 6 && cell.x < c.left - 6),
  );
  if (cut <= 0) return [cell];
  const at = cell.starts[cut] as number;
  // The text up to the cut: as many characters as the share of the width before it.
  const share = Math.round(((at - cell.x) / Math.max(1, cell.right - cell.x)) * cell.text.length);
  const space = cell.text.lastIndexOf(' ', share + 2);
  const split = space > 0 && Math.abs(space - share) <= 4 ? space : share;
  const left = {
    ...cell,
    text: cell.text.slice(0, split).trim(),
    right: at,
    starts: cell.starts.slice(0, cut),
  };
  const right = { ...cell, text: cell.text.slice(split).trim(), x: at, starts: cell.starts.slice(cut) };
  return [left, ...splitAtColumns(right, columns)];
}

function byColumn(line: Line, columns: readonly Column[]): Map<number, Cell[]> {
  const cells = new Map<number, Cell[]>();
  for (const cell of line.cells.flatMap((c) => splitAtColumns(c, columns))) {
    // A direction label is never a value: it belongs with the property, wherever it was printed.
    if (columns[0]?.role === 'property' && directionLabel.test(cell.text)) {
      cells.set(0, [...(cells.get(0) ?? []), cell]);
      continue;
    }
    // "Tear strength MD" (its TD on the line under it): the direction a word of its own after the name.
    const glued = /^(.*\S)\s*(MD\s*\/\s*TD)$/i.exec(cell.text) ?? /^(.*\S)[\s,]+(MD|TD)$/.exec(cell.text);
    if (glued && columnOf(cell, columns) === 0) {
      // "Tensile Strength @ YieldMD/ TD": a label printed too close to its name.
      const name = { ...cell, text: (glued[1] ?? '').trim() };
      const label = { ...cell, text: glued[2] ?? '' };
      cells.set(0, [...(cells.get(0) ?? []), name, label]);
      continue;
    }
    const index = columnOf(cell, columns);
    cells.set(index, [...(cells.get(index) ?? []), cell]);
  }
  return cells;
}

/** The property cells that name a property (not a direction label). */
const names = (cells: Map<number, Cell[]>, columns: readonly Column[]) =>
  columns[0]?.role === 'property'
    ? (cells.get(0) ?? []).filter((cell) => !directionLabel.test(cell.text))
    : [];

/** Body rows of a table: property lines with their satellites. */
function bodyRows(
  lines: readonly Line[],
  columns: Column[],
  place: (line: Line) => Map<number, Cell[]> = (line) => byColumn(line, columns),
): Pick<Table, 'rows' | 'unplaced'> {
  const rows: TableRow[] = [];
  const unplaced: Line[] = [];
  const pending: { line: Line; cells: Map<number, Cell[]>; label: string }[] = [];
  const valueIndexes = columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
  /** Where each row's name ends (the last line it wraps onto). */
  const nameEnd = new Map<TableRow, Line>();
  const onlyName = (cells: Map<number, Cell[]>) => [...cells.keys()].every((index) => index === 0);
  for (const line of lines) {
    const cells = place(line);
    const named = names(cells, columns);
    const hasValue = valueIndexes.some((i) => (cells.get(i)?.length ?? 0) > 0);
    const last = rows.at(-1);
    const end = last && nameEnd.get(last);
    // A name that wraps: a line whose name opens with "(" or a small letter, or follows a name left open
    // ("Strength,", "Resistance to"), right under a row, goes on with that row's name — its condition "(38 mm
    // dart, 66 cm height)", the rest of a name "at Yield". When the row above printed only its name, this
    // line's cells are that row's (the value on the name's second line).
    const open = (last?.cells.get(0) ?? []).map((cell) => cell.text).join(' ');
    if (
      last &&
      end &&
      named.length > 0 &&
      pending.length === 0 &&
      (/^[(（a-z]/.test(named[0]?.text ?? '') || /(?:[,&/(–-]|\b(?:and|of|at|in|to|for|@))$/i.test(open)) &&
      end.page === line.page &&
      line.y - end.y <= line.h * 1.8
    ) {
      const name = [...(last.cells.get(0) ?? []), ...(cells.get(0) ?? [])];
      if (onlyName(cells)) {
        last.cells.set(0, name);
        nameEnd.set(last, line);
        continue;
      }
      if (onlyName(last.cells) && last.satellites.length === 0) {
        const merged: TableRow = { cells: new Map([...cells, [0, name]]), line, satellites: [] };
        rows[rows.length - 1] = merged;
        nameEnd.set(merged, line);
        continue;
      }
    }
    if (named.length > 0) {
      const row: TableRow = { cells, line, satellites: [] };
      // Direction lines printed over this one belong to it when they are nearer to it than to the row before.
      const previous = rows.at(-1);
      for (const waiting of pending.splice(0)) {
        // "TD" under a row labelled MD that has no TD yet completes that row, however near the next name.
        const completes =
          previous !== undefined &&
          /^TD$|^T\.D\.$|^横向$/i.test(waiting.label) &&
          (previous.cells.get(0) ?? []).some((cell) => /^(?:MD|M\.D\.|纵向)$/i.test(cell.text)) &&
          !previous.satellites.some((s) => directionLabel.test(s.label));
        const near = !completes && (!previous || waiting.line.y - previous.line.y > line.y - waiting.line.y);
        (near ? row : previous).satellites.push(waiting);
      }
      rows.push(row);
      nameEnd.set(row, line);
      continue;
    }
    if (!hasValue) continue;
    const label = (cells.get(0) ?? []).map((cell) => cell.text).join(' ');
    const satellite = { line, cells, label };
    // A labelled line may belong to the property printed under it; an unlabelled one continues the row above.
    if (label && directionLabel.test(label)) pending.push(satellite);
    else if (last) last.satellites.push(satellite);
    else unplaced.push(line);
  }
  const last = rows.at(-1);
  if (last) last.satellites.push(...pending);
  else unplaced.push(...pending.map((waiting) => waiting.line));
  return { rows, unplaced };
}

/** Where a table's body ends: a footnote or note, prose, a new head, or a gap of several lines. */
function bodyEnd(lines: readonly Line[], from: number, columns: readonly Column[]): number {
  const width = (columns.at(-1)?.right ?? 0) - (columns[0]?.left ?? 0);
  let previousY = lines[from - 1]?.y ?? 0;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    const first = line.cells[0]?.text ?? '';
    const spacing = line.h * 3.5;
    if (line.y - previousY > Math.max(spacing, 40)) return index;
    if (endsTable.test(first) && !(line.cells.length > 2)) return index;
    if (line.cells.some((cell) => cell.right - cell.x > Math.max(width * 0.75, 300))) return index;
    if (headColumns(line, []) !== null) return index;
    previousY = line.y;
  }
  return lines.length;
}

const noteHead = /^(?:notes?|remarks?|注|注意|备注|说明|주|참고)\s*(?:[:：.]|$|\d)/i;

/**
 * The lines of note blocks: a line opening with "Note"/"Remarks"/"注" and the lines right under it, up to a gap.
 * A note may print figures at the line's end ("Die gap, mm   1.8") but is never a table.
 */
export function noteLines(lines: readonly Line[]): Set<Line> {
  const notes = new Set<Line>();
  let previous: Line | null = null;
  for (const line of lines) {
    const opens = noteHead.test(line.cells[0]?.text ?? '');
    const continues =
      previous !== null &&
      notes.has(previous) &&
      previous.page === line.page &&
      line.y - previous.y <= line.h * 1.8;
    if (opens || continues) notes.add(line);
    previous = line;
  }
  return notes;
}

/** Every headed table of the lines (all pages, in order). */
export function headedTables(lines: readonly Line[]): Table[] {
  const tables: Table[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as Line;
    const above = lines
      .slice(Math.max(0, index - 2), index)
      .filter((l) => l.page === line.page && line.y - l.y < 30);
    const printedAbove = above.filter((l) => l.cells.every((cell) => bodyWords.test(cell.text)));
    let columns = headColumns(line, printedAbove);
    let start = index + 1;
    // Heads printed on two lines ("Test" over "Method", "Typical" over "Value"): read as one line.
    const next = lines[index + 1];
    const twoLines = next ? stackedHead(line, next) : null;
    const stacked = twoLines ? headColumns(twoLines, printedAbove) : null;
    if (stacked && (!columns || stacked.length > columns.length)) {
      columns = stacked;
      start = index + 2;
    }
    if (!columns) {
      index += 1;
      continue;
    }
    const split = gradeSubheads(columns, lines[start]);
    if (split) {
      columns = split;
      start += 1;
    }
    const end = bodyEnd(lines, start, columns);
    const body = lines.slice(start, end).filter((l) => l.page === line.page);
    // A table that runs on over a page break (nothing ended it on its page) goes on at the first line of the
    // next page that is a row of it — a name in the property column and a value in a value column — past the
    // page's own head (logo, grade, date).
    const overleaf = lines.slice(start, end).filter((l) => l.page === line.page + 1);
    const placed = columns;
    const valueIndexes = placed.flatMap((c, i) => (c.role === 'value' ? [i] : []));
    const fitsAt = overleaf.findIndex((l) => {
      const cells = byColumn(l, placed);
      const values = valueIndexes.flatMap((i) => cells.get(i) ?? []);
      // As a row of this table prints: a number as value, and its unit or method where the table has them.
      const others = [...cells.keys()].filter((i) => i > 0 && !valueIndexes.includes(i)).length;
      return (
        names(cells, placed).length > 0 &&
        values.some((cell) => /^[<>≤≥~]?\s*-?\d/.test(cell.text)) &&
        (others > 0 || placed.length <= 2)
      );
    });
    if (fitsAt >= 0) body.push(...overleaf.slice(fitsAt));
    const place = withoutGroupLabels(body, (l) => byColumn(l, placed));
    tables.push({ columns, ...bodyRows(body, columns, place), aligned: false });
    index = Math.max(end, index + 1);
  }
  return tables;
}

const numeric = /^[<>≤≥~+-]?\s*-?\d[\d,.]*(?:\s*[~\-/]\s*-?\d[\d,.]*)?\s*\*?$/;
/** A number printed with a unit the catalogue knows ("0.918 g/cm³", "35 MPa"). */
const withUnit = (text: string) => {
  const match = /^([<>≤≥~+-]?\s*-?\d[\d,.]*)\s*([^\d\s].{0,11})$/.exec(text.trim());
  return match !== null && unitOfSpelling(match[2] ?? '') !== undefined;
};

/**
 * Tables without heads: runs of three or more lines of at least two cells whose last cell is a number at
 * about the same place. The first cell names the property; the cells between are told apart by the caller.
 */
export function alignedTables(lines: readonly Line[]): Table[] {
  const tables: Table[] = [];
  let run: Line[] = [];
  let section: Line | null = null;
  const flush = () => {
    if (run.length >= 3) {
      const valueLeft = Math.min(...run.map((l) => l.cells.at(-1)?.x ?? 0));
      const valueRight = Math.max(...run.map((l) => l.cells.at(-1)?.right ?? 0));
      const nameRight = Math.max(...run.map((l) => l.cells[0]?.right ?? 0));
      const columns: Column[] = [
        { role: 'property', left: Math.min(...run.map((l) => l.cells[0]?.x ?? 0)), right: nameRight },
        { role: 'condition', left: nameRight + 1, right: valueLeft - 1 },
        { role: 'value', left: valueLeft, right: valueRight },
      ];
      // No heads to place cells by: the first names the property, the last is the value, the rest between.
      const place = (line: Line) =>
        new Map<number, Cell[]>([
          [0, line.cells.slice(0, 1)],
          [1, line.cells.slice(1, -1)],
          [2, line.cells.slice(-1)],
        ]);
      tables.push({ columns, ...bodyRows(run, columns, place), aligned: true });
    }
    run = [];
  };
  for (const line of lines) {
    const last = line.cells.at(-1);
    const previous = run.at(-1);
    // A section line ("Mechanical Properties") between rows neither breaks the run nor joins it; the next row
    // is as near to it as rows are to each other.
    const only = line.cells.length === 1 ? (line.cells[0]?.text ?? '') : '';
    if (run.length > 0 && only.length > 0 && only.length <= 40 && !endsTable.test(only) && !/\d/.test(only)) {
      section = line;
      continue;
    }
    const above =
      section && previous && section.page === previous.page && section.y > previous.y ? section : previous;
    const fits =
      line.cells.length >= 2 &&
      last !== undefined &&
      (numeric.test(last.text) || withUnit(last.text)) &&
      (!previous ||
        (previous.page === line.page &&
          line.y - (above?.y ?? previous.y) < line.h * 3 &&
          Math.abs((previous.cells.at(-1)?.right ?? 0) - last.right) < 40));
    if (fits) run.push(line);
    else flush();
    if (fits) continue;
  }
  flush();
  return tables;
}
