import {
  networkExpansionResource,
  type ProposalCounters,
  ProposalSource,
  ProposalStatus,
} from '@console/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { proposal, videoComment } from '../../db/schema/index.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

export async function countWaitingProposals(db: Db, source: ProposalSource): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proposal)
    .where(and(eq(proposal.source, source), eq(proposal.status, ProposalStatus.waiting)));
  return row?.n ?? 0;
}

export async function countWaitingNetworkExpansion(db: Db): Promise<number> {
  const table = tableOf(networkExpansionResource.key);
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(eq(requireColumn(table, 'status'), ProposalStatus.waiting));
  return row?.n ?? 0;
}

/** The waiting counts of the top bar's proposal panel and network-expansion entry. */
export async function proposalCounters(db: Db): Promise<ProposalCounters> {
  const [saas, user, network] = await Promise.all([
    countWaitingProposals(db, ProposalSource.saas),
    countWaitingProposals(db, ProposalSource.user),
    countWaitingNetworkExpansion(db),
  ]);
  return {
    'proposal.waiting.saas': saas,
    'proposal.waiting.user': user,
    'network_expansion_service.waiting.user': network,
  };
}

/** Video comments with the given review state (0 = waiting for review), or all of them. */
export async function countVideoComments(db: Db, isCheck?: 0 | 1): Promise<number> {
  const query = db.select({ n: count() }).from(videoComment);
  const [row] = await (isCheck === undefined ? query : query.where(eq(videoComment.isCheck, isCheck)));
  return row?.n ?? 0;
}
