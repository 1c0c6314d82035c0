import { bigserial, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { adminUser } from './admin.ts';
import { createdAt } from './columns.ts';

/** One row per guarded `/api` request, written after the answer was sent. */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the request carried no valid session. */
    adminId: integer('admin_id').references(() => adminUser.id, { onDelete: 'set null' }),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('access_log_created_at_idx').on(t.createdAt), index('access_log_admin_idx').on(t.adminId)],
);
