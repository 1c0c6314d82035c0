import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { slotNumbers } from '../search-slots.ts';

/**
 * The parametric search's copy of every datasheet property value, in its quantity's base unit, written by
 * the server whenever a grid is saved (and when a metric's factor changes). One row per grid row: a single
 * value has lo = hi; a stated range keeps its ends; an open end is ±infinity. A rating keeps its class,
 * upper-cased. A range condition is one range scan of (header_id, lo) whose other columns are read from the
 * index itself, and a sheet's rows are found by (sheet_id, header_id) to check the other conditions.
 */
export const datasheetSearchValue = pgTable(
  'datasheet_search_value',
  {
    sheet_id: integer('sheet_id').notNull(),
    header_id: integer('header_id').notNull(),
    /** 0 when the row names no test condition, so the column needs no null handling in the indexes. */
    condition_id: integer('condition_id').notNull().default(0),
    /** '' (not stated), 'dry' or 'conditioned'. */
    state: varchar('state', { length: 16 }).notNull().default(''),
    lo: doublePrecision('lo'),
    hi: doublePrecision('hi'),
    rating: varchar('rating', { length: 100 }).notNull().default(''),
  },
  (t) => [
    index('datasheet_search_value_range_idx').on(
      t.header_id,
      t.lo,
      t.hi,
      t.condition_id,
      t.state,
      t.sheet_id,
    ),
    index('datasheet_search_value_sheet_idx').on(t.sheet_id, t.header_id, t.lo, t.hi),
  ],
);

/** Which slot holds which stated value: `slot` is null when the key arrived after every slot was taken. */
export const datasheetSearchSlot = pgTable(
  'datasheet_search_slot',
  {
    header_id: integer('header_id').notNull(),
    condition_id: integer('condition_id').notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    /** 1 for the lowest value of the key on a sheet, 2 for the next (by lo, hi), … */
    ordinal: integer('ordinal').notNull(),
    slot: integer('slot'),
  },
  (t) => [
    primaryKey({ columns: [t.header_id, t.condition_id, t.state, t.ordinal] }),
    uniqueIndex('datasheet_search_slot_slot_unique').on(t.slot),
  ],
);

const slotColumns = Object.fromEntries(
  slotNumbers.flatMap((k) => [
    [`lo_${k}`, doublePrecision(`lo_${k}`)],
    [`hi_${k}`, doublePrecision(`hi_${k}`)],
  ]),
) as Record<string, ReturnType<typeof doublePrecision>>;

/**
 * The search copy with one row per sheet and a (lo, hi) pair per slot, in base units, each pair indexed
 * where it is stated: a search with several ranges is one bitmap index scan per range, intersected by
 * PostgreSQL (BitmapAnd) before any row is read, so its exact count never depends on which range the
 * planner believes the most selective. Rewritten with `datasheet_search_value` in the same transaction.
 */
export const datasheetSearchSheet = pgTable(
  'datasheet_search_sheet',
  {
    sheet_id: integer('sheet_id').primaryKey(),
    ...slotColumns,
  },
  (t) => {
    const columns = t as unknown as Record<string, AnyPgColumn>;
    return slotNumbers.map((k) =>
      index(`datasheet_search_sheet_slot_${k}_idx`)
        .on(columns[`lo_${k}`] as AnyPgColumn, columns[`hi_${k}`] as AnyPgColumn)
        .where(sql.raw(`lo_${k} is not null`)),
    );
  },
);
