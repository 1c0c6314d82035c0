/**
 * Rows grouped under a label printed in a column of its own, left of the names ("Mechanical" beside the first
 * row of its group, "物理性能" beside 密度), or numbered in a column of their own: the label or number is not
 * the property's. It is told from a name by where it stands: the table's names start at one place (where most
 * name cells start), and a label is a word or two without figures, or a row's number, standing left of that
 * place on a line whose name starts there.
 */
import type { Cell, Line } from './lines.ts';
import { directionLabel } from './printed.ts';

type Place = (line: Line) => Map<number, Cell[]>;

/** A row's number in a column of its own (under 序号 or No.): left out of the name as a label is. */
const rowNumber = /^\d{1,3}[.)、]?$/;

/**
 * A label printed so near the name that the two read as one cell ("Flammability" ending where "Flame Class"
 * starts): cut where a piece of the cell starts at the names' place, the text shared by the pieces' widths.
 */
function cutAt(cell: Cell, nameX: number): Cell[] {
  const cut = cell.starts.findIndex((start, i) => i > 0 && Math.abs(start - nameX) <= 3);
  if (cut <= 0) return [cell];
  const share = Math.round(((nameX - cell.x) / Math.max(1, cell.right - cell.x)) * cell.text.length);
  const space = cell.text.lastIndexOf(' ', share + 2);
  const split = space > 0 && Math.abs(space - share) <= 4 ? space : share;
  return [
    { ...cell, text: cell.text.slice(0, split).trim(), right: nameX, starts: cell.starts.slice(0, cut) },
    { ...cell, text: cell.text.slice(split).trim(), x: nameX, starts: cell.starts.slice(cut) },
  ];
}

export function withoutGroupLabels(lines: readonly Line[], place: Place): Place {
  const starts = new Map<number, number>();
  for (const line of lines)
    for (const cell of place(line).get(0) ?? []) {
      if (rowNumber.test(cell.text)) continue;
      const x = Math.round(cell.x);
      starts.set(x, (starts.get(x) ?? 0) + 1);
    }
  const nameX = [...starts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (nameX === undefined) return place;
  return (line) => {
    const cells = place(line);
    const names = (cells.get(0) ?? []).flatMap((cell) => cutAt(cell, nameX));
    const [label, ...rest] = names;
    if (
      label &&
      rest.length > 0 &&
      label.x < nameX - label.h * 2 &&
      label.text.length <= 30 &&
      (!/\d/.test(label.text) || rowNumber.test(label.text)) &&
      !directionLabel.test(label.text) &&
      Math.abs((rest[0]?.x ?? 0) - nameX) <= 3
    )
      cells.set(0, rest);
    return cells;
  };
}
