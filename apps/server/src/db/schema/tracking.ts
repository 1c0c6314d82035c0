import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A site allowed to report tracking events (issue 23): its key is shown once when issued and kept only as
 * its SHA-256 hash (like sessions), so a leaked database does not leak keys. Not a family: a key is a
 * credential, never a row to export or restore from history.
 */
export const trackingSite = pgTable('tracking_site', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  key_hash: varchar('key_hash', { length: 64 }).notNull().unique(),
  /** The key's first characters, to tell keys apart in the console. */
  key_prefix: varchar('key_prefix', { length: 16 }).notNull(),
  /** Events a minute the site may send (batches count by their events). */
  rate_per_minute: integer('rate_per_minute').notNull().default(6000),
  enabled: boolean('enabled').notNull().default(true),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
  created_at: createdAt(),
});

/**
 * Events per day, event code and page: what the long-range charts read instead of the raw events. Counts
 * only (additive, so ingestion adds to them in place); distinct visitors and sessions are read from the
 * month partitions of `tracking_event`, which the migration creates by hand (drizzle-kit has no partitioned
 * tables).
 */
export const trackingDaily = pgTable(
  'tracking_daily',
  {
    day: date('day').notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    page: varchar('page', { length: 200 }).notNull(),
    events: integer('events').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.event, table.page] }),
    index('tracking_daily_event_day').on(table.event, table.day),
  ],
);

/**
 * Events per China-time hour and event code: the weekday × hour heat map reads these few thousand rows
 * instead of the month partitions. Added to by ingestion in the same statement as the events.
 */
export const trackingHourly = pgTable(
  'tracking_hourly',
  {
    /** The hour's start, China time (no zone: a wall-clock hour). */
    hour: timestamp('hour', { withTimezone: false }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    events: integer('events').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.hour, table.event] })],
);

/**
 * Each visitor (user id, else anonymous id) once per China-time week they were seen: weekly retention reads
 * these rows (a few per visitor) instead of every event. Written by ingestion in the events' statement.
 */
export const trackingVisitorWeek = pgTable(
  'tracking_visitor_week',
  {
    /** The week's Monday. */
    week: date('week').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.week, table.visitor] })],
);

/**
 * Events per China-time day, event and one property value (`dim`: a sheet's `dsno`, a search's `keyword`, a
 * compared `pair`, a signed-in `user`), with the searches that found nothing (`empty`): the keyword, sheet, pair
 * and score charts sum a range's days here instead of grouping its raw events (seconds at ten million). Added to
 * by ingestion in the same statement as the events (analytics/events.ts, which says which events carry which).
 */
export const trackingDailyKey = pgTable(
  'tracking_daily_key',
  {
    day: date('day').notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    dim: varchar('dim', { length: 16 }).notNull(),
    key: text('key').notNull(),
    events: integer('events').notNull().default(0),
    empty: integer('empty').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dim, table.day, table.event, table.key] })],
);

/**
 * Each visitor's first China-time week (the Monday): the week it was first seen ever, its retention cohort.
 * Kept by ingestion with `tracking_cohort_week`, in the events' transaction (analytics/events.ts); an event
 * dated before it moves the visitor to the earlier cohort.
 */
export const trackingVisitorFirst = pgTable('tracking_visitor_first', {
  visitor: text('visitor').primaryKey(),
  week: date('week').notNull(),
});

/**
 * Visitors of a cohort (the week they were first seen ever) seen in a week: one row per (cohort, week), a few
 * hundred for a range, what the retention chart reads instead of every visitor's weeks. Equal at all times to
 * `tracking_visitor_week` joined with `tracking_visitor_first` and counted (a cell a move emptied stays at 0).
 */
export const trackingCohortWeek = pgTable(
  'tracking_cohort_week',
  {
    cohort: date('cohort').notNull(),
    week: date('week').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cohort, table.week] })],
);
