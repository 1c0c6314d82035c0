import type { ProposalSource, ProposalStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** A proposal from an enterprise SaaS client (`saas`) or a personal user (`user`); status 0 = waiting. */
export const proposal = pgTable(
  'proposal',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 16 }).$type<ProposalSource>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    status: smallint('status').$type<ProposalStatus>().notNull().default(0),
    /** Seeded demonstration row, not a customer's. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('proposal_source_check', sql`${t.source} in ('saas', 'user')`),
    index('proposal_source_status_idx').on(t.source, t.status),
  ],
);
