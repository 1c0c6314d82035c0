import {
  bigint,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A tsvector written as its literal (the server builds it from jieba's words; see modules/search/words.ts). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * The global search's documents (modules/search): one per searchable row (contract `searchKinds`), written in the
 * transaction of every write of the row's family and rebuilt per kind by the sync call. Not a family: a derived
 * copy, never edited, audited or restored. `words` holds every word prefixed by its kind (`news:改性`), so one
 * GIN index answers each kind's search from its own posting lists; see words.ts for the forms a word takes.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    row_id: bigint('row_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** The body's plain text, cut to what a snippet may come from. */
    body: text('body').notNull().default(''),
    words: tsvector('words').notNull(),
    indexed_at: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.row_id] }),
    index('search_document_words_idx').using('gin', t.words),
  ],
);
