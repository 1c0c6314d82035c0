/**
 * The parametric search's conditions as SQL. A range condition, bounded in its header's base unit, is a test
 * of the slots its header's values occupy in the per-sheet copy (datasheet_search_sheet): each slot has its
 * own index, so several ranges are intersected as bitmaps before any row is read. Ranges on a key without a
 * slot, ratings, features and fillers are EXISTS over their tables.
 */
import type { RangeCondition, RatingCondition, SmartQuery } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/index.ts';

/** A range condition with its bounds in the header's base unit, and how to show base values in its unit. */
export interface BaseRange {
  condition: RangeCondition;
  lo: number | undefined;
  hi: number | undefined;
  factor: number;
  offset: number;
}

/** The search rows `v` of sheet `s` meeting a range (both ends of a stated range inside it). */
export function rangeMatch(range: BaseRange): SQL {
  const { condition, lo, hi } = range;
  const parts = [sql`v.header_id = ${condition.header_id}`];
  parts.push(lo === undefined ? sql`v.lo is not null` : sql`v.lo >= ${lo}::float8`);
  parts.push(hi === undefined ? sql`v.hi is not null` : sql`v.hi <= ${hi}::float8`);
  if (condition.condition_id !== undefined) parts.push(sql`v.condition_id = ${condition.condition_id}`);
  if (condition.state !== undefined) parts.push(sql`v.state = ${condition.state}`);
  return sql.join(parts, sql` and `);
}

export function ratingMatch(condition: RatingCondition): SQL {
  const classes = sql.join(
    condition.any_of.map((text) => sql`${text.trim().toUpperCase()}`),
    sql`, `,
  );
  const parts = [sql`v.header_id = ${condition.header_id}`, sql`v.rating in (${classes})`];
  if (condition.max_thickness !== undefined) {
    parts.push(
      sql`exists (select 1 from condition c where c.id = v.condition_id and c.thickness <= ${condition.max_thickness})`,
    );
  }
  return sql.join(parts, sql` and `);
}

interface SlotRow {
  header_id: number;
  condition_id: number;
  state: string;
  slot: number | null;
}

/**
 * A range's test on the per-sheet copy `w`: any of the slots of its header (and condition and state, when
 * given) holding a value within it; undefined when one of those keys has no slot (the range is then asked
 * of datasheet_search_value). The lower end of a stated value is at most its upper end (the grid refuses
 * min > max), so an upper bound also bounds `lo`, and every range is a bounded scan of its slot's index.
 */
function slotMatch(range: BaseRange, slots: readonly SlotRow[]): SQL | undefined {
  const { condition, lo, hi } = range;
  const keys = slots.filter(
    (row) =>
      row.header_id === condition.header_id &&
      (condition.condition_id === undefined || row.condition_id === condition.condition_id) &&
      (condition.state === undefined || row.state === condition.state),
  );
  const slotted = keys.flatMap((row) => (row.slot === null ? [] : [row.slot]));
  if (slotted.length < keys.length) return undefined;
  // No sheet states this key: nothing matches.
  if (slotted.length === 0) return sql`false`;
  const tests = slotted.map((slot) => {
    const loColumn = sql.identifier(`lo_${slot}`);
    const hiColumn = sql.identifier(`hi_${slot}`);
    const parts: SQL[] = [];
    if (lo !== undefined) parts.push(sql`w.${loColumn} >= ${lo}::float8`);
    if (hi !== undefined)
      parts.push(sql`w.${loColumn} <= ${hi}::float8`, sql`w.${hiColumn} <= ${hi}::float8`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The query split by the table each part tests: the sheet `s`, the per-sheet search copy `w`, or either. */
export interface Where {
  /** Company and category: columns of the sheet. */
  sheet: SQL[];
  /** Ranges answered by the slots of `w`. */
  slots: SQL[];
  /** Features, fillers, ratings and ranges without slots, over the sheet id `id`. */
  rows: (id: SQL) => SQL[];
}

/** `familyCategories`: the categories (with what is below them) the query's polymer family names, when it has one. */
export function whereOf(
  query: SmartQuery,
  ranges: readonly BaseRange[],
  slots: readonly SlotRow[],
  familyCategories?: readonly number[],
): Where {
  const sheet: SQL[] = [];
  if (query.company_id !== undefined) sheet.push(sql`s.company_id = ${query.company_id}`);
  if (familyCategories !== undefined)
    sheet.push(
      familyCategories.length === 0
        ? sql`false`
        : sql`s.category_id in (with recursive sub(id) as (
            select id from category where id in ${familyCategories}
            union select c.id from category c join sub on c.parent_id = sub.id) select id from sub)`,
    );
  if (query.category_id !== undefined) {
    sheet.push(sql`s.category_id in (with recursive sub(id) as (
      select id from category where id = ${query.category_id}
      union select c.id from category c join sub on c.parent_id = sub.id) select id from sub)`);
  }
  const slotTests: SQL[] = [];
  const unslotted: BaseRange[] = [];
  for (const range of ranges) {
    const test = slotMatch(range, slots);
    if (test) slotTests.push(test);
    else unslotted.push(range);
  }
  const rows = (id: SQL) => {
    const parts: SQL[] = [];
    for (const feature of query.features ?? []) {
      parts.push(
        sql`exists (select 1 from datasheet_features f where f.owner_id = ${id} and f.target_id = ${feature})`,
      );
    }
    for (const filler of query.fillers ?? []) {
      const share = [sql`f.parent_id = ${id}`, sql`f.filler_id = ${filler.filler_id}`];
      if (filler.min !== undefined) share.push(sql`f.percent >= ${filler.min}`);
      if (filler.max !== undefined) share.push(sql`f.percent <= ${filler.max}`);
      parts.push(sql`exists (select 1 from datasheet_fillers f where ${sql.join(share, sql` and `)})`);
    }
    for (const range of unslotted) {
      parts.push(
        sql`exists (select 1 from datasheet_search_value v where v.sheet_id = ${id} and ${rangeMatch(range)})`,
      );
    }
    for (const condition of query.conditions) {
      if (condition.kind !== 'rating') continue;
      parts.push(
        sql`exists (select 1 from datasheet_search_value v where v.sheet_id = ${id} and ${ratingMatch(condition)})`,
      );
    }
    return parts;
  };
  return { sheet, slots: slotTests, rows };
}

export const and = (parts: readonly SQL[]) =>
  parts.length === 0 ? sql`true` : sql.join([...parts], sql` and `);

/** The sheets of the query as a condition on sheet `s`. */
export function sheetsOf(where: Where): SQL {
  const parts = [...where.sheet, ...where.rows(sql`s.id`)];
  if (where.slots.length > 0) {
    parts.push(sql`s.id in (select w.sheet_id from datasheet_search_sheet w where ${and(where.slots)})`);
  }
  return and(parts);
}

/** The search keys (and their slots) of the headers the query's ranges name. */
export async function slotsOf(db: Db, query: SmartQuery): Promise<SlotRow[]> {
  const ranges = query.conditions.filter((c) => c.kind === 'range');
  if (ranges.length === 0) return [];
  const headers = sql.join(
    ranges.map((range) => sql`${range.header_id}`),
    sql`, `,
  );
  return queryRows<SlotRow>(
    db,
    sql`select header_id, condition_id, state, slot from datasheet_search_slot where header_id in (${headers})`,
  );
}
