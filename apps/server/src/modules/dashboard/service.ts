import {
  adminUserResource,
  commentResource,
  type DashboardFigureId,
  type DashboardOverview,
  dashboardFigures,
  networkExpansionResource,
  ProposalSource,
  proposalResource,
  type ResourceDef,
  videoResource,
} from '@console/contract';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { adminUser } from '../../db/schema/index.ts';
import { familyTable } from '../../engine/index.ts';
import type { CacheStore } from '../../integrations/cache/index.ts';
import {
  countVideoComments,
  countWaitingNetworkExpansion,
  countWaitingProposals,
  type MayCount,
} from '../counters/service.ts';

async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Where the figures are cached, and for how long when no cache rule names the key: a figure may be this many
 * seconds behind the rows. The seeded rule `dashboard:*` says the same and is where an admin changes it.
 */
export const DASHBOARD_CACHE_KEY = 'dashboard:overview';
export const DASHBOARD_CACHE_TTL_SECONDS = 60;

/** The home dashboard's figures, each counted from real rows, in the contract's order. */
async function countFigures(db: Db): Promise<DashboardOverview['figures']> {
  const counters: Record<DashboardFigureId, () => Promise<number>> = {
    admin_users: () => countRows(db, adminUser),
    proposals_waiting_saas: () => countWaitingProposals(db, ProposalSource.saas),
    proposals_waiting_user: () => countWaitingProposals(db, ProposalSource.user),
    network_expansion_waiting: () => countWaitingNetworkExpansion(db),
    video_comments_unchecked: () => countVideoComments(db, 0),
    videos: () => countRows(db, familyTable(videoResource)),
  };
  return Promise.all(dashboardFigures.map(async ({ id }) => ({ id, value: await counters[id]() })));
}

/** The family each figure counts: whose list grant it follows. */
const countedFamily: Record<DashboardFigureId, Pick<ResourceDef, 'base'>> = {
  admin_users: adminUserResource,
  proposals_waiting_saas: proposalResource,
  proposals_waiting_user: proposalResource,
  network_expansion_waiting: networkExpansionResource,
  video_comments_unchecked: commentResource,
  videos: videoResource,
};

/**
 * The home dashboard: the figures (cached as the rules say, shared by every admin) and the echoed search key. A
 * figure is null for an admin who may not list the rows it counts: it follows the grant of what it counts.
 */
export async function dashboardOverview(
  db: Db,
  cache: CacheStore,
  key: string,
  mayCount: MayCount,
): Promise<DashboardOverview> {
  const figures = await cache.remember(DASHBOARD_CACHE_KEY, DASHBOARD_CACHE_TTL_SECONDS, () =>
    countFigures(db),
  );
  const granted = await Promise.all(
    figures.map(async (figure) => {
      const def = countedFamily[figure.id as DashboardFigureId];
      return { id: figure.id, value: def && (await mayCount(def)) ? figure.value : null };
    }),
  );
  return { key, figures: granted };
}
