import {
  type CommentCheck,
  CommentTarget,
  commentResource,
  networkExpansionResource,
  type ProposalCounters,
  ProposalSource,
  ProposalStatus,
  proposalResource,
  type ResourceDef,
  resourcePaths,
} from '@console/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { familyTable } from '../../engine/index.ts';

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

/**
 * Whether an admin may know a count of a family's rows: a figure follows the grant of what it counts, so only an
 * admin who may list the rows (its list call, judged as the guard judges it) learns how many there are.
 */
export type MayCount = (def: Pick<ResourceDef, 'base'>) => Promise<boolean>;

/** What a request's admin may count, from the guard's own judgement (`request.holds`). */
export function mayCountOf(request: FastifyRequest): MayCount {
  return (def) => request.holds(resourcePaths(def).list, 'GET');
}

/** The family each top-bar count counts: whose list grant it follows. */
const countedFamily = {
  'proposal.waiting.saas': proposalResource,
  'proposal.waiting.user': proposalResource,
  'network_expansion_service.waiting.user': networkExpansionResource,
} as const satisfies Record<keyof ProposalCounters, ResourceDef>;

/** The counts as this admin may know them: null where it may not list the rows counted. */
export async function grantedProposalCounters(
  counters: ProposalCounters,
  mayCount: MayCount,
): Promise<ProposalCounters> {
  const granted = { ...counters };
  for (const key of Object.keys(countedFamily) as (keyof ProposalCounters)[]) {
    if (!(await mayCount(countedFamily[key]))) granted[key] = null;
  }
  return granted;
}

/** The video comments' count as this admin may know it: null (not counted) unless it may list comments. */
export async function grantedCommentCount(
  mayCount: MayCount,
  counted: () => Promise<number | null | undefined>,
): Promise<number | null> {
  return (await mayCount(commentResource)) ? ((await counted()) ?? null) : null;
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
