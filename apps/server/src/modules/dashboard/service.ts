import {
  type DashboardFigureId,
  type DashboardOverview,
  dashboardFigures,
  ProposalSource,
} from '@console/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { adminUser, video } from '../../db/schema/index.ts';
import {
  countVideoComments,
  countWaitingNetworkExpansion,
  countWaitingProposals,
} from '../counters/service.ts';

async function countRows(db: Db, table: typeof adminUser | typeof video): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The home dashboard: each figure counted from real rows, in the contract's order, plus the echoed search key. */
export async function dashboardOverview(db: Db, key: string): Promise<DashboardOverview> {
  const counters: Record<DashboardFigureId, () => Promise<number>> = {
    admin_users: () => countRows(db, adminUser),
    proposals_waiting_saas: () => countWaitingProposals(db, ProposalSource.saas),
    proposals_waiting_user: () => countWaitingProposals(db, ProposalSource.user),
    network_expansion_waiting: () => countWaitingNetworkExpansion(db),
    video_comments_unchecked: () => countVideoComments(db, 0),
    videos: () => countRows(db, video),
  };
  const figures = await Promise.all(
    dashboardFigures.map(async ({ id }) => ({ id, value: await counters[id]() })),
  );
  return { key, figures };
}
