import {
  type CommentCheck,
  CommentTarget,
  commentResource,
  networkExpansionResource,
  type ProposalCounters,
  ProposalSource,
  ProposalStatus,
  proposalResource,
} from '@console/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { familyTable } from '../../engine/tables.ts';

export async function countWaitingProposals(db: Db, source: ProposalSource): Promise<number> {
  const proposal = familyTable(proposalResource);
  const [row] = await db
    .select({ n: count() })
    .from(proposal)
    .where(and(eq(proposal.source, source), eq(proposal.status, ProposalStatus.waiting)));
  return row?.n ?? 0;
}

export async function countWaitingNetworkExpansion(db: Db): Promise<number> {
  const table = familyTable(networkExpansionResource);
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.status, ProposalStatus.waiting));
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

/**
 * Video comments in the given review state (0 = waiting, what the comment bell shows), or all of them: rows of
 * the comment family on videos (news and application comments are reviewed on /operation/comment).
 */
export async function countVideoComments(db: Db, isCheck?: CommentCheck): Promise<number> {
  const comments = familyTable(commentResource);
  const onVideos = eq(comments.target_type, CommentTarget.video);
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(isCheck === undefined ? onVideos : and(onVideos, eq(comments.is_check, isCheck)));
  return row?.n ?? 0;
}
