import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Where a cached sheet read from a maker's PDF came from (contract: CacheSource): the text of the pages its rows
 * were read on, with their places, and per raw row (by its `line`) the page and boxes of its value and whether
 * the reader was unsure. Written with the staged sheet by the import, read by the review screen; kept beside
 * the cache rather than in it because only PDF imports have it and it is read by one screen.
 * No foreign key: the cache is a family table derived at run time; rows whose sheet is gone are swept by the
 * next PDF import (pdf-import/source.ts).
 */
export const datasheetCacheSource = pgTable('datasheet_cache_source', {
  cache_id: integer('cache_id').primaryKey(),
  file: varchar('file', { length: 255 }).notNull(),
  /** 'rules' (the table reader) or 'assistant' (the configured model, for a sheet the rules could not read). */
  extractor: varchar('extractor', { length: 16 }).notNull().default('rules'),
  pages: jsonb('pages').notNull(),
  marks: jsonb('marks').notNull(),
  created_at: createdAt(),
});
