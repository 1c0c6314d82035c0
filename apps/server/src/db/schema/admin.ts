import { adminUserResource } from '@console/contract';
import { bigserial, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { familyTable } from '../../engine/tables.ts';
import { createdAt } from './columns.ts';

/** Admin accounts, derived from their declaration (the password hash is a secret field of it). */
export const adminUser = familyTable(adminUserResource);

/** A login session; only the SHA-256 of its token is kept, so a leaked table cannot be replayed. */
export const adminSession = pgTable(
  'admin_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_session_user_idx').on(t.userId)],
);

/** Failed logins, kept in the database so throttling holds across restarts and server instances. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failure_username_idx').on(t.username, t.createdAt),
    index('login_failure_ip_idx').on(t.ip, t.createdAt),
  ],
);
