import { timestamp } from 'drizzle-orm/pg-core';

/** Every time is stored with its zone, so the PGlite and server databases agree whatever the host's TZ. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
