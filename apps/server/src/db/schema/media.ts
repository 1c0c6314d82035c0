import { boolean, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const video = pgTable('video', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  cover: text('cover').notNull().default(''),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

/** A viewer's comment on a video; `is_check` 0 = waiting for review, 1 = reviewed. */
export const videoComment = pgTable(
  'video_comment',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => video.id, { onDelete: 'cascade' }),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    content: text('content').notNull(),
    isCheck: smallint('is_check').$type<0 | 1>().notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('video_comment_is_check_idx').on(t.isCheck), index('video_comment_video_idx').on(t.videoId)],
);
