/**
 * A page's pieces of text (as pdf.js gives them: often a word, sometimes a single glyph — "0", ".9", "2", "1")
 * put back into printed lines of cells. Pieces on one baseline form a line; pieces closer than a word gap form
 * one cell, so a cell is what a person sees as one entry of a table. A small raised piece right after a length
 * unit is its exponent (`kg/cm` + `2` → `kg/cm²`); other small raised pieces are footnote marks (`(3)`, `2`,
 * `*`) and are dropped, as are ® and ™; a small raised "o" is the degree sign of the C or F under it. Pure: the
 * tests type lines of real sheets through it.
 */
import type { PdfBox, PdfPageText, PdfTextItem } from '@console/contract';

export interface Cell {
  text: string;
  x: number;
  right: number;
  /** Baseline, from the top of the page. */
  y: number;
  /** Font size. */
  h: number;
  /** Where each piece of the cell starts, so a table can split a cell that runs into the next column. */
  starts: number[];
}

export interface Line {
  page: number;
  y: number;
  /** The body size of the line (its largest piece). */
  h: number;
  cells: Cell[];
}

/**
 * Full-width ASCII (＜, ～, ０) to ASCII, the Symbol font's degree to °, the Greek mu pdf.js gives for a micro
 * sign back to µ, the typographic minus to a hyphen: how the rest of the reader sees text.
 */
export function plainText(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u03BC/g, 'µ')
    .replace(/\u2212/g, '-')
    .replace(/\u3000/g, ' ')
    .replace(/\uF0B0/g, '°')
    .replace(/[∙•⋅]/g, '·')
    .replace(/[\u00AD\u200B]/g, '');
}

export const boxOf = (cell: Pick<Cell, 'x' | 'right' | 'y' | 'h'>): PdfBox => [
  Math.round(cell.x * 10) / 10,
  Math.round((cell.y - cell.h * 0.85) * 10) / 10,
  Math.round((cell.right - cell.x) * 10) / 10,
  Math.round(cell.h * 1.1 * 10) / 10,
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
};

const lengthUnitEnd = /(?:cm|mm|m|in|ft|㎝)$/;
const marks = /^(?:\(\d{1,2}\)|\d{1,2}\)?|[*†‡§#]+|[a-e]\)?)$/;

/**
 * A degree sign some makers draw as a small raised "o" (often on a text line of its own, a few points above
 * the line it belongs to): it goes before the C or F it stands over, in the piece that starts right after it or
 * in the piece under it (`190 C, 2.16 kg` with the o over the gap). False when no C or F is there to take it.
 */
function placeDegree(degree: PdfTextItem, kept: PdfTextItem[]): boolean {
  const under = kept.filter(
    (item) => item.h > degree.h * 1.2 && item.y - degree.y >= 0.5 && item.y - degree.y <= item.h * 1.2,
  );
  const after = under.find(
    (item) =>
      item.x >= degree.x - 1 && item.x <= degree.x + degree.w + item.h * 0.5 && /^\s*[CF]\b/.test(item.s),
  );
  if (after) {
    after.s = after.s.replace(/^(\s*)([CF])/, '$1°$2');
    return true;
  }
  for (const item of under) {
    if (degree.x < item.x - 1 || degree.x > item.x + item.w) continue;
    // The C nearest after the o's place, the text spread evenly over the piece's width.
    const at = Math.round(((degree.x - item.x) / Math.max(1, item.w)) * item.s.length);
    const match = [...item.s.matchAll(/(\d)\s*([CF])\b/g)]
      .map((m) => ({ index: (m.index ?? 0) + m[0].length - 1, m }))
      .sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
    if (!match) continue;
    item.s = `${item.s.slice(0, match.index).trimEnd()} °${item.s.slice(match.index)}`;
    return true;
  }
  return false;
}

/**
 * Small raised pieces: an exponent is added to the piece it follows, a footnote mark dropped. A piece is raised
 * when it is at most 3/4 the size of a normal piece whose baseline is a little below its own and which ends where it starts.
 */
function attachRaised(items: PdfTextItem[]): PdfTextItem[] {
  const body = median(items.map((item) => item.h));
  const kept: PdfTextItem[] = [];
  const raised: PdfTextItem[] = [];
  const degrees: PdfTextItem[] = [];
  for (const item of items) {
    const text = item.s.trim();
    if (/^[®™©]+$/.test(text)) continue;
    if (item.h <= body * 0.8 && /^[oO°º]$/.test(text)) degrees.push(item);
    else if (item.h <= body * 0.8 && text.length <= 4 && (marks.test(text) || /^[23]$/.test(text)))
      raised.push(item);
    else kept.push({ ...item, s: plainText(item.s) });
  }
  for (const degree of degrees) {
    if (!placeDegree(degree, kept)) kept.push({ ...degree, s: plainText(degree.s) });
  }
  for (const mark of raised) {
    const text = mark.s.trim();
    const base = kept.find(
      (item) =>
        item.h > mark.h * 1.2 &&
        item.y - mark.y >= 0.5 &&
        item.y - mark.y <= item.h * 0.8 &&
        Math.abs(mark.x - (item.x + item.w)) <= Math.max(2, item.h * 0.3),
    );
    if (base && /^[23]$/.test(text) && lengthUnitEnd.test(base.s.trim())) {
      base.s = `${base.s.trimEnd()}${text === '2' ? '²' : '³'}`;
      base.w += mark.w;
    }
    // Anything else raised is a footnote mark (or an exponent we cannot place): not part of any cell.
  }
  return kept;
}

/**
 * Dot leaders ("Density ........ 0.918 g/cm³") lead the eye from a name to its value: they part two cells,
 * however close the pieces stand, and belong to neither. The parts' places are shared by their characters.
 */
function atLeaders(cell: Cell): Cell[] {
  const leader = /\s*(?:[.·…_]\s?){4,}\s*/.exec(cell.text);
  if (!leader) return [cell];
  const width = (cell.right - cell.x) / Math.max(1, cell.text.length);
  const before = cell.text.slice(0, leader.index).trim();
  const afterAt = leader.index + leader[0].length;
  const after = cell.text.slice(afterAt).trim();
  const out: Cell[] = [];
  if (before) out.push({ ...cell, text: before, right: cell.x + leader.index * width, starts: [cell.x] });
  if (after) {
    const x = cell.x + afterAt * width;
    out.push(...atLeaders({ ...cell, text: after, x, starts: [x] }));
  }
  return out;
}

/** The printed lines of a page, top to bottom, each a row of cells left to right. */
export function pageLines(page: PdfPageText): Line[] {
  const items = attachRaised(page.items.filter((item) => item.s.trim() !== ''));
  if (items.length === 0) return [];
  const body = median(items.map((item) => item.h));
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const y = group?.[0]?.y ?? Number.NaN;
    if (group && Math.abs(item.y - y) <= Math.max(2, body * 0.35)) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => {
    const pieces = [...group].sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const piece of pieces) {
      const last = cells.at(-1);
      const gap = last ? piece.x - last.right : Number.POSITIVE_INFINITY;
      const size = Math.max(piece.h, last?.h ?? 0);
      if (last && gap <= size * 0.6) {
        const space = gap > size * 0.12 || /\s$/.test(last.text) || /^\s/.test(piece.s);
        last.text = `${last.text.trimEnd()}${space ? ' ' : ''}${piece.s.trim()}`;
        last.right = Math.max(last.right, piece.x + piece.w);
        last.h = size;
        last.starts.push(piece.x);
      } else {
        cells.push({
          text: piece.s.trim(),
          x: piece.x,
          right: piece.x + piece.w,
          y: piece.y,
          h: piece.h,
          starts: [piece.x],
        });
      }
    }
    return {
      page: page.page,
      y: median(group.map((item) => item.y)),
      h: Math.max(...group.map((item) => item.h)),
      cells: cells.flatMap(atLeaders),
    };
  });
}
