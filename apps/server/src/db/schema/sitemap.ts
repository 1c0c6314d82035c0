import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The sitemap's files as last built (`sitemap.xml`, and `sitemap-N.xml` past 50,000 URLs): generated output,
 * replaced whole by each build and served to crawlers from here, so every instance serves the same files. Not a
 * family: a file is no row anyone edits, and its megabytes of XML have no place in the change history (the
 * build itself is recorded as a `sitemap_build` row).
 */
export const sitemapFile = pgTable('sitemap_file', {
  name: varchar('name', { length: 64 }).primaryKey(),
  xml: text('xml').notNull(),
  url_count: integer('url_count').notNull(),
  created_at: createdAt(),
});
