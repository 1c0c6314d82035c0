/**
 * A table printing each value twice, in US customary ("English") and SI units side by side — "Typical Value
 * (English) | Typical Value (SI)", or value and unit columns twice — read as one row per property, in SI: the
 * catalogue converts between units itself, and the import layout has no second value for the other one (so
 * it is not kept). Two value columns count as such a pair only when neither is a grade's, a state's or a film
 * direction's and the two values of a row measure one quantity in units of different systems (or print the same
 * value in a unit both systems use: 12 g/10 min, 1.2 %).
 */
import { unitOfSpelling } from '@console/contract';
import type { SheetRecord } from './records.ts';
import type { Column } from './table.ts';

/** Value columns of one meaning, apart from the system of their units. */
const plainValues = (columns: readonly Column[]) =>
  columns.filter((c) => c.role === 'value' && !c.grade && !c.state && !c.direction).length === 2;

/**
 * The unit column of the value column `index` where each value column has its own (value, unit, value, unit):
 * the unit column right after it; undefined where one unit column serves the row.
 */
export function ownUnitColumn(columns: readonly Column[], index: number): number | undefined {
  if (!plainValues(columns) || columns.filter((c) => c.role === 'unit').length < 2) return undefined;
  return columns[index + 1]?.role === 'unit' ? index + 1 : undefined;
}

/** Which of two printings of one value to keep: the SI one; the first when both are the same value. */
function keep(a: SheetRecord, b: SheetRecord): SheetRecord | undefined {
  const [ua, ub] = [unitOfSpelling(a.record.unit), unitOfSpelling(b.record.unit)];
  if (ua && ub && ua.quantity === ub.quantity) {
    if (ua.system === 'imperial' && ub.system !== 'imperial') return b;
    if (ub.system === 'imperial' && ua.system !== 'imperial') return a;
  }
  const same =
    a.record.value === b.record.value && (ua?.code ?? a.record.unit) === (ub?.code ?? b.record.unit);
  return same ? a : undefined;
}

/** One property line's records, where its table prints each value in two systems: one record per value, in SI. */
export function oneSystem(columns: readonly Column[], records: SheetRecord[]): SheetRecord[] {
  if (!plainValues(columns) || records.length < 2) return records;
  const key = ({ record: r }: SheetRecord) => [r.grade, r.state, r.header, r.standard, r.condition].join('|');
  const out: SheetRecord[] = [];
  const taken = new Set<SheetRecord>();
  for (const [i, a] of records.entries()) {
    if (taken.has(a)) continue;
    const b = records.slice(i + 1).find((r) => !taken.has(r) && key(r) === key(a));
    const kept = b ? keep(a, b) : undefined;
    if (b && kept) {
      taken.add(b);
      out.push(kept);
    } else out.push(a);
  }
  return out;
}
