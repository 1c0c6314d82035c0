import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The statistics implausible values are judged by (issue 36): per header and polymer family, over the published
 * sheets' values in the header's base unit, how many, the median and the median absolute deviation. A derived
 * copy (no family declares it): computed when a judgement first needs it, marked stale when a sheet of the family
 * stating the header is written, and computed again when next needed (at most every few minutes for a large one).
 */
export const plausibilityStat = pgTable(
  'plausibility_stat',
  {
    header_id: integer('header_id').notNull(),
    /** The polymer family's code (PP), '' for sheets of no known family. */
    family: varchar('family', { length: 16 }).notNull(),
    n: integer('n').notNull(),
    median: doublePrecision('median'),
    mad: doublePrecision('mad'),
    stale: boolean('stale').notNull().default(false),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.header_id, t.family] })],
);
