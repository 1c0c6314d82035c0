import { doublePrecision, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

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
